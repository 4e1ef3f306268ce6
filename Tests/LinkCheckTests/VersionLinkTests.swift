@testable import LinkCheck
import ResolvedModel
import SiteModel
import Testing

/// On a version of a site built with `--versions`, links into the other versions' folders (the version menu's, the
/// banner's) and to the version's changes page, which that build does not write, are not its to check; a link
/// that leads out of the whole site, or to a page the version lacks, still is.
@Suite("Links between versions")
struct VersionLinkTests {
    static let all = [SiteVersion(name: "next", tag: nil, role: .next), SiteVersion(name: "v2", tag: "v2.0.0", role: .latest),
                      SiteVersion(name: "v1", tag: "v1.0.0", role: .older)]

    static func index(current: Int, comparedWith: String?) -> LinkIndex {
        var site = ResolvedSite()
        site.settings.versions = PublishedVersions(current: all[current], all: all, comparedWith: comparedWith)
        return LinkIndex(site: site, paths: ["index.html", "components/slider/index.html"], references: [:])
    }

    @Test("on an older version, links to the latest and to next pass; one above the site's root does not")
    func olderVersion() {
        let index = Self.index(current: 2, comparedWith: nil)
        let page = Route(path: "components/slider/")
        #expect(index.problem(with: "../../../components/slider/", on: page) == nil)
        #expect(index.problem(with: "../../../next/components/slider/", on: page) == nil)
        #expect(index.problem(with: "../../components/slider/", on: page) == nil)
        #expect(index.problem(with: "../../components/stepper/", on: page) != nil)
        #expect(index.problem(with: "../../../../elsewhere/", on: page) != nil)
        #expect(index.problem(with: "../../version-changes/", on: page) != nil)
    }

    @Test("on the latest, links into the other versions' folders and to its changes page pass")
    func latestVersion() {
        let index = Self.index(current: 1, comparedWith: "v1")
        #expect(index.problem(with: "v1/components/stepper/", on: Route(path: "")) == nil)
        #expect(index.problem(with: "next/", on: Route(path: "")) == nil)
        #expect(index.problem(with: "version-changes/", on: Route(path: "")) == nil)
        #expect(index.problem(with: "components/stepper/", on: Route(path: "")) != nil)
        #expect(index.problem(with: "../v1/", on: Route(path: "")) != nil)
    }
}
