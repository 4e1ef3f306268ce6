import Foundation
import Markdown
import Testing
import TestSupport

/// Every example of the GFM spec files, through ``MarkdownRenderer`` with the extensions the example asks for,
/// compared after cmark-gfm's own HTML normalisation.
@Suite("GFM spec examples")
struct SpecConformanceTests {
    /// Examples that fail, each with the reason. The test fails if any other example fails, or if one of these
    /// starts to pass (then it comes off the list).
    static let knownFailures: [String: String] = [
        "extensions.txt:23": footnoteMarkup,
        "regression.txt:13": footnoteMarkup,
    ]

    /// The spec files were written before cmark-gfm 0.29.0.gfm.1 changed its footnote markup; Debian's
    /// 0.29.0.gfm.6 renders `#fn-1`, `id="fnref-1"`, `data-footnote-ref` and an `aria-label` on the back link
    /// where the files expect `#fn1` and `id="fnref1"`.
    static let footnoteMarkup = "footnote ids and attributes changed in cmark-gfm 0.29.0.gfm.1 (Debian has gfm.6)"

    @Test("spec.txt, each example with the extensions its info string names")
    func specExamples() throws {
        // cmark-gfm's runner skips the two task-list examples marked `disabled` because its attribute order
        // differs from the spec's; normalisation sorts attributes, so they run here with `tasklist`.
        try check(file: "spec.txt") { example in
            Set(example.infoWords.compactMap { word in
                word == "disabled" ? .tasklist : MarkdownExtension(rawValue: word)
            })
        }
    }

    @Test("extensions.txt, with every GFM extension as cmark-gfm's CMake test runs it")
    func extensionExamples() throws {
        try check(file: "extensions.txt") { _ in Set(MarkdownExtension.allCases) }
    }

    @Test("regression.txt, each example with the extensions its info string names")
    func regressionExamples() throws {
        try check(file: "regression.txt") { example in
            Set(example.infoWords.compactMap(MarkdownExtension.init(rawValue:)))
        }
    }

    private func check(file: String, extensions: (SpecExample) -> Set<MarkdownExtension>) throws {
        let url = SourceTree.sharedFolder().appendingPathComponent("spec/\(file)")
        let text = try String(contentsOf: url, encoding: .utf8)
        let examples = SpecExample.parse(text, file: file)
        #expect(examples.count > 10, "no examples found in \(url.path)")

        var passed = 0
        var skipped = 0
        var exact = 0
        var failed: [String] = []
        for example in examples {
            let renderer = MarkdownRenderer(options: MarkdownOptions(extensions: extensions(example), headingIDs: false))
            let actual = renderer.render(example.markdown).html
            // `<IGNORE>` means the example only checks that the input renders at all (it once crashed cmark-gfm).
            if example.html == "<IGNORE>\n" {
                skipped += 1
                continue
            }
            if actual == example.html { exact += 1 }
            if HTMLNormalizer.normalize(actual) == HTMLNormalizer.normalize(example.html) {
                passed += 1
            } else {
                failed.append(example.id)
                if Self.knownFailures[example.id] == nil {
                    Issue.record("""
                        \(example) failed
                        --- markdown
                        \(example.markdown)--- expected
                        \(example.html)--- actual
                        \(actual)
                        """)
                }
            }
        }
        let expectedFailures = Self.knownFailures.keys.filter { $0.hasPrefix(file + ":") }
        #expect(Set(failed) == Set(expectedFailures))
        for id in failed.sorted() {
            print("  known failure \(id): \(Self.knownFailures[id] ?? "unexplained")")
        }
        print("GFM \(file): \(examples.count) examples — \(passed) passed, \(failed.count) failed, \(skipped) skipped; "
            + "\(exact) byte-identical before normalisation")
    }
}
