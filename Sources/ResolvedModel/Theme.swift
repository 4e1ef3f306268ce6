import Foundation
import HTMLReading
import Parallel
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
    /// The value a template shows a component page's stage with.
    package static let stageName = "page.stage"
    /// The ids the templates set themselves (`id="main"`), which headings in pages must not take.
    package var reservedIDs: Set<String> = []
    /// Each template's file as diagnostics name it, by template name.
    package var templatePaths: [String: String] = [:]
    /// Each template file's bytes by its path below Theme/templates: what a rebuild compares.
    package var templateSources: [String: Data] = [:]
    /// The templates that show `page.stage`, a component page's first interactive preview placed under its title;
    /// a page with another template (a theme of an earlier Specimen) keeps that preview where it was written.
    package var stageTemplates: Set<String> = []

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
        var texts: [(SourceFile, Template)] = []
        var paths: [String: String] = [:]
        var reservedIDs: Set<String> = []
        var stageTemplates: Set<String> = []
        // Each template is read on its own, on every core; what they make is gathered in the files' order.
        for read in templates.filter({ $0.relativePath.hasSuffix(".mustache") }).concurrentMap(TemplateFile.init) {
            let file = read.file
            switch read.template {
            case nil:
                diagnostics.append(.error(.fileEncoding,
                    at: SourceLocation(path: file.displayPath),
                    "template is not valid UTF-8; save it as UTF-8"
                ))
            case let .success(template)?:
                library.register(template, named: read.name)
                paths[read.name] = file.displayPath
                names.append(read.name)
                texts.append((file, template))
                reservedIDs.formUnion(read.literalIDs)
                if template.shows(Self.stageName) {
                    stageTemplates.insert(read.name)
                }
            case let .failure(error)?:
                diagnostics.append(.error(.templateError,
                    at: SourceLocation(path: file.displayPath, line: error.line, column: error.column),
                    "template syntax error: \(error.reason)"
                ))
            }
        }
        let known = Set(names)
        for (file, template) in texts {
            for reference in template.references where !known.contains(reference.name) {
                diagnostics.append(.error(.templateMissing,
                    at: SourceLocation(path: file.displayPath, line: reference.line, column: reference.column),
                    "template '\(reference.name)' is not in Theme/templates; "
                        + "available: \(names.sorted().joined(separator: ", "))"
                ))
            }
        }
        let sources = Dictionary(templates.map { ($0.relativePath, $0.data) }, uniquingKeysWith: { first, _ in first })
        var theme = Theme(library: library, templateNames: names.sorted(), assets: assets, reservedIDs: reservedIDs,
                          templatePaths: paths, templateSources: sources)
        theme.stageTemplates = stageTemplates
        return (theme, diagnostics)
    }

    /// The values of `id="…"` attributes written literally in a template (not the ones filled by a tag).
    package static func literalIDs(in text: String) -> Set<String> {
        var ids: Set<String> = []
        let bytes = Array(text.utf8)
        let marker: StaticString = #" id=""#
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            while let found = bytes.firstIndex(of: marker, from: start) {
                let valueStart = found + marker.utf8CodeUnitCount
                guard let end = bytes.firstIndex(of: UInt8(ascii: "\""), from: valueStart) else { break }
                let value = bytes[valueStart..<end]
                if !value.isEmpty, !value.contains(UInt8(ascii: "{")) {
                    ids.insert(String(decoding: value, as: UTF8.self))
                }
                start = end
            }
        }
        return ids
    }

}

/// One template file read: its name, its template or why it has none (nil: not UTF-8), and the ids it sets.
private struct TemplateFile: Sendable {
    var file: SourceFile
    var name: String
    var template: Result<Template, TemplateSyntaxError>?
    var literalIDs: Set<String> = []

    init(_ file: SourceFile) {
        self.file = file
        name = String(file.relativePath.dropLast(".mustache".count))
        guard let text = String(data: file.data, encoding: .utf8) else { return }
        template = Result { () throws(TemplateSyntaxError) in try Template(parsing: text) }
        if case .success = template {
            literalIDs = Theme.literalIDs(in: text)
        }
    }
}
