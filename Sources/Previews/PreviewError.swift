import DesignTokens

/// A preview that cannot be drawn: which property, which value, and what is allowed.
public struct PreviewError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The property at fault (`steps`), or nil for the block as a whole.
    public var property: String?
    /// The value as written.
    public var value: String?
    /// What is wrong and what is allowed, in one sentence.
    public var message: String
    /// Where in the block the problem is: 0-based line and 1-based column, when known.
    public var line: Int
    public var column: Int
    /// Whether the problem is in the block's info string (`preview controls=…`) rather than its body.
    public var inInfoString: Bool = false
    /// When the problem only follows from an error in tokens.json (a token the file defines could not be read):
    /// where that error is.
    public var tokenFileCause: TokenError.Position?

    /// - Parameters:
    ///   - property: the property.
    ///   - value: the value as written.
    ///   - message: what is wrong; what is allowed.
    ///   - line: 0-based line in the block.
    ///   - column: 1-based column.
    public init(property: String? = nil, value: String? = nil, message: String, line: Int = 0, column: Int = 1) {
        self.property = property
        self.value = value
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String { message }

    /// An error in the block's info string (`preview controls=…`).
    public static func inInfoString(_ message: String, property: String? = "controls", value: String? = nil) -> PreviewError {
        var error = PreviewError(property: property, value: value, message: message)
        error.inInfoString = true
        return error
    }

    /// The error for a control on a property that changes what the component is, not its state.
    public static func notControllable(_ property: String, component: String, allowed: [String]) -> PreviewError {
        inInfoString("'\(property)' cannot be a control: it changes what the \(component) is, not its state; allowed: \(allowed.joined(separator: ", "))",
                     value: property)
    }

    /// A number as a message quotes it: whole numbers without a decimal point (`4`, not `4.0`), fractions in
    /// decimals (`0.000001`, not `1e-06`). Total: a number too large or too fine for that is written as Swift
    /// writes a double.
    public static func quote(_ value: Double) -> String {
        if value == value.rounded(), let whole = Int(exactly: value) { return String(whole) }
        let decimal = PreviewControl.text(value, decimals: 9)
        return abs(value) < 1e9 && Double(decimal) != 0 ? decimal : String(value)
    }
}
