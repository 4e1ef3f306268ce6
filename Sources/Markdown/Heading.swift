/// A heading of a rendered document.
public struct Heading: Sendable, Hashable {
    /// 1 to 6.
    public var level: Int
    /// The heading's plain text (markup removed).
    public var text: String
    /// The unique id given to the heading element, or nil when heading ids are off.
    public var id: String?
    /// The 1-based line in the original file.
    public var line: Int

    /// - Parameters:
    ///   - level: 1 to 6.
    ///   - text: plain text.
    ///   - id: the element id.
    ///   - line: the source line.
    public init(level: Int, text: String, id: String?, line: Int) {
        self.level = level
        self.text = text
        self.id = id
        self.line = line
    }
}
