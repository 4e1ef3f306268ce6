import Markdown
import Templates

/// A page type's values as Markdown, for the twin of a page whose type writes none of its own (a team's page type):
/// the fields of the values, in the order their type declares them, read by reflection, since a
/// ``TemplateObject`` answers a name but cannot list its names.
///
/// - text and numbers: a line `- Label: value`, the label made of the field's name (`itemCount`: "Item count"),
///   before any list the record holds;
/// - a list of records whose fields are all text or numbers: a table, one row a record;
/// - a list of records that hold lists: a heading per record (its `title` or `name`, a link where it has a `url`),
///   then its fields the same way;
/// - a list of text: one line, comma-separated.
///
/// Flags (`hasRows`), fields named `id` or `anchor` and text that is markup (a preview's SVG, starting with `<`) are
/// how a template lays the page out, not what it says, and are left out. What the values say goes through
/// ``TwinText``. Nesting is read at most ``deepest`` levels down.
public enum TwinValues {
    /// How many levels of records the twin reads.
    public static let deepest = 6

    /// The Markdown of `values`, ending in a blank line; empty when they show nothing.
    public static func markdown(of values: Any) -> String {
        var out = ""
        write(values, level: 2, depth: 0, into: &out)
        return out
    }

    /// Whether a field named `label` is how a template lays the page out (`id`, `anchor`), not what it says.
    static func isLayout(_ label: String) -> Bool {
        label == "id" || label == "anchor"
    }

    /// Text as the twin and site.json show it: nil for markup (a preview's SVG, starting with `<`) or nothing.
    static func shown(_ text: String) -> String? {
        text.hasPrefix("<") || text.isEmpty ? nil : text
    }

    private enum Field {
        case text(String)
        case texts([String])
        case records([Any])
        case record(Any)
    }

    private typealias Row = [(label: String, field: Field)]

    private static func fields(of value: Any) -> Row {
        Mirror(reflecting: value).children.compactMap { child in
            guard let label = child.label, !isLayout(label), let field = field(child.value) else { return nil }
            return (label, field)
        }
    }

    /// The text of the field `name` in `row`, if it is text.
    private static func text(_ name: String, in row: Row) -> String? {
        row.first { $0.label == name }.flatMap { if case .text(let text) = $0.field { text } else { nil } }
    }

    /// A record's name, as a link where it has a `url`; nil when it has neither `title` nor `name`.
    private static func name(of row: Row, escaping escape: (String) -> String = TwinText.inline) -> String? {
        guard let name = text("title", in: row) ?? text("name", in: row) else { return nil }
        return text("url", in: row).map { "[" + escape(name) + "](" + TwinText.destination($0) + ")" } ?? escape(name)
    }

    /// The fields a record's name already says.
    private static let naming: Set<String> = ["title", "name", "url"]

    private static func field(_ value: Any) -> Field? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.flatMap { field($0.value) }
        }
        switch value {
        case is Bool: return nil
        case let text as String: return shown(text).map(Field.text)
        case let number as Int: return .text(String(number))
        case let number as Double: return .text(String(number))
        case let texts as [String]: return texts.isEmpty ? nil : .texts(texts)
        default: break
        }
        switch mirror.displayStyle {
        case .collection?, .set?:
            let items = mirror.children.map(\.value)
            return items.isEmpty ? nil : .records(items)
        case .struct?, .class?:
            return .record(value)
        default:
            return .text(String(describing: value))
        }
    }

    private static func write(_ value: Any, level: Int, depth: Int, into out: inout String) {
        write(fields(of: value), level: level, depth: depth, into: &out)
    }

    private static func write(_ row: Row, level: Int, depth: Int, into out: inout String) {
        guard depth < deepest else { return }
        var lines = ""
        // A record's text first, as a summary above what it lists.
        for (label, field) in row {
            switch field {
            case .text(let text):
                lines += "- " + TwinText.inline(Self.label(label)) + ": " + TwinText.inline(text) + "\n"
            case .texts(let texts):
                lines += "- " + TwinText.inline(Self.label(label)) + ": " + texts.map(TwinText.inline).joined(separator: ", ") + "\n"
            case .records, .record:
                continue
            }
        }
        if !lines.isEmpty {
            out += lines + "\n"
        }
        for (label, field) in row {
            switch field {
            case .records(let records):
                write(records, label: label, level: level, depth: depth, into: &out)
            case .record(let record):
                out += heading(level) + TwinText.inline(Self.label(label)) + "\n\n"
                write(record, level: level + 1, depth: depth + 1, into: &out)
            case .text, .texts:
                continue
            }
        }
    }

    /// A list of records: a table when no record holds more than text, else a heading and the fields of each.
    private static func write(_ records: [Any], label: String, level: Int, depth: Int, into out: inout String) {
        let rows = records.map(fields(of:))
        let flat = rows.allSatisfy { row in row.allSatisfy { if case .text = $0.field { true } else { false } } }
        guard !flat else {
            out += table(rows)
            return
        }
        for row in rows {
            guard let name = name(of: row) else {
                out += heading(level) + TwinText.inline(Self.label(label)) + "\n\n"
                write(row, level: level + 1, depth: depth + 1, into: &out)
                continue
            }
            out += heading(level) + name + "\n\n"
            write(row.filter { !naming.contains($0.label) }, level: level + 1, depth: depth + 1, into: &out)
        }
    }

    private static func heading(_ level: Int) -> String {
        String(repeating: "#", count: min(level, 6)) + " "
    }

    /// Rows of text as a Markdown table, its columns the fields any row has, in the order they first come; a row's
    /// name is a link where it has a `url`.
    private static func table(_ rows: [Row]) -> String {
        var columns: [String] = []
        for row in rows {
            for (label, _) in row where !columns.contains(label) {
                columns.append(label)
            }
        }
        let linked = columns.contains("url") && (columns.contains("title") || columns.contains("name"))
        if linked {
            columns.removeAll { $0 == "url" }
        }
        guard !columns.isEmpty else { return "" }
        var out = "|" + columns.map { " " + TwinText.cell(label($0)) + " |" }.joined() + "\n"
        out += "|" + String(repeating: "---|", count: columns.count) + "\n"
        for row in rows {
            out += "|" + columns.map { column in
                if linked, column == "title" || column == "name", let name = name(of: row, escaping: TwinText.cell) {
                    return " " + name + " |"
                }
                return " " + TwinText.cell(text(column, in: row) ?? "") + " |"
            }.joined() + "\n"
        }
        return out + "\n"
    }

    /// A field's name as words: `itemCount` as "Item count", `swiftUI` as "Swift UI".
    static func label(_ name: String) -> String {
        let characters = Array(name)
        var words: [String] = []
        var word = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            // A word starts at a capital after a small letter, or at the last capital of a run before a small one.
            let starts = character.isUppercase && (previous?.isLowercase == true
                || (previous?.isUppercase == true && next?.isLowercase == true))
            if starts, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        words.append(word)
        let text = words.map { $0.allSatisfy(\.isUppercase) && $0.count > 1 ? $0 : $0.lowercased() }.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
