import SiteModel
import Testing

/// Edits of one top-level key, leaving every other byte of the file as the team wrote it.
@Suite("YAML block edits")
struct YAMLBlockEditTests {
    @Test("items are added at the end of the list, in its indentation, with comments and what follows kept")
    func appendsToList() throws {
        let text = """
            title: Docs  # the name
            accept:
            # known since March
            - {code: a.b, subject: x, reason: y}

            # what follows
            criteria:
              - {id: C1, name: One}

            """
        let edited = try YAMLBlockEdit.appending(["{code: c.d, page: p.md, reason: z}"], toList: "accept", in: text).get()
        #expect(edited == """
            title: Docs  # the name
            accept:
            # known since March
            - {code: a.b, subject: x, reason: y}
            - {code: c.d, page: p.md, reason: z}

            # what follows
            criteria:
              - {id: C1, name: One}

            """)
    }

    @Test("without the key, it is added at the end; an inline list or mapping is refused")
    func addsOrRefuses() throws {
        #expect(try YAMLBlockEdit.appending(["{a: 1}"], toList: "accept", in: "title: Docs\n").get() == "title: Docs\naccept:\n  - {a: 1}\n")
        #expect(try YAMLBlockEdit.appending(["{a: 1}"], toList: "accept", in: "").get() == "accept:\n  - {a: 1}\n")
        #expect(throws: YAMLBlockEdit.Refusal.self) { try YAMLBlockEdit.appending(["{a: 1}"], toList: "accept", in: "accept: []\n").get() }
        #expect(throws: YAMLBlockEdit.Refusal.self) { try YAMLBlockEdit.appending(["{a: 1}"], toList: "accept", in: "{title: Docs}\n").get() }
        // A key that only starts like it is another key.
        #expect(try YAMLBlockEdit.appending(["{a: 1}"], toList: "accept", in: "accepted: yes\n").get() == "accepted: yes\naccept:\n  - {a: 1}\n")
    }

    @Test("a file written with CRLF gets CRLF lines, and its key is found")
    func crlf() throws {
        let text = "title: T\r\naccept:\r\n  - {a: 1}\r\nweight: 2\r\n"
        #expect(try YAMLBlockEdit.appending(["{b: 2}"], toList: "accept", in: text).get()
            == "title: T\r\naccept:\r\n  - {a: 1}\r\n  - {b: 2}\r\nweight: 2\r\n")
        #expect(YAMLBlockEdit.replacing("accept", with: ["accept: []"], in: text) == "title: T\r\naccept: []\r\nweight: 2\r\n")
    }

    @Test("a block is replaced whole, or added at the end, and nothing else moves")
    func replaces() {
        let text = "title: T\nassessed:\n  date: 2026-01-01\n  drawn:\n    - old\nweight: 2\n"
        #expect(YAMLBlockEdit.replacing("assessed", with: ["assessed:", "  date: 2026-11-27"], in: text)
            == "title: T\nassessed:\n  date: 2026-11-27\nweight: 2\n")
        #expect(YAMLBlockEdit.replacing("assessed", with: ["assessed:", "  date: 2026-11-27"], in: "title: T\n")
            == "title: T\nassessed:\n  date: 2026-11-27\n")
    }

    @Test("quoted text reads back as itself: quotes, backslashes, line breaks and control characters escaped")
    func quoting() {
        #expect(YAMLBlockEdit.quoted(#"a "b" \c"#) == #""a \"b\" \\c""#)
        #expect(YAMLBlockEdit.quoted("line\nbreak\u{7}") == #""line\nbreak\u0007""#)
        #expect(YAMLBlockEdit.quoted("#005CE5 on: {x}") == ##""#005CE5 on: {x}""##)
    }
}
