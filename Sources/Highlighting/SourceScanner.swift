/// A position in a snippet's UTF-8 bytes that lexers move forward. Reading past the end gives 0, so that a lexer
/// looking ahead needs no bounds check of its own.
public struct SourceScanner: Sendable {
    /// The snippet's bytes.
    public let bytes: [UInt8]
    /// Where the next byte is read.
    public var position: Int
    /// Where this scanner stops: the snippet's end, or the end of a part an outer lexer hands to another language.
    public let end: Int

    public init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        self.end = min(end ?? bytes.count, bytes.count)
        self.position = min(max(start, 0), self.end)
    }

    public var isAtEnd: Bool { position >= end }

    /// The byte `offset` past the position, or 0 past the end.
    @inline(__always)
    public func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < end && index >= 0 ? bytes[index] : 0
    }

    /// The byte before the position, or 0 at the start of the bytes.
    public var previous: UInt8 { position > 0 ? bytes[position - 1] : 0 }

    @inline(__always)
    public mutating func advance(_ count: Int = 1) {
        position = min(position + count, end)
    }

    /// Whether the bytes at the position are `text`'s.
    public func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= end else { return false }
        return text.withUTF8Buffer { buffer in
            for index in 0..<count where bytes[position + index] != buffer[index] { return false }
            return true
        }
    }

    /// Moves past `text` when it is next; whether it was.
    public mutating func skip(_ text: StaticString) -> Bool {
        guard starts(with: text) else { return false }
        advance(text.utf8CodeUnitCount)
        return true
    }

    /// Moves past the bytes that match `predicate`; how many there were.
    @discardableResult
    public mutating func skip(while predicate: (UInt8) -> Bool) -> Int {
        let start = position
        while position < end, predicate(bytes[position]) { position += 1 }
        return position - start
    }

    /// Moves to the next `byte` (not past it), or to the end; whether it was found.
    @discardableResult
    public mutating func skip(to byte: UInt8) -> Bool {
        while position < end {
            if bytes[position] == byte { return true }
            position += 1
        }
        return false
    }

    /// Moves to the end of the line: to its line break, not past it.
    public mutating func skipToLineEnd() {
        skip(to: UInt8(ascii: "\n"))
    }

    /// Moves past `text` at its next occurrence, or to the end; whether it was found.
    @discardableResult
    public mutating func skip(past text: StaticString) -> Bool {
        guard let first = text.withUTF8Buffer({ $0.first }) else { return true }
        while position < end {
            if bytes[position] == first, starts(with: text) {
                advance(text.utf8CodeUnitCount)
                return true
            }
            position += 1
        }
        return false
    }

    /// Whether the bytes from `start` to the position are `text`'s.
    public func text(from start: Int, is text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position - start == count else { return false }
        return text.withUTF8Buffer { buffer in
            for index in 0..<count where bytes[start + index] != buffer[index] { return false }
            return true
        }
    }

    /// The bytes from `start` to the position.
    public func slice(from start: Int) -> ArraySlice<UInt8> {
        bytes[start..<position]
    }

    /// Whether the position is at the start of a line (only spaces and tabs before it on its line count when
    /// `ignoringIndent`).
    public func isAtLineStart(ignoringIndent: Bool = false) -> Bool {
        var index = position - 1
        while index >= 0 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { return true }
            guard ignoringIndent, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { return false }
            index -= 1
        }
        return true
    }
}
