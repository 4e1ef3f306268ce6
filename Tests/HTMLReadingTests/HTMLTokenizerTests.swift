@testable import HTMLReading
import Testing

@Suite("Reading built HTML as text and tags")
struct HTMLTokenizerTests {
    /// The tokens of `html` as text: `text(…)`, `<name attr=value …/>` or `</name>`.
    private func tokens(_ html: String) -> [String] {
        var utf8 = Array(html.utf8)
        return utf8.withUnsafeMutableBufferPointer { buffer in
            var tokenizer = HTMLTokenizer(UnsafeBufferPointer(buffer))
            var read: [String] = []
            let string = { (range: Range<Int>) in String(decoding: tokenizer.slice(range), as: UTF8.self) }
            while let token = tokenizer.next() {
                switch token {
                case .text(let range):
                    read.append("text(\(string(range)))")
                case .startTag(let name, let selfClosing):
                    var written = "<" + string(name)
                    for attribute in tokenizer.attributes {
                        written += " \(string(attribute.name))=\(string(attribute.value))"
                    }
                    read.append(written + (selfClosing ? "/>" : ">"))
                case .endTag(let name):
                    read.append("</" + string(name) + ">")
                }
            }
            return read
        }
    }

    @Test("text and tags; attributes quoted or not, a > inside quotes, names ended by any white space, / or >")
    func tags() {
        #expect(tokens("a<p class=\"x\">b<br/>c</p >") == ["text(a)", "<p class=x>", "text(b)", "<br/>", "text(c)", "</p>"])
        #expect(tokens("<img alt=\"a > b\" src=i.png data-x='id=\"y\"' hidden>") == [#"<img alt=a > b src=i.png data-x=id="y" hidden=>"#])
        #expect(tokens("<div\tid=a>x</div\n>") == ["<div id=a>", "text(x)", "</div>"])
        #expect(tokens("<DIV ID = 'a' >") == ["<DIV ID=a>"])
    }

    @Test("comments and declarations are neither text nor tags; a < that opens nothing is text")
    func commentsAndDeclarations() {
        #expect(tokens("<!doctype html><!-- <a href=x> -->a<?x?>b</ c>") == ["text(a)", "text(b)"])
        #expect(tokens("1 < 2") == ["text(1 )", "text(<)", "text( 2)"])
        #expect(tokens("<!-- never closed <p>") == [])
    }

    @Test("script and style hold raw text, tags in it are text, to their end tag in any case")
    func rawText() {
        #expect(tokens("<script>if (a<b) { x('<p>') }</SCRIPT>c") == ["<script>", "text(if (a<b) { x('<p>') })", "</SCRIPT>", "text(c)"])
        #expect(tokens("<style>p > a { }</style>") == ["<style>", "text(p > a { })", "</style>"])
    }

    @Test("a tag cut off by the end of the page ends there")
    func cutOff() {
        #expect(tokens("a<p class=\"x") == ["text(a)", "<p class=x>"])
        #expect(tokens("a</p") == ["text(a)", "</p>"])
    }
}
