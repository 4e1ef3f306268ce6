/// A set of words a lexer looks up by the bytes it has just read, without making a string of them.
public struct Keywords: Sendable {
    private let words: Set<ArraySlice<UInt8>>

    public init(_ words: [String]) {
        self.words = Set(words.map { ArraySlice(Array($0.utf8)) })
    }

    /// The words of `list`, separated by spaces and line breaks (split by bytes: a long list split by Characters
    /// costs milliseconds the first time a lexer needs it).
    public init(separatedBySpaces list: String) {
        let separators: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\n")]
        words = Set(Array(list.utf8).split(whereSeparator: separators.contains))
    }

    /// Whether `bytes` is one of the words.
    @inline(__always)
    public func contains(_ bytes: ArraySlice<UInt8>) -> Bool {
        words.contains(bytes)
    }
}
