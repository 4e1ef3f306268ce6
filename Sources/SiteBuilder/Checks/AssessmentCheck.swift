import SiteModel

/// A component page's assessment against what the page draws today: an assessment whose previews or token values
/// changed since it was stamped is stale.
struct AssessmentCheck: ResolveStageCheck {
    static let name = "assessments"
    static let summary = "each stamped assessment against what its page draws now, and the tokens it draws with"
    static let codes: [DiagnosticCode] = [.assessmentStale]

    static func run(on input: ResolveStageInput, into diagnostics: inout Diagnostics) {
        for index in input.pages.indices {
            AssessmentCheck().check(input.pages[index], into: &diagnostics)
        }
    }

    func check(_ page: Page, into diagnostics: inout Diagnostics) {
        guard case let .stale(day, changes)? = page.assessmentStatus, let stamp = page.frontMatter.component.assessed else { return }
        diagnostics.append(Self.warning(of: page, day: day, changes: changes, at: stamp.location))
    }

    /// The warning for an assessment the component was redrawn since: what changed, the first few in full.
    static func warning(of page: Page, day: CalendarDay, changes: AssessmentChanges, at location: SourceLocation) -> Diagnostic {
        let phrases = changes.phrases
        let shown = phrases.prefix(4).joined(separator: "; ") + (phrases.count > 4 ? "; and \(phrases.count - 4) more" : "")
        return .warning(.assessmentStale, at: location,
            "the assessment of \(page.displayPath) on \(day) is stale: the component was redrawn since (\(shown)); "
                + "review its verdict and scorecard again, then run specimen stamp \(page.displayPath)")
    }

}
