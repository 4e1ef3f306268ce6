extension ClaimChecker {
    /// Each word of `text` made of lower-case segments joined by `/` (`slider/color/thumb`) that is not part of a
    /// longer path or URL, with its offset in Unicode scalars: what the pattern
    /// `(?:^|[\s(\[])(?<path>[a-z][a-z0-9-]*(?:/[a-z0-9-]+)+)(?![\w/])` finds, character by character as Swift's
    /// Regex reads it, in one pass. A regex would be parsed for every block that holds a slash, which was most of
    /// the parse stage on a site with token groups.
    static func pathWords(in text: String) -> [(path: String, column: Int)] {
        let characters = Array(text)
        var found: [(path: String, column: Int)] = []
        // Each character's offset in scalars, worked out once a word is found.
        var offsets: [Int] = []
        var index = 0
        while index < characters.count {
            let opensWord = index == 0 || characters[index - 1].isWhitespace
                || characters[index - 1] == "(" || characters[index - 1] == "["
            guard opensWord, isLowercaseLetter(characters[index]) else {
                index += 1
                continue
            }
            // The run of path characters from here; the word is its longest start that is a path and is followed
            // by neither a word character nor a slash: the whole run, or a part that ends before a dash.
            var runEnd = index
            var firstSlash: Int?, firstDoubleSlash: Int?
            while runEnd < characters.count, isPathCharacter(characters[runEnd]) {
                if characters[runEnd] == "/" {
                    if firstSlash == nil { firstSlash = runEnd }
                    if firstDoubleSlash == nil, runEnd > index, characters[runEnd - 1] == "/" { firstDoubleSlash = runEnd }
                }
                runEnd += 1
            }
            var end = runEnd
            while end > index {
                let followedWell = end == characters.count ? true
                    : end < runEnd ? characters[end] == "-" : !isWordCharacter(characters[end]) && characters[end] != "/"
                if followedWell, let slash = firstSlash, slash < end - 1, characters[end - 1] != "/",
                   firstDoubleSlash.map({ $0 >= end }) ?? true {
                    if offsets.isEmpty {
                        offsets.reserveCapacity(characters.count)
                        var offset = 0
                        for character in characters {
                            offsets.append(offset)
                            offset += character.unicodeScalars.count
                        }
                    }
                    found.append((String(characters[index..<end]), offsets[index]))
                    break
                }
                end -= 1
            }
            index = max(runEnd, index + 1)
        }
        return found
    }

    private static func isLowercaseLetter(_ character: Character) -> Bool {
        character.isASCII && character >= "a" && character <= "z"
    }

    private static func isPathCharacter(_ character: Character) -> Bool {
        isLowercaseLetter(character) || (character.isASCII && character.isNumber) || character == "-" || character == "/"
    }

    /// `\w`: letters, digits and connector punctuation such as `_`.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
            || character.unicodeScalars.first?.properties.generalCategory == .connectorPunctuation
    }
}
