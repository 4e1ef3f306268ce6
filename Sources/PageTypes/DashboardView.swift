import SiteModel

/// What the dashboard template sees: every component against every criterion, and the counts.
struct DashboardView {
    struct Cell {
        var criterion: String
        var badge: Badge
        /// The criterion's row on the component page (`../components/slider/#c3`).
        var url: String
    }

    struct Row {
        var title: String
        var url: String
        /// The component's default drawing, SVG inserted as it is, beside its name; nil when it has none.
        var preview: String?
        var verdict: Badge?
        var health: [ComponentView.Health]
        var hasHealth: Bool
        var cells: [Cell]
        /// Whether the assessment still describes what the page draws.
        var assessment: AssessmentView?
    }

    struct Count {
        var badge: Badge
        var count: Int
        var of: Int
        /// Mustache treats 0 as true, so templates test this to leave empty counts out. Stored, because
        /// templates see stored properties only.
        var isNonZero: Bool

        init(badge: Badge, count: Int, of: Int) {
            self.badge = badge
            self.count = count
            self.of = of
            isNonZero = count > 0
        }
    }

    struct CriterionSummary {
        var id: String
        var name: String
        var counts: [Count]
    }

    var criteria: [SiteSettings.Criterion]
    var rows: [Row]
    var componentCount: Int
    /// "4 components, 28 assessments".
    var summary: String
    /// Every cell of the matrix, by status.
    var totals: [Count]
    var cellCount: Int
    var perCriterion: [CriterionSummary]
    /// ``perCriterion`` as a bar chart, inline SVG written into the page as it is; nil without components.
    var chart: String?
    var hasComponents: Bool

    /// The matrix of the component pages (pages with facts), in navigation order, seen from `route`.
    init(components: [Page], criteria: [SiteSettings.Criterion], from route: Route) {
        self.criteria = criteria
        // Only assessed components are rows: a page with facts but no verdict or scorecard has nothing to count.
        let components = components.filter { $0.frontMatter.component.isAssessed }
        rows = components.map { page in
            let facts = page.frontMatter.component
            let url = route.relativeURL(to: page.route)
            return Row(
                title: page.title,
                url: url,
                preview: page.previewSVG,
                verdict: facts.verdict.map { Badge($0.status) },
                health: facts.health.map { ComponentView.Health(aspect: $0.aspect.label, badge: Badge($0.status), note: $0.note) },
                hasHealth: !facts.health.isEmpty,
                cells: criteria.map { criterion in
                    Cell(
                        criterion: criterion.id,
                        badge: facts.status(of: criterion.id).map(Badge.init) ?? .notAssessed,
                        // Without a scorecard the page has no criterion rows to link to.
                        url: facts.scorecard.isEmpty ? url : url + "#" + ElementID.criterion(criterion.id)
                    )
                },
                assessment: AssessmentView(page)
            )
        }
        componentCount = components.count
        hasComponents = !components.isEmpty
        let statuses = ComponentFacts.CriterionStatus.allCases.map(Badge.init) + [.notAssessed]
        func counts(_ cells: [Cell], of total: Int) -> [Count] {
            statuses.map { badge in Count(badge: badge, count: cells.count { $0.badge == badge }, of: total) }
        }
        let cells = rows.flatMap(\.cells)
        cellCount = cells.count
        summary = Wording.count(components.count, "component") + ", " + Wording.count(cells.count, "assessment")
        totals = counts(cells, of: cells.count)
        perCriterion = criteria.map { criterion in
            CriterionSummary(id: criterion.id, name: criterion.name,
                             counts: counts(cells.filter { $0.criterion == criterion.id }, of: components.count))
        }
        chart = DashboardChart.svg(perCriterion, components: components.count)
    }
}
