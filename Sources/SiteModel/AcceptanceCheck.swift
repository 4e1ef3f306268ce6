/// The site's acceptances against the findings of the build: one past its expiry, or one that took nothing, is
/// a warning, so that the list of known findings never rots. Run once every stage that finds anything has run:
/// before that, an acceptance may only seem stale.
public struct AcceptanceCheck: SiteCheck {
    public static let name = "acceptances"
    public static let summary = "each accepted finding in site.yml and the pages: one past its expiry, or one no finding of the build matches"
    public static let codes: [DiagnosticCode] = [.expiredAcceptance, .staleAcceptance]

    /// The policy, and which of its acceptances (by position) took a finding or matched one past its expiry.
    public struct Use: Sendable {
        public var policy: FindingPolicy
        public var matched: Set<Int>
        public var expired: Set<Int>
    }

    public init() {}

    public func check(_ use: Use, into diagnostics: inout Diagnostics) {
        let policy = use.policy
        for (index, acceptance) in policy.acceptances.enumerated() {
            if let expiry = acceptance.expires, expiry < policy.today {
                let still = use.expired.contains(index) ? "it is reported again" : "it no longer occurs either; remove the acceptance"
                diagnostics.append(.warning(.expiredAcceptance, at: acceptance.location,
                    "the acceptance of \(acceptance.named) expired on \(expiry), so \(still); fix the finding, "
                        + "or renew the acceptance with a later expires and a reason that still holds",
                    subject: acceptance.named))
            } else if !use.matched.contains(index) {
                diagnostics.append(.warning(.staleAcceptance, at: acceptance.location,
                    "the acceptance of \(acceptance.named) matches no finding of this build; remove it, so that the "
                        + "known findings stay true", subject: acceptance.named))
            }
        }
    }
}
