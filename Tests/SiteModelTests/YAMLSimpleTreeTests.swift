import Foundation
import SiteModel
import Testing
import TestSupport
import Yams

/// The simple front matter reader builds, for every text it accepts, the tree Yams composes, and refuses the rest.
@Suite("Simple front matter trees")
struct YAMLSimpleTreeTests {
    /// Texts the reader must accept, each with what makes it worth checking.
    static let accepted = [
        "title: \"Button - Primary 00001\"\nstatus: stable\nweight: 12\ntags: [a, b, c]\n",
        "title: A\n", "title: A", "\n\ntitle: A\n\nweight: -3\n\n", "title:   spaced   \n",
        "tags: []\n", "tags: [ a ,b,  \"c d\" , e f ]\n", "tags: [\"a, b\"]\n",
        "date: 2025-10-28T14:30:00Z\nurl: https://example.com/a?b=c&d\n", "title: \"\"\n",
        "summary: Words, commas; and (brackets) - dashes!\n", "draft: yes\nx: null\ny: 0x1F\nz: 1_000\n",
        "title: \"with 'single' and # hash: colon\"\n", "a-b_c: d\n_x: 1.5\n",
    ]
    /// Texts the reader must leave to Yams.
    static let refused = [
        "", "\n", "# comment\ntitle: A\n", "title: A # comment\n", "title: A\ntitle: B\n", "title:\n",
        "title: \n", "title: &a A\n", "title: *a\n", "title: !str A\n", "title: |\n  A\n", "title: >\n  A\n",
        "title: \"a\\nb\"\n", "title: 'A'\n", "title: A\n  B\n", "extra:\n  a: b\n", "tags:\n- a\n", "\u{FEFF}title: A\n",
        "title:\tA\n", "title: A\r\n", "title: Ä\n", "title: \"Ä\"\n", "  title: A\n", "title: A: B\n", "title: A:\n",
        "tags: [a, b,]\n", "tags: [a: b]\n", "tags: [a\n", "tags: [[a]]\n", "links: {a: b}\n", "title: \"a\" b\n",
        "title: -\n", "title: - a\n", "title: ---\n", "---\ntitle: A\n", "? a\n: b\n", "\"title\": A\n", "title: ~\n",
        "title: a\u{7F}\n", "title: %a\n", "title: @a\n", "title: `a`\n", " \ntitle: A\n", "title: A\n \n",
        "title: \"a\n b\"\n", "title: [a, b] c\n", "1: a\n", "title: a#b\n",
    ]

    @Test("hand-written simple texts give Yams's tree")
    func acceptedCases() throws {
        for text in Self.accepted {
            let simple = try #require(YAMLSimpleTree.compose(text), "refused: \(text.debugDescription)")
            try expectSame(simple, text)
        }
    }

    @Test("hand-written texts of other forms are left to Yams")
    func refusedCases() {
        for text in Self.refused {
            #expect(YAMLSimpleTree.compose(text) == nil, "accepted: \(text.debugDescription)")
        }
    }

    @Test("every front matter of the site, the benchmark corpus and the real-world samples that is accepted gives Yams's tree")
    func corpora() throws {
        var accepted = 0
        let texts = Self.frontMatters()
        for text in texts {
            guard let simple = YAMLSimpleTree.compose(text) else { continue }
            accepted += 1
            try expectSame(simple, text)
        }
        // The repository's own Content/ is always there, and its pages' front matter is of the simple form.
        #expect(texts.count >= 10, "front matters read: \(texts.count)")
        #expect(accepted >= 10, "accepted: \(accepted) of \(texts.count)")
    }

    private func expectSame(_ simple: Node, _ text: String) throws {
        let composed = try Yams.compose(yaml: text, Resolver.basic, Constructor([:], [:], [:]), .utf8)
        let yams = try #require(composed, "Yams found no document: \(text.debugDescription)")
        // Yams resolves each key's tag when it looks for repeated keys; `==` on nodes would resolve the rest.
        #expect(describe(simple) == describe(yams), "\(text.debugDescription)")
    }

    /// Every field of the tree as text: kind, string, tag, style, mark and anchor of each node, in order.
    private func describe(_ node: Node) -> [String] {
        switch node {
        case let .scalar(scalar):
            return ["scalar \(scalar.string.debugDescription) tag=\(scalar.tag.rawValue) style=\(scalar.style) "
                + "mark=\(String(describing: scalar.mark)) anchor=\(String(describing: scalar.anchor))"]
        case let .sequence(sequence):
            return ["sequence tag=\(sequence.tag.rawValue) style=\(sequence.style) mark=\(String(describing: sequence.mark)) "
                + "anchor=\(String(describing: sequence.anchor)) count=\(sequence.count)"] + sequence.flatMap(describe)
        case let .mapping(mapping):
            return ["mapping tag=\(mapping.tag.rawValue) style=\(mapping.style) mark=\(String(describing: mapping.mark)) "
                + "anchor=\(String(describing: mapping.anchor)) count=\(mapping.count)"]
                + mapping.flatMap { describe($0.key) + describe($0.value) }
        case .alias:
            return ["alias"]
        }
    }

    /// The front matter of every Markdown file under the folders the checks read, where they exist; each seed
    /// file is also taken whole.
    private static func frontMatters() -> [String] {
        let root = SourceTree.packageRoot()
        let shared = SourceTree.sharedFolder()
        let folders = [root.appendingPathComponent("Content"), root.appendingPathComponent(".build/bench/corpus-1000"),
                       shared.appendingPathComponent("realworld"), shared.appendingPathComponent("seeds")].map(\.path)
        var texts: [String] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let relative as String in walker {
                let path = folder + "/" + relative
                let seed = folder.hasSuffix("seeds")
                guard relative.hasSuffix(".md") || relative.hasSuffix(".mdx") || seed,
                      let data = FileManager.default.contents(atPath: path) else { continue }
                let text = String(decoding: data, as: UTF8.self)
                if seed { texts.append(text) }
                if case let .success(document) = SourceDocument.split(text, path: path), let yaml = document.frontMatter, !yaml.isTOML {
                    texts.append(yaml.text)
                }
            }
        }
        return texts
    }
}
