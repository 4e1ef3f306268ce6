@testable import Templates
import Testing

/// A template object made of named values, for the Mustache spec's hash data.
struct Fields: TemplateObject {
    var values: [String: TemplateValue]

    init(_ values: [String: TemplateValue]) {
        self.values = values
    }

    func templateValue(named name: String) -> TemplateValue? {
        values[name]
    }
}

func object(_ values: [String: TemplateValue]) -> TemplateValue {
    .object(Fields(values))
}

/// Renders `text` with `data`, and `partials` registered by name.
func render(_ text: String, _ data: TemplateValue = object([:]), partials: [String: String] = [:]) throws -> String {
    var library = TemplateLibrary()
    library.register(try Template(parsing: text), named: "main")
    for (name, partial) in partials {
        library.register(try Template(parsing: partial), named: name)
    }
    return String(decoding: try #require(try library.render(data, template: "main")), as: UTF8.self)
}

/// Cases from the Mustache spec (github.com/mustache/spec, specs/*.yml), named after the spec's own tests, and the
/// choices the spec leaves to an implementation.
@Suite("Templates")
struct TemplateTests {
    @Test("interpolation escapes HTML; triple mustache and ampersand do not")
    func interpolation() throws {
        let data = object(["forbidden": .text("& \" < > '"), "count": .number(85), "on": .flag(true)])
        #expect(try render("These characters should be HTML escaped: {{forbidden}}", data)
            == "These characters should be HTML escaped: &amp; &quot; &lt; &gt; &#39;")
        #expect(try render("{{{forbidden}}}|{{&forbidden}}|{{ forbidden }}", data) == "& \" < > '|& \" < > '|&amp; &quot; &lt; &gt; &#39;")
        #expect(try render("\"{{count}} miles an hour!\" {{on}}", data) == "\"85 miles an hour!\" true")
        #expect(try render("I ({{cannot}}) be seen!", data) == "I () be seen!")
    }

    @Test("dotted names: resolved from the first part up the stack, each further part only in what was found")
    func dottedNames() throws {
        let data = object([
            "person": object(["name": .text("Joe")]),
            "a": object(["b": object([:])]),
            "b": object(["c": .text("ERROR")]),
        ])
        #expect(try render("\"{{person.name}}\" == \"{{#person}}{{name}}{{/person}}\"", data) == "\"Joe\" == \"Joe\"")
        #expect(try render("\"{{a.b.c}}\" == \"\"", data) == "\"\" == \"\"")
        #expect(try render("{{#a}}{{b.c}}{{/a}}", data) == "")
        #expect(try render("{{person.missing.name}}|{{#person.name}}[{{.}}]{{/person.name}}", data) == "|[Joe]")
    }

    @Test("a field that exists and holds nothing ends the lookup; only a missing field looks further out")
    func nullEndsLookup() throws {
        let data = object(["summary": .text("outer"), "pages": .list([object(["summary": .null]), object([:])])])
        #expect(try render("{{#pages}}[{{summary}}]{{/pages}}", data) == "[][outer]")
    }

    @Test("sections: false, null and empty lists skip; lists repeat; other values enter once")
    func sections() throws {
        let data = object([
            "yes": .flag(true), "no": .flag(false), "nothing": .null, "empty": .list([]),
            "list": .list([object(["item": .text("1")]), object(["item": .text("2")]), object(["item": .text("3")])]),
            "words": .list([.text("a"), .text("b")]),
            "context": object(["name": .text("Joe")]), "zero": .number(0), "blank": .text(""), "outer": .text("O"),
        ])
        #expect(try render("\"{{#yes}}shown{{/yes}}{{#no}}hidden{{/no}}{{#nothing}}hidden{{/nothing}}{{#empty}}hidden{{/empty}}\"", data)
            == "\"shown\"")
        #expect(try render("\"{{#list}}{{item}}{{/list}}\"", data) == "\"123\"")
        #expect(try render("{{#words}}({{.}}){{/words}}", data) == "(a)(b)")
        #expect(try render("\"{{#context}}Hi {{name}} {{outer}}.{{/context}}\"", data) == "\"Hi Joe O.\"")
        #expect(try render("{{#zero}}0 is present{{/zero}}|{{#blank}}\"\" is present{{/blank}}", data) == "0 is present|\"\" is present")
        #expect(try render("{{^no}}a{{/no}}{{^nothing}}b{{/nothing}}{{^empty}}c{{/empty}}{{^yes}}X{{/yes}}{{^list}}X{{/list}}{{^missing}}d{{/missing}}", data)
            == "abcd")
    }

    @Test("standalone section, comment and delimiter lines disappear with their newline; inline tags do not")
    func standaloneLines() throws {
        let data = object(["boolean": .flag(true), "text": .text("Hey!")])
        #expect(try render("| This Is\n{{#boolean}}\n|\n{{/boolean}}\n| A Line", data) == "| This Is\n|\n| A Line")
        #expect(try render("| This Is\n  {{#boolean}}\n|\n  {{/boolean}}\n| A Line", data) == "| This Is\n|\n| A Line")
        #expect(try render(" {{#boolean}}YES{{/boolean}}\n {{#boolean}}GOOD{{/boolean}}\n", data) == " YES\n GOOD\n")
        #expect(try render("|\r\n{{#boolean}}\r\n{{/boolean}}\r\n|", data) == "|\r\n|")
        #expect(try render("  {{#boolean}}\n#{{/boolean}}\n/", data) == "#\n/")
        #expect(try render("#{{#boolean}}\n/\n  {{/boolean}}", data) == "#\n/\n")
        #expect(try render("Begin.\n{{! Comment Block! }}\nEnd.", data) == "Begin.\nEnd.")
        #expect(try render("Begin.\n{{!\nSomething's going on here\n}}\nEnd.", data) == "Begin.\nEnd.")
        #expect(try render("  12 {{! 34 }}\n", data) == "  12 \n")
        #expect(try render("Begin.\n{{=<% %>=}}\nEnd. <%text%>", data) == "Begin.\nEnd. Hey!")
        #expect(try render("| {{text}}\n| {{#boolean}} {{/boolean}}\n", data) == "| Hey!\n|  \n")
    }

    @Test("set delimiters apply to the rest of the template, sections included")
    func delimiters() throws {
        let data = object(["text": .text("Hey!"), "section": .flag(true), "data": .text("I got interpolated.")])
        #expect(try render("{{=<% %>=}}(<%text%>)", data) == "(Hey!)")
        #expect(try render("[\n{{#section}}\n  {{data}}\n  |data|\n{{/section}}\n{{= | | =}}\n|#section|\n  {{data}}\n  |data|\n|/section|\n]\n", data)
            == "[\n  I got interpolated.\n  |data|\n  {{data}}\n  I got interpolated.\n]\n")
    }

    @Test("partials render with the caller's context; a standalone partial indents each of its lines")
    func partials() throws {
        let data = object(["text": .text("content"), "content": .text("<\n->")])
        #expect(try render("\"{{>text}}\"", data, partials: ["text": "*{{text}}*"]) == "\"*content*\"")
        #expect(try render("\"{{>missing}}\"", data) == "\"\"")
        #expect(try render("\\\n {{>partial}}\n/\n", data, partials: ["partial": "|\n{{{content}}}\n|\n"])
            == "\\\n |\n <\n->\n |\n/\n")
        #expect(try render("|\n  {{>outer}}\n|", data, partials: ["outer": "a\n {{>inner}}\nb\n", "inner": "x\ny\n"])
            == "|\n  a\n   x\n   y\n  b\n|")
        let tree = object(["content": .text("X"), "nodes": .list([object(["content": .text("Y"), "nodes": .list([])])])])
        #expect(try render("{{>node}}", tree, partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"]) == "X<Y<>>")
    }

    @Test("a partial that includes itself without end stops with an error naming it")
    func endlessPartial() throws {
        #expect(throws: TemplateRenderError.self) {
            try render("{{>loop}}", partials: ["loop": "again {{>loop}}"])
        }
        do {
            _ = try render("{{>loop}}", partials: ["loop": "again {{>loop}}"])
        } catch let error as TemplateRenderError {
            #expect(error.template == "loop")
        }
    }

    @Test("inheritance: blocks keep their default unless the caller replaces them; the outermost caller wins")
    func inheritance() throws {
        #expect(try render("{{$title}}Default title{{/title}}") == "Default title")
        #expect(try render("{{<include}}{{/include}}", partials: ["include": "{{$foo}}default content{{/foo}}"]) == "default content")
        #expect(try render("{{<super}}{{$title}}sub template title{{/title}}{{/super}}",
                           partials: ["super": "...{{$title}}Default title{{/title}}..."]) == "...sub template title...")
        #expect(try render("{{<parent}}{{$a}}c{{/a}}{{/parent}}",
                           partials: ["parent": "{{<grandparent}}{{$a}}p{{/a}}{{/grandparent}}", "grandparent": "{{$a}}g{{/a}}"]) == "c")
        #expect(try render("{{<parent}}ignored text {{x}} {{$a}}A{{/a}}{{/parent}}", partials: ["parent": "[{{$a}}{{/a}}|{{$b}}B{{/b}}]"])
            == "[A|B]")
        // The theme's shape: a page replaces the base's main block, on standalone lines.
        let base = "<main>\n{{$main}}{{/main}}\n</main>\n"
        let page = "{{<base}}\n{{$main}}\n<article>{{title}}</article>\n{{/main}}\n{{/base}}\n"
        #expect(try render(page, object(["title": .text("T")]), partials: ["base": base]) == "<main>\n<article>T</article>\n\n</main>\n")
    }

    @Test("syntax errors name the line and column of the tag at fault")
    func syntaxErrors() {
        let cases: [(String, TemplateSyntaxError)] = [
            ("a\n  {{#open}}\nb", TemplateSyntaxError(line: 2, column: 3, reason: "'open' is opened but never closed; close it with '{{/open}}'")),
            ("{{#a}}\n{{/b}}", TemplateSyntaxError(line: 2, column: 1, reason: "'{{/b}}' closes 'a', opened at 1:1; close it with '{{/a}}'")),
            ("x {{/a}}", TemplateSyntaxError(line: 1, column: 3, reason: "'{{/a}}' closes nothing; no section is open")),
            ("é {{name", TemplateSyntaxError(line: 1, column: 3, reason: "a tag is not closed with '}}'")),
            ("{{{name}}", TemplateSyntaxError(line: 1, column: 1, reason: "a tag is not closed with '}}}'")),
            ("{{% CONTENT_TYPE: TEXT }}", TemplateSyntaxError(line: 1, column: 1, reason: "pragmas ('{{%') are not supported")),
            ("{{uppercased(name)}}", TemplateSyntaxError(line: 1, column: 1, reason: "'uppercased(name)' is not a name; transforms such as empty(list) are not supported: test a flag, or the list itself, whose section shows only when it has elements")),
            ("{{a..b}}", TemplateSyntaxError(line: 1, column: 1, reason: "'a..b' is not a name; a dotted name has a name on each side of each dot")),
            ("{{first name}}", TemplateSyntaxError(line: 1, column: 1, reason: "'first name' is not a name; names have no spaces")),
            ("{{ }}", TemplateSyntaxError(line: 1, column: 1, reason: "a tag has no name")),
            ("{{=<%=}}", TemplateSyntaxError(line: 1, column: 1, reason: "a set-delimiter tag must hold two delimiters apart, as in {{=<% %>=}}")),
        ]
        for (text, expected) in cases {
            #expect(throws: expected) { try Template(parsing: text) }
        }
    }

    @Test("partials and parents are listed where they are named, for the theme to check they exist")
    func references() throws {
        let template = try Template(parsing: "{{<base}}\n{{$main}}\n  {{> partials/toc}}\n{{/main}}\n{{/base}}")
        #expect(template.references.map(\.name) == ["base", "partials/toc"])
        #expect(template.references.map(\.line) == [1, 3])
        #expect(template.references.map(\.column) == [1, 3])
    }
}

/// Whether a template shows a value: what decides where a component page's first preview goes.
@Suite("Values a template shows")
struct TemplateShowsTests {
    @Test("a variable or a section's name, at any depth of the template's own sections and blocks, not in text or partials")
    func shows() throws {
        #expect(try Template(parsing: "<p>{{{page.stage}}}</p>").shows("page.stage"))
        #expect(try Template(parsing: "{{#page.component}}{{#page.stage}}x{{/page.stage}}{{/page.component}}").shows("page.stage"))
        #expect(try Template(parsing: "{{<base}}{{$main}}{{page.stage}}{{/main}}{{/base}}").shows("page.stage"))
        #expect(try Template(parsing: "{{^page.stage}}none{{/page.stage}}").shows("page.stage"))
        #expect(try !Template(parsing: "page.stage {{page.stages}} {{stage}} {{> page.stage}}").shows("page.stage"))
        #expect(try !Template(parsing: "{{! page.stage }}").shows("page.stage"))
    }
}
