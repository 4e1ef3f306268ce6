import Foundation
import Previews
import SiteModel
import SiteBuilder
import SiteTools
import Testing
import TestSupport

/// A built folder read for `specimen mcp --site`: its site.json is as untrusted as any file in it.
@Suite("Built site")
struct BuiltSiteTests {
    /// The repository's site, built into a new folder: the folder, and its site.json as JSON objects.
    static func built() throws -> (TemporaryFolder, [String: Any]) {
        let folder = try TemporaryFolder()
        let root = SourceTree.packageRoot()
        let report = SiteBuilder(options: BuildOptions(contentPath: root.appendingPathComponent("Content").path,
                                                       theme: .folder(root.appendingPathComponent("Theme").path),
                                                       outputPath: folder.path("public"))).build()
        #expect(report.succeeded)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.path("public/site.json")))
        return (folder, try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    static func write(_ json: [String: Any], to folder: TemporaryFolder) throws {
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: folder.path("public/site.json")))
    }

    static func failure(_ folder: TemporaryFolder) -> String {
        do {
            _ = try SiteTools(built: BuiltSite(folder: folder.path("public")), components: .standard)
            return "served"
        } catch {
            return error.message
        }
    }

    @Test("a twin's path in site.json that climbs out, is absolute, or is a link leading out of the folder is refused, and nothing is read")
    func twinsStayInside() throws {
        let (folder, json) = try Self.built()
        defer { folder.remove() }
        try "root:x:0:0\n".write(toFile: folder.path("secret.md"), atomically: true, encoding: .utf8)
        var pages = try #require(json["pages"] as? [[String: Any]])
        for (path, message) in [
            ("../secret.md", "error: '../secret.md' is not a path inside the site; allowed: a path from the site's root, without . or .. segments"),
            (folder.path("secret.md"), "is not a path inside the site"),
            ("components/./slider/index.md", "is not a path inside the site"),
        ] {
            pages[0]["markdown"] = path
            var changed = json
            changed["pages"] = pages
            try Self.write(changed, to: folder)
            #expect(Self.failure(folder).contains(message), "\(path): \(Self.failure(folder))")
        }
        try FileManager.default.createSymbolicLink(atPath: folder.path("public/leak.md"), withDestinationPath: folder.path("secret.md"))
        pages[0]["markdown"] = "leak.md"
        var changed = json
        changed["pages"] = pages
        try Self.write(changed, to: folder)
        #expect(Self.failure(folder) == folder.path("public") + "/leak.md: error: leads out of the site folder; only the files the build wrote in it are read")
    }

