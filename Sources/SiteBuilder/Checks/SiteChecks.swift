import LinkCheck
import SiteModel

/// Every check the build runs, in the order it runs them, with the stage that has what each reads. A new check is
/// a type conforming to ``SiteCheck`` (in this folder, or in the target whose data it reads), called by its stage,
/// and a line here; the findings guide lists them, and a test keeps the two the same.
package enum SiteChecks {
    package static let all: [(check: any SiteCheck.Type, stage: String)] = [
        (ClaimChecker.self, "parse"),
        (ContrastCheck.self, "resolve"),
        (ReferenceCheck.self, "resolve"),
        (AssessmentCheck.self, "resolve"),
        (LinkChecker.self, "check"),
        (AcceptanceCheck.self, "check"),
    ]
}
