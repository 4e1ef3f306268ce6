import Foundation
import Mustache

/// The templates and static assets that give the site its look.
struct Theme: Sendable {
    /// Every template, registered by its path below Theme/templates without `.mustache` (`page`, `partials/nav`).
    var library: MustacheLibrary
    /// The registered template names, sorted.
    var templateNames: [String]
    /// Files copied to ``assetsFolder`` in the output.
    var assets: [SourceFile]

    /// Where the assets go in the output.
    static let assetsFolder = "assets/"
    /// The ids the templates set themselves (`id="main"`), which headings in pages must not take.
    var reservedIDs: Set<String> = []
    /// Each template file's bytes by its path below Theme/templates: what a rebuild compares.
    var templateSources: [String: Data] = [:]

    /// Parses the templates; every template with a syntax error or an unknown partial is reported.
    static func make(templates: [SourceFile], assets: [SourceFile]) -> (Theme, [Diagnostic]) {
        var library = MustacheLibrary()
        var names: [String] = []
        var diagnostics: [Diagnostic] = []
        var texts: [(SourceFile, String)] = []
        for file in templates where file.relativePath.hasSuffix(".mustache") {
            guard let text = String(data: file.data, encoding: .utf8) else {
                diagnostics.append(.error(
                    at: SourceLocation(path: file.displayPath),
                    "template is not valid UTF-8; save it as UTF-8"
                ))
                continue
            }
            let name = String(file.relativePath.dropLast(".mustache".count))
            do {
                library.register(try MustacheTemplate(string: text), named: name)
                names.append(name)
                texts.append((file, text))
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(.error(
                    at: SourceLocation(
                        path: file.displayPath,
                        line: error.context.lineNumber,
                        column: error.context.columnNumber
                    ),
                    "template syntax error: \(Self.describe(error.error))"
                ))
            } catch {
                diagnostics.append(.error(at: SourceLocation(path: file.displayPath), "template error: \(error)"))
            }
        }
        let known = Set(names)
        var reservedIDs: Set<String> = []
        for (_, text) in texts {
            reservedIDs.formUnion(Self.literalIDs(in: text))
        }
        for (file, text) in texts {
            for reference in PartialReference.scan(text) where !known.contains(reference.name) {
                diagnostics.append(.error(
                    at: SourceLocation(path: file.displayPath, line: reference.line, column: reference.column),
                    "template '\(reference.name)' is not in Theme/templates; "
                        + "available: \(names.sorted().joined(separator: ", "))"
                ))
            }
        }
        let sources = Dictionary(templates.map { ($0.relativePath, $0.data) }, uniquingKeysWith: { first, _ in first })
        let theme = Theme(library: library, templateNames: names.sorted(), assets: assets, reservedIDs: reservedIDs,
                          templateSources: sources)
        return (theme, diagnostics)
    }

    /// The values of `id="…"` attributes written literally in a template (not the ones filled by a tag).
    static func literalIDs(in text: String) -> Set<String> {
        var ids: Set<String> = []
        var rest = Substring(text)
        while let range = rest.range(of: " id=\"") {
            let valueStart = range.upperBound
            guard let end = rest[valueStart...].firstIndex(of: "\"") else { break }
            let value = rest[valueStart..<end]
            if !value.isEmpty, !value.contains("{") {
                ids.insert(String(value))
            }
            rest = rest[end...]
        }
        return ids
    }

    private static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with a name other than the one that opened it"
        case .unfinishedName: return "a tag is not closed with '}}'"
        case .expectedSectionEnd: return "a section is opened but never closed with '{{/name}}'"
        case .invalidSetDelimiter: return "a set-delimiter tag is malformed"
        default: return "\(error)"
        }
    }
}

/// A `{{> name}}` or `{{< name}}` in a template's text, found so that a missing partial is an error rather than
/// the empty string Mustache renders for it.
struct PartialReference: Sendable, Hashable {
    var name: String
    var line: Int
    var column: Int

    static func scan(_ text: String) -> [PartialReference] {
        var references: [PartialReference] = []
        var line = 1
        var column = 1
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "{", text[index...].hasPrefix("{{>") || text[index...].hasPrefix("{{<") {
                let nameStart = text.index(index, offsetBy: 3)
                if let close = text[nameStart...].range(of: "}}") {
                    let name = text[nameStart..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                    if !name.isEmpty {
                        references.append(PartialReference(name: name, line: line, column: column))
                    }
                }
            }
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = text.index(after: index)
        }
        return references
    }
}
