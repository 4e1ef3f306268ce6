import LinkCheck
import PageTypes
import ResolvedModel
import SiteModel

/// What the checks of the resolve stage read: the parsed site, its pages as the stage reads them (in the order they
/// were parsed, their code highlighted), and the site resolved from them.
struct ResolveStageInput {
    let parsed: ParsedSite
    let pages: [Page]
    let site: ResolvedSite
}

/// A check the resolve stage runs from ``SiteChecks/resolveStage``: made from what is the same for the whole site,
/// it checks each of its subjects in the input.
protocol ResolveStageCheck: SiteCheck {
    static func run(on input: ResolveStageInput, into diagnostics: inout Diagnostics)
}

/// Every check the build runs, in the order it runs them, with the stage that has what each reads. A new check is
/// a type conforming to ``SiteCheck`` (in this folder, or in the target whose data it reads), and a line here; the
/// findings guide lists them, and a test keeps the two the same. The resolve stage runs its checks from
/// ``resolveStage``, then a team's package's checks of the whole resolved site (`SiteWideCheck`,
/// `BuildOptions.additions`). The others give their stage something back besides findings, and their stage runs
/// them where it uses it: the claim check each block of text's insertions as the page is converted, the link
/// check its memo beside the search index, the acceptance check once every other has run.
package enum SiteChecks {
    package static let all: [(check: any SiteCheck.Type, stage: String)] =
        [(ClaimChecker.self, "parse")] + resolveStage.map { ($0, "resolve") } + [(LinkChecker.self, "check"), (AcceptanceCheck.self, "check")]

    /// The resolve stage's checks, in the order they run.
    static let resolveStage: [any ResolveStageCheck.Type] = [ContrastCheck.self, ReferenceCheck.self, AssessmentCheck.self]

    /// Runs the resolve stage's checks on `input`, then each of `additions`, a team's checks, on the resolved site.
    static func runResolveStage(_ input: ResolveStageInput, additions: [any SiteWideCheck.Type], into diagnostics: inout Diagnostics) {
        for check in resolveStage {
            check.run(on: input, into: &diagnostics)
        }
        for check in additions {
            run(check, on: input.site, into: &diagnostics)
        }
    }

    private static func run<Check: SiteWideCheck>(_ check: Check.Type, on site: ResolvedSite, into diagnostics: inout Diagnostics) {
        Check().check(site, into: &diagnostics)
    }
}
