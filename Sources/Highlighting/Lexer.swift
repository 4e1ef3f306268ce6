/// A language's lexer: a small state machine that reads a snippet piece by piece and says what each piece is.
///
/// `step` reads at least one byte each time it is called while bytes are left and says what it read; the state it
/// keeps between steps (a string being read, the depth of interpolations) lives in the lexer's own properties.
/// ``run(_:on:into:)`` drives it, and moves on by itself where a step reads nothing, so a lexer that gets
/// stuck cannot hang the build: every lexer's work is linear in the snippet.
public protocol Lexer: Sendable {
    /// Reads the next piece at `scanner`'s position and says what it is to `writer`.
    mutating func step(_ scanner: inout SourceScanner, _ writer: inout TokenWriter)
}

extension Lexer {
    /// Runs the lexer over `scanner`'s bytes, from its position to its end.
    public static func run(_ lexer: Self, on scanner: inout SourceScanner, into writer: inout TokenWriter) {
        var lexer = lexer
        while !scanner.isAtEnd {
            let before = scanner.position
            lexer.step(&scanner, &writer)
            if scanner.position <= before {
                scanner.advance()
                writer.emit(nil, to: scanner.position)
            }
        }
    }

    /// Runs the lexer over `bytes[range]` (a part an outer language hands on: a `<style>` element's CSS) and says
    /// what each piece of it is to `writer`.
    public static func embed(_ lexer: Self, _ range: Range<Int>, of bytes: [UInt8], into writer: inout TokenWriter) {
        var scanner = SourceScanner(bytes, from: range.lowerBound, to: range.upperBound)
        writer.emit(nil, to: range.lowerBound)
        run(lexer, on: &scanner, into: &writer)
        writer.emit(nil, to: range.upperBound)
    }
}
