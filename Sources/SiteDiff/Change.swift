import Previews
import SVG

/// One change between two versions of a site, as a reviewer reads it: its root cause, with what follows from it
/// (a token's new value with the pairs it makes fail and the states it redraws; a renamed page with the links
/// that break).
package struct Change: Sendable, Hashable {
    /// Where the report lists the change.
    package enum Section: String, Sendable, Hashable, CaseIterable {
        case previews
        case tokens
        case facts
        case pages
        case prose

        /// The report's heading for the section.
        package var title: String {
            switch self {
            case .previews: "Components and states"
            case .tokens: "Tokens and contrast"
            case .facts: "Verdicts, health and scorecards"
            case .pages: "Pages and links"
            case .prose: "Prose"
            }
        }
    }

    /// What a change can do that a team may want to stop a merge for: the names `--fail-on` takes.
    package enum Effect: String, Sendable, Hashable, CaseIterable, Comparable {
        case contrastRegression = "contrast-regression"
        case removedPage = "removed-page"
        case removedAnchor = "removed-anchor"
        case removedState = "removed-state"
        case tokenRemoved = "token-removed"
        case tokenChanged = "token-changed"
        case verdictRegression = "verdict-regression"
        case healthRegression = "health-regression"
        case scorecardRegression = "scorecard-regression"
        case assessmentStale = "assessment-stale"

        package static func < (left: Effect, right: Effect) -> Bool {
            (allCases.firstIndex(of: left) ?? 0) < (allCases.firstIndex(of: right) ?? 0)
        }
    }

    /// Unique in the report and the same for the same change in every run: `token-slider-color-fill`.
    package var id: String
    package var section: Section
    /// What kind of change, for tools: `token-changed`, `preview-changed`, `page-moved`, ….
    package var kind: String
    /// One line: "`slider/color/fill` changed", the path as code.
    package var title: ReportLine
    /// The route of the page it is on, in the new site where the page is there.
    package var page: String?
    package var effects: Set<Effect> = []
    /// Facts in sentences, in order.
    package var details: [String] = []
    package var tokenValues: [TokenValueChange] = []
    package var contrast: [ContrastFlip] = []
    package var drawings: [DrawingComparison] = []
    /// Drawings changed beyond those in ``drawings``, which the report shows a few of.
    package var moreDrawings = 0
    /// For a token change: the interactive previews whose states it redraws, and those states, counted.
    package var redrawnPreviews = 0
    package var redrawnStates = 0
    package var brokenLinks: [BrokenLink] = []
    package var prose: [ProseSectionDiff] = []

    /// Whether the change is one a team would hold a merge for, so the report lists it first.
    package var isRegression: Bool {
        !effects.isEmpty && effects != [.tokenChanged]
    }
}

/// A token's value in one mode, before and after; nil where it had none.
package struct TokenValueChange: Sendable, Hashable {
    package var mode: String
    package var before: String?
    package var after: String?
    /// Hex colours for swatches, where the values are colours.
    package var beforeColor: String?
    package var afterColor: String?
}

/// A pair whose verdict changed in one mode.
package struct ContrastFlip: Sendable, Hashable, Comparable {
    package var pair: ContrastPair
    package var mode: String
    /// `4.61:1`, or nil where the pair was not drawn or not measurable.
    package var before: String?
    package var after: String?
    package var passedBefore: Bool?
    package var passesAfter: Bool?

    /// Whether the pair passed and now fails (or newly fails).
    package var isRegression: Bool {
        passesAfter == false && passedBefore != false
    }

    /// Failures first, then by pair and mode.
    package static func < (left: ContrastFlip, right: ContrastFlip) -> Bool {
        if left.isRegression != right.isRegression { return left.isRegression }
        return (left.pair.what, left.pair.foreground, left.pair.background, left.mode)
            < (right.pair.what, right.pair.foreground, right.pair.background, right.mode)
    }
}

/// One state of a preview, before and after, with what changed in the drawing.
package struct DrawingComparison: Sendable, Hashable {
    /// `Slider · slider · value 100`.
    package var label: String
    /// The page route and fragment a reviewer opens it at: `components/slider/#slider=value:100`.
    package var link: String
    package var before: SVGDocument?
    package var after: SVGDocument?
    /// Below the site's `previews/` folder, on each side.
    package var beforeFile: String?
    package var afterFile: String?
    package var differences: [String]
}

/// A link that worked on the old site and does not on the new one.
package struct BrokenLink: Sendable, Hashable, Comparable {
    package enum Kind: String, Sendable, Hashable {
        case page
        case anchor
        case state
    }

    package var kind: Kind
    /// Route and fragment on the old site: `components/old-name/#usage`.
    package var target: String
    /// The route an alias now sends it to, when one does; the fragment is lost on the way.
    package var alias: String?

    package static func < (left: BrokenLink, right: BrokenLink) -> Bool {
        left.target < right.target
    }
}

/// A section of a page's Markdown that changed: its heading and the lines, with a little context.
package struct ProseSectionDiff: Sendable, Hashable {
    /// The heading's text, or the page's title for what comes before the first heading.
    package var heading: String
    /// The heading's id on the new page (or the old one, for a removed section).
    package var anchor: String?
    package var lines: [DiffLine]
}

/// One line of a line diff.
package struct DiffLine: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case same
        case removed
        case added
        /// Unchanged lines left out between two changes.
        case gap
    }

    package var kind: Kind
    package var text: String
}
