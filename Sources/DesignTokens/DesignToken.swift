/// One design token after aliases are resolved.
public struct DesignToken: Sendable, Hashable {
    /// The kinds of value Specimen understands: every `$type` of the Design Tokens Format Module 2025.10.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case color
        case dimension
        case number
        case fontWeight
        case fontFamily
        case duration
        case cubicBezier
        case strokeStyle
        case border
        case transition
        case shadow
        case gradient
        case typography
        /// A `$type` the Format Module lacks (`component`, `asset`), or none where a tool writes none: the value is
        /// kept as written and shown so, never drawn with.
        case other

        /// Every `$type` of the Format Module, as a file may name it.
        public static let formatTypes: [Kind] = allCases.filter { $0 != .other }

        /// The kind `$type` names, when the Format Module has it.
        public static func named(_ type: String) -> Kind? {
            type == Kind.other.rawValue ? nil : Kind(rawValue: type)
        }
    }

    /// A resolved value.
    public enum Value: Sendable, Hashable {
        case color(Color)
        /// In CSS pixels (`rem` is taken as 16 px).
        case dimension(Double)
        case number(Double)
        case fontWeight(Double)
        case fontFamily([String])
        /// In milliseconds.
        case duration(Double)
        case cubicBezier(CubicBezier)
        case strokeStyle(StrokeStyle)
        case border(Border)
        case transition(Transition)
        /// One shadow or more, the first on top.
        case shadow([Shadow])
        /// Two stops or more, in order.
        case gradient([GradientStop])
        case typography(Typography)
        /// A value of a type Specimen does not read, as the file writes it (JSON, compact).
        case asWritten(String)
    }

    /// The dimensions a token may give, in pixels: wider than any screen or print sheet, and small enough that
    /// geometry computed from them cannot overflow.
    public static let dimensionRange: ClosedRange<Double> = -100_000...100_000
    /// The durations a token may give, in milliseconds: up to an hour.
    public static let durationRange: ClosedRange<Double> = 0...3_600_000
    /// The font weight names of the Format Module 2025.10, with their numbers.
    public static let fontWeightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]
    /// The plain numbers a token may give.
    public static let numberRange: ClosedRange<Double> = -1_000_000_000...1_000_000_000

    /// The token's path with `/` between names (`stepper/color/bg`).
    public var path: String
    public var kind: Kind
    public var value: Value
    public var description: String?
    /// The path of the token this one refers to, when its `$value` is an alias (`{stepper.color.bg}`).
    public var aliasOf: String?
    /// Where the token's `$value` is written.
    public var line: Int
    public var column: Int
    /// The file it is written in: an index into ``TokenSet/files``.
    public var file: Int
    /// `$deprecated`, the token's or its group's: nil when it is not, else why (empty when the file says only that
    /// it is).
    public var deprecated: String?
    /// A dimension or duration as the file writes it, when that is not in px or ms (`1rem`, `0.6s`); ``value``
    /// holds it converted.
    public var written: String?
    /// For a token of kind ``Kind/other``: the `$type` the file gives (`asset`), nil when it gives none.
    public var writtenType: String?
    /// Which of the token's values were chosen by whoever wrote the file rather than given by an assessment, and why
    /// (`$extensions.proposed`).
    public var proposed = Proposal()

    /// Which values of a token are proposed, and why.
    public struct Proposal: Sendable, Hashable {
        /// The name that stands for the value outside any mode.
        public static let defaultMode = "default"
        /// Why every value of the token is proposed; nil when only some are.
        public var everyValue: String?
        /// Why the value in a mode (or ``defaultMode``) is proposed.
        public var byMode: [String: String] = [:]

        public init(everyValue: String? = nil, byMode: [String: String] = [:]) {
            self.everyValue = everyValue
            self.byMode = byMode
        }

        /// Why the value in `mode` (nil: outside any mode) is proposed, or nil when it is not.
        public func reason(inMode mode: String?) -> String? {
            everyValue ?? byMode[mode ?? Self.defaultMode]
        }
    }

    /// A number as token messages and values show it: whole numbers without a decimal point.
    static func text(_ number: Double) -> String {
        Int64(exactly: number).map(String.init) ?? String(number)
    }
}
