import Yams

/// Site-wide settings from Content/site.yml.
public struct SiteSettings: Sendable, Hashable {
    /// Every key site.yml may have.
    public static let keys = ["title", "description", "base_url", "language"]

    /// The site's name, in every page title and the header.
    public var title: String
    /// One sentence about the site.
    public var description: String?
    /// Where the site is published (`https://org.example/design-docs/`), for canonical URLs; `--base-url`
    /// overrides it. Internal links never depend on it: they are relative.
    public var baseURL: BaseURL?
    /// The pages' language, for `<html lang>`.
    public var language: String

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
    /// Reads and validates site.yml.
    static func read(_ source: YAMLSource) -> (SiteSettings, [Diagnostic]) {
        let root: Yams.Node?
        switch source.compose() {
        case let .success(node): root = node
        case let .failure(diagnostic): return (SiteSettings(), [diagnostic])
        }
        var reader = YAMLMappingReader(root: root, source: source, allowedKeys: keys, what: "site.yml")
        var settings = SiteSettings()
        var diagnostics: [Diagnostic] = []
        if let title = reader.string("title") { settings.title = title }
        settings.description = reader.string("description")
        if let language = reader.string("language") { settings.language = language }
        if let text = reader.string("base_url"), let location = reader.location(of: "base_url") {
            switch BaseURL.parse(text) {
            case let .success(url): settings.baseURL = url
            case let .failure(reason): diagnostics.append(.error(at: location, reason.message))
            }
        }
        return (settings, reader.diagnostics + diagnostics)
    }
}
