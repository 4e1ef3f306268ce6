@testable import PageTypes
import Foundation
import ResolvedModel
import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// site.json's facts against the resolved site they come from; the tool suite checks it against its schema.
@Suite("site.json")
struct SiteManifestTests {
    @Test("the slider's page in site.json: its verdict, roles, every state with its label and SVG, its pairs; tokens named from Content/")
    func slider() throws {
        let (site, diagnostics) = ResolvedSite.resolving(try MarkdownTwinTests.realFiles())
        #expect(!diagnostics.hasErrors)
        let data = SiteManifest(site: site).json
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains(MarkdownTwinTests.root.path), "no path of this machine")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["$schema"] as? String == "site.schema.json")
        let pages = try #require(json["componentPages"] as? [[String: Any]])
        let slider = try #require(pages.first { $0["url"] as? String == "components/slider/" })
        let entry = try #require(site.pages.first { $0.page.route.path == "components/slider/" }).page

        #expect((slider["verdict"] as? [String: String])?["status"] == "restructure")
        #expect((slider["tokens"] as? [[String: String]])?.map { $0["token"] ?? "" } == entry.frontMatter.component.tokens.map(\.token))
        let previews = try #require(slider["previews"] as? [[String: Any]])
        let widget = try #require(entry.widgets.first)
        let states = try #require(previews.first?["states"] as? [[String: Any]])
        #expect(states.count == widget.preview.states.count)
        for (state, expected) in zip(states, widget.preview.states) {
            #expect(state["label"] as? String == (try widget.preview.preview(in: expected).accessibilityLabel))
            #expect(state["svg"] as? String == "previews/" + widget.preview.fileName(of: expected))
        }

        let contrast = try #require(json["contrast"] as? [[String: Any]])
        let indices = try #require(slider["contrast"] as? [Int])
        #expect(indices.map { contrast[$0]["what"] as? String ?? "" }
            == entry.contrastPairs.compactMap(site.contrast.entry(for:)).map(\.pair.what))
        let track = try #require(contrast.first { $0["what"] as? String == "Slider track on the page" })
        #expect(track["fails"] as? Bool == true)
        #expect((track["default"] as? [String: Any])?["ratio"] as? Double == 1.28)
        #expect(((track["modes"] as? [String: Any])?["dark"] as? [String: Any])?["ratio"] as? Double == 1.6)
        #expect((track["acceptedBecause"] as? String)?.isEmpty == false, "site.yml accepts it")

        let tokens = try #require(json["tokens"] as? [[String: Any]])
        let fill = try #require(tokens.first { $0["path"] as? String == "slider/color/fill" })
        let location = try #require(site.tokens.definition(of: "slider/color/fill"))
        #expect(fill["file"] as? String == "tokens.json")
        #expect(fill["line"] as? Int == location.line)
        #expect(fill["aliasOf"] as? String == "color/brand/500")
        #expect((fill["modes"] as? [String: String])?["dark"] == site.tokens.modeValues["dark"]?["slider/color/fill"]?.text)
    }

    @Test("each component's properties in site.json: kind, whether a control may change it, whether a block must write it, its words, range and default")
    func componentProperties() throws {
        let (site, _) = ResolvedSite.resolving(try MarkdownTwinTests.realFiles())
        let json = try #require(try JSONSerialization.jsonObject(with: SiteManifest(site: site).json) as? [String: Any])
        let components = try #require(json["components"] as? [[String: Any]])
        #expect(components.map { $0["name"] as? String ?? "" } == site.components.types.map { $0.name })
        let slider = try #require(components.first { $0["name"] as? String == "slider" }?["properties"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: slider.map { ($0["name"] as? String ?? "", $0) })
        #expect(byName["value"]?["required"] as? Bool == true && byName["value"]?["default"] == nil && byName["value"]?["minimum"] == nil)
        #expect(byName["tooltip"]?["values"] as? [String] == ["always", "onDrag", "never"])
        #expect(byName["tooltip"]?["default"] as? String == "onDrag" && byName["tooltip"]?["controllable"] as? Bool == true)
        #expect(byName["format"]?["controllable"] as? Bool == false && byName["format"]?["required"] as? Bool == false)
        #expect(byName["max"]?["default"] as? String == "100" && byName["unit"]?["values"] == nil)
        let stepper = try #require(components.first { $0["name"] as? String == "stepper" }?["properties"] as? [[String: Any]])
        let steps = try #require(stepper.first { $0["name"] as? String == "steps" })
        #expect(steps["minimum"] as? Double == 2 && steps["maximum"] as? Double == 10 && steps["required"] as? Bool == true)
        let connector = try #require(stepper.first { $0["name"] as? String == "connector" })
        #expect(connector["values"] as? [String] == ["true", "false"] && connector["default"] as? String == "false")
    }

    @Test("site.json lists the build's warnings and those site.yml accepts, each with its code and place, files named from Content/")
    func findings() throws {
        let disk = InMemoryDisk(Fixtures.validSite.merging(PreviewFenceTests.tokens).merging(LinkCheckTests.stepper).merging(FixtureSite(#"""
            -- Content/guides/review.md --
            ---
            title: Review
            layout: wide
            ---
            Active #005CE5 on white = 5.3:1.
            """#)).merging(KnownFindingsTests.settings("""
            accept:
              - {code: claim.ratio, page: guides/review.md, reason: The seed's own figure.}
            """)))
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        #expect(report.succeeded, "\(report.diagnostics.map(\.description))")
        let data = try #require(disk.files(below: "public")["site.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["code"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "") \($0["accepted"] ?? "")" } == [
            "front-matter.unknown-key guides/review.md:3:1 0",
            "contrast.graphic tokens.json:64:31 0",
            "claim.ratio guides/review.md:5:8 1",
        ])
        #expect(findings.allSatisfy { !($0["message"] as? String ?? "Content/").contains("Content/") })
        #expect(findings[1]["subject"] as? String == "stepper/color/bg-track on page/background")
        #expect((findings[0]["message"] as? String)?.contains("layout") == true)
    }

    @Test("site.json is made after every check: the link check's warnings and an acceptance that took nothing are in it")
    func findingsOfTheLastChecks() throws {
        let disk = InMemoryDisk(Fixtures.validSite.merging(FixtureSite(#"""
            -- Content/guides/review.md --
            ---
            title: Review
            ---
            See [the slidr](../../components/slidr/).
            """#)).merging(KnownFindingsTests.settings("""
            link_check: warning
            accept:
              - {code: claim.ratio, page: guides/review.md, reason: No such claim any more.}
            """)))
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        #expect(report.succeeded, "\(report.diagnostics.map(\.description))")
        let data = try #require(disk.files(below: "public")["site.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let codes = try #require(json["findings"] as? [[String: Any]]).compactMap { $0["code"] as? String }
        #expect(Set(report.diagnostics.map(\.code.name)) == Set(codes))
        #expect(codes.contains("link.broken"))
        #expect(codes.contains("finding.stale-acceptance"))
    }
}
