@testable import PageTypes
import SiteModel
import Templates
import Testing

/// The version menu's values on a page of an older version: each field answered by name as reflection gives it
/// (the real site, of one version, has none to compare), and each link relative to the page.
@Suite("Version menu fields")
struct VersionMenuFieldsTests {
    static let versions = [SiteVersion(name: "next", tag: nil, role: .next), SiteVersion(name: "v2.0.0", tag: "v2.0.0", role: .latest),
                           SiteVersion(name: "v1.0.0", tag: "v1.0.0", role: .older)]

    @Test("every field is answered by name, and the current version's links stay within its own root")
    func fieldsAndLinks() {
        let published = PublishedVersions(current: Self.versions[2], all: Self.versions, comparedWith: nil)
        let menu = VersionMenu(published, root: "../../", route: Route(path: "components/slider/"))
        var checked = 0
        var problems: [String] = []
        TemplateContextLookupTests.compare(menu, .object(menu), path: "version", checked: &checked, problems: &problems)
        #expect(problems == [])
        #expect(checked > 20)
        #expect(menu.route == "components/slider/")
        #expect(menu.versions.map(\.url) == ["../../../next/components/slider/", "../../../components/slider/",
                                             "../../components/slider/"])
        #expect(menu.versions.map(\.homeURL) == ["../../../next/", "../../../", "../../"])
        #expect(menu.latest?.url == "../../../components/slider/")
        #expect(menu.changesURL == nil)
    }

    @Test("on the latest's home, its own links are ./ and the changes page is beside it")
    func latestHome() {
        let published = PublishedVersions(current: Self.versions[1], all: Self.versions, comparedWith: "v1.0.0")
        let menu = VersionMenu(published, root: "", route: Route(path: ""))
        #expect(menu.versions.map(\.url) == ["next/", "./", "v1.0.0/"])
        #expect(menu.changesURL == "version-changes/")
        #expect(menu.comparedWith == "v1.0.0")
    }
}
