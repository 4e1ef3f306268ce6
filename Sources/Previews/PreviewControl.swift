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

    /// - Parameters: as the properties.
    public init(property: String, label: String, kind: Kind, limitedBy: String? = nil) {
        self.property = property
        self.label = label
        self.kind = kind
        self.limitedBy = limitedBy
    }

    /// A property's value as its control offers it.
    public enum Value: Sendable, Hashable {
        /// A number, which a range control spells with its decimals.
        case number(Double)
        /// A choice's value, or `true`/`false` for a toggle.
        case word(String)
    }

    /// A choice whose label is its value in words: `onDrag` → `On drag`.
    public static func option(_ value: String) -> Option {
        var label = ""
        for character in value {
            if character.isUppercase {
                label += " " + character.lowercased()
            } else {
                label.append(character)
            }
        }
        return Option(value: value, label: label.prefix(1).uppercased() + label.dropFirst())
    }

    /// The property it sets (`steps`).
    public var property: String
    /// The control's visible label (`Steps`).
    public var label: String
    public var kind: Kind
    /// The control whose value this one may not exceed: current never exceeds steps, a slider's value never
    /// exceeds its max.
    public var limitedBy: String?

    /// Every value, in order, as written in links and file names (`7`, `0.25`, `vertical`, `true`). Check
    /// ``valueCount`` against a limit first: a range lists every value it holds.
    public var values: [String] {
        switch kind {
        case let .range(minimum, _, step, decimals):
            return (0..<valueCount).map { Self.text(minimum + Double($0) * step, decimals: decimals) }
        case let .choice(options):
            return options.map(\.value)
        case .toggle:
            return ["false", "true"]
        }
    }

    /// How many values the control offers, computed without listing them.
    public var valueCount: Int {
        switch kind {
        case let .range(minimum, maximum, step, _): Self.count(minimum: minimum, maximum: maximum, step: step)
        case let .choice(options): options.count
        case .toggle: 2
        }
    }

    /// The number at `index` of a range, or nil for other controls.
    func number(at index: Int) -> Double? {
        guard case let .range(minimum, _, step, _) = kind else { return nil }
        return minimum + Double(index) * step
    }

    /// The most values ``count(minimum:maximum:step:)`` reports: more than any limit allows, and an integer on
    /// every platform.
    static let countCeiling = Int(Int32.max)

    /// How many values a range holds: minimum, minimum + step, … up to maximum; at most ``countCeiling``, so that
    /// a fine step on a wide range is a count a limit can refuse, not a conversion that traps.
    public static func count(minimum: Double, maximum: Double, step: Double) -> Int {
        guard step > 0, maximum >= minimum else { return 1 }
        let intervals = ((maximum - minimum) / step + 1e-9).rounded(.down)
        guard intervals.isFinite, intervals < Double(countCeiling - 1) else { return countCeiling }
        return Int(intervals) + 1
    }

    /// A number with at most `decimals` decimals and no trailing zeros (`0.5`, `7`, `-12.25`): the form the
    /// page script gives too (`String(Number(x.toFixed(decimals)))`), so that file names agree.
    public static func text(_ value: Double, decimals: Int) -> String {
        let places = min(max(decimals, 0), 9)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        // Values are range-checked where they are read; one past what 64 bits hold is written as Swift would.
        guard let scaled = Int64(exactly: (abs(value) * Double(scale)).rounded()) else { return String(value) }
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
    public static func decimals(of value: Double) -> Int {
        var scaled = value
        var places = 0
        while places < 6, abs(scaled - scaled.rounded()) > 1e-9 {
            scaled *= 10
            places += 1
        }
        return places
    }
}
