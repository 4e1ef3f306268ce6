import DesignTokens
import Foundation
import Previews
import ResolvedModel
import SiteModel

/// `site.json`: the facts of the site in one file a tool reads without parsing HTML, described by the JSON Schema
/// `site.schema.json` beside it (``SiteManifest/schema``).
///
/// It holds the pages (with their HTML and Markdown URLs), the criteria, the components the previews draw with
/// their properties, each component page's facts (verdict, health, scorecard, token roles, assessment, the
/// contrast pairs its previews draw, and its interactive previews with every state's properties, accessible label
/// and SVG), every token with its value in each mode, type, alias target, deprecation and the file and line it is
/// written at, and every contrast pair measured. URLs are relative to the site's root, where the file is. Keys
/// are sorted and nothing depends on the machine: the same site gives the same bytes.
package struct SiteManifest: Encodable {
    package static let path = "site.json"
    package static let schemaPath = "site.schema.json"

    struct Site: Encodable {
        var title: String
        var description: String?
        var language: String
        var baseURL: String?
    }

    struct PageEntry: Encodable {
        var title: String
        var url: String
        var markdown: String?
        var summary: String?
        var section: String?
        var template: String
        var source: String?
    }

    struct Property: Encodable {
        var name: String
        var kind: String
        var help: String
        var controllable: Bool
        var required: Bool
        /// Every word allowed; absent when any text is.
        var values: [String]?
        /// The widest range a number may take; absent where another property bounds it.
        var minimum: Double?
        var maximum: Double?
        /// What a block that leaves the property out gets.
        var `default`: String?
    }

    struct Component: Encodable {
        var name: String
        var summary: String
        var properties: [Property]
    }

    struct Criterion: Encodable {
        var id: String
        var name: String
    }

    struct Verdict: Encodable {
        var status: String
        var summary: String
    }

    struct Health: Encodable {
        var aspect: String
        var status: String
        var note: String
    }

    struct Score: Encodable {
        var criterion: String
        var status: String
        var note: String?
    }

    struct TokenRole: Encodable {
        var role: String
        var token: String
    }

    struct Assessment: Encodable {
        /// `current`, `stale` or `not-stamped`.
        var status: String
        var date: String?
        var newlyDrawn: [String]
        var noLongerDrawn: [String]
        var changedTokens: [String]
    }

    struct Control: Encodable {
        var property: String
        var label: String
        /// `range`, `choice` or `toggle`.
        var kind: String
        /// Every value the control offers, in order.
        var values: [String]
        var initial: String
    }

    struct State: Encodable {
        var properties: [String: String]
        var label: String
        var svg: String
    }

    struct Preview: Encodable {
        var id: String
        var component: String
        var block: String
        var controls: [Control]
        var initial: State
        var states: [State]
    }

    struct ComponentPage: Encodable {
        var url: String
        var title: String
        var family: String?
        var preview: String?
        var verdict: Verdict?
        var health: [Health]
        var scorecard: [Score]
        var tokens: [TokenRole]
        var assessment: Assessment?
        /// Indices into the manifest's `contrast`, of the pairs the page's previews draw.
        var contrast: [Int]
        var previews: [Preview]
    }

    struct Token: Encodable {
        var path: String
        var type: String
        var value: String
        var modes: [String: String]
        var aliasOf: String?
        var deprecated: String?
        var description: String?
        var file: String?
        var line: Int?
        var column: Int?
    }

    struct Measure: Encodable {
        var ratio: Double
        var passes: Bool
        var foreground: String
        var background: String
    }

    struct Contrast: Encodable {
        var what: String
        var foreground: String
        var background: String
        var minimum: Double
        var fails: Bool
        var `default`: Measure
        /// Nil in a mode where either token is not a colour.
        var modes: [String: Measure?]
        /// The site's acceptance of a pair that falls short, when it holds today.
        var acceptedBecause: String?
    }

    /// A warning of the build: a claim that disagrees with a computation, a pair that falls short, a stale
    /// assessment, a deprecated token drawn; or one of those site.yml accepts.
    struct Finding: Encodable {
        var code: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var subject: String?
        var accepted: Bool
    }

    var schemaReference = SiteManifest.schemaPath
    var version = 1
    var site: Site
    var pages: [PageEntry]
    var criteria: [Criterion]
    var components: [Component]
    var componentPages: [ComponentPage]
    var modes: [String]
    var tokens: [Token]
    var contrast: [Contrast]
    var findings: [Finding] = []

    enum CodingKeys: String, CodingKey {
        case schemaReference = "$schema"
        case version, site, pages, criteria, components, componentPages, modes, tokens, contrast, findings
    }

    /// - Parameters:
    ///   - site: the resolved site.
    ///   - findings: the warnings the build reports, and those site.yml accepts, sorted.
    package init(site: ResolvedSite, findings: (reported: [Diagnostic], accepted: [Diagnostic]) = ([], [])) {
        let settings = site.settings
        self.site = Site(title: settings.title, description: settings.description, language: settings.language,
                         baseURL: settings.baseURL?.text)
        // What the pages' display paths start with, so that the token files are named from the content folder.
        let contentPrefix = site.pages.first.map { String($0.page.displayPath.dropLast($0.page.sourcePath.count)) } ?? ""
        pages = site.pages.compactMap { entry in
            let page = entry.page
            guard page.route != NotFoundPage.route, site.stickerSheets[page.route] == nil else { return nil }
            return PageEntry(title: page.title, url: Self.url(page.route),
                             markdown: MarkdownTwin.isMade(for: entry, in: site) ? MarkdownTwin.path(of: page.route) : nil,
                             summary: page.frontMatter.summary ?? page.frontMatter.description, section: page.section,
                             template: entry.template, source: page.sourcePath.isEmpty ? nil : page.sourcePath)
        }
        criteria = settings.criteria.map { Criterion(id: $0.id, name: $0.name) }
        components = site.components.types.map { type in
            Component(name: type.name, summary: type.summary, properties: type.properties.map {
                Property(name: $0.name, kind: Self.kind($0.kind), help: $0.help, controllable: type.controllable.contains($0.name),
                         required: $0.isRequired, values: $0.values, minimum: $0.range?.lowerBound, maximum: $0.range?.upperBound,
                         default: $0.defaultValue)
            })
        }
        let contrastIndex = Dictionary(site.contrast.entries.enumerated().map { ($1.pair, $0) }, uniquingKeysWith: { first, _ in first })
        let modeNames = site.contrast.modes
        contrast = site.contrast.entries.map { entry in
            Contrast(what: entry.pair.what, foreground: entry.pair.foreground, background: entry.pair.background,
                     minimum: entry.pair.kind.minimum, fails: entry.fails, default: Self.measure(entry.measure),
                     modes: Dictionary(zip(modeNames, entry.modes.map { $0.map(Self.measure) }), uniquingKeysWith: { first, _ in first }),
                     acceptedBecause: entry.fails ? KnownFinding(entry.pair, in: site.findings)?.reason : nil)
        }
        componentPages = site.componentPages.map { page in
            let facts = page.frontMatter.component
            return ComponentPage(
                url: Self.url(page.route), title: page.title, family: facts.family, preview: facts.preview,
                verdict: facts.verdict.map { Verdict(status: $0.status.rawValue, summary: $0.summary) },
                health: facts.health.map { Health(aspect: $0.aspect.rawValue, status: $0.status.rawValue, note: $0.note) },
                scorecard: facts.scorecard.map { Score(criterion: $0.criterion, status: $0.status.rawValue, note: $0.note) },
                tokens: facts.tokens.map { TokenRole(role: $0.role, token: $0.token) },
                assessment: page.assessmentStatus.map(Self.assessment),
                contrast: page.contrastPairs.compactMap { contrastIndex[$0] },
                previews: page.widgets.map(Self.preview))
        }
        modes = site.tokens.modes
        tokens = site.tokens.tokens.keys.sorted().compactMap { path in
            guard let token = site.tokens.tokens[path] else { return nil }
            let location = site.tokens.definition(of: path)
            var modeValues: [String: String] = [:]
            for mode in site.tokens.modes {
                if let value = site.tokens.modeValues[mode]?[path] { modeValues[mode] = value.text }
            }
            return Token(path: path, type: token.kind.rawValue, value: token.value.text, modes: modeValues, aliasOf: token.aliasOf,
                         deprecated: token.deprecated, description: token.description,
                         file: location.map { Self.named($0.path, contentPrefix: contentPrefix) },
                         line: location?.line, column: location?.column)
        }
        let named = { (path: String) in Self.named(path, contentPrefix: contentPrefix) }
        self.findings = [(findings.reported, false), (findings.accepted, true)].flatMap { list, accepted in
            list.filter { $0.severity == .warning }.map { finding in
                Finding(code: finding.code.name, message: contentPrefix.isEmpty ? finding.message : finding.message.replacingOccurrences(of: contentPrefix, with: ""),
                        file: named(finding.location.path), line: finding.location.line, column: finding.location.column,
                        subject: finding.subject, accepted: accepted)
            }
        }
    }

    /// A path the build names, as site.json names it: from the content folder when it is in it, and else by its
    /// name alone (site.yml), so that no path of the building machine is published.
    private static func named(_ path: String, contentPrefix: String) -> String {
        if !contentPrefix.isEmpty, path.hasPrefix(contentPrefix) { return String(path.dropFirst(contentPrefix.count)) }
        return path.hasPrefix("/") ? String(path.split(separator: "/").last ?? "") : path
    }

    /// The manifest as JSON: sorted keys, two-space indentation, slashes as they are.
    package var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { $0 + Data("\n".utf8) } ?? Data("{}\n".utf8)
    }

    private static func url(_ route: Route) -> String {
        route.path.isEmpty ? "./" : Route(path: "").relativeURL(to: route)
    }

    private static func kind(_ kind: ComponentProperty.Kind) -> String {
        switch kind {
        case .number: "number"
        case .flag: "flag"
        case .word: "word"
        }
    }

    private static func measure(_ measure: ContrastReport.Measure) -> Measure {
        Measure(ratio: (measure.ratio * 100).rounded() / 100, passes: measure.passes, foreground: measure.foregroundHex,
                background: measure.backgroundHex)
    }

    private static func assessment(_ status: AssessmentStatus) -> Assessment {
        switch status {
        case .notStamped:
            Assessment(status: "not-stamped", date: nil, newlyDrawn: [], noLongerDrawn: [], changedTokens: [])
        case let .current(day):
            Assessment(status: "current", date: day.description, newlyDrawn: [], noLongerDrawn: [], changedTokens: [])
        case let .stale(day, changes):
            Assessment(status: "stale", date: day.description, newlyDrawn: changes.newlyDrawn, noLongerDrawn: changes.noLongerDrawn,
                       changedTokens: changes.tokens.map(\.path))
        }
    }

    private static func preview(_ widget: PreviewWidget) -> Preview {
        let preview = widget.preview
        let state = { (state: PreviewState) in
            State(properties: Dictionary(zip(state.properties, state.values), uniquingKeysWith: { first, _ in first }),
                  label: (try? preview.preview(in: state).accessibilityLabel) ?? "",
                  svg: PreviewFiles.folder + preview.fileName(of: state))
        }
        let block = preview.block
        return Preview(
            id: widget.id, component: block.component,
            block: ([block.component] + block.properties.map { $0.key + "=" + $0.value }).joined(separator: " "),
            controls: preview.controls.map { control in
                let kind = switch control.kind {
                case .range: "range"
                case .choice: "choice"
                case .toggle: "toggle"
                }
                return Control(property: control.property, label: control.label, kind: kind, values: control.values,
                               initial: preview.initialState.value(of: control.property) ?? "")
            },
            initial: state(preview.initialState),
            states: preview.states.map(state))
    }
}