    @Test("a drawing's path in site.json that leads out of the folder is refused when the state is asked for")
    func drawingsStayInside() throws {
        let (folder, json) = try Self.built()
        defer { folder.remove() }
        try "<svg>secret</svg>".write(toFile: folder.path("secret.svg"), atomically: true, encoding: .utf8)
        var pages = try #require(json["componentPages"] as? [[String: Any]])
        let index = try #require(pages.firstIndex { $0["url"] as? String == "components/slider/" })
        var previews = try #require(pages[index]["previews"] as? [[String: Any]])
        var states = try #require(previews[0]["states"] as? [[String: Any]])
        let first = try #require(states.first?["properties"] as? [String: String])
        states[0]["svg"] = "previews/../../secret.svg"
        previews[0]["states"] = states
        pages[index]["previews"] = previews
        var changed = json
        changed["componentPages"] = pages
        try Self.write(changed, to: folder)
        let tools = try SiteTools(built: BuiltSite(folder: folder.path("public")), components: .standard)
        let written = try #require(previews[0]["block"] as? String).split(separator: " ").filter { word in !first.keys.contains { word.hasPrefix($0 + "=") } }
        let block = (written.map(String.init) + first.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
        let answer = tools.renderPreview(block)
        guard case let .refused(reason) = answer else {
            Issue.record("answered: \(answer)")
            return
        }
        #expect(reason.hasSuffix("error: 'previews/../../secret.svg' is not a path inside the site; allowed: a path from the site's root, without . or .. segments"), "\(reason)")
    }

    @Test("a site.json of another version, not JSON, or missing what the tools read is refused in a line that names it")
    func unreadableManifest() throws {
        let (folder, json) = try Self.built()
        defer { folder.remove() }
        let site = folder.path("public") + "/site.json"
        var changed = json
        changed["version"] = 2
        try Self.write(changed, to: folder)
        #expect(Self.failure(folder) == site + ": error: version 2 is not one this Specimen reads; allowed: 1. Build the site again with this Specimen")
        changed = json
        changed["tokens"] = nil
        try Self.write(changed, to: folder)
        #expect(Self.failure(folder) == site + ": error: not a site.json this Specimen wrote (no 'tokens'); build the site again with this Specimen")
        try Data("{\"version\": 1,".utf8).write(to: URL(fileURLWithPath: site))
        #expect(Self.failure(folder) == site + ": error: not a site.json this Specimen wrote (not JSON); build the site again with this Specimen")
        #expect(Self.failure(try TemporaryFolder()).hasSuffix("/public: error: no such folder; give the folder specimen build wrote (public)"))
    }

    @Test("a built site draws what Content/ draws: published states from their files, others with site.json's tokens")
    func drawsAsContentDoes() throws {
        let (folder, json) = try Self.built()
        defer { folder.remove() }
        let built = try SiteTools(built: BuiltSite(folder: folder.path("public")), components: .standard)
        let blocks = [
            "slider value=50 tooltip=always", "slider value=40 state=pressed", "slider value=3.5 max=10 step=0.5 format=unit unit=km state=focused",
            "slider value=1200 max=5000 format=currency state=disabled", "stepper style=circular steps=5 current=3 labels=a,b,c,d,e check=true",
            "stepper style=dash steps=4 current=2 progress=0.5", "stepper style=bullet steps=6 current=6 state=focused connector=true",
            "stepper style=bullet steps=2", "slider value=40 colour=red",
        ]
        for block in blocks {
            #expect(built.renderPreview(block) == SiteToolsTests.tools.renderPreview(block), "\(block)")
        }

        // Tokens that no longer redraw what the build published are not drawn with: published states still are.
        var tokens = try #require(json["tokens"] as? [[String: Any]])
        let fill = try #require(tokens.firstIndex { $0["path"] as? String == "slider/color/fill" })
        tokens[fill]["value"] = "#FF0000"
        var changed = json
        changed["tokens"] = tokens
        try Self.write(changed, to: folder)
        let tampered = try SiteTools(built: BuiltSite(folder: folder.path("public")), components: .standard)
        #expect(tampered.renderPreview("slider value=50 tooltip=always") == SiteToolsTests.tools.renderPreview("slider value=50 tooltip=always"))
        guard case let .refused(reason) = tampered.renderPreview("slider value=40 state=pressed") else {
            Issue.record("drew with tokens that do not redraw the published drawings")
            return
        }
        #expect(reason.hasPrefix("the built site has no drawing of slider value=40 state=pressed: it publishes 404 states of slider, such as slider "), "\(reason)")
        #expect(reason.hasSuffix(". Serve the site with --content to draw any state"))
    }

    @Test("a block whose value holds spaces is written quoted in site.json and the twin; a built site reads it back, serves its states and draws others")
    func quotedValues() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.merging(FixtureSite(#"""
            -- Content/components/steps.md --
            ---
            title: Steps
            family: stepper
            ---
            ```preview controls=current
            stepper style=circular steps=4 current=2 labels="Account, Details, Review, Confirm"
            ```
            """#)).write(to: folder.url)
        let report = SiteBuilder(options: BuildOptions(contentPath: folder.path("Content"), theme: .folder(folder.path("Theme")),
                                                       outputPath: folder.path("public"))).build()
        #expect(report.succeeded, "\(report.diagnostics.map(\.description))")
        let block = #"stepper style=circular steps=4 current=2 labels="Account, Details, Review, Confirm""#
        let manifest = try String(contentsOfFile: folder.path("public/site.json"), encoding: .utf8)
        #expect(manifest.contains(#""block" : "stepper style=circular steps=4 current=2 labels=\"Account, Details, Review, Confirm\"""#))
        let twin = try String(contentsOfFile: folder.path("public/components/steps/index.md"), encoding: .utf8)
        #expect(twin.contains("Interactive preview `\(block)`"), "\(twin)")

        let built = try SiteTools(built: BuiltSite(folder: folder.path("public")), components: .standard)
        let published = built.renderPreview(block.replacingOccurrences(of: "current=2", with: "current=3"))
        let drawn = built.renderPreview(block + " check=true")
        for answer in [published, drawn] {
            guard case let .text(svg, _) = answer else {
                Issue.record("refused: \(answer)")
                continue
            }
            #expect(svg.hasPrefix("<svg") && svg.contains(">Account<") && svg.contains(">Confirm<"), "\(svg.prefix(600))")
        }
    }
}
