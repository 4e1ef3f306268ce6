extension SourceScanner {
    /// Moves past the fraction and the exponent of a decimal number whose whole part was just read, as Swift and
    /// Kotlin write them: a fraction only where a digit follows the point (`0..100` and `0...100` are ranges,
    /// `16.dp` and `1.description` members), an exponent only with digits (`e3`, `E-2`). Whether either was there.
    @discardableResult
    mutating func skipFractionAndExponent(digits: (UInt8) -> Bool) -> Bool {
        var isFloat = false
        if peek() == UInt8(ascii: "."), ByteClass.isDigit(peek(1)) {
            isFloat = true
            advance()
            skip(while: digits)
        }
        if peek() | 0x20 == UInt8(ascii: "e") {
            var ahead = self
            ahead.advance()
            if ahead.peek() == UInt8(ascii: "+") || ahead.peek() == UInt8(ascii: "-") { ahead.advance() }
            if ahead.skip(while: digits) > 0 {
                isFloat = true
                self = ahead
            }
        }
        return isFloat
    }
}
