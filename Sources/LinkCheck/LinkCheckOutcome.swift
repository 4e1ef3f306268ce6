import SiteModel

/// What the check stage looked at.
package struct LinkCheckSummary: Sendable {
    package var pages = 0
    package var links = 0

    package init() {}

    package var stageDetail: String { "\(Wording.count(links, "link")) on \(Wording.count(pages, "page"))" }
}

/// What the check stage found, and what it leaves in the memo.
package struct LinkCheckOutcome: Sendable {
    package var summary = LinkCheckSummary()
    package var memo = LinkCheckMemo()

    package init() {}

    package var stageDetail: String { summary.stageDetail }
}
