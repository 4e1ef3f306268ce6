import Foundation
@testable import SiteBuilder
@testable import SiteDiff
@testable import SiteTools
import Testing
import TestSupport

/// The answers `specimen mcp` gives, on the repository's own Content/.
@Suite("Site tools")
struct SiteToolsTests {
    static let tools: SiteTools = {
        let root = SourceTree.packageRoot()
        let builder = SiteBuilder(options: BuildOptions(contentPath: root.appendingPathComponent("Content").path,
                                                        theme: .folder(root.appendingPathComponent("Theme").path),
                                                        outputPath: "/nonexistent"))
        let reviewed = builder.review()
        return SiteTools(site: reviewed.site, searchIndex: builder.searchIndex(of: reviewed.site))
    }()

    func text(_ answer: SiteTools.Answer) -> String {
        if case let .text(text, _) = answer { return text }
        Issue.record("refused: \(answer)")
        return ""
    }

    func structured(_ answer: SiteTools.Answer) -> JSONValue {
        if case let .text(_, structured) = answer { return structured }
        Issue.record("refused: \(answer)")
        return .null
    }

    func refusal(_ answer: SiteTools.Answer) -> String {
        if case let .refused(reason) = answer { return reason }
        Issue.record("answered: \(answer)")
        return ""
    }

