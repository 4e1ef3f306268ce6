/// A strict JSON parser (RFC 8259) that records the line and column of every value and object key; with `json5`,
/// JSON5's grammar (json5.org, as Style Dictionary reads `.json5` token files): comments, trailing commas, keys
/// that are names, single-quoted strings, `+`, hexadecimal and dotted numbers. Infinity and NaN are refused: no
/// token's value is one. Nesting is limited so that a hostile file cannot exhaust the stack.
public struct JSONParser {
    /// Why a text is not JSON, and where.
    public struct Failure: Error, Sendable, Hashable {
        public var message: String
        public var line: Int
        public var column: Int
    }

    private let bytes: [UInt8]
    private let file: Int
    private let json5: Bool
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// The column of `columnMark`, so that each column is counted on from the last one asked for rather than
    /// from the line's start: a minified file is one long line, and recounting it for every value is quadratic.
    private var columnMark = 0
    private var columnAtMark = 1
    static let maximumDepth = 512

    /// Parses `text` as one JSON value.
    /// - Parameters:
    ///   - file: what every node's ``JSONNode/file`` says: the file's index among the set's files.
    ///   - json5: whether the text is JSON5 rather than JSON.
    public static func parse(_ text: String, file: Int = 0, json5: Bool = false) -> Result<JSONNode, Failure> {
        var bytes = Array(text.utf8)
        // A byte order mark is no part of JSON (RFC 8259 §8.1) but editors write one; it is read past.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var parser = JSONParser(bytes: bytes, file: file, json5: json5)
        do {
            try parser.skipWhitespace()
            let node = try parser.parseValue()
            try parser.skipWhitespace()
            guard parser.index == parser.bytes.count else {
                throw parser.failure("unexpected text after the JSON value")
            }
            return .success(node)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", line: 1, column: 1))
        }
    }

    private init(bytes: [UInt8], file: Int, json5: Bool) {
        self.bytes = bytes
        self.file = file
        self.json5 = json5
    }

    /// The 1-based column of `index` in Unicode scalars. Columns are asked for in the order of the text, so the
    /// bytes between two asks are counted once.
    private mutating func column() -> Int {
        let end = min(index, bytes.count)
        if columnMark < lineStart || columnMark > end {
            columnMark = lineStart
            columnAtMark = 1
        }
        for byte in bytes[columnMark..<end] where byte & 0xC0 != 0x80 {
            columnAtMark += 1
        }
        columnMark = end
        return columnAtMark
    }

    private mutating func failure(_ message: String) -> Failure {
        Failure(message: message, line: line, column: column())
    }

    private mutating func skipWhitespace() throws {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                newLine()
            case 0x0B where json5, 0x0C where json5:
                index += 1
            case UInt8(ascii: "/") where json5:
                try skipComment()
            default:
                return
            }
        }
    }

    /// Steps over a line break at `index`.
    private mutating func newLine() {
        index += 1
        line += 1
        lineStart = index
    }

    /// Steps over a JSON5 comment, `// …` to the end of its line or `/* … */`.
    private mutating func skipComment() throws {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") else {
            throw failure("unexpected character '/'; a comment starts with // or /*")
        }
        if bytes[index + 1] == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            return
        }
        let start = failure("a comment is not closed with '*/'")
        index += 2
        while index < bytes.count {
            if bytes[index] == 0x0A {
                newLine()
            } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                return
            } else {
                index += 1
            }
        }
        throw start
    }

    private mutating func parseValue() throws -> JSONNode {
        guard index < bytes.count else { throw failure("unexpected end of file; expected a value") }
        let (startLine, startColumn) = (line, column())
        func node(_ value: JSONNode.Value) -> JSONNode {
            JSONNode(value: value, line: startLine, column: startColumn, file: file)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return node(.object(try parseObject()))
        case UInt8(ascii: "["):
            return node(.array(try parseArray()))
        case UInt8(ascii: "\""):
            return node(.string(try parseString()))
        case UInt8(ascii: "'") where json5:
            return node(.string(try parseString()))
        case UInt8(ascii: "t"):
            try expectWord("true")
            return node(.bool(true))
        case UInt8(ascii: "f"):
            try expectWord("false")
            return node(.bool(false))
        case UInt8(ascii: "n"):
            try expectWord("null")
            return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return node(.number(try json5 ? parseJSON5Number() : parseNumber()))
        case UInt8(ascii: "+") where json5, UInt8(ascii: ".") where json5, UInt8(ascii: "I") where json5,
             UInt8(ascii: "N") where json5:
            return node(.number(try parseJSON5Number()))
        default:
            let character = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).first ?? "?"
            throw failure("unexpected character '\(character)'; expected a value")
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maximumDepth { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws -> [JSONNode.Member] {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONNode.Member] = []
        var lineOfKey: [String: Int] = [:]
        try skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            try skipWhitespace()
            if json5, index < bytes.count, bytes[index] == UInt8(ascii: "}"), !members.isEmpty {
                index += 1
                return members
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || (json5 && startsKey(bytes[index])) else {
                throw failure(json5 ? "expected a key: a name, or text in quotes" : "expected a key in double quotes")
            }
            let (keyLine, keyColumn) = (line, column())
            let key = try bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") ? parseString() : parseName()
            if let first = lineOfKey.updateValue(keyLine, forKey: key) {
                throw Failure(
                    message: "the key \"\(key)\" appears twice in this object (first on line \(first))",
                    line: keyLine, column: keyColumn
                )
            }
            try skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after the key") }
            index += 1
            try skipWhitespace()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
            try skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file; expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return members
            } else {
                throw failure("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws -> [JSONNode] {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [JSONNode] = []
        try skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            try skipWhitespace()
            if json5, index < bytes.count, bytes[index] == UInt8(ascii: "]"), !items.isEmpty {
                index += 1
                return items
            }
            items.append(try parseValue())
            try skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file; expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return items
            } else {
                throw failure("expected ',' or ']'")
            }
        }
    }

    private mutating func parseString() throws -> String {
        let quote = bytes[index]
        index += 1
        var result: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case quote:
                index += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                if json5, try json5Escape(escape, into: &result) { continue }
                switch escape {
                case UInt8(ascii: "\""): result.append(0x22)
                case UInt8(ascii: "\\"): result.append(0x5C)
                case UInt8(ascii: "/"): result.append(0x2F)
                case UInt8(ascii: "b"), UInt8(ascii: "f"):
                    index -= 2
                    throw failure(Self.controlEscapeMessage(escape == UInt8(ascii: "b") ? 0x08 : 0x0C))
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try parseHex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    // Tokens' names and text reach pages, the search index and terminals: as in YAML front matter, an
                    // escape may not make a control character that is refused written raw.
                    if code < 0x20 ? ![0x09, 0x0A, 0x0D].contains(code) : (0x7F...0x9F).contains(code) {
                        index -= 6
                        throw failure(Self.controlEscapeMessage(code))
                    }
                    result.append(contentsOf: Array(String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8))
                default:
                    throw failure("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                }
            case 0x00..<0x20:
                throw failure("a control character (such as a line break) inside a string; allowed: a line break written as \\n, a tab as \\t")
            default:
                result.append(byte)
                index += 1
            }
        }
        throw failure("a string is not closed with '\(Character(Unicode.Scalar(quote)))'")
    }

    private static func controlEscapeMessage(_ code: UInt32) -> String {
        "this escape makes the control character U+\(String(format: "%04X", code)); allowed: printable text, tabs and line breaks"
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
        else { throw failure("expected four hexadecimal digits after \\u") }
        index += 4
        return value
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, "0123456789.eE+-".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw failure("'\(text)' is not a number")
        }
        return value
    }

    private mutating func expectWord(_ word: String) throws {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<(index + utf8.count)]) == utf8 else {
            throw failure("unexpected word; expected a value")
        }
        index += utf8.count
    }
}

