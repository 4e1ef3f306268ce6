/// What a page of a type shows from the site's data, as its entry in `site.json` holds it (`facts`), for a tool
/// that reads the site without its HTML: the same fields its twin writes (``TwinValues``), as JSON.
///
/// Read by reflection from the type's values, in the order their type declares them: text and numbers as they
/// are, a list as a list, a record as an object. Flags (`hasRows`), fields named `id` or `anchor`, text that is
/// markup (a preview's SVG, starting with `<`) and empty text and lists are how a template lays the page out, not
/// what it says, and are left out, as the twin leaves them. Records are read at most ``TwinValues/deepest`` levels
/// down.
public indirect enum PageFacts: Sendable, Hashable, Codable {
    case text(String)
    case integer(Int)
    case number(Double)
    case list([PageFacts])
    case record([String: PageFacts])

    /// The facts of `values`; nil when they show nothing.
    public static func reading(_ values: Any) -> PageFacts? {
        reading(values, depth: 0)
    }

    private static func reading(_ value: Any, depth: Int) -> PageFacts? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.flatMap { reading($0.value, depth: depth) }
        }
        switch value {
        case is Bool: return nil
        case let text as String: return TwinValues.shown(text).map(PageFacts.text)
        case let number as Int: return .integer(number)
        case let number as Double: return number.isFinite ? .number(number) : nil
        default: break
        }
        switch mirror.displayStyle {
        case .collection?, .set?:
            let items = mirror.children.compactMap { reading($0.value, depth: depth) }
            return items.isEmpty ? nil : .list(items)
        case .struct?, .class?:
            guard depth < TwinValues.deepest else { return nil }
            var fields: [String: PageFacts] = [:]
            for child in mirror.children {
                guard let label = child.label, !TwinValues.isLayout(label), let field = reading(child.value, depth: depth + 1) else { continue }
                fields[label] = field
            }
            return fields.isEmpty ? nil : .record(fields)
        default:
            return .text(String(describing: value))
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let items = try? container.decode([PageFacts].self) {
            self = .list(items)
        } else {
            self = .record(try container.decode([String: PageFacts].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .number(let number): try container.encode(number)
        case .list(let items): try container.encode(items)
        case .record(let fields): try container.encode(fields)
        }
    }
}
