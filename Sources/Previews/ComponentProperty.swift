/// A property a component takes, and the kind of value it holds, which decides how a state file name spells it.
///
/// What it allows is declared beside it (``values``, ``range``, ``defaultValue``, ``isRequired``) for readers that
/// cannot run the component: `site.json`, a coding assistant. The component's own reading and ``Component/validate()``
/// stay the authority; the Previews tests hold the two together.
public struct ComponentProperty: Sendable, Hashable {
    /// What a value is written as.
    public enum Kind: Sendable, Hashable {
        /// A number: spelt without trailing zeros in file names (`4.0` → `4`).
        case number
        /// true or false, also written yes/no or on/off: spelt `true` or `false`.
        case flag
        /// A word or text, spelt as written.
        case word
    }

    /// The name fences write (`steps`).
    public var name: String
    public var kind: Kind
    /// What the value says, in a line: `specimen preview NAME --help` lists it beside the property's option.
    public var help: String
    /// Every word the property allows, as written; nil when any text is allowed. A flag's are `true` and `false`.
    public var values: [String]?
    /// The widest range a number may take whatever the other properties are; nil when it has no fixed bound (a
    /// slider's value lies within its own min…max). The other properties may narrow it: the help says how.
    public var range: ClosedRange<Double>?
    /// The value a block that leaves the property out gets, as a block would write it; nil when there is none.
    public var defaultValue: String?
    /// Whether a block must write it.
    public var isRequired: Bool

    /// - Parameters: as the properties; a flag allows `true` and `false` unless `values` says otherwise.
    public init(_ name: String, _ kind: Kind, help: String = "", values: [String]? = nil, range: ClosedRange<Double>? = nil,
                default defaultValue: String? = nil, required isRequired: Bool = false) {
        self.name = name
        self.kind = kind
        self.help = help
        self.values = values ?? (kind == .flag ? ["true", "false"] : nil)
        self.range = range
        self.defaultValue = defaultValue
        self.isRequired = isRequired
    }
}
