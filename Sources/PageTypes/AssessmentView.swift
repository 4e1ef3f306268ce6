import SiteModel
import Templates

/// Whether a component's assessment still holds, as its page's summary and the dashboard show it.
struct AssessmentView {
    /// `current`, `stale` or `not-stamped`, for styles.
    var state: String
    var isCurrent: Bool
    var isStale: Bool
    var isNotStamped: Bool
    /// The day it was stamped (`2026-11-27`); empty when it was not.
    var date: String
    /// What changed since, one phrase each (`slider/color/fill #005ce5 → #0047b3`).
    var changes: [String]

    /// The page's assessment status, or nil for a page without an assessment.
    init?(_ page: Page) {
        guard let status = page.assessmentStatus else { return nil }
        switch status {
        case .notStamped:
            (state, date, changes) = ("not-stamped", "", [])
        case let .current(day):
            (state, date, changes) = ("current", day.description, [])
        case let .stale(day, found):
            (state, date, changes) = ("stale", day.description, found.phrases)
        }
        isCurrent = state == "current"
        isStale = state == "stale"
        isNotStamped = state == "not-stamped"
    }
}

extension AssessmentView: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "state": state.templateValue
        case "isCurrent": isCurrent.templateValue
        case "isStale": isStale.templateValue
        case "isNotStamped": isNotStamped.templateValue
        case "date": date.templateValue
        case "changes": changes.templateValue
        default: nil
        }
    }
}
