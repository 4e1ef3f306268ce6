/// Typed access to a block's properties, for a ``Component`` to read itself from; a value of the wrong form is an
/// error at its place.
public struct PropertyReader: Sendable {
    /// The block's properties, in the order written.
    public let properties: [PreviewProperty]
    /// Where the block names its component: the place of an error about a property it lacks.
    public let componentLine: Int
    public let componentColumn: Int

    /// - Parameter block: the block to read.
    public init(block: PreviewBlock) {
        properties = block.properties
        componentLine = block.componentLine
        componentColumn = block.componentColumn
    }

    /// An error about a property the block lacks, placed at the component's name.
    public func missing(_ key: String, _ message: String) -> PreviewError {
        PreviewError(property: key, message: message, line: componentLine, column: componentColumn)
    }

    /// The text written for `key`.
    public func text(_ key: String) -> String? {
        properties.first { $0.key == key }?.value
    }

    /// The whole number written for `key`.
    public func integer(_ key: String) throws(PreviewError) -> Int? {
        guard let property = properties.first(where: { $0.key == key }) else { return nil }
        guard let value = Int(property.value) else {
            throw fail(property, "\(key) must be a whole number, such as \(key)=4")
        }
        return value
    }

    /// The number written for `key`, checked against `range` before anything computes with it.
    public func number(_ key: String, in range: ClosedRange<Double>) throws(PreviewError) -> Double? {
        guard let property = properties.first(where: { $0.key == key }) else { return nil }
        let allowed = "\(PreviewError.quote(range.lowerBound))…\(PreviewError.quote(range.upperBound))"
        guard let value = Double(property.value), value.isFinite else {
            throw fail(property, "\(key) must be a number; allowed: \(allowed)")
        }
        guard range.contains(value) else {
            throw fail(property, "\(key) = \(property.value) is out of range; allowed: \(allowed)")
        }
        return value
    }

    /// true, yes or on; false, no or off.
    public func boolean(_ key: String) throws(PreviewError) -> Bool? {
        guard let property = properties.first(where: { $0.key == key }) else { return nil }
        switch property.value {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw fail(property, "\(key) must be true or false")
        }
    }

    /// One of an enumeration's raw values.
    public func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ type: Choice.Type) throws(PreviewError) -> Choice?
    where Choice.RawValue == String {
        guard let property = properties.first(where: { $0.key == key }) else { return nil }
        guard let value = Choice(rawValue: property.value) else {
            throw fail(property, "unknown \(key) '\(property.value)'; allowed: \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// One of `allowed`.
    public func word(_ key: String, allowed: [String]) throws(PreviewError) -> String? {
        guard let property = properties.first(where: { $0.key == key }) else { return nil }
        guard allowed.contains(property.value) else {
            throw fail(property, "unknown \(key) '\(property.value)'; allowed: \(allowed.joined(separator: ", "))")
        }
        return property.value
    }

    private func fail(_ property: PreviewProperty, _ message: String) -> PreviewError {
        PreviewError(property: property.key, value: property.value, message: message, line: property.line, column: property.column)
    }
}