/// JSON5's own grammar, read only with `json5`.
private extension JSONParser {
    /// Whether `byte` may start an object's key in JSON5: a quote, or the start of a name (a letter, `$`, `_`, or
    /// any character beyond ASCII).
    func startsKey(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "'") || isNameByte(byte) && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "$"), UInt8(ascii: "_"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    /// A key written as a name (`color: …`).
    mutating func parseName() throws -> String {
        let start = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads an escape JSON5 has and JSON lacks (`\'`, `\x41`, `\v`, `\0`, a line continued with `\` at its end,
    /// any other character standing for itself) into `result`; false for JSON's own escapes, read as JSON reads them.
    mutating func json5Escape(_ escape: UInt8, into result: inout [UInt8]) throws -> Bool {
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"):
            return false
        case 0x0A:
            line += 1
            lineStart = index
        case 0x0D:
            if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            line += 1
            lineStart = index
        case UInt8(ascii: "v"), UInt8(ascii: "0"):
            guard escape == UInt8(ascii: "0"), index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
                index -= 2
                throw failure(Self.controlEscapeMessage(escape == UInt8(ascii: "v") ? 0x0B : 0))
            }
            index -= 2
            throw failure("a digit after '\\' in a string; allowed: \\x or \\u with hexadecimal digits")
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            index -= 2
            throw failure("a digit after '\\' in a string; allowed: \\x or \\u with hexadecimal digits")
        case UInt8(ascii: "x"):
            guard index + 2 <= bytes.count, let code = UInt8(String(decoding: bytes[index..<(index + 2)], as: UTF8.self), radix: 16) else {
                throw failure("expected two hexadecimal digits after \\x")
            }
            guard code >= 0x20, !(0x7F...0x9F).contains(code) || code == 0x09 else {
                index -= 2
                throw failure(Self.controlEscapeMessage(UInt32(code)))
            }
            index += 2
            result.append(contentsOf: Array(String(Character(Unicode.Scalar(code))).utf8))
        default:
            result.append(escape)
        }
        return true
    }

    /// A JSON5 number: JSON's, or with a `+`, a point first or last (`.5`, `5.`), or hexadecimal (`0xFF`).
    /// Infinity and NaN are JSON5's too, but no token's value: they are refused, by name.
    mutating func parseJSON5Number() throws -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative || bytes[index] == UInt8(ascii: "+") { index += 1 }
        for word in ["Infinity", "NaN"] where bytes[index...].starts(with: word.utf8) {
            index = start
            throw failure("\(word) is no value a token can have; allowed: a finite number")
        }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == UInt8(ascii: "x") else {
            index = start
            if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            while index < bytes.count, "0123456789.eE+-".utf8.contains(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                index = start
                throw failure(text.isEmpty ? "unexpected character '\(Character(Unicode.Scalar(bytes[start])))'; expected a value" : "'\(text)' is not a number")
            }
            return value
        }
        index += 2
        var value = 0.0
        let digits = index
        while index < bytes.count, let digit = Int(String(UnicodeScalar(bytes[index])), radix: 16) {
            value = value * 16 + Double(digit)
            index += 1
        }
        guard index > digits, value.isFinite else {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            index = start
            throw failure("'\(text)' is not a number")
        }
        return negative ? -value : value
    }
}
