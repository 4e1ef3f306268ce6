import SiteModel
import Testing

@Suite("Splitting front matter from the body")
struct SourceDocumentTests {
    @Test("the body's line offset counts the front matter and both fences")
    func lineOffset() throws {
        let document = try SourceDocument.split("---\ntitle: A\nweight: 2\n---\n# A\n", path: "a.md").get()
        #expect(document.frontMatter?.text == "title: A\nweight: 2\n")
        #expect(document.frontMatter?.firstLine == 2)
        #expect(String(decoding: document.body, as: UTF8.self) == "# A\n")
        #expect(document.bodyLineOffset == 4)
    }

    @Test("a file without front matter is all body")
    func noFrontMatter() throws {
        let document = try SourceDocument.split("# A\n---\n", path: "a.md").get()
        #expect(document.frontMatter == nil)
        #expect(String(decoding: document.body, as: UTF8.self) == "# A\n---\n")
        #expect(document.bodyLineOffset == 0)
    }

    @Test("a byte-order mark, CRLF line ends, trailing spaces and a closing '...' are accepted")
    func tolerantFences() throws {
        let crlf = try SourceDocument.split("\u{FEFF}---\r\ntitle: A\r\n--- \r\nBody\r\n", path: "a.md").get()
        #expect(crlf.frontMatter?.text == "title: A\r\n")
        #expect(String(decoding: crlf.body, as: UTF8.self) == "Body\r\n")
        #expect(crlf.bodyLineOffset == 3)
        let dots = try SourceDocument.split("---\ntitle: A\n...\nBody", path: "a.md").get()
        #expect(String(decoding: dots.body, as: UTF8.self) == "Body")
    }

    @Test("a byte-order mark before a file without front matter is not part of its body")
    func markWithoutFrontMatter() throws {
        let document = try SourceDocument.split("\u{FEFF}# A\n---\n", path: "a.md").get()
        #expect(document.frontMatter == nil)
        #expect(String(decoding: document.body, as: UTF8.self) == "# A\n---\n")
        let unfinished = try SourceDocument.split("\u{FEFF}----\ntitle: A\n---\n", path: "a.md").get()
        #expect(unfinished.frontMatter == nil, "four dashes open nothing")
    }

    @Test("front matter that ends the file leaves an empty body")
    func emptyBody() throws {
        let document = try SourceDocument.split("---\ntitle: A\n---", path: "a.md").get()
        #expect(String(decoding: document.body, as: UTF8.self) == "")
        #expect(document.bodyLineOffset == 3)
    }

    @Test("an unclosed front matter is an error at line 1")
    func unclosed() {
        let result = SourceDocument.split("---\ntitle: A\n\nBody\n", path: "Content/a.md")
        guard case let .failure(diagnostic) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(diagnostic.location == SourceLocation(path: "Content/a.md", line: 1, column: 1))
    }
}
