import Previews
import SiteModel
import ResolvedModel

extension ComponentView {
    /// What a component page opens with, beside its verdict: the criteria it fails or must refine, the contrast
    /// pairs its previews draw that fall short, and where to read more (the scorecard, the sticker sheet).
    struct Summary {
        struct Criterion {
            var id: String
            var name: String
            /// The criterion's row in the scorecard.
            var anchor: String
        }

        struct ContrastFailure {
            /// What is drawn on what ("Slider track on the page").
            var what: String
            var foreground: String
            var background: String
            /// The foreground's row on the tokens page, when the site has one.
            var foregroundURL: String?
            /// Where it falls short, with the ratio there (`default 1.28:1, dark 1.60:1`).
            var shortfalls: String
            /// What it falls below, in words (`the 3:1 a graphic needs`).
            var requirement: String
            /// The site's acceptance of it, when it accepts it as known.
            var known: KnownFinding?
        }

        /// Whether there is anything to show.
        var isShown: Bool
        /// The heading: the verdict's when there is one.
        var title: String
        /// The heading's id: `verdict` when there is one, so that links to the verdict keep landing here.
        var id: String
        var failing: [Criterion]
        var hasFailing: Bool
        var refining: [Criterion]
        var hasRefining: Bool
        var contrastFailures: [ContrastFailure]
        var hasContrastFailures: Bool
        /// How many pairs the previews draw that were measured (`5 pairs`).
        var contrastChecked: String
        var hasContrastChecked: Bool
        var hasScorecard: Bool
        var stickerSheetURL: String?
        /// How many states the sticker sheet shows (`404 states`).
        var stickerSheetStates: String
        /// Whether the verdict and scorecard still describe what the page draws.
        var assessment: AssessmentView?
        /// What the summary finds, counted in one line (`3 failing criteria · 2 to refine · 3 of 9 contrast pairs
        /// fail`), shown while the rest waits one click away.
        var counts: String
        /// Whether there is more than links to show one click away, and what opens it.
        var hasDetails: Bool
        var detailsLabel: String

        /// - Parameters:
        ///   - view: the page's component facts, as shown.
        ///   - page: the component page, for the pairs and states its previews draw.
        ///   - contrast: every pair measured.
        ///   - tokensURL: the tokens page from this page, when the site has one.
        ///   - stickerSheetURL: the page's sticker sheet from this page, when it has one.
        ///   - findings: the acceptances, for failures the site knows of.
        init(_ view: ComponentView, page: Page, contrast: ContrastReport, findings: FindingPolicy, tokensURL: String?,
             stickerSheetURL: String?) {
            title = view.verdict == nil ? "Assessment summary" : "Verdict"
            id = view.verdict == nil ? "assessment-summary" : "verdict"
            let criteria = { (status: String) in
                view.scorecard.filter { $0.badge.status == status }.map { Criterion(id: $0.id, name: $0.name, anchor: $0.anchor) }
            }
            failing = criteria(ComponentFacts.CriterionStatus.requiresRework.rawValue)
            hasFailing = !failing.isEmpty
            refining = criteria(ComponentFacts.CriterionStatus.needsRefinement.rawValue)
            hasRefining = !refining.isEmpty
            let measured = page.contrastPairs.compactMap(contrast.entry(for:))
            contrastFailures = measured.filter(\.fails).map { entry in
                ContrastFailure(
                    what: entry.pair.what,
                    foreground: entry.pair.foreground,
                    background: entry.pair.background,
                    foregroundURL: tokensURL.map { $0 + "#token-" + ElementID.slug(entry.pair.foreground) },
                    shortfalls: entry.shortfalls(modeNames: contrast.modes).joined(separator: ", "),
                    requirement: entry.pair.kind.requirement,
                    known: KnownFinding(entry.pair, in: findings)
                )
            }
            hasContrastFailures = !contrastFailures.isEmpty
            contrastChecked = Wording.count(measured.count, "pair")
            hasContrastChecked = !measured.isEmpty
            hasScorecard = view.hasScorecard
            self.stickerSheetURL = stickerSheetURL
            stickerSheetStates = Wording.count(page.widgets.reduce(0) { $0 + $1.preview.states.count }, "state")
            assessment = AssessmentView(page)
            isShown = view.verdict != nil || hasScorecard || hasContrastChecked || stickerSheetURL != nil
            hasDetails = view.verdict != nil || hasScorecard || hasContrastChecked || assessment != nil
            detailsLabel = view.verdict == nil ? "The summary in full" : "The verdict in full"
            counts = Self.counts(failing: hasScorecard ? failing.count : nil, refining: refining.count,
                                 contrastFailing: contrastFailures.count, contrastChecked: measured.count)
        }

        private static func counts(failing: Int?, refining: Int, contrastFailing: Int, contrastChecked: Int) -> String {
            var parts: [String] = []
            if let failing {
                parts.append(failing == 0 ? "no failing criteria" : failing == 1 ? "1 failing criterion" : "\(failing) failing criteria")
            }
            if refining > 0 {
                parts.append("\(refining) to refine")
            }
            if contrastChecked > 0 {
                parts.append(contrastFailing == 0 ? "every contrast pair passes"
                    : "\(contrastFailing) of \(Wording.count(contrastChecked, "contrast pair")) \(contrastFailing == 1 ? "fails" : "fail")")
            }
            return parts.joined(separator: " · ")
        }
    }
}
