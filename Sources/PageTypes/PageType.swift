import DesignTokens
import SiteModel
import Templates
import ResolvedModel

/// A kind of page whose template reads values the build computes from the site, not only from the page: the
/// dashboard, the tokens page, migration pages, sticker sheets. One type per file says everything about it: the
/// template that renders it, the values that template reads, which facts of the site those values come from,
/// and, for a page the site makes from its data, where the page goes and when it is made.
///
/// A page is of a type when it renders with the type's template. The build knows the types through its
/// ``PageTypeRegistry``; `DashboardPage.swift` is the example to follow, and a team's own package adds one the
/// way it adds a component (`Specimen.main(components:pageTypes:)`; the guide "Your own page types").
public protocol PageType: Sendable {
    /// The template in the theme's templates folder that renders pages of this type.
    static var template: String { get }
    /// The name the template reads the values by (`{{#dashboard}}…{{/dashboard}}`).
    static var valueName: String { get }
    /// The facts of the site that the values read besides the page itself. Every page's render key already holds
    /// all of them but `.componentPages`; a type that reads the component pages without naming them would leave
    /// its page stale under `specimen serve`. The others are named so that a reader sees what the type reads.
    static var reads: SiteFacts { get }
    /// The page the site makes of this type from its data, or nil when the type's pages come from elsewhere
    /// (Markdown files that choose its template, or pages the build makes per page or per section).
    static var generated: GeneratedPage? { get }
    /// Whether the site has anything for the generated page to show: it is made only then.
    static func isWanted(pages: [Page], tokens: TokenSet) -> Bool
    /// The values `page`'s template reads, or nil when the site has none for it; problems found while making
    /// them go to `diagnostics`, at the place in the sources that caused them.
    static func values(for page: Page, in site: ResolvedSite, into diagnostics: inout Diagnostics) -> (any TemplateObject)?
    /// The Mustache text of ``template``, used when the theme has no template of that name, so that a page type
    /// of a team's own package works with the built-in theme; nil when the theme must have it. It may use the
    /// theme's partials and blocks (`{{<base}}{{$main}}…{{/main}}{{/base}}`).
    static var defaultTemplate: String? { get }
    /// What a page of this type shows from the site's data, as Markdown for its twin, so that a coding assistant
    /// reads what a person sees. The default writes the type's ``values(for:in:into:)`` as ``TwinValues`` does:
    /// each list of records a table, each record's text a line; a type whose values say more than their fields
    /// show (links, units) writes its own.
    static func twin(for page: Page, in site: ResolvedSite) -> TwinFacts
    /// What a page of this type shows from the site's data, for its entry in `site.json`. The default is the
    /// type's ``values(for:in:into:)`` as ``PageFacts`` reads them, the fields its twin writes; a type whose
    /// facts `site.json` already holds elsewhere (the tokens page's tokens) gives nil.
    static func facts(for page: Page, in site: ResolvedSite) -> PageFacts?
}

extension PageType {
    public static var generated: GeneratedPage? { nil }

    public static func isWanted(pages: [Page], tokens: TokenSet) -> Bool { true }

    public static var defaultTemplate: String? { nil }

    public static func twin(for page: Page, in site: ResolvedSite) -> TwinFacts {
        // The template reported what its values found; the twin reports nothing twice.
        var ignored = Diagnostics()
        guard let values = values(for: page, in: site, into: &ignored) else { return TwinFacts() }
        return TwinFacts(beforeBody: TwinValues.markdown(of: values))
    }

    public static func facts(for page: Page, in site: ResolvedSite) -> PageFacts? {
        var ignored = Diagnostics()
        return values(for: page, in: site, into: &ignored).flatMap(PageFacts.reading)
    }
}

/// What of the whole site a page type's values read.
public struct SiteFacts: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Every page with component facts: its title, route and facts. Only the pages that read them are rendered
    /// again when one page's facts change.
    public static let componentPages = SiteFacts(rawValue: 1 << 0)
    /// The design tokens. Every page's key holds them already, since every page reads the dark-mode styles.
    public static let tokens = SiteFacts(rawValue: 1 << 1)
    /// site.yml: title, criteria, base URL. Every page's key holds them already.
    public static let settings = SiteFacts(rawValue: 1 << 2)
    /// The components fences may name, and the drawings of their states. Every page's key holds the tokens they
    /// are drawn with; a sticker sheet's key holds its page's previews.
    public static let previews = SiteFacts(rawValue: 1 << 3)
    /// The sections and their pages, as the navigation lists them. Every page's key holds them already.
    public static let navigation = SiteFacts(rawValue: 1 << 4)
}
