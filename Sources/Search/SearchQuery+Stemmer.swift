extension SearchQuery {
    /// Porter's stemmer (1980), as the page script's regular expressions apply it: a word of three ASCII letters
    /// or more, lower-case, meets its other forms at one stem ("sliders" and "slider" at `slider`, "disabled" and
    /// "disable" at `disabl`); any other word is its own stem.
    package static func stem(_ word: String) -> String {
        let bytes = Array(word.utf8)
        guard bytes.count >= 3, bytes.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else {
            return word
        }
        var stemmer = Stemmer(bytes)
        stemmer.run()
        return String(decoding: stemmer.word, as: UTF8.self)
    }
}

/// The steps of Porter's stemmer on one word, a byte a letter. Each of the script's `^(.+?)(…)$` patterns is the
/// longest listed suffix that leaves at least one letter before it; its measure patterns (`mgr0`, `meq1`, `mgr1`,
/// `sV`, `cvc`) are matched here by following every place each part of the pattern can end.
private struct Stemmer {
    var word: [UInt8]

    init(_ word: [UInt8]) {
        self.word = word
    }

    private static let step2: [(String, String)] = [
        ("ational", "ate"), ("tional", "tion"), ("enci", "ence"), ("anci", "ance"), ("izer", "ize"), ("bli", "ble"),
        ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous"), ("ization", "ize"), ("ation", "ate"),
        ("ator", "ate"), ("alism", "al"), ("iveness", "ive"), ("fulness", "ful"), ("ousness", "ous"), ("aliti", "al"),
        ("iviti", "ive"), ("biliti", "ble"), ("logi", "log"),
    ]
    private static let step3: [(String, String)] = [
        ("icate", "ic"), ("ative", ""), ("alize", "al"), ("iciti", "ic"), ("ical", "ic"), ("ful", ""), ("ness", ""),
    ]
    private static let step4 = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ou",
                                "ism", "ate", "iti", "ous", "ive", "ize"]

    mutating func run() {
        // A first y is a consonant: the script writes it as Y, which no vowel class holds, and back at the end.
        let firstY = word[0] == UInt8(ascii: "y")
        if firstY { word[0] = UInt8(ascii: "Y") }
        step1()
        if let stem = Self.split(word, ["y"]), Measure.hasVowel(stem.stem) {
            word = stem.stem + Array("i".utf8)
        }
        replace(Self.step2)
        replace(Self.step3)
        step4()
        step5()
        if firstY { word[0] = UInt8(ascii: "y") }
    }

    private mutating func step1() {
        if let match = Self.split(word, ["sses", "ies"]) {
            word = match.stem + Array(match.suffix.dropLast(2))
        } else if word.count >= 3, word[word.count - 1] == UInt8(ascii: "s"), word[word.count - 2] != UInt8(ascii: "s") {
            word.removeLast()
        }
        if let match = Self.split(word, ["eed"]) {
            if Measure.greaterThan0(match.stem) { word.removeLast() }
        } else if let match = Self.split(word, ["ed", "ing"]), Measure.hasVowel(match.stem) {
            word = match.stem
            let count = word.count
            if count >= 2, [Array("at".utf8), Array("bl".utf8), Array("iz".utf8)].contains(Array(word[(count - 2)...])) {
                word.append(UInt8(ascii: "e"))
            } else if count >= 2, word[count - 1] == word[count - 2], !Array("aeiouylsz".utf8).contains(word[count - 1]) {
                word.removeLast()
            } else if Measure.isCVC(word) {
                word.append(UInt8(ascii: "e"))
            }
        }
    }

    private mutating func replace(_ table: [(String, String)]) {
        guard let match = Self.split(word, table.map(\.0)), Measure.greaterThan0(match.stem),
              let replacement = table.first(where: { Array($0.0.utf8) == match.suffix })?.1 else { return }
        word = match.stem + Array(replacement.utf8)
    }

    private mutating func step4() {
        if let match = Self.split(word, Self.step4) {
            if Measure.greaterThan1(match.stem) { word = match.stem }
        } else if let match = Self.split(word, ["sion", "tion"]) {
            let kept = match.stem + [match.suffix[0]]
            if Measure.greaterThan1(kept) { word = kept }
        }
    }

    private mutating func step5() {
        if let match = Self.split(word, ["e"]) {
            let stem = match.stem
            if Measure.greaterThan1(stem) || (Measure.equals1(stem) && !Measure.isCVC(stem)) { word = stem }
        }
        let count = word.count
        if count >= 2, word[count - 1] == UInt8(ascii: "l"), word[count - 2] == UInt8(ascii: "l"),
           Measure.greaterThan1(word) {
            word.removeLast()
        }
    }

    /// `^(.+?)(a|b|…)$`: the longest of `suffixes` that `word` ends with, with at least one letter before it.
    static func split(_ word: [UInt8], _ suffixes: [String]) -> (stem: [UInt8], suffix: [UInt8])? {
        var best: [UInt8]?
        for suffix in suffixes {
            let bytes = Array(suffix.utf8)
            if bytes.count < word.count, word.suffix(bytes.count).elementsEqual(bytes), bytes.count > best?.count ?? 0 {
                best = bytes
            }
        }
        return best.map { (Array(word.dropLast($0.count)), $0) }
    }
}

