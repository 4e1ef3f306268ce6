import Foundation
import Highlighting
import Testing
import TestSupport

/// Highlighting only adds spans: stripping them from the HTML of any snippet, and reading back the four escaped
/// characters, gives the snippet's text byte for byte, whatever the lexer makes of it.
@Suite("Highlighted code strips back to its text")
struct HighlightedTextTests {
    /// The HTML's text: its tags dropped and its escapes read.
    static func text(of html: String) -> String {
        html.replacing(#/<span class="[a-z0-9]+">|</span>/#, with: "")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Every fenced block with a language in the Markdown files below `folder`: its language and its code.
    static func fences(below folder: URL) -> [(String, String)] {
        var fences: [(String, String)] = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard ["md", "mdx", "markdown"].contains(url.pathExtension), let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            fences += Self.fences(in: text)
        }
        return fences
    }

    static func fences(in text: String) -> [(String, String)] {
        var fences: [(String, String)] = []
        var open: (fence: Substring, language: String, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let marker = trimmed.prefix { $0 == "`" } .count >= 3 ? trimmed.prefix { $0 == "`" } : trimmed.prefix { $0 == "~" }
            if let current = open {
                if marker.count >= current.fence.count, marker.first == current.fence.first, trimmed.dropFirst(marker.count).allSatisfy(\.isWhitespace) {
                    fences.append((current.language, current.lines.joined(separator: "\n") + "\n"))
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if marker.count >= 3 {
                let language = trimmed.dropFirst(marker.count).prefix { !$0.isWhitespace && $0 != "{" && $0 != "`" }
                if !language.isEmpty { open = (marker, String(language), []) }
            }
        }
        return fences
    }

    /// The fixtures: Fixtures/<language>/<file>.
    static func fixtures() throws -> [(String, String)] {
        let folder = SourceTree.packageRoot().appendingPathComponent("Tests/HighlightingTests/Fixtures")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().flatMap { language in
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(language).path).sorted().map { name in
                (language, try String(contentsOf: folder.appendingPathComponent(language).appendingPathComponent(name), encoding: .utf8))
            }
        }
    }

    static func expectStripsBack(_ snippets: [(String, String)], _ what: String) {
        var highlighted = 0
        for (language, code) in snippets {
            guard case let .highlighted(html) = Highlighter().highlight(CodeSnippet(language: .init(rawValue: language), code: code)) else { continue }
            highlighted += 1
            #expect(Self.text(of: html) == code, "\(what): a \(language) block does not strip back to its text:\n\(code)")
        }
        #expect(highlighted > 0, "\(what): no block was highlighted")
    }

    @Test("every fence of Content/ and of the real design systems' docs and token sets")
    func realFences() {
        Self.expectStripsBack(Self.fences(below: SourceTree.packageRoot().appendingPathComponent("Content")), "Content/")
        Self.expectStripsBack(Self.fences(below: SourceTree.sharedFolder().appendingPathComponent("realworld")), "realworld")
    }

    @Test("every fixture, whole and cut short at every few bytes, and every language over bytes of any kind")
    func fixturesAndDamage() throws {
        let fixtures = try Self.fixtures()
        #expect(fixtures.count >= 2)
        Self.expectStripsBack(fixtures, "fixtures")
        var damaged: [(String, String)] = []
        for (language, code) in fixtures {
            let bytes = Array(code.utf8)
            for end in stride(from: 1, to: bytes.count, by: 7) {
                damaged.append((language, String(decoding: bytes[..<end], as: UTF8.self)))
            }
        }
        // Bytes of every kind, the same on every run: a seeded generator.
        var state: UInt64 = 20_261_128
        let alphabet = Array("\"'`$#{}()[]<>/\\*-+=:;,.!?@&|%^~\n\n\t  aZ09_\u{e9}\r".utf8)
        for language in BuiltInLanguage.allCases.flatMap(\.names).prefix(80) {
            for _ in 0..<40 {
                var bytes: [UInt8] = []
                for _ in 0..<120 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    bytes.append(alphabet[Int(state >> 33) % alphabet.count])
                }
                damaged.append((language, String(decoding: bytes, as: UTF8.self)))
            }
        }
        Self.expectStripsBack(damaged, "damaged input")
    }

    @Test("every fence of the benchmark corpus")
    func benchmarkCorpus() throws {
        let script = SourceTree.sharedFolder().appendingPathComponent("bench/make_corpus.py")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "60", folder.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        Self.expectStripsBack(Self.fences(below: folder), "benchmark corpus")
    }
}
