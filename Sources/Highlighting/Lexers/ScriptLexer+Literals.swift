/// Literals and comments: numbers, quoted strings, template literals, regular expressions, `//` and `/* */`.
extension ScriptLexer {
    /// A number as Pygments reads one: `0b`, `0o` (and `07`), `0x`, a BigInt's `n`, else a float of any form.
    mutating func readNumber(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        var kind = TokenKind.numberFloat
        let zero = scanner.peek() == UInt8(ascii: "0")
        let marker = scanner.peek(1) | 0x20
        let octalFrom = marker == UInt8(ascii: "o") ? 2 : 1
        if zero, marker == UInt8(ascii: "b"), Self.isBinary(scanner.peek(2)) {
            scanner.advance(2)
            scanner.skip(while: Self.isBinary)
            kind = .numberBinary
        } else if zero, marker == UInt8(ascii: "x"), ByteClass.isHexDigit(scanner.peek(2)) {
            scanner.advance(2)
            scanner.skip(while: ByteClass.isHexDigit)
            kind = .numberHex
        } else if zero, Self.isOctal(scanner.peek(octalFrom)) {
            scanner.advance(octalFrom)
            scanner.skip(while: Self.isOctal)
            kind = .numberOctal
        } else {
            var digits = scanner
            if digits.skip(while: ByteClass.isDigit) > 0, digits.peek() == UInt8(ascii: "n") {
                scanner = digits
                kind = .numberInteger
            } else {
                Self.readDecimal(&scanner)
            }
        }
        if kind != .numberFloat { _ = scanner.skip("n") }
        writer.emit(kind, from: start, to: scanner.position)
        expressionAllowed = false
    }

    /// `(\.[0-9]+|[0-9]+\.[0-9]*|[0-9]+)([eE][-+]?[0-9]+)?`
    private static func readDecimal(_ scanner: inout SourceScanner) {
        scanner.skip(while: ByteClass.isDigit)
        if scanner.peek() == UInt8(ascii: "."), scanner.peek(1) != UInt8(ascii: ".") {
            scanner.advance()
            scanner.skip(while: ByteClass.isDigit)
        }
        if scanner.peek() | 0x20 == UInt8(ascii: "e") {
            let sign = scanner.peek(1) == UInt8(ascii: "+") || scanner.peek(1) == UInt8(ascii: "-") ? 1 : 0
            if ByteClass.isDigit(scanner.peek(1 + sign)) {
                scanner.advance(1 + sign)
                scanner.skip(while: ByteClass.isDigit)
            }
        }
    }

    private static func isBinary(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") }
    private static func isOctal(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7") }

    /// A `"` or `'` string, which (as in Pygments) may run over lines; a quote never closed is read as plain.
    mutating func readString(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        let quote = scanner.peek()
        let double = quote == UInt8(ascii: "\"")
        scanner.advance()
        if double ? !unclosedQuotes.double : !unclosedQuotes.single {
            var ahead = scanner
            while !ahead.isAtEnd, ahead.peek() != quote {
                ahead.advance(ahead.peek() == UInt8(ascii: "\\") ? 2 : 1)
            }
            if ahead.skip(quote == UInt8(ascii: "\"") ? "\"" : "'") {
                scanner = ahead
                writer.emit(double ? .stringDouble : .stringSingle, from: start, to: scanner.position)
                expressionAllowed = false
                return
            }
            if double { unclosedQuotes.double = true } else { unclosedQuotes.single = true }
        }
        writer.emit(nil, to: scanner.position)
    }

    /// Inside a template literal: its text, escapes, `${` (into script until its `}`) and the closing backtick.
    mutating func stepTemplate(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        switch scanner.peek() {
        case UInt8(ascii: "`"):
            scanner.advance()
            writer.emit(.stringBacktick, from: start, to: scanner.position)
            pop()
            expressionAllowed = false
        case UInt8(ascii: "\\"):
            scanner.advance(2)
            writer.emit(.stringBacktick, from: start, to: scanner.position)
        case UInt8(ascii: "$") where scanner.peek(1) == UInt8(ascii: "{"):
            scanner.advance(2)
            writer.emit(.stringInterpolation, from: start, to: scanner.position)
            push(.code(braces: 0, closer: .interpolation))
            expressionAllowed = true
        default:
            scanner.advance()
            scanner.skip { $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "$") }
            writer.emit(.stringBacktick, from: start, to: scanner.position)
        }
    }

    /// `/`: a comment, a regex where an expression may start, else division.
    mutating func readSlash(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        if scanner.skip("//") {
            scanner.skipToLineEnd()
            writer.emit(.commentSingle, from: start, to: scanner.position)
            return
        }
        if scanner.skip("/*") {
            let closed = scanner.skip(past: "*/")
            // An unclosed `/*` is not a comment to Pygments; read as one it keeps the rest from turning to code.
            writer.emit(.commentMultiline, from: start, to: scanner.position)
            if !closed { expressionAllowed = false }
            return
        }
        if expressionAllowed {
            readRegex(&scanner, &writer)
            return
        }
        scanner.advance()
        _ = scanner.skip("=")
        writer.emit(.operatorSign, from: start, to: scanner.position)
        expressionAllowed = true
    }

    /// A regex literal: `[…]` classes may hold `/`; its flags. Where none closes on the line, the rest of the line
    /// is plain, as Pygments' `badregex` has it.
    private mutating func readRegex(_ scanner: inout SourceScanner, _ writer: inout TokenWriter) {
        let start = scanner.position
        var ahead = scanner
        ahead.advance()
        var inClass = false
        var closed = false
        while !ahead.isAtEnd {
            let byte = ahead.peek()
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: "\\") {
                ahead.advance(2)
                continue
            }
            ahead.advance()
            if inClass {
                inClass = byte != UInt8(ascii: "]")
            } else if byte == UInt8(ascii: "[") {
                inClass = true
            } else if byte == UInt8(ascii: "/") {
                closed = ahead.position - start > 2
                break
            }
        }
        guard closed else {
            scanner.skipToLineEnd()
            writer.emit(nil, to: scanner.position)
            expressionAllowed = false
            return
        }
        ahead.skip { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
        scanner = ahead
        writer.emit(.stringRegex, from: start, to: scanner.position)
        expressionAllowed = false
    }
}
