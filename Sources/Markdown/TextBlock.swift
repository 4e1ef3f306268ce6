/// The plain text of one paragraph, heading or table cell, as the text hook sees it: the text and code runs
/// joined, with where each run was written, so that a match in the text can be traced to a line and column.
public struct TextBlock: Sendable, Hashable {
    /// One text or code run of the block.
    public struct Run: Sendable, Hashable {
        /// Where the run starts in ``TextBlock/text``, in UTF-8 bytes.
        public var offset: Int
        /// The run's text.
        public var text: String
        /// Whether the run is a code span.
        public var isCode: Bool
        /// The 1-based line and column of the run in the original file.
        public var line: Int
        public var column: Int
    }

    /// The runs' text joined (soft line breaks become spaces).
    public var text: String
    /// The runs in order.
    public var runs: [Run]

    /// The run that holds the UTF-8 `offset` of ``text``.
    public func run(at offset: Int) -> Run? {
        runs.last { $0.offset <= offset }
    }

    /// The file position of the UTF-8 `offset` of ``text``.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        guard let run = run(at: offset) else { return (runs.first?.line ?? 1, 1) }
        let prefix = String(decoding: Array(run.text.utf8).prefix(max(0, offset - run.offset)), as: UTF8.self)
        return (run.line, run.column + prefix.unicodeScalars.count)
    }
}

/// HTML to put into a block's text, right after the UTF-8 `offset` of ``TextBlock/text``.
public struct TextInsertion: Sendable, Hashable {
    public var offset: Int
    public var html: String

    /// - Parameters:
    ///   - offset: where, in UTF-8 bytes of the block's text; an offset inside a code span inserts after it.
    ///   - html: what, as HTML.
    public init(offset: Int, html: String) {
        self.offset = offset
        self.html = html
    }
}
