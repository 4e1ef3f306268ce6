import DesignTokens
import Foundation
import Previews
import ResolvedModel
import SiteModel
import SVG

/// `site.json`: the facts of the site in one file a tool reads without parsing HTML, described by the JSON Schema
/// `site.schema.json` beside it (``SiteManifest/schema``).
///
/// It holds the pages (with their HTML and Markdown URLs), the criteria, the components the previews draw with
/// their properties, each component page's facts (verdict, health, scorecard, token roles, assessment, the
/// contrast pairs its previews draw, and its interactive previews with every state's properties, accessible label
/// and SVG), every token with its value in each mode, type, alias target, deprecation and the file and line it is
/// written at, and every contrast pair measured. URLs are relative to the site's root, where the file is. Keys
/// are sorted and nothing depends on the machine: the same site gives the same bytes.
package struct SiteManifest: Codable, Sendable {
    package static let path = "site.json"
    package static let schemaPath = "site.schema.json"

    package struct Site: Codable, Sendable {
        package var title: String
        package var description: String?
        package var language: String
        package var baseURL: String?
        /// The versions a site built with `--versions` publishes, and which this one is.
        package var versions: Versions?
    }

    /// The versions of a site built with `--versions`.
    package struct Versions: Codable, Sendable {
        package struct Version: Codable, Sendable {
            package var name: String
            package var tag: String?
            /// Its folder from the site's root; empty for the latest.
            package var path: String
            package var role: String
        }

        /// The name of the version this file belongs to.
        package var current: String
        package var all: [Version]
        /// The version this one's changes page compares with.
        package var comparedWith: String?

        init(_ versions: PublishedVersions) {
            current = versions.current.name
            all = versions.all.map { Version(name: $0.name, tag: $0.tag, path: $0.path, role: $0.role.rawValue) }
            comparedWith = versions.comparedWith
        }
    }

    package struct PageEntry: Codable, Sendable {
        package var title: String
        package var url: String
        package var markdown: String?
        package var summary: String?
        package var section: String?
        package var template: String
        package var source: String?
        /// What the page shows from the site's data, as its page type gives it (``PageType/facts(for:in:)``).
        package var facts: PageFacts?
    }

    package struct Property: Codable, Sendable {
        package var name: String
        package var kind: String
        package var help: String
        package var controllable: Bool
        package var required: Bool
        /// Every word allowed; absent when any text is.
        package var values: [String]?
        /// The widest range a number may take; absent where another property bounds it.
        package var minimum: Double?
        package var maximum: Double?
        /// What a block that leaves the property out gets.
        package var `default`: String?
    }

    package struct Component: Codable, Sendable {
        package var name: String
        package var summary: String
        package var properties: [Property]
    }

    package struct Criterion: Codable, Sendable {
        package var id: String
        package var name: String
    }

    package struct Verdict: Codable, Sendable {
        package var status: String
        package var summary: String
    }

    package struct Health: Codable, Sendable {
        package var aspect: String
        package var status: String
        package var note: String
    }

    package struct Score: Codable, Sendable {
        package var criterion: String
        package var status: String
        package var note: String?
    }

    package struct TokenRole: Codable, Sendable {
        package var role: String
        package var token: String
    }

    package struct Assessment: Codable, Sendable {
        /// `current`, `stale` or `not-stamped`.
        package var status: String
        package var date: String?
        package var newlyDrawn: [String]
        package var noLongerDrawn: [String]
        package var changedTokens: [String]
    }

    package struct Control: Codable, Sendable {
        package var property: String
        package var label: String
        /// `range`, `choice` or `toggle`.
        package var kind: String
        /// Every value the control offers, in order.
        package var values: [String]
        package var initial: String
    }

    package struct State: Codable, Sendable {
        package var properties: [String: String]
        package var label: String
        package var svg: String
    }

    package struct Preview: Codable, Sendable {
        package var id: String
        package var component: String
        package var block: String
        package var controls: [Control]
        package var initial: State
        package var states: [State]
    }

    package struct ComponentPage: Codable, Sendable {
        package var url: String
        package var title: String
        package var family: String?
        package var preview: String?
        package var verdict: Verdict?
        package var health: [Health]
        package var scorecard: [Score]
        package var tokens: [TokenRole]
        package var assessment: Assessment?
        /// Indices into the manifest's `contrast`, of the pairs the page's previews draw.
        package var contrast: [Int]
        package var previews: [Preview]
    }

    package struct Token: Codable, Sendable {
        package var path: String
        package var type: String
        package var value: String
        package var modes: [String: String]
        package var aliasOf: String?
        package var deprecated: String?
        package var description: String?
        package var file: String?
        package var line: Int?
        package var column: Int?
    }

    package struct Measure: Codable, Sendable {
        package var ratio: Double
        package var passes: Bool
        package var foreground: String
        package var background: String
    }

    package struct Contrast: Codable, Sendable {
        package var what: String
        package var foreground: String
        package var background: String
        package var minimum: Double
        package var fails: Bool
        package var `default`: Measure
        /// Nil in a mode where either token is not a colour.
        package var modes: [String: Measure?]
        /// The site's acceptance of a pair that falls short, when it holds today.
        package var acceptedBecause: String?
    }

    /// A warning of the build: a claim that disagrees with a computation, a pair that falls short, a stale
    /// assessment, a deprecated token drawn; or one of those site.yml accepts.
    package struct Finding: Codable, Sendable {
        package var code: String
        package var message: String
        package var file: String
        package var line: Int
        package var column: Int
        package var subject: String?
        package var accepted: Bool
    }

    package var schemaReference = SiteManifest.schemaPath
    package var version = 1
    package var site: Site
    package var pages: [PageEntry]
    package var criteria: [Criterion]
    package var components: [Component]
    package var componentPages: [ComponentPage]
    package var modes: [String]
    package var tokens: [Token]
    package var contrast: [Contrast]
    package var findings: [Finding] = []

    enum CodingKeys: String, CodingKey {
        case schemaReference = "$schema"
        case version, site, pages, criteria, components, componentPages, modes, tokens, contrast, findings
    }

    /// - Parameters:
    ///   - site: the resolved site.
    ///   - findings: the warnings the build reports, and those site.yml accepts, sorted.
    ///   - pageTypes: the page types, which give each page's facts.
    package init(site: ResolvedSite, findings: (reported: [Diagnostic], accepted: [Diagnostic]) = ([], []),
                 pageTypes: PageTypeRegistry = .standard) {
        let settings = site.settings
        self.site = Site(title: settings.title, description: settings.description, language: settings.language,
                         baseURL: settings.baseURL?.text, versions: settings.versions.map(Versions.init))
        // What the pages' display paths start with, so that the token files are named from the content folder.
        let contentPrefix = site.pages.first.map { String($0.page.displayPath.dropLast($0.page.sourcePath.count)) } ?? ""
        pages = site.pages.compactMap { entry in
            let page = entry.page
            guard page.route != NotFoundPage.route, site.stickerSheets[page.route] == nil else { return nil }
            return PageEntry(title: page.title, url: Self.url(page.route),
                             markdown: MarkdownTwin.isMade(for: entry, in: site) ? MarkdownTwin.path(of: page.route) : nil,
                             summary: page.frontMatter.summary ?? page.frontMatter.description, section: page.section,
                             template: entry.template, source: page.sourcePath.isEmpty ? nil : page.sourcePath,
                             facts: pageTypes.type(rendering: entry.template)?.facts(for: page, in: site))
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
        componentPages = site.componentPages.map { Self.componentPage($0, contrastIndex: contrastIndex, drawn: site.previewFiles.documents) }
        modes = site.tokens.modes
        tokens = Self.tokens(site.tokens, contentPrefix: contentPrefix)
        self.findings = Self.findings(findings, contentPrefix: contentPrefix)
    }

    private static func componentPage(_ page: Page, contrastIndex: [ContrastPair: Int], drawn: [String: SVGDocument]) -> ComponentPage {
        let facts = page.frontMatter.component
        return ComponentPage(
            url: url(page.route), title: page.title, family: facts.family, preview: facts.preview,
            verdict: facts.verdict.map { Verdict(status: $0.status.rawValue, summary: $0.summary) },
            health: facts.health.map { Health(aspect: $0.aspect.rawValue, status: $0.status.rawValue, note: $0.note) },
            scorecard: facts.scorecard.map { Score(criterion: $0.criterion, status: $0.status.rawValue, note: $0.note) },
            tokens: facts.tokens.map { TokenRole(role: $0.role, token: $0.token) },
            assessment: page.assessmentStatus.map(assessment),
            contrast: page.contrastPairs.compactMap { contrastIndex[$0] },
            previews: page.widgets.map { preview($0, drawn: drawn) })
    }

    /// Every token in path order, with its values in each mode and the file and place that define it.
    private static func tokens(_ set: TokenSet, contentPrefix: String) -> [Token] {
        set.tokens.keys.sorted().compactMap { path in
            guard let token = set.tokens[path] else { return nil }
            let location = set.definition(of: path)
            var modeValues: [String: String] = [:]
            for mode in set.modes {
                if let value = set.modeValues[mode]?[path] { modeValues[mode] = value.text }
            }
            return Token(path: path, type: token.kind.rawValue, value: token.value.text, modes: modeValues, aliasOf: token.aliasOf,
                         deprecated: token.deprecated, description: token.description,
                         file: location.map { named($0.path, contentPrefix: contentPrefix) },
                         line: location?.line, column: location?.column)
        }
    }

    /// The warnings reported and accepted, files named from the content folder.
    private static func findings(_ findings: (reported: [Diagnostic], accepted: [Diagnostic]), contentPrefix: String) -> [Finding] {
        [(findings.reported, false), (findings.accepted, true)].flatMap { list, accepted in
            list.filter { $0.severity == .warning }.map { finding in
                Finding(code: finding.code.name, message: contentPrefix.isEmpty ? finding.message : finding.message.replacingOccurrences(of: contentPrefix, with: ""),
                        file: named(finding.location.path, contentPrefix: contentPrefix), line: finding.location.line,
                        column: finding.location.column, subject: finding.subject, accepted: accepted)
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

    /// The preview of `widget`; each state's label is its drawing's title, which the build drew already (`drawn`),
    /// and computed only for a state it did not draw.
    private static func preview(_ widget: PreviewWidget, drawn: [String: SVGDocument]) -> Preview {
        let preview = widget.preview
        let state = { (state: PreviewState) in
            let file = preview.fileName(of: state)
            return State(properties: Dictionary(zip(state.properties, state.values), uniquingKeysWith: { first, _ in first }),
                         label: drawn[file]?.title ?? (try? preview.preview(in: state).accessibilityLabel) ?? "",
                         svg: PreviewFiles.folder + file)
        }
        let block = preview.block
        return Preview(
            id: widget.id, component: block.component,
            block: ([block.component] + block.properties.map { PreviewProperty.written(key: $0.key, value: $0.value) }).joined(separator: " "),
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
