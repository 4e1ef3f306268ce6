/// One `key=value` of a preview block, with where it was written.
public struct PreviewProperty: Sendable, Hashable {
    public var key: String
    /// The value; a bare key (`connector`) has the value `true`.
    public var value: String
    /// 0-based line within the block's body.
    public var line: Int
    /// 1-based column of the key.
    public var column: Int

    /// - Parameters: as the properties.
    public init(key: String, value: String, line: Int, column: Int) {
        self.key = key
        self.value = value
        self.line = line
        self.column = column
    }

    /// `key=value` as a block writes it, in double quotes where the value holds a space or a tab, so that the
    /// words read back as they were.
    public static func written(key: String, value: String) -> String {
        key + "=" + (value.contains(where: { $0 == " " || $0 == "\t" }) ? "\"" + value + "\"" : value)
    }
}
