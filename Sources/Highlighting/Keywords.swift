/// A set of words a lexer looks up by the bytes it has just read, without making a string of them.
public struct Keywords: Sendable {
    private let words: Set<ArraySlice<UInt8>>

    public init(_ words: [String]) {
        self.words = Set(words.map { ArraySlice(Array($0.utf8)) })
    }

    /// Whether `bytes` is one of the words.
    @inline(__always)
    public func contains(_ bytes: ArraySlice<UInt8>) -> Bool {
        words.contains(bytes)
    }
}
