/// A value a template can print, test or enter: what `{{name}}` and `{{#name}}` find.
///
/// Sections follow Mustache: `false`, `null` and an empty list skip a section (and show an inverted one); a list
/// repeats it once per element; anything else enters it once, with that value on top of the context stack. As in
/// most Mustache engines for typed languages, `0` and `""` count as present.
public enum TemplateValue {
    case text(String)
    /// Text held as UTF-8 bytes (a page's rendered body): printed, escaped and tested as ``text(_:)`` is, without
    /// being made a String first.
    case utf8([UInt8])
    case number(Int)
    case flag(Bool)
    case list([TemplateValue])
    case object(any TemplateObject)
    case null

    /// Whether a section shows for this value.
    var isPresent: Bool {
        switch self {
        case .flag(let flag): flag
        case .null: false
        case .list(let elements): !elements.isEmpty
        case .text, .utf8, .number, .object: true
        }
    }
}

/// A value with named fields, which templates read by name (`{{page.title}}`).
public protocol TemplateObject: TemplateRepresentable {
    /// The field called `name`, or nil when there is no such field: the lookup then goes on to the enclosing
    /// context. A field that exists but holds nothing answers ``TemplateValue/null``, which ends the lookup.
    func templateValue(named name: String) -> TemplateValue?
}

/// A type whose values templates can show: strings, numbers, flags, optionals, arrays and template objects.
public protocol TemplateRepresentable {
    var templateValue: TemplateValue { get }
}

extension TemplateObject {
    @inlinable public var templateValue: TemplateValue { .object(self) }
}

extension String: TemplateRepresentable {
    @inlinable public var templateValue: TemplateValue { .text(self) }
}

extension Int: TemplateRepresentable {
    @inlinable public var templateValue: TemplateValue { .number(self) }
}

extension Bool: TemplateRepresentable {
    @inlinable public var templateValue: TemplateValue { .flag(self) }
}

extension Optional: TemplateRepresentable where Wrapped: TemplateRepresentable {
    @inlinable public var templateValue: TemplateValue { self?.templateValue ?? .null }
}

extension Array: TemplateRepresentable where Element: TemplateRepresentable {
    // A closure, not `map(\.templateValue)`: in this generic code the key path is made anew, its generic argument
    // resolved by name, for every list a template reads. Inlinable, so that the page types' lists are mapped by
    // code made for their element type rather than through the generic witness.
    @inlinable public var templateValue: TemplateValue { .list(map { $0.templateValue }) }
}
