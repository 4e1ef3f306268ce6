import Foundation
import SiteBuilder
import Testing
import TestSupport

/// Contrast claims and token paths in page text, checked against tokens.json.
@Suite("Checked claims")
struct ClaimCheckTests {
    static let page = FixtureSite(#"""
        -- Content/tokens.json --
        {"stepper": {"color": {"$type": "color", "bg": {"$value": "#005CE5"}, "bg-track": {"$value": "#D2E5FF"}}}}
        -- Content/contrast.md --
        # Contrast

        Active #005CE5 on white = 5.73:1 passes. Inactive #D2E5FF on white = 1.2:1. A ratio of 3:12 or 4:1.5 is no claim.

        | Pair | Claim |
        |---|---|
        | Ring | Ring fill #005CE5 on track #D2E5FF = 3.1:1 |
        | Tokens | `stepper/color/bg` on `stepper/color/bg-track` = 4.48:1 |

        Colours live in `stepper/color/bg`, `stepper/color` and `stepper/color/background`; `components/slider.md`
        is a file. In prose stepper/color/bg is fine, stepper/colour/bg is not, and https://example.org/stepper/a or
        components/stepper/x are no token paths.
        """#)

    static func build(_ options: BuildOptions = BuildOptions()) -> (BuildReport, InMemoryDisk) {
        let disk = InMemoryDisk(Fixtures.validSite.merging(page))
        return (SiteBuilder(options: options, fileSystem: disk.fileSystem).build(), disk)
    }

    @Test("a wrong claim warns at its line with both numbers; right claims and known paths pass")
    func warnings() {
        let (report, _) = Self.build()
        #expect(report.succeeded)
        // Columns counted in the fixture (a code span's column is its first character, after the backtick).
        // Reference ratios computed independently: #005CE5/white 5.73, #D2E5FF/white 1.28, #005CE5/#D2E5FF 4.48.
        #expect(report.diagnostics.map(\.description) == [
            "Content/contrast.md:7:20: warning: contrast claim '#005CE5 on track #D2E5FF = 3.1:1' disagrees with the computed 4.48:1; correct the stated ratio",
            "Content/contrast.md:10:58: warning: token path 'stepper/color/background' is not in tokens.json; did you mean 'stepper/color/bg'? write a path that tokens.json defines",
            "Content/contrast.md:11:47: warning: token path 'stepper/colour/bg' is not in tokens.json; did you mean 'stepper/color/bg'? write a path that tokens.json defines",
        ])
    }

    @Test("the page shows the computed value beside each claim")
    func annotations() throws {
        let (_, disk) = Self.build()
        let html = String(decoding: try #require(disk.files(below: "public")["contrast/index.html"]), as: UTF8.self)
        #expect(html.contains(#"= 5.73:1 <span class="claim-check claim-check--ok" title="Checked against the colours at build time">(computed: 5.73:1)</span> passes."#))
        #expect(html.contains(#"= 1.2:1 <span class="claim-check claim-check--ok""#), "1.2 is within 0.1 of 1.28")
        #expect(html.contains(#"= 3.1:1 <span class="claim-check claim-check--mismatch" title="The stated ratio differs from the one computed from the colours">(computed: 4.48:1)</span></td>"#))
        #expect(html.contains(#"<code>stepper/color/bg-track</code> = 4.48:1 <span class="claim-check claim-check--ok""#))
    }

    @Test("with --strict the warnings are errors: the build fails and writes nothing")
    func strict() {
        let (report, disk) = Self.build(BuildOptions(strict: true))
        #expect(!report.succeeded && !report.wroteOutput)
        #expect(report.diagnostics.count == 3 && report.diagnostics.allSatisfy { $0.severity == .error })
        #expect(disk.files(below: "public").isEmpty)
    }
}
