import Yams

/// Site-wide settings from Content/site.yml.
public struct SiteSettings: Sendable, Hashable {
    /// Every key site.yml may have.
    public static let keys = ["title", "description", "base_url", "language", "criteria", "link_check", "highlighter", "navigation", "tokens", "figma", "diagnostics", "accept", "versions"]

    /// A top-level folder of Content/ named in `navigation`, where it was written. `/` names the pages at the root.
    public struct NavigationEntry: Sendable, Hashable {
        public var folder: String
        public var location: SourceLocation
    }

    /// How the build treats a broken internal link, anchor or duplicate id.
    public enum LinkCheck: String, Sendable, Hashable, CaseIterable {
        /// The build fails (the default).
        case error
        /// The build reports it and goes on: for a site being migrated, or a fixture that is broken on purpose.
        case warning
    }

    /// What highlights code in languages Specimen's own lexers do not know.
    public enum OtherLanguages: String, Sendable, Hashable, CaseIterable {
        /// Nothing: such code is shown plain (the default).
        case builtIn = "built-in"
        /// Pygments, in Python helper processes, where it is installed: `highlighter: pygments`.
        case pygments
    }

    /// A quality criterion components are scored on (`C1`, `Layer Structure & Naming`).
    public struct Criterion: Sendable, Hashable {
        public var id: String
        public var name: String
    }

    /// The site's name, in every page title and the header.
    public var title: String
    /// One sentence about the site.
    public var description: String?
    /// Where the site is published (`https://org.example/design-docs/`), for canonical URLs; `--base-url`
    /// overrides it. Internal links never depend on it: they are relative.
    public var baseURL: BaseURL?
    /// The pages' language, for `<html lang>`.
    public var language: String
    /// The criteria component scorecards refer to, in order.
    public var criteria: [Criterion] = []
    /// The first error in site.yml, when it has one: what is missing from the settings then may only follow from it.
    public var firstError: SourceLocation?
    /// `link_check: warning` reports broken links without failing the build; `--strict` fails it again.
    public var linkCheck: LinkCheck = .error
    /// `highlighter: pygments` has Pygments highlight the languages Specimen's lexers do not know; the languages
    /// they know are theirs whatever this says, so that their code is the same bytes on every machine.
    public var highlighter: OtherLanguages = .builtIn
    /// The order of the navigation's sections (`[components, guides, /]`); sections it leaves out follow in the
    /// default order (root pages, then folders by name).
    public var navigation: [NavigationEntry] = []
    /// Where the design tokens are, relative to Content/, when site.yml says: a tokens file, a resolver document
    /// or a folder of token files. Without it the build reads tokens.resolver.json, else tokens.json.
    public var tokens: String?
    /// Where site.yml names ``tokens``.
    public var tokensLocation: SourceLocation?
    /// The Figma file the components live in, when site.yml names it: node ids link to their node.
    public var figma: FigmaFile?
    /// The level site.yml sets for each code it names (`diagnostics:`).
    public var levels: [DiagnosticCode: FindingPolicy.Level] = [:]
    /// The findings site.yml accepts (`accept:`).
    public var acceptances: [FindingAcceptance] = []
    /// Which tags `build --versions` publishes (`versions:`); nil when site.yml has no such block.
    public var versionSettings: VersionSettings?
    /// The versions this build publishes and which it is, set by a versioned build; nil for a site of one version.
    public var versions: PublishedVersions?

    /// - Parameters:
    ///   - title: the site's name.
    ///   - description: one sentence about the site.
    ///   - baseURL: where it is published.
    ///   - language: a BCP 47 tag.
    public init(title: String = "Documentation", description: String? = nil, baseURL: BaseURL? = nil, language: String = "en") {
        self.title = title
        self.description = description
        self.baseURL = baseURL
        self.language = language
    }
}

