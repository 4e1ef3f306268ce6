import Foundation
import SiteModel
import Templates

/// The templates and static assets that give the site its look.
package struct Theme: Sendable {
    /// Every template, registered by its path below Theme/templates without `.mustache` (`page`, `partials/nav`).
    package var library: TemplateLibrary
    /// The registered template names, sorted.
    package var templateNames: [String]
    /// Files copied to ``assetsFolder`` in the output.
    package var assets: [SourceFile]

    /// Where the assets go in the output.
    package static let assetsFolder = "assets/"
    /// The ids the templates set themselves (`id="main"`), which headings in pages must not take.
    package var reservedIDs: Set<String> = []
    /// Each template's file as diagnostics name it, by template name.
    package var templatePaths: [String: String] = [:]
    /// Each template file's bytes by its path below Theme/templates: what a rebuild compares.
    package var templateSources: [String: Data] = [:]

    package init(library: TemplateLibrary, templateNames: [String], assets: [SourceFile], reservedIDs: Set<String> = [],
                 templatePaths: [String: String] = [:], templateSources: [String: Data] = [:]) {
        self.library = library
        self.templateNames = templateNames
        self.assets = assets
        self.reservedIDs = reservedIDs
        self.templatePaths = templatePaths
        self.templateSources = templateSources
    }

    /// Parses the templates; every template with a syntax error or an unknown partial is reported.
    package static func make(templates: [SourceFile], assets: [SourceFile]) -> (Theme, [Diagnostic]) {
        var library = TemplateLibrary()
        var names: [String] = []
        var diagnostics: [Diagnostic] = []
        var texts: [(SourceFile, String, Template)] = []
        var paths: [String: String] = [:]
        for file in templates where file.relativePath.hasSuffix(".mustache") {
            guard let text = String(data: file.data, encoding: .utf8) else {
                diagnostics.append(.error(.fileEncoding,
                    at: SourceLocation(path: file.displayPath),
                    "template is not valid UTF-8; save it as UTF-8"
                ))
                continue
            }
            let name = String(file.relativePath.dropLast(".mustache".count))
            do {
                let template = try Template(parsing: text)
                library.register(template, named: name)
                paths[name] = file.displayPath
                names.append(name)
                texts.append((file, text, template))
            } catch {
                diagnostics.append(.error(.templateError,
                    at: SourceLocation(path: file.displayPath, line: error.line, column: error.column),
                    "template syntax error: \(error.reason)"
                ))
            }
        }
        let known = Set(names)
        var reservedIDs: Set<String> = []
        for (_, text, _) in texts {
            reservedIDs.formUnion(Self.literalIDs(in: text))
        }
        for (file, _, template) in texts {
            for reference in template.references where !known.contains(reference.name) {
                diagnostics.append(.error(.templateMissing,
                    at: SourceLocation(path: file.displayPath, line: reference.line, column: reference.column),
                    "template '\(reference.name)' is not in Theme/templates; "
                        + "available: \(names.sorted().joined(separator: ", "))"
                ))
            }
        }
        let sources = Dictionary(templates.map { ($0.relativePath, $0.data) }, uniquingKeysWith: { first, _ in first })
        let theme = Theme(library: library, templateNames: names.sorted(), assets: assets, reservedIDs: reservedIDs,
                          templatePaths: paths, templateSources: sources)
        return (theme, diagnostics)
    }

    /// The values of `id="…"` attributes written literally in a template (not the ones filled by a tag).
    package static func literalIDs(in text: String) -> Set<String> {
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
}
