/// One state of an interactive preview: a value for each of its controls, in the order the controls are listed.
public struct PreviewState: Sendable, Hashable {
    /// The controlled properties (`steps`, `current`).
    public let properties: [String]
    /// Their values, as written in links and file names (`7`, `3`).
    public let values: [String]

    /// - Parameters:
    ///   - properties: the controlled properties, in control order.
    ///   - values: one value for each.
    public init(properties: [String], values: [String]) {
        self.properties = properties
        self.values = values
    }

    /// The value of `property`, if it is controlled.
    public func value(of property: String) -> String? {
        properties.firstIndex(of: property).map { values[$0] }
    }

    /// The state in a link's fragment, after `#id=`: `steps:7,current:3`.
    public var fragment: String {
        zip(properties, values).map { $0 + ":" + $1 }.joined(separator: ",")
    }

    /// The state as an element id and in file names: `steps-7_current-3`.
    public var key: String {
        zip(properties, values).map { $0 + "-" + $1 }.joined(separator: "_")
    }

    /// The state for reading: `steps 7, current 3`.
    public var summary: String {
        zip(properties, values).map { $0 + " " + $1 }.joined(separator: ", ")
    }
}
