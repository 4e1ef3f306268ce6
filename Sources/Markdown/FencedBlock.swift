/// A fenced code block as the fence hook sees it.
public struct FencedBlock: Sendable, Hashable {
    /// The info string after the opening fence, trimmed (`preview controls=steps`).
    public var info: String
    /// The text between the fences, with its final line break.
    public var body: String
    /// The 1-based line of the opening fence in the original file (the caller's line offset included).
    public var line: Int
    /// The 1-based column of the opening fence.
    public var column: Int

    /// - Parameters:
    ///   - info: the info string.
    ///   - body: the block's text.
    ///   - line: the line of the opening fence.
    ///   - column: the column of the opening fence.
    public init(info: String, body: String, line: Int, column: Int) {
        self.info = info
        self.body = body
        self.line = line
        self.column = column
    }

    /// The first word of the info string, the block's language (`swift`, `preview`).
    public var language: String {
        // Up to the first ASCII space or tab as bytes, when the info string has one before any other white space:
        // every fence of every page asks.
        if let blank = info.utf8.firstIndex(where: { $0 == 0x20 || $0 == 0x09 || $0 >= 0x80 || (0x0A...0x0D).contains($0) }),
           info.utf8[blank] == 0x20 || info.utf8[blank] == 0x09 {
            return String(info[..<blank])
        }
        if info.utf8.allSatisfy({ $0 < 0x80 && !(0x09...0x0D).contains($0) && $0 != 0x20 }) {
            return info
        }
        return String(info.prefix { !$0.isWhitespace })
    }
}
