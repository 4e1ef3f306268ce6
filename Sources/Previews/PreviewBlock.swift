/// The text of a preview block: the info string after `preview` and the body, which names a component and its
/// properties (`stepper style=circular steps=4 current=2`). Values with spaces are quoted (`unit="km/h"`).
public struct PreviewBlock: Sendable, Hashable {
    /// The component's name (`stepper`).
    public var component: String
    /// Where the name was written (0-based line, 1-based column).
    public var componentLine: Int
    public var componentColumn: Int
    /// The properties, in the order written.
    public var properties: [PreviewProperty]
    /// The properties the page lets readers change (`controls=steps,current`).
    public var controls: [String]
    /// The name that links to the block's states (`id=sizes` gives `#sizes=steps:7`), or nil for the default.
    public var id: String?

    /// A block built from parts (the command line builds one from its options).
    public init(component: String, componentLine: Int = 0, componentColumn: Int = 1, properties: [PreviewProperty],
                controls: [String] = [], id: String? = nil) {
        self.component = component
        self.componentLine = componentLine
        self.componentColumn = componentColumn
        self.properties = properties
        self.controls = controls
        self.id = id
    }

    /// Splits a block into its component, properties and controls.
    /// - Parameters:
    ///   - info: the info string without the leading `preview` word.
    ///   - body: the block's text.
    ///   - components: the components a block may name, for the error of a block that names none.
    public static func parse(info: String, body: String, components: ComponentRegistry = .standard) throws(PreviewError) -> PreviewBlock {
        var controls: [String] = []
        var id: String?
        let infoWords: [PreviewProperty]
        do {
            infoWords = try words(info, line: 0)
        } catch {
            var located = error
            located.inInfoString = true
            throw located
        }
        for word in infoWords {
            switch word.key {
            case "controls":
                controls = word.value.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
                if let duplicate = controls.first(where: { name in controls.count(where: { $0 == name }) > 1 }) {
                    throw infoError(word, "controls names '\(duplicate)' twice; name each property once")
                }
                if controls.contains("") {
                    throw infoError(word, "controls has an empty name; write property names separated by commas, such as controls=steps,current")
                }
            case "id":
                guard isValidID(word.value) else {
                    throw infoError(word, "id '\(word.value)' is not a valid preview id; allowed: lowercase letters, digits and '-', starting with a letter, such as id=sizes")
                }
                id = word.value
            default:
                throw infoError(word, "unknown option '\(word.key)' after 'preview'; allowed: controls=property,property and id=name")
            }
        }
        var lines: [(Int, String)] = []
        for (index, line) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            lines.append((index, String(line)))
        }
        var component: PreviewProperty?
        var properties: [PreviewProperty] = []
        for (index, line) in lines {
            for word in try words(line, line: index) {
                if component == nil {
                    guard word.value == "true", !word.key.isEmpty else {
                        throw PreviewError(message: "a preview starts with the component's name; allowed: \(components.names.joined(separator: ", "))",
                                           line: index, column: word.column)
                    }
                    component = word
                    continue
                }
                if let earlier = properties.first(where: { $0.key == word.key }) {
                    throw PreviewError(property: word.key, value: word.value,
                        message: "'\(word.key)' is given twice (first in column \(earlier.column) of line \(earlier.line + 1)); give each property once",
                        line: index, column: word.column)
                }
                properties.append(word)
            }
        }
        guard let component else {
            throw PreviewError(message: "the preview block is empty; write a component and its properties, such as 'stepper style=circular steps=4 current=2'")
        }
        return PreviewBlock(component: component.key, componentLine: component.line, componentColumn: component.column,
                            properties: properties, controls: controls, id: id)
    }

    /// Lowercase ASCII letters, digits and `-`, starting with a letter: safe in ids, fragments and file names.
    static func isValidID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    private static func infoError(_ word: PreviewProperty, _ message: String) -> PreviewError {
        var error = PreviewError(property: word.key, value: word.value, message: message)
        error.inInfoString = true
        return error
    }

    /// `key=value` words separated by blanks; a bare word is `key=true`; a value may be in double quotes.
    static func words(_ line: String, line lineIndex: Int) throws(PreviewError) -> [PreviewProperty] {
        let characters = Array(line)
        var result: [PreviewProperty] = []
        var index = 0
        while index < characters.count {
            if characters[index].isWhitespace {
                index += 1
                continue
            }
            let start = index
            while index < characters.count, !characters[index].isWhitespace, characters[index] != "=" {
                index += 1
            }
            let key = String(characters[start..<index])
            guard index < characters.count, characters[index] == "=" else {
                result.append(PreviewProperty(key: key, value: "true", line: lineIndex, column: start + 1))
                continue
            }
            index += 1
            var value = ""
            if index < characters.count, characters[index] == "\"" {
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    value.append(characters[index])
                    index += 1
                }
                guard index < characters.count else {
                    throw PreviewError(property: key, message: "the value of '\(key)' opens a quote that is never closed",
                                       line: lineIndex, column: start + 1)
                }
                index += 1
            } else {
                while index < characters.count, !characters[index].isWhitespace {
                    value.append(characters[index])
                    index += 1
                }
            }
            guard !key.isEmpty else {
                throw PreviewError(message: "'=\(value)' has no property name before '='", line: lineIndex, column: start + 1)
            }
            result.append(PreviewProperty(key: key, value: value, line: lineIndex, column: start + 1))
        }
        return result
    }
}
