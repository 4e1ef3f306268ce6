import Previews
import Templates
import SiteModel

/// A failure the site accepts as known, as a page shows it beside the failure: the reason, and where its fix is
/// tracked. The failure itself is still shown.
struct KnownFinding {
    var reason: String
    /// The issue's address, when the acceptance names one.
    var issue: String?
    /// Until when it is accepted, when the acceptance says (`2027-06-30`).
    var expires: String?

    /// The acceptance of a pair that falls short, when the site has one that holds today.
    init?(_ pair: ContrastPair, in findings: FindingPolicy) {
        guard let acceptance = findings.known(pair.kind.code, subject: pair.subject) else { return nil }
        reason = acceptance.reason
        issue = acceptance.issue
        expires = acceptance.expires?.description
    }
}

extension KnownFinding: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "reason": reason.templateValue
        case "issue": issue.templateValue
        case "expires": expires.templateValue
        default: nil
        }
    }
}
