/// A property a component takes, and the kind of value it holds, which decides how a state file name spells it.
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

    /// - Parameters: as the properties.
    public init(_ name: String, _ kind: Kind, help: String = "") {
        self.name = name
        self.kind = kind
        self.help = help
    }
}
