extension SourceScanner {
    /// Moves past the `/* … */` comment at the position, counting the comments nested in it, as Swift and Kotlin
    /// do; to the end when it is not closed.
    mutating func skipNestedBlockComment() {
        advance(2)
        var open = 1
        while open > 0, !isAtEnd {
            if skip("*/") {
                open -= 1
            } else if skip("/*") {
                open += 1
            } else {
                advance()
            }
        }
    }
}
