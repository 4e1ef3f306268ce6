import Foundation
import Markdown
import Previews
import SiteModel
import SVG

/// A page written in Markdown, as a comparison needs it: where it is, what links can point at on it, its facts,
/// its interactive previews and its Markdown as written.
package struct PageSnapshot: Sendable {
    package var route: String
    /// `Content/components/slider.md`.
    package var displayPath: String
    package var title: String
    /// The file as read: two pages with the same bytes say the same.
    package var source: Data
    /// The ids of the page's headings, in page order.
    package var headings: [HeadingSnapshot]
    /// The lines where headings start, those without an id too: where the prose is cut into sections.
    package var headingLines: Set<Int>
    /// The lines of the page's preview fences, opening and closing fences included: left out of its prose.
    package var previewFenceLines: Set<Int>
    package var facts: ComponentFacts
    package var widgets: [WidgetSnapshot]
    /// Whether the page's assessment still holds; nil for a page without one.
    package var assessment: AssessmentStatus?

    init(_ page: Page, source: Data) {
        route = page.route.path
        displayPath = page.displayPath
        title = page.title
        self.source = source
        headings = page.body.headings.compactMap { heading in
            heading.id.map { HeadingSnapshot(id: $0, line: heading.line) }
        }
        headingLines = Set(page.body.headings.map(\.line))
        previewFenceLines = MarkdownSections.previewLines(of: page.body.fences)
        facts = page.frontMatter.component
        widgets = page.widgets.map(WidgetSnapshot.init)
        assessment = page.assessmentStatus
    }
}

/// A heading links can point at.
package struct HeadingSnapshot: Sendable, Hashable {
    package var id: String
    /// The line it is written on.
    package var line: Int
}

/// An interactive preview: its fence as written, and every state it reaches.
package struct WidgetSnapshot: Sendable {
    package var id: String
    package var component: String
    /// The fence in one line: `slider value=40 max=100 (controls value)`.
    package var fence: String
    /// The state the page shows first (`value:40`).
    package var initialFragment: String
    /// Every state, by its values: their links and files are worked out only for previews that changed.
    package var preview: InteractivePreview

    init(_ widget: PreviewWidget) {
        id = widget.id
        preview = widget.preview
        let block = widget.preview.block
        component = block.component
        fence = block.oneLine
        initialFragment = widget.preview.initialState.fragment
    }

    /// The link to `state` on the page: `#slider=value:40`.
    func link(to state: StateSnapshot) -> String {
        "#" + id + "=" + state.fragment
    }

    /// Each state with its link, its file and the drawing in `drawings` (by file below `previews/`).
    func states(drawings: [String: SVGDocument]) -> [StateSnapshot] {
        preview.states.compactMap { state in
            let file = preview.fileName(of: state)
            return drawings[file].map {
                StateSnapshot(fragment: state.fragment, summary: state.summary, file: file, drawing: $0)
            }
        }
    }
}

/// One state of an interactive preview and what it draws.
package struct StateSnapshot: Sendable, Hashable {
    /// After `#id=` in a link: `value:40,state:pressed`.
    package var fragment: String
    /// For reading: `value 40, state pressed`.
    package var summary: String
    /// Below the site's `previews/` folder.
    package var file: String
    package var drawing: SVGDocument
}
