/// One property a reader may change on an interactive preview, with every value it can take.
public struct PreviewControl: Sendable, Hashable {
    /// How the value is chosen.
    public enum Kind: Sendable, Hashable {
        /// Numbers from `minimum` to `maximum` by `step` (a range input).
        case range(minimum: Double, maximum: Double, step: Double, decimals: Int)
        /// One of a few named values (a radio group).
        case choice([Option])
        /// On or off (a checkbox).
        case toggle
    }

    /// A value of a choice and the words that name it.
    public struct Option: Sendable, Hashable {
        public var value: String
        public var label: String

        /// - Parameters: as the properties.
        public init(value: String, label: String) {
            self.value = value
            self.label = label
        }
    }

    /// The property it sets (`steps`).
    public var property: String
    /// The control's visible label (`Steps`).
    public var label: String
    public var kind: Kind
    /// The control whose value this one may not exceed: current never exceeds steps, a slider's value never
    /// exceeds its max.
    public var limitedBy: String?

    /// Every value, in order, as written in links and file names (`7`, `0.25`, `vertical`, `true`).
    public var values: [String] {
        switch kind {
        case let .range(minimum, maximum, step, decimals):
            let count = Self.count(minimum: minimum, maximum: maximum, step: step)
            return (0..<count).map { Self.text(minimum + Double($0) * step, decimals: decimals) }
        case let .choice(options):
            return options.map(\.value)
        case .toggle:
            return ["false", "true"]
        }
    }

    /// How many values a range holds: minimum, minimum + step, … up to maximum.
    static func count(minimum: Double, maximum: Double, step: Double) -> Int {
        guard step > 0, maximum >= minimum else { return 1 }
        return Int(((maximum - minimum) / step + 1e-9).rounded(.down)) + 1
    }

    /// A number with at most `decimals` decimals and no trailing zeros (`0.5`, `7`, `-12.25`): the form the
    /// page script gives too (`String(Number(x.toFixed(decimals)))`), so that file names agree.
    public static func text(_ value: Double, decimals: Int) -> String {
        let places = min(max(decimals, 0), 9)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        var digits = String(scaled / scale)
        var fraction = String(scaled % scale)
        if places > 0 {
            fraction = String(repeating: "0", count: places - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            if !fraction.isEmpty { digits += "." + fraction }
        }
        return (value < 0 && scaled != 0 ? "-" : "") + digits
    }

    /// How many decimals a number needs, up to 6 (`0.25` → 2, `5` → 0).
    static func decimals(of value: Double) -> Int {
        var scaled = value
        var places = 0
        while places < 6, abs(scaled - scaled.rounded()) > 1e-9 {
            scaled *= 10
            places += 1
        }
        return places
    }
}
