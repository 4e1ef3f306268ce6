import HTMLReading
import LinkCheck
import PageTypes
import SiteModel

extension LinkCheckSummary: StageOutput {}

extension LinkCheckOutcome: StageOutput {}

extension SiteBuilder {
    /// The check stage, on the ids and references the render stage read from each page as it wrote it; see
    /// ``LinkChecker/check(_:scanned:paths:memo:keepsMemo:)``.
    func check(_ site: ResolvedSite, rendered: RenderedSite, memo: LinkCheckMemo, retention: Retention) -> LinkCheckOutcome {
        var scanned: [String: FileReading<HTMLReferences>] = [:]
        for page in rendered.pages {
            scanned[page.route.outputFile] = page.references
        }
        return LinkChecker.check(site, scanned: scanned, paths: rendered.paths, memo: memo, keepsMemo: retention.keepsMemo)
    }
}