extension SiteSettings {
    /// Reads and validates site.yml; its levels and acceptances may name `ownCodes`, a team's checks' codes.
    package static func read(_ source: YAMLSource, ownCodes: [DiagnosticCode] = []) -> (SiteSettings, [Diagnostic]) {
        let root: Yams.Node?
        switch source.compose() {
        case let .success(node): root = node
        case let .failure(diagnostic): return (SiteSettings(), [diagnostic])
        }
        var reader = YAMLMappingReader(root: root, source: source, allowedKeys: keys, what: "site.yml")
        var settings = SiteSettings()
        var diagnostics: [Diagnostic] = []
        settings.readScalars(from: &reader, into: &diagnostics)
        var nested = Diagnostics()
        settings.readLists(from: reader, source: source, ownCodes: ownCodes, into: &nested)
        return (settings, reader.diagnostics + diagnostics + nested.sorted)
    }

    /// The settings site.yml gives as one value each: title, description, language, base_url, link_check,
    /// highlighter, tokens and figma.
    private mutating func readScalars(from reader: inout YAMLMappingReader, into diagnostics: inout [Diagnostic]) {
        if let title = reader.string("title") { self.title = title }
        description = reader.string("description")
        if let language = reader.string("language") { self.language = language }
        if let text = reader.string("base_url"), let location = reader.location(of: "base_url") {
            switch BaseURL.parse(text) {
            case let .success(url): baseURL = url
            case let .failure(reason): diagnostics.append(.error(.configValue, at: location, reason.message))
            }
        }
        if let text = reader.string("link_check"), let location = reader.location(of: "link_check") {
            if let level = LinkCheck(rawValue: text) {
                linkCheck = level
            } else {
                diagnostics.append(.error(.configValue, at: location, "link_check '\(text)' is not a level; allowed: "
                    + LinkCheck.allCases.map(\.rawValue).joined(separator: ", ")))
            }
        }
        if let text = reader.string("highlighter"), let location = reader.location(of: "highlighter") {
            if let choice = OtherLanguages(rawValue: text) {
                highlighter = choice
            } else {
                diagnostics.append(.error(.configValue, at: location, "highlighter '\(text)' is not one; allowed: "
                    + OtherLanguages.allCases.map(\.rawValue).joined(separator: ", ")))
            }
        }
        if let text = reader.string("tokens") {
            tokens = text
            tokensLocation = reader.location(of: "tokens")
        }
        if let text = reader.string("figma"), let location = reader.location(of: "figma") {
            if let file = FigmaFile(text) {
                figma = file
            } else {
                diagnostics.append(.error(.configValue, at: location, "figma '\(text)' is not a Figma file's address; allowed: https://www.figma.com/design/KEY/Name (or file/ or proto/)"))
            }
        }
    }

    /// The settings site.yml gives as lists and mappings: navigation, diagnostics, accept and criteria.
    private mutating func readLists(from reader: YAMLMappingReader, source: YAMLSource, ownCodes: [DiagnosticCode],
                                    into nested: inout Diagnostics) {
        for item in reader.value("navigation")?.sequence("navigation", into: &nested) ?? [] {
            guard let folder = item.text("a navigation section", into: &nested) else { continue }
            navigation.append(NavigationEntry(folder: folder, location: item.location))
        }
        if let value = reader.value("diagnostics") {
            levels = FindingPolicy.levels(value, ownCodes: ownCodes, into: &nested)
        }
        if let value = reader.value("accept") {
            let contentPath = source.path.hasSuffix("/site.yml") ? String(source.path.dropLast("/site.yml".count)) : ""
            acceptances = FindingAcceptance.read(value, contentPath: contentPath, page: nil, ownCodes: ownCodes, into: &nested)
        }
        if let value = reader.value("versions") {
            versionSettings = VersionSettings.read(value, into: &nested)
        }
        for item in reader.value("criteria")?.sequence("criteria", into: &nested) ?? [] {
            guard let fields = item.mapping("a criterion", allowed: ["id", "name"], required: ["id", "name"], into: &nested),
                  let idValue = fields["id"], let id = idValue.text("criterion id", into: &nested),
                  let name = fields["name"]?.text("criterion name", into: &nested)
            else { continue }
            if criteria.contains(where: { $0.id == id }) {
                nested.append(.error(.configValue, at: idValue.location, "criterion '\(id)' is defined twice; give each criterion one id"))
                continue
            }
            criteria.append(Criterion(id: id, name: name))
        }
    }
}
