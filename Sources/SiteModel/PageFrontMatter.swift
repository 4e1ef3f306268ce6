import Yams

/// The front matter every page may carry.
public struct PageFrontMatter: Sendable, Hashable {
    /// Every key a page's front matter may have: the page's own, then the component facts.
    public static let keys = ["title", "summary", "description", "template", "weight", "status", "tags", "draft", "date",
                              "lastmod", "aliases", "keywords", "extra", "links", "accept"] + ComponentFacts.keys

    /// The page title; the first `# heading` is used when this is missing.
    public var title: String?
    /// One sentence that describes the page, shown in listings and in the `description` meta tag.
    public var summary: String?
    /// The template in Theme/templates that renders the page (`page`, `home`, …).
    public var template: String?
    /// Orders pages within a section: lower first, pages without a weight last.
    public var weight: Int?
    /// A free-form status word shown with the page (`stable`, `beta`, …).
    public var status: String?
    /// Free-form tags.
    public var tags: [String]
    /// What the page is, for search engines and link previews (the `description` meta tag and social cards);
    /// ``summary`` stands in when it is missing.
    public var description: String?
    /// A page not ready to publish: left out of the build unless it asks for drafts.
    public var draft: Bool
    /// When the page was first published and last changed, as written (`2025-10-28`, or with a time).
    public var date: String?
    public var lastmod: String?
    /// Addresses the page had before, each of which the build makes a page that sends readers here.
    public var aliases: [PageAlias]
    /// Words the site's search finds the page by, though it may not say them (`keywords:`, and GOV.UK's `aliases:`
    /// when they are words, not paths: `aliases: return link, back button`), each as written.
    public var searchWords: [String]
    /// Anything else the page's templates read, as written (`{{page.extra.owner}}`).
    public var extra: FrontMatterValue?
    /// Links to the component's design file, stories, code and issues, shown as a row of links.
    public var links: [ResourceLink]
    /// The findings the page accepts (`accept:`): without a subject, those reported on this page.
    public var acceptances: [FindingAcceptance] = []
    /// Where each given key's value was written, for later diagnostics.
    public var locations: [String: SourceLocation]
    /// Verdict, health, scorecard, token roles, inventory and changelog, for component pages.
    public var component: ComponentFacts

    /// An empty front matter.
    public init() {
        title = nil
        summary = nil
        template = nil
        weight = nil
        status = nil
        tags = []
        description = nil
        draft = false
        date = nil
        lastmod = nil
        aliases = []
        searchWords = []
        extra = nil
        links = []
        locations = [:]
        component = ComponentFacts()
    }
}

extension PageFrontMatter {
    /// Reads and validates a page's front matter; its acceptances may name `ownCodes`, a team's checks' codes.
    /// - Returns: the front matter (with the keys that were valid) and the problems found, or nil with the
    ///   problem when the YAML itself cannot be parsed.
    package static func read(_ source: YAMLSource, ownCodes: [DiagnosticCode] = []) -> (PageFrontMatter?, [Diagnostic]) {
        let root: Yams.Node?
        let (composed, repeated) = source.composeKeepingLastOfRepeatedKeys()
        switch composed {
        case let .success(node): root = node
        case let .failure(diagnostic): return (nil, [diagnostic])
        }
        // A page written for another generator may carry keys this one does not read: warned of, not refused.
        var reader = YAMLMappingReader(root: root, source: source, allowedKeys: keys, what: "front-matter", unknownKeysWarn: true)
        var result = PageFrontMatter()
        result.title = reader.string("title")
        result.summary = reader.string("summary")
        result.template = reader.string("template")
        result.weight = reader.integer("weight")
        var problems: [Diagnostic] = repeated
        if reader.holdsCollection("status"), let location = reader.location(of: "status") {
            // Helios's status is a mapping of flags; Specimen's is one word.
            problems.append(.warning(.frontMatterForeign, at: location, "'status' holds a mapping or a list, as another generator's front matter writes it, so it is left out; Specimen's status is one word, such as stable, beta or deprecated"))
        } else {
            result.status = reader.string("status")
        }
        result.tags = reader.stringList("tags") ?? []
        result.description = reader.string("description")
        result.draft = reader.boolean("draft") ?? false
        result.date = reader.date("date")
        result.lastmod = reader.date("lastmod")
        if let aliases = reader.stringList("aliases"), let location = reader.location(of: "aliases") {
            result.readAliases(aliases, at: location, into: &problems)
        }
        result.searchWords += Self.words(reader.stringList("keywords") ?? [])
        result.extra = reader.any("extra")
        result.links = reader.links("links") ?? []
        var nested = Diagnostics()
        result.readKeyLocationsAndFacts(from: reader, page: source.path, ownCodes: ownCodes, into: &nested)
        problems = reader.diagnostics + problems + nested.sorted
        if let title = result.title, title.allSatisfy(\.isWhitespace), let location = result.locations["title"] {
            problems.append(.error(.configValue, at: location, "'title' is empty; give the page a title"))
        }
        return (result, problems)
    }

    /// `aliases:`, the page's old paths, or (another generator's meaning, GOV.UK's) words the search finds the
    /// page by when none is a path.
    private mutating func readAliases(_ written: [String], at location: SourceLocation, into problems: inout [Diagnostic]) {
        if !written.contains(where: { $0.hasPrefix("/") }) {
            searchWords += Self.words(written)
        } else {
            for text in written {
                guard let alias = PageAlias(text, at: location) else {
                    problems.append(.error(.aliasInvalid, at: location, "alias '\(text)' is not a path on this site; write the old address from the site's root, such as /old/slider/"))
                    continue
                }
                aliases.append(alias)
            }
        }
    }

    /// The words of a list as written, each item cut at its commas (`return link, back button`), trimmed.
    static func words(_ written: [String]) -> [String] {
        written.flatMap { $0.split(separator: ",") }.map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
            .filter { !$0.isEmpty }
    }

    /// The locations of the keys the page gives, its component facts and its acceptances of findings.
    private mutating func readKeyLocationsAndFacts(from reader: YAMLMappingReader, page: String, ownCodes: [DiagnosticCode],
                                                   into nested: inout Diagnostics) {
        // Only the keys the page gave (every one of them allowed) are read, rather than each allowed key looked up
        // on every page.
        var values: [String: YAMLValue] = [:]
        for key in reader.givenKeys {
            locations[key] = reader.location(of: key)
            if ComponentFacts.keys.contains(key) {
                values[key] = reader.value(key)
            }
        }
        component = ComponentFacts.read(values, into: &nested)
        if let value = reader.value("accept") {
            acceptances = FindingAcceptance.read(value, contentPath: "", page: page, ownCodes: ownCodes, into: &nested)
        }
    }
}

extension PageFrontMatter {
    /// The template the page at `route` renders with: the front matter's, else `home` for the home page when the
    /// theme has one, else `page`.
    package func template(at route: Route, themeHasHome: Bool) -> String {
        template ?? (route.path.isEmpty && themeHasHome ? "home" : "page")
    }
}
