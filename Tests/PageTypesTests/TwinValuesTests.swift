@testable import PageTypes
import Testing

/// A page type's values as its twin writes them when the type writes none of its own.
@Suite("Twin values")
struct TwinValuesTests {
    struct Item {
        var id: String
        var name: String
        var url: String?
        var count: Int
        var isNew: Bool
    }

    struct Group {
        var anchor: String
        var title: String
        var url: String
        var items: [Item]
        var preview: String
    }

    struct Values {
        var summary: String
        var tags: [String]
        var empty: [Item]
        var groups: [Group]
        var note: String?
    }

    @Test("text a line each, records a table each, a record holding a list a heading each; ids, flags and markup left out")
    func shapes() {
        let values = Values(summary: "2 groups | 3 items", tags: ["a", "b*"], empty: [], groups: [
            Group(anchor: "g1", title: "First", url: "first/", items: [
                Item(id: "i1", name: "One", url: "one/", count: 1, isNew: true),
                Item(id: "i2", name: "Two", url: nil, count: 2, isNew: false),
            ], preview: "<svg></svg>"),
            Group(anchor: "g2", title: "Second", url: "second/", items: [], preview: ""),
        ], note: nil)
        #expect(TwinValues.markdown(of: values) == """
            - Summary: 2 groups \\| 3 items
            - Tags: a, b\\*

            ## [First](<first/>)

            | Name | Count |
            |---|---|
            | [One](<one/>) | 1 |
            | Two | 2 |

            ## [Second](<second/>)


            """)
    }

    @Test("a field's name as a label")
    func labels() {
        #expect(TwinValues.label("itemCount") == "Item count")
        #expect(TwinValues.label("summary") == "Summary")
        #expect(TwinValues.label("swiftUI") == "Swift UI")
        #expect(TwinValues.label("htmlURLText") == "Html URL text")
    }

    final class Loop {
        var title = "loop"
        var next: [Loop] = []
    }

    @Test("values that refer to themselves are read only so deep")
    func depth() {
        let loop = Loop()
        loop.next = [loop]
        let text = TwinValues.markdown(of: loop)
        #expect(text.components(separatedBy: "loop").count - 1 == TwinValues.deepest + 1)
    }
}
