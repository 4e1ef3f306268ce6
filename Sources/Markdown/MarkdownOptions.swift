/// How one Markdown document is parsed and rendered.
public struct MarkdownOptions: Sendable, Hashable {
    /// The GFM extensions to switch on.
    public var extensions: Set<MarkdownExtension>
    /// Give every heading a unique GitHub-style `id` attribute.
    public var headingIDs: Bool
    /// Ids that headings must not take because the page template already uses them.
    public var reservedIDs: Set<String>
    /// Whether each heading with an id ends in a link to itself (`<a class="heading-anchor" href="#id">`), for
    /// readers to copy.
    public var headingAnchors: Bool
    /// Whether each table is wrapped in a labelled, focusable region that scrolls sideways
    /// (`<div class="table-scroll" tabindex="0" role="region" aria-label="Usage table">`), so that a wide table fits
    /// a 360 px screen and a keyboard can scroll it. The label names the section the table is in (its h2 to h4
    /// heading, or the page's title before the first), numbered when a section has more than one, since region
    /// labels must differ.
    public var tableRegions: Bool

    /// - Parameters:
    ///   - extensions: the GFM extensions to switch on.
    ///   - headingIDs: whether headings get `id` attributes.
    ///   - reservedIDs: ids that headings must avoid.
    ///   - headingAnchors: whether headings link to themselves.
    ///   - tableRegions: whether tables scroll in labelled regions.
    public init(
        extensions: Set<MarkdownExtension>,
        headingIDs: Bool = true,
        reservedIDs: Set<String> = [],
        headingAnchors: Bool = false,
        tableRegions: Bool = false
    ) {
        self.extensions = extensions
        self.headingIDs = headingIDs
        self.reservedIDs = reservedIDs
        self.headingAnchors = headingAnchors
        self.tableRegions = tableRegions
    }

    /// What a Specimen page uses: every GFM extension and heading ids.
    public static let site = MarkdownOptions(extensions: Set(MarkdownExtension.allCases))

    /// Plain CommonMark: no extension and no heading ids, as the spec examples expect.
    public static let commonMark = MarkdownOptions(extensions: [], headingIDs: false)
}
