import Foundation
import Markdown
import SiteBuilder
import SiteModel
import Testing
import TestSupport

/// llms.txt as llmstxt.org describes it, and llms-full.txt.
@Suite("llms.txt and llms-full.txt")
struct LLMsTextTests {
    /// llms.txt read as its format says: an h1 with the site's name, a blockquote summary, then h2 sections that
    /// are lists of `- [name](url)` with an optional `: notes`, and nothing else.
    struct Parsed {
        var title: String
        var summary: String?
        var sections: [(title: String, links: [(name: String, url: String, notes: String?)])] = []
    }

    static func parse(_ text: String) throws -> Parsed {
        var lines = text.components(separatedBy: "\n")[...]
        #expect(text.hasSuffix("\n"))
        let first = lines.popFirst() ?? ""
        try #require(first.hasPrefix("# "), "the file starts with an h1: \(first)")
        var parsed = Parsed(title: String(first.dropFirst(2)))
        // The URL bare, as the proposal and its parser llms_txt2ctx write it: no space, parenthesis or angle bracket.
        let item = /^- \[((?:\\.|[^\]\\])+)\]\(([^()<>\s]+)\)(?:: (.+))?$/
        for line in lines where !line.isEmpty {
            if line.hasPrefix("> ") {
                #expect(parsed.summary == nil && parsed.sections.isEmpty, "one summary, before the sections")
                parsed.summary = String(line.dropFirst(2))
            } else if line.hasPrefix("## ") {
                parsed.sections.append((String(line.dropFirst(3)), []))
            } else if let match = line.wholeMatch(of: item), !parsed.sections.isEmpty {
                parsed.sections[parsed.sections.count - 1].links.append((String(match.1), String(match.2), match.3.map(String.init)))
            } else {
                Issue.record("a line llms.txt has no place for: \(line)")
            }
        }
        return parsed
    }

    @Test("the real site's llms.txt: its name and description, the home page, each section in the sidebar's order, every twin listed once and there")
    func realSite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(RealSiteTests.build(content: "Content", into: folder).succeeded)
        let public_ = folder.path("public")
        let text = try String(contentsOfFile: public_ + "/llms.txt", encoding: .utf8)
        let parsed = try Self.parse(text)
        #expect(parsed.title == "Component Specimens")
        #expect(parsed.summary?.hasPrefix("Usage, behaviour, tokens and accessibility") == true)
        #expect(parsed.sections.map(\.title) == ["Home", "Pages", "Components", "Guides"])
        let links = parsed.sections.flatMap(\.links)
        #expect(links.first?.url == "index.md")
        #expect(parsed.sections[2].links.map(\.name) == ["Stepper - Bullet", "Stepper - Circular", "Step Indicator", "Slider"])
        #expect(parsed.sections[2].links.last?.notes?.hasPrefix("A horizontal slider control") == true)
        let twins = FileManager.default.enumerator(atPath: public_)!.compactMap { $0 as? String }.filter { $0.hasSuffix("index.md") }
        #expect(Set(links.map(\.url)) == Set(twins) && links.count == twins.count, "every twin, once")

        // llms-full.txt: the header, then each twin after its rule and page line, in the same order.
        let full = try String(contentsOfFile: public_ + "/llms-full.txt", encoding: .utf8)
        var expected = "# Component Specimens\n\n> " + (parsed.summary ?? "") + "\n\n"
        for link in links {
            expected += "---\n\nPage: <\(link.url)>\n\n" + (try String(contentsOfFile: public_ + "/" + link.url, encoding: .utf8)) + "\n"
        }
        #expect(full == expected)
    }

    @Test("under a base URL the links are absolute; a site without a description has no summary; text from pages is escaped")
    func baseURLAndEscaping() throws {
        let disk = InMemoryDisk(Fixtures.validSite.merging(FixtureSite("""
            -- Content/guides/odd.md --
            ---
            title: "Odd ] (x) [y"
            summary: "*not bold* | <b>x</b>"
            ---

            Body.
            """)))
        let options = BuildOptions(baseURL: try BaseURL.parse("https://org.example/docs").get())
        let report = SiteBuilder(options: options, fileSystem: disk.fileSystem).build()
        #expect(report.succeeded, "\(report.diagnostics.map(\.description))")
        let files = disk.files(below: "public")
        let text = String(decoding: try #require(files["llms.txt"]), as: UTF8.self)
        let parsed = try Self.parse(text)
        let links = parsed.sections.flatMap(\.links)
        #expect(!links.isEmpty)
        for link in links {
            #expect(link.url.hasPrefix("https://org.example/docs/") && link.url.hasSuffix("index.md"), "\(link.url)")
            #expect(files[String(link.url.dropFirst("https://org.example/docs/".count))] != nil, "\(link.url) is written")
        }
        let odd = try #require(links.first { $0.url.hasSuffix("guides/odd/index.md") })
        let html = MarkdownRenderer().render("- [\(odd.name)](x): \(odd.notes ?? "")").html
        #expect(html.contains("<a href=\"x\">Odd ] (x) [y</a>: *not bold* | &lt;b&gt;x&lt;/b&gt;"), "\(html)")
    }

    @Test("in llms-full.txt a page that ends inside an open fence or comment is closed before the next; llms.txt encodes '%', spaces and parentheses in paths")
    func unclosedPagesAndPercent() throws {
        let disk = InMemoryDisk(Fixtures.validSite.merging(FixtureSite("""
            -- Content/guides/a-fence.md --
            ---
            title: A fence
            ---

            Before the fence.

            ~~~~ swift
            let a = 1
            ``````
            -- Content/guides/b-comment.md --
            ---
            title: A comment
            ---

            Before the comment.

            <!-- never closed
            -- Content/guides/c-after.md --
            ---
            title: After them
            ---

            The words after, kept.
            -- Content/guides/paren (1).md --
            ---
            title: Parenthesis
            ---

            Body.
            -- Content/guides/pct%2e%2e.md --
            ---
            title: Percent
            ---

            Body.
            """)))
        let report = SiteBuilder(options: BuildOptions(), fileSystem: disk.fileSystem).build()
        #expect(report.succeeded, "\(report.diagnostics.map(\.description))")
        let files = disk.files(below: "public")
        let full = String(decoding: try #require(files["llms-full.txt"]), as: UTF8.self)
        // Read as Markdown, every page's line still stands as a paragraph of its own.
        let html = MarkdownRenderer().render(full).html
        for page in ["guides/a-fence/index.md", "guides/b-comment/index.md", "guides/c-after/index.md"] {
            #expect(html.contains("<p>Page: &lt;\(page)&gt;</p>"), "\(page) is swallowed: \(html)")
        }
        #expect(html.contains("<p>The words after, kept.</p>"), "\(html)")
        let index = String(decoding: try #require(files["llms.txt"]), as: UTF8.self)
        #expect(index.contains("(guides/pct%252e%252e/index.md)"), "\(index)")
        let links = try Self.parse(index).sections.flatMap(\.links)
        #expect(links.contains { $0.url == "guides/paren%20%281%29/index.md" }, "a space and parentheses percent-encoded: \(index)")
        #expect(files["guides/pct%2e%2e/index.md"] != nil)
    }
}
