import Markdown
import Previews

/// A Markdown page after parsing: where it came from, where it goes, and what it says.
public struct Page: Sendable, Hashable {
    /// The path relative to Content/ (`components/slider.md`).
    public var sourcePath: String
    /// The path diagnostics print (`Content/components/slider.md`).
    public var displayPath: String
    /// Where the page is written.
    public var route: Route
    /// The validated front matter.
    public var frontMatter: PageFrontMatter
    /// The front matter's title, or else the first h1.
    public var title: String
    /// The rendered body and what was found in it.
    public var body: RenderedMarkdown
    /// The component's default preview as SVG, when its front matter names one.
    public var previewSVG: String? = nil
    /// The preview blocks with controls, in page order.
    package var widgets: [PreviewWidget] = []
    /// On a component page whose template shows it, the HTML of its first preview with controls, shown under the
    /// title rather than in the body, which keeps a link to it where the block was written.
    package var stage: String? = nil
    /// What the page's previews draw on what (fences with and without controls, inline previews), each pair once,
    /// in page order: the pairs whose contrast its summary reports.
    package var contrastPairs: [ContrastPair] = []
    /// For a page whose component is assessed (a verdict or a scorecard), what its assessment looks at today.
    package var assessment: AssessmentFingerprint?

    package init(sourcePath: String, displayPath: String, route: Route, frontMatter: PageFrontMatter, title: String,
                 body: RenderedMarkdown, previewSVG: String? = nil, widgets: [PreviewWidget] = [], stage: String? = nil,
                 contrastPairs: [ContrastPair] = [], assessment: AssessmentFingerprint? = nil) {
        self.sourcePath = sourcePath
        self.displayPath = displayPath
        self.route = route
        self.frontMatter = frontMatter
        self.title = title
        self.body = body
        self.previewSVG = previewSVG
        self.widgets = widgets
        self.stage = stage
        self.contrastPairs = contrastPairs
        self.assessment = assessment
    }

    /// Whether the page's assessment still describes what it draws: nil for a page with no assessment.
    package var assessmentStatus: AssessmentStatus? {
        guard let assessment else { return nil }
        guard let stamp = frontMatter.component.assessed else { return .notStamped }
        let changes = assessment.changes(since: stamp.fingerprint)
        return changes.isEmpty ? .current(stamp.date) : .stale(stamp.date, changes)
    }

    /// The top-level folder the page sits in (`components`), or nil for a page at the root of Content/.
    public var section: String? {
        // The first `/` found as a byte: every page's template context asks, and splitting the path into
        // Substrings segments its Characters.
        if let slash = sourcePath.utf8.firstIndex(of: UInt8(ascii: "/")), slash != sourcePath.startIndex {
            return String(sourcePath[..<slash])
        }
        let components = sourcePath.split(separator: "/")
        return components.count > 1 ? String(components[0]) : nil
    }
}
