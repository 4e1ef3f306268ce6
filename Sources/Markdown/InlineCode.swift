/// A code span as the inline-code hook sees it.
public struct InlineCode: Sendable, Hashable {
    /// The span's text, without the backticks.
    public var text: String
    /// The 1-based line and column of the span's first character in the original file.
    public var line: Int
    public var column: Int

    /// - Parameters: as the properties.
    public init(text: String, line: Int, column: Int) {
        self.text = text
        self.line = line
        self.column = column
    }
}