/// The stemmer's patterns over consonants and vowels: `C` is `[^aeiou][^aeiouy]*`, `V` is `[aeiouy][aeiou]*`.
private enum Measure {
    private enum Part: Sendable {
        /// One letter of the class.
        case one(@Sendable (UInt8) -> Bool)
        /// Any number of letters of the class.
        case many(@Sendable (UInt8) -> Bool)
        /// The parts, or nothing.
        case optional([Part])
    }

    private static func consonant(_ byte: UInt8) -> Bool { !"aeiou".utf8.contains(byte) }
    private static func consonantNotY(_ byte: UInt8) -> Bool { !"aeiouy".utf8.contains(byte) }
    private static func vowel(_ byte: UInt8) -> Bool { "aeiouy".utf8.contains(byte) }
    private static func vowelNotY(_ byte: UInt8) -> Bool { "aeiou".utf8.contains(byte) }
    private static func lastOfCVC(_ byte: UInt8) -> Bool { !"aeiouwxy".utf8.contains(byte) }

    private static let bigC: [Part] = [.one(consonant), .many(consonantNotY)]
    private static let bigV: [Part] = [.one(vowel), .many(vowelNotY)]

    /// `^(C)?VC`
    static func greaterThan0(_ word: [UInt8]) -> Bool {
        !ends(of: [.optional(bigC)] + bigV + bigC, in: word).isEmpty
    }

    /// `^(C)?VC(V)?$`
    static func equals1(_ word: [UInt8]) -> Bool {
        ends(of: [.optional(bigC)] + bigV + bigC + [.optional(bigV)], in: word).contains(word.count)
    }

    /// `^(C)?VCVC`
    static func greaterThan1(_ word: [UInt8]) -> Bool {
        !ends(of: [.optional(bigC)] + bigV + bigC + bigV + bigC, in: word).isEmpty
    }

    /// `^(C)?v`
    static func hasVowel(_ word: [UInt8]) -> Bool {
        !ends(of: [.optional(bigC), .one(vowel)], in: word).isEmpty
    }

    /// `^Cv[^aeiouwxy]$`
    static func isCVC(_ word: [UInt8]) -> Bool {
        ends(of: bigC + [.one(vowel), .one(lastOfCVC)], in: word).contains(word.count)
    }

    /// Every place in `word` where a match of `parts` from its start can end.
    private static func ends(of parts: [Part], in word: [UInt8], from starts: Set<Int> = [0]) -> Set<Int> {
        var places = starts
        for part in parts {
            switch part {
            case .one(let matches):
                places = Set(places.filter { $0 < word.count && matches(word[$0]) }.map { $0 + 1 })
            case .many(let matches):
                var all = places
                for place in places {
                    var end = place
                    while end < word.count, matches(word[end]) {
                        end += 1
                        all.insert(end)
                    }
                }
                places = all
            case .optional(let inner):
                places.formUnion(ends(of: inner, in: word, from: places))
            }
        }
        return places
    }
}
