import Foundation
import Previews
import SiteModel
import Testing

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
    @Test("well-formed text, multi-byte characters included, decodes")
    func valid() throws {
        let text = "naïve — 日本 — 🎛️\n"
        #expect(try UTF8Validation.decode(Data(text.utf8), path: "a.md").get() == text)
    }

    @Test("the first invalid byte is reported at its line and column", arguments: [
        ([0x61, 0x0A, 0x62, 0xC3, 0x28], 2, 2),
        ([0xFF], 1, 1),
        ([0xC3, 0xA9, 0xE9], 1, 2),
        ([0xED, 0xA0, 0x80], 1, 1),
        ([0xF0, 0x9F, 0x98], 1, 1),
        ([0xC0, 0xAF], 1, 1),
    ] as [([UInt8], Int, Int)])
    func invalid(bytes: [UInt8], line: Int, column: Int) {
        guard case let .failure(diagnostic) = UTF8Validation.decode(Data(bytes), path: "a.md") else {
            Issue.record("accepted \(bytes)")
            return
        }
        #expect(diagnostic.location.line == line)
        #expect(diagnostic.location.column == column)
    }

    @Test("read eight ASCII bytes at a time, the check finds an invalid byte at any offset, as the standard library's does")
    func everyOffset() {
        let ascii = Array("line one\nline two and more text\n".utf8)
        let bad: [[UInt8]] = [[0x80], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]
        for length in 0...ascii.count {
            for sequence in bad {
                let bytes = Array(ascii.prefix(length)) + sequence + Array("and an ASCII tail".utf8)
                #expect(UTF8Validation.firstInvalidOffset(bytes) == length, "\(length) \(sequence)")
                #expect(String(validating: bytes, as: UTF8.self) == nil)
            }
            let valid = Array(ascii.prefix(length)) + Array("é日🎛️".utf8) + Array(ascii.prefix(length))
            #expect(UTF8Validation.firstInvalidOffset(valid) == nil, "\(length)")
            #expect(UTF8Validation.check(valid, path: "a.md") == nil)
        }
        let diagnostic = UTF8Validation.check(ascii + ascii + [0xFF], path: "a.md")
        #expect(diagnostic?.location == SourceLocation(path: "a.md", line: 5, column: 1))
    }
}

@Suite("Suggestions and diagnostics")
struct SuggestionTests {
    @Test("a close misspelling gets a suggestion, a far one does not")
    func closest() {
        let keys = PageFrontMatter.keys
        #expect(Suggestion.closest(to: "titel", in: keys) == "title")
        #expect(Suggestion.closest(to: "tag", in: keys) == "tags")
        #expect(Suggestion.closest(to: "Summary", in: keys) == "summary")
        #expect(Suggestion.closest(to: "colour", in: keys) == nil)
    }

    @Test("diagnostics sort by path, line, column and print as path:line:column: severity: message")
    func sorting() {
        var diagnostics = Diagnostics()
        diagnostics.append(.warning(.linkBroken, at: SourceLocation(path: "b.md", line: 2, column: 1), "w"))
        diagnostics.append(.error(.linkBroken, at: SourceLocation(path: "b.md", line: 10, column: 1), "late"))
        diagnostics.append(.error(.linkBroken, at: SourceLocation(path: "a.md", line: 9, column: 3), "first"))
        diagnostics.append(.error(.linkBroken, at: SourceLocation(path: "b.md", line: 2, column: 1), "e"))
        diagnostics.append(.error(.linkBroken, at: SourceLocation(path: "a.md", line: 9, column: 3), "first"))
        #expect(diagnostics.sorted.map(\.description) == [
            "a.md:9:3: error: first",
            "b.md:2:1: error: e",
            "b.md:2:1: warning: w",
            "b.md:10:1: error: late",
        ])
        #expect(diagnostics.errorCount == 4 && diagnostics.warningCount == 1)
    }
}
