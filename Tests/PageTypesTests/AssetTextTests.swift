import Foundation
import PageTypes
import Testing

/// The theme's stylesheets and scripts as served: comments, indentation and blank lines removed where that cannot
/// change what they mean.
@Suite("Served assets")
struct AssetTextTests {
    @Test("a stylesheet loses its comments and indentation, never a comment-like text inside a string")
    func stylesheet() {
        let css = """
            /* The page. */
            body {
              color: red; /* inline */
              content: "/* kept */";
            }

            a::before { content: '\\'/*' }
            """
        #expect(AssetText.stylesheet(css) == "body {\ncolor:red;\ncontent:\"/* kept */\";\n}\na::before {content:'\\'/*'}\n")
        // Spaces CSS reads are kept: in values, in selectors (a descendant's before its colon), in strings.
        #expect(AssetText.stylesheet(#"a :is(b, c) { margin: 0 1rem; content: "; { }, a: b" } p{ x: y }"#)
                == #"a :is(b,c) {margin:0 1rem;content:"; { }, a: b"} p{x:y}"# + "\n")
        #expect(AssetText.stylesheet("@media (min-width: 75rem), print { .a :focus { b: c } }") == "@media (min-width:75rem),print {.a :focus {b:c}}\n")
        #expect(AssetText.stylesheet("a { content: \"one\\\ntwo\" }") == nil, "a string continued over a line is left as written")
        // CRLF line breaks part lines as LF ones do, a continued string included.
        #expect(AssetText.stylesheet(css.replacingOccurrences(of: "\n", with: "\r\n")) == AssetText.stylesheet(css))
        #expect(AssetText.stylesheet("a { content: \"one\\\r\ntwo\" }") == nil)
    }

    @Test("a script loses its whole-line comments and indentation; one with a template literal or a continued line is left as written")
    func script() {
        let js = """
            // Opening words.
            (function () {
              var url = "https://example.com/"; // kept: not a whole line
              // gone
              return url;
            })();
            """
        #expect(AssetText.script(js) == "(function () {\nvar url = \"https://example.com/\"; // kept: not a whole line\nreturn url;\n})();\n")
        #expect(AssetText.script("var a = `\n  // inside\n`;") == nil)
        // A backtick only in whole-line comments opens no template literal, read as bytes or as a String.
        #expect(AssetText.script("  // the `box` loads it\nvar a;\n") == "var a;\n")
        // With CRLF line breaks ("\r\n" is one Character), a comment on the first line is not the whole file.
        #expect(AssetText.script("// the `box`\r\nvar a;\r\n") == "var a;\n")
        #expect(AssetText.script("var a; // `x`\n") == nil, "a comment after code is on a line of code")
        #expect(AssetText.script("var a = 'one\\\n  // two';") == nil)
        let data = Data("  // comment\nvar a;\n".utf8)
        #expect(AssetText.served(data, path: "assets/site.js") == Data("var a;\n".utf8))
        #expect(AssetText.served(data, path: "assets/notes.txt") == data)
    }
}
