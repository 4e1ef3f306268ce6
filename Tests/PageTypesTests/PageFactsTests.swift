@testable import PageTypes
import Foundation
import Testing

/// A page type's values as site.json's `facts` of its page: the fields the twin writes, as JSON.
@Suite("Page facts")
struct PageFactsTests {
    struct Item {
        var id: String
        var name: String
        var count: Int
        var share: Double
        var isNew: Bool
    }

    struct Values {
        var anchor: String
        var summary: String
        var tags: [String]
        var items: [Item]
        var empty: [Item]
        var preview: String
        var note: String?
    }

    @Test("text, numbers, lists and records as they are; ids, anchors, flags, markup and empty fields left out")
    func shapes() throws {
        let values = Values(anchor: "top", summary: "2 items", tags: ["a", "b"], items: [
            Item(id: "i1", name: "One", count: 1, share: 0.25, isNew: true),
        ], empty: [], preview: "<svg></svg>", note: nil)
        let facts = try #require(PageFacts.reading(values))
        #expect(facts == .record([
            "summary": .text("2 items"), "tags": .list([.text("a"), .text("b")]),
            "items": .list([.record(["name": .text("One"), "count": .integer(1), "share": .number(0.25)])]),
        ]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(facts), as: UTF8.self)
            == #"{"items":[{"count":1,"name":"One","share":0.25}],"summary":"2 items","tags":["a","b"]}"#)
        #expect(try JSONDecoder().decode(PageFacts.self, from: encoder.encode(facts)) == facts)
    }

    @Test("values that show nothing give no facts")
    func nothing() {
        #expect(PageFacts.reading(Values(anchor: "a", summary: "", tags: [], items: [], empty: [], preview: "<p>", note: nil)) == nil)
    }

    final class Loop {
        var name = "loop"
        var next: Loop?
    }

    @Test("records are read at most six levels down, so a value that holds itself ends")
    func bounded() throws {
        let loop = Loop()
        loop.next = loop
        var facts = try #require(PageFacts.reading(loop))
        var depth = 1
        while case .record(let fields) = facts, let next = fields["next"] {
            facts = next
            depth += 1
        }
        #expect(depth == TwinValues.deepest)
    }
}
