import Foundation
import Highlighting
import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// The highlight stage: Specimen's own lexers for every block they know, one finding per language they do not,
/// site.yml's choices.
@Suite("The highlight stage")
struct HighlightStageTests {
    /// The repository's Content/ with `extra` appended to site.yml, `accepted` first in its acceptances, and the
    /// pages given added.
    static func build(siteYAML extra: String = "", accepted: String = "", pages: [String: String]) -> (BuildReport, InMemoryDisk) {
        var sources = IncrementalBuildTests.realSources
        let settings = String(decoding: sources["Content/site.yml"] ?? Data(), as: UTF8.self)
            .replacingOccurrences(of: "\naccept:\n", with: "\naccept:\n" + accepted)
        sources["Content/site.yml"] = Data((settings + "\n" + extra).utf8)
        for (path, text) in pages { sources[path] = Data(text.utf8) }
        let disk = InMemoryDisk(files: sources)
        return (SiteBuilder(options: IncrementalBuildTests.options, fileSystem: disk.fileSystem).build(), disk)
    }

    static let twoLanguages = [
        "Content/guides/ruby.md": "---\ntitle: Ruby\n---\n\n```ruby\nputs 1\n```\n\n```Ruby\nputs 2\n```\n\n```elixir\nIO.puts 3\n```\n",
        "Content/guides/more-ruby.md": "---\ntitle: More Ruby\n---\n\n```ruby\nputs 4\n```\n\n```text\nplain by choice\n```\n",
    ]

    @Test("one finding per language no lexer knows, at its first block in page order, counting its blocks in any case; plain text none")
    func unknownLanguages() throws {
        let (report, disk) = Self.build(pages: Self.twoLanguages)
        let findings = report.diagnostics.apartFromContrast.map(\.description)
        #expect(findings.count == 2, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("Content/guides/more-ruby.md:5:1: warning: 3 code blocks in 'ruby' shown plain: Specimen has no lexer for it; Specimen highlights swift, kotlin, javascript") && $0.hasSuffix("'highlighter: pygments' in site.yml has Pygments highlight other languages") }, "\(findings)")
        #expect(report.diagnostics.apartFromContrast.allSatisfy { $0.code == .highlightUnknownLanguage })
        #expect(findings.contains { $0.hasPrefix("Content/guides/ruby.md:13:1: warning: 1 code block in 'elixir' shown plain") }, "\(findings)")
        let page = String(decoding: try #require(disk.files(below: "public")["guides/ruby/index.html"]), as: UTF8.self)
        #expect(page.contains(#"<code class="language-ruby">puts 1"#))
    }

    @Test("site.yml sets the finding's level, or accepts it by language")
    func levelAndAcceptance() {
        let off = Self.build(siteYAML: "diagnostics: {highlight.unknown-language: off}\n", pages: Self.twoLanguages).0
        #expect(off.diagnostics.apartFromContrast.isEmpty, "\(off.diagnostics.apartFromContrast)")
        let accepted = Self.build(accepted: "  - {code: highlight.unknown-language, subject: elixir, reason: not ours}\n", pages: Self.twoLanguages).0
        let findings = accepted.diagnostics.apartFromContrast.map(\.description)
        #expect(findings.count == 1 && findings[0].contains("'ruby'"), "\(findings)")
    }

    @Test("a highlighter site.yml does not offer is an error naming those it does")
    func unknownHighlighter() {
        let report = Self.build(siteYAML: "highlighter: chroma\n", pages: [:]).0
        let errors = report.diagnostics.map(\.description).filter { $0.contains("error:") }
        #expect(errors.contains { $0.hasPrefix("Content/site.yml:") && $0.contains("highlighter 'chroma' is not one; allowed: built-in, pygments") }, "\(errors)")
    }

    @Test("a block over the size the highlighter reads is shown plain with a finding at its fence")
    func tooLarge() throws {
        let code = String(repeating: "{\"a\": 1}\n", count: (1 << 20) / 9 + 1)
        let (report, disk) = Self.build(pages: ["Content/guides/large.md": "---\ntitle: Large\n---\n\n```json\n\(code)```\n"])
        let findings = report.diagnostics.apartFromContrast.map(\.description)
        #expect(findings == ["Content/guides/large.md:5:1: warning: this json code block of \(code.utf8.count) bytes is shown plain: the highlighter reads at most 1048576 bytes of one block"], "\(findings)")
        #expect(report.diagnostics.apartFromContrast.first?.code == .highlightTooLarge)
        let page = String(decoding: try #require(disk.files(below: "public")["guides/large/index.html"]), as: UTF8.self)
        #expect(page.contains("<code class=\"language-json\">{&quot;a&quot;: 1}\n"))
    }
}
