/// A parsed JSON value that remembers where it was written, so that errors in a tokens file can name a line
/// and column (Foundation's parser keeps neither positions nor key order).
public struct JSONNode: Sendable, Hashable {
    /// The value's kinds.
    public enum Value: Sendable, Hashable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One `"key": value` of an object, in the order written.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var keyLine: Int
        public var keyColumn: Int
        public var value: JSONNode

        public init(key: String, keyLine: Int, keyColumn: Int, value: JSONNode) {
            self.key = key
            self.keyLine = keyLine
            self.keyColumn = keyColumn
            self.value = value
        }
    }

    public var value: Value
    /// 1-based line of the value's first character.
    public var line: Int
    /// 1-based column (in Unicode scalars) of the value's first character.
    public var column: Int
    /// Which file of a token set the value is written in: an index into ``TokenSet/files``, 0 for a set read
    /// from one file.
    public var file: Int = 0

    /// The same place with another value: what a tool's form translated to the Format Module's reads as written
    /// where the original was, so that errors point there.
    func replacing(with value: Value) -> JSONNode {
        JSONNode(value: value, line: line, column: column, file: file)
    }

    /// A value written at `line` and `column` of file number `file` (a YAML file's, read into this form).
    public init(value: Value, line: Int, column: Int, file: Int = 0) {
        self.value = value
        self.line = line
        self.column = column
        self.file = file
    }

    /// The members when this is an object.
    public var members: [Member]? {
        if case let .object(members) = value { return members }
        return nil
    }

    /// The items when this is an array.
    var arrayItems: [JSONNode]? {
        if case let .array(items) = value { return items }
        return nil
    }

    /// The text when this is a string.
    public var string: String? {
        if case let .string(text) = value { return text }
        return nil
    }

    /// The number when this is a number.
    public var number: Double? {
        if case let .number(number) = value { return number }
        return nil
    }

    /// Counts this value and those inside it down from `remaining`, stopping when none are left; false then.
    /// Recursion is as deep as the nesting, which the parser bounds.
    func countValues(within remaining: inout Int) -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        switch value {
        case let .object(members): return members.allSatisfy { $0.value.countValues(within: &remaining) }
        case let .array(items): return items.allSatisfy { $0.countValues(within: &remaining) }
        case .string, .number, .bool, .null: return true
        }
    }

    /// A word for the kind of value, for messages.
    public var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}

extension JSONNode {
    /// How many values this is: 1, and those inside it.
    var valueCount: Int {
        var remaining = Int.max
        _ = countValues(within: &remaining)
        return Int.max - remaining
    }
}

extension JSONNode {
    /// The value as compact JSON, for showing a value Specimen does not read as the file writes it. Nesting deeper
    /// than `depth` is shown as `…`, so that the text stays bounded whatever the file holds.
    func compactText(depth: Int = 8) -> String {
        guard depth > 0 else { return "…" }
        switch value {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(number): return DesignToken.text(number)
        case let .string(text): return text
        case let .array(items): return "[" + items.map { $0.quoted(depth: depth - 1) }.joined(separator: ", ") + "]"
        case let .object(members):
            return "{" + members.map { "\"\($0.key)\": " + $0.value.quoted(depth: depth - 1) }.joined(separator: ", ") + "}"
        }
    }

    private func quoted(depth: Int) -> String {
        if case let .string(text) = value { return "\"\(text)\"" }
        return compactText(depth: depth)
    }
}