    @Test("components: each registered one with every page that documents it and each page's verdict, as Markdown and as structured facts")
    func components() {
        let answer = Self.tools.components()
        let table = text(answer)
        #expect(table.contains("| slider |") && table.contains("[Slider](<components/slider/index.md>) | restructure |"), "\(table)")
        #expect(table.contains("| stepper |"))
        let listed = structured(answer)["components"]?.elements ?? []
        let stepper = listed.first { $0["name"] == "stepper" }
        #expect(stepper?["pages"]?.elements.compactMap { $0["url"]?.text } == [
            "stepper/", "components/stepper-bullet/", "components/stepper-circular/", "components/step-indicator/",
        ], "the family's page and each style's page, not only the first: \(String(describing: stepper))")
        #expect(stepper?["pages"]?.elements.first?["twin"] == "stepper/index.md")
        #expect(table.contains("[Stepper family](<stepper/index.md>), [Stepper - Bullet](<components/stepper-bullet/index.md>), "), "\(table)")
        let slider = structured(Self.tools.describe(component: "slider"))
        #expect(slider["platforms"] == ["swiftui", "compose"])
        let value = slider["properties"]?.elements.first { $0["name"] == "value" }
        #expect(value?["required"] == true && value?["kind"] == "number" && value?["values"] == .null, "\(String(describing: value))")
        let tooltip = slider["properties"]?.elements.first { $0["name"] == "tooltip" }
        #expect(tooltip?["values"] == ["always", "onDrag", "never"] && tooltip?["default"] == "onDrag", "\(String(describing: tooltip))")
        #expect(refusal(Self.tools.describe(component: "slidr")) == "no component 'slidr'; components: slider, stepper")
    }

    @Test("a page by its path, however written; a path that leaves the site or names no page is refused")
    func pages() {
        let twin = text(Self.tools.page("components/slider/"))
        #expect(twin.hasPrefix("# Slider\n"))
        #expect(structured(Self.tools.page("/components/slider")) == ["path": "components/slider/", "title": "Slider", "twin": "components/slider/index.md",
                                                                     "markdown": .string(twin)])
        for path in ["/components/slider", "components/slider/index.md", "components/slider/index.html", " components/slider "] {
            #expect(text(Self.tools.page(path)) == twin, "\(path)")
        }
        #expect(refusal(Self.tools.page("components/../../secret")).contains("leaves the site"))
        #expect(refusal(Self.tools.page("..\\secret")).contains("leaves the site"))
        #expect(refusal(Self.tools.page("components/nothing/")).hasPrefix("no page at 'components/nothing/'; pages such as: components/"))
        #expect(refusal(Self.tools.page(String(repeating: "a", count: SiteTools.inputLimit + 1))).contains("longer than"))
        #expect(refusal(Self.tools.page("404.html")).hasPrefix("no page at"), "the 404 page has no twin")
    }

    @Test("search: the site's own search over the index a build writes: search words, stems, token paths, the passage that matched")
    func search() {
        // The slider's front matter gives "seek bar" as search words: the query names the page, which it leads to.
        let named = structured(Self.tools.search("seek bar"))["results"]?.elements.first
        #expect(named?["title"] == "Slider" && named?["url"] == "components/slider/" && named?["section"] == .null
                && named?["twin"] == "components/slider/index.md", "\(String(describing: named))")
        #expect(text(Self.tools.search("seek bar")).hasPrefix("- [Slider](<components/slider/>) (twin: <components/slider/index.md>): "))
        #expect(structured(Self.tools.search("SEEK Bars"))["results"]?.elements.first?["url"] == "components/slider/",
                "any case; a plural meets its stem")
        // A token's path as its CSS variable leads to the token's row, whose text is the passage.
        let token = structured(Self.tools.search("--slider-color-fill"))["results"]?.elements.first
        #expect(token?["url"] == "tokens/#token-slider-color-fill" && token?["section"] == "slider/color/fill", "\(String(describing: token))")
        #expect(token?["passage"]?.text?.hasPrefix("slider/color/fill") == true)
        #expect(structured(Self.tools.search("qqqqzzzz")) == ["query": "qqqqzzzz", "results": []])
        #expect(text(Self.tools.search("qqqqzzzz")) == "Nothing on the site matches 'qqqqzzzz'.")
        #expect(refusal(Self.tools.search("knob", limit: 0)) == "limit must be 1 to 200")
        #expect(refusal(Self.tools.search("   ")) == "give a word to search for")
    }

    @Test("tokens: by prefix, in a mode; one token with every mode, its alias; unknown ones refused with their neighbours")
    func tokens() {
        let dark = text(Self.tools.tokens(prefix: "slider/color/", mode: "dark"))
        #expect(dark.contains("| `slider/color/fill` | color | #6F9DFF |"), "\(dark)")
        #expect(refusal(Self.tools.tokens(mode: "sepia")) == "no mode 'sepia'; modes: dark")
        let listed = structured(Self.tools.tokens(prefix: "slider/color/", mode: "dark"))
        let fillListed = listed["tokens"]?.elements.first { $0["path"] == "slider/color/fill" }
        #expect(fillListed?["value"] == "#005CE5" && fillListed?["modes"] == ["dark": "#6F9DFF"] && fillListed?["aliasOf"] == "color/brand/500")
        #expect(structured(Self.tools.token("slider/color/fill"))["type"] == "color")
        let fill = text(Self.tools.token("slider/color/fill"))
        #expect(fill.contains("| Value | #005CE5 |") && fill.contains("| Value in dark | #6F9DFF |") && fill.contains("| Alias of | `color/brand/500` |"))
        #expect(refusal(Self.tools.token("slider/color/fil")).hasPrefix("no token 'slider/color/fil'; tokens in slider/color/: slider/color/fill"))
    }

    @Test("a preview drawn with the site's tokens; a bad block gets the build's message; contrast of colours and tokens")
    func previewsAndContrast() {
        let svg = text(Self.tools.renderPreview("slider value=40 state=pressed"))
        #expect(svg.hasPrefix("<svg") && svg.contains("fill=\"#005CE5\""))
        #expect(refusal(Self.tools.renderPreview("slider value=400")) == "value = 400 is outside the range; allowed: 0…100 (at column 8 of the block)")
        #expect(refusal(Self.tools.renderPreview("slider\nvalue=4")).hasPrefix("give the block in one line"))
        #expect(text(Self.tools.contrast(foreground: "#000000", background: "#FFFFFF")).contains(": 21.00:1. Text (4.5:1, WCAG 1.4.3): passes."))
        let track = text(Self.tools.contrast(foreground: "slider/color/track/bg", background: "page/background", mode: "dark"))
        #expect(track.contains("in dark: 1.60:1.") && track.contains("Large text and graphics (3:1, WCAG 1.4.11): fails."), "\(track)")
        #expect(refusal(Self.tools.contrast(foreground: "not a colour", background: "#fff")) == "'not a colour' is neither a CSS colour nor a colour token's path")
    }

    @Test("changes: read back from the JSON specimen diff prints, a token's change with the contrast it flips; other JSON refused")
    func changes() throws {
        let fixture = SourceTree.packageRoot().appendingPathComponent("Tests/SiteDiffTests/Fixture/Content")
        let theme = SourceTree.packageRoot().appendingPathComponent("Theme").path
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let copy = folder.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: fixture, to: copy)
        let tokens = copy.appendingPathComponent("tokens.json")
        let written = try String(contentsOf: tokens, encoding: .utf8)
        try #require(written.contains("\"$value\": \"#005CE5\""))
        try written.replacingOccurrences(of: "\"$value\": \"#005CE5\"", with: "\"$value\": \"#7AA7EF\"").write(to: tokens, atomically: true, encoding: .utf8)
        func snapshot(_ content: URL) -> SiteSnapshot {
            SiteSnapshot(SiteBuilder(options: BuildOptions(contentPath: content.path, theme: .folder(theme))).review())
        }
        let comparison = SiteComparison(old: snapshot(fixture), new: snapshot(copy))
        let json = String(decoding: ChangeReport(comparison: comparison, oldName: "main", newName: "HEAD").json(), as: UTF8.self)
        let listed = text(Self.tools.changes(json))
        #expect(listed.hasPrefix("# main → HEAD\n\n"), "\(listed)")
        #expect(listed.contains("color/brand/500"), "\(listed)")
        #expect(listed.contains("(passes) →") || listed.contains("(fails) →"), "the contrast it flips: \(listed)")
        #expect(text(Self.tools.changes(json, section: "tokens")) == listed)
        #expect(refusal(Self.tools.changes(json, section: "nothing")).hasPrefix("no change in section 'nothing'; sections with changes: tokens"))
        #expect(refusal(Self.tools.changes("{\"old\": \"a\"}")) == "not what specimen diff --format json prints: no 'new' at the top")
        #expect(refusal(Self.tools.changes("<html>")) == "not JSON, or not what specimen diff --format json prints")
    }

    @Test("token search: by words in path or description, by a colour however written, by another value, by group; each with its values in every mode")
    func tokenSearch() {
        let paths = { (answer: SiteTools.Answer) in self.structured(answer)["tokens"]?.elements.compactMap { $0["path"]?.text } ?? [] }
        let byColour = paths(Self.tools.searchTokens(.init(value: "#005CE5")))
        #expect(byColour.contains("color/brand/500") && byColour.contains("slider/color/fill"), "\(byColour)")
        for written in ["005ce5", "#005ce5", "rgb(0 92 229)", "rgb(0, 92, 229)"] {
            #expect(paths(Self.tools.searchTokens(.init(value: written))) == byColour, "\(written)")
        }
        let dark = structured(Self.tools.searchTokens(.init(value: "#6f9dff", group: "slider")))
        #expect(dark["tokens"]?.elements.first { $0["path"] == "slider/color/fill" }?["matchedValueIn"] == ["dark"], "\(dark)")
        #expect(paths(Self.tools.searchTokens(.init(value: "16px", group: "slider"))).contains("slider/size/knob"))
        let described = paths(Self.tools.searchTokens(.init(words: "KNOB diameter")))
        #expect(described == ["slider/size/knob", "slider/size/knob-pressed"], "every word in the path or the description: \(described)")
        let grouped = paths(Self.tools.searchTokens(.init(group: "slider/color/")))
        #expect(!grouped.isEmpty && grouped.allSatisfy { $0.hasPrefix("slider/color/") })
        #expect(paths(Self.tools.searchTokens(.init(group: "slid"))).isEmpty, "a group is whole segments")
        let fill = structured(Self.tools.searchTokens(.init(words: "fill", group: "slider")))["tokens"]?.elements.first { $0["path"] == "slider/color/fill" }
        #expect(fill?["modes"] == ["dark": "#6F9DFF"] && fill?["cssVariable"] == "--slider-color-fill")
        #expect(SiteTools.cssVariable(of: "font/fontSize/md") == "--font-font-size-md")
        #expect(SiteTools.cssVariable(of: "color.brand.500") == "--color-brand-500")
        #expect(SiteTools.cssVariable(of: "Space_2 XL") == "--space-2-xl")
        #expect(refusal(Self.tools.searchTokens(.init())).hasPrefix("give a query"))
        #expect(refusal(Self.tools.searchTokens(.init(words: "x", limit: 0))) == "limit must be 1 to 200")
    }

    @Test("example_for_state: the page's templates filled with the block's values on each platform; one platform; a bad block gets the build's message")
    func examples() {
        let answer = Self.tools.example(for: "slider value=40 state=disabled")
        let facts = structured(answer)
        #expect(facts["platforms"] == ["swiftui", "compose"])
        let snippets = facts["snippets"]?.elements ?? []
        #expect(snippets.first?["code"]?.text?.contains("@State var value = 40.0") == true, "\(snippets)")
        #expect(snippets.last?["code"]?.text?.contains("mutableFloatStateOf(40f)") == true && snippets.last?["platform"] == "compose")
        #expect(text(answer).contains("```swift\nEBSlider("), "\(text(answer))")
        let circular = structured(Self.tools.example(for: "stepper style=circular steps=5 current=2", platform: "compose"))
        #expect(circular["snippets"]?.elements.compactMap { $0["code"]?.text } == ["EBStepper(current = 2, total = 5, style = StepperStyle.Circular)"], "\(circular)")
        #expect(circular["page"]?["url"] == "components/stepper-circular/")
        #expect(refusal(Self.tools.example(for: "slider value=400")) == "value = 400 is outside the range; allowed: 0…100 (at column 8 of the block)")
        #expect(refusal(Self.tools.example(for: "slider value=4", platform: "flutter")) == "slider has no code for 'flutter'; platforms: swiftui, compose")
    }

    @Test("guidelines: the guidance with the components and token groups; resources: twins, site.json, llms.txt and drawings, each read; an unlisted URI not found")
    func guidelinesAndResources() {
        let guide = structured(Self.tools.guidelines())
        #expect(guide["guidance"]?.text == Self.tools.guidance && Self.tools.guidance.contains("get_guidelines first"))
        #expect(guide["components"]?.elements.compactMap { $0["name"]?.text } == ["stepper", "slider"])
        #expect(guide["tokenGroups"]?.elements.contains { $0["group"] == "slider" } == true && guide["modes"] == ["dark"])

        let resources = Self.tools.resources()
        let uris = resources.map(\.uri)
        #expect(Set(uris).count == uris.count, "each URI once")
        for uri in ["specimen://site/llms.txt", "specimen://site/site.json", "specimen://site/components/slider/index.md"] {
            #expect(uris.contains(uri), "\(uri)")
        }
        guard case let .text(twin, mimeType) = Self.tools.read(resource: "specimen://site/components/slider/index.md") else {
            Issue.record("the twin is not read")
            return
        }
        #expect(mimeType == "text/markdown" && twin == text(Self.tools.page("components/slider/")))
        if case let .text(json, mimeType) = Self.tools.read(resource: "specimen://site/site.json") {
            #expect(mimeType == "application/json" && json.contains("\"componentPages\""))
        } else {
            Issue.record("site.json is not read")
        }
        let drawing = resources.first { $0.mimeType == "image/svg+xml" }
        if let drawing, case let .text(svg, _) = Self.tools.read(resource: drawing.uri) {
            #expect(drawing.uri.hasPrefix("specimen://site/previews/") && svg.hasPrefix("<svg"), "\(drawing.uri)")
        } else {
            Issue.record("no drawing read: \(String(describing: drawing))")
        }
        if case let .text(index, _) = Self.tools.read(resource: "specimen://site/llms.txt") {
            #expect(index.contains("- [Slider](components/slider/index.md)"), "\(index)")
        }
        for uri in ["specimen://site/nothing.md", "specimen://site/../site.json", "file:///etc/passwd"] {
            guard case .notFound = Self.tools.read(resource: uri) else {
                Issue.record("\(uri) is read")
                continue
            }
        }
    }
}
