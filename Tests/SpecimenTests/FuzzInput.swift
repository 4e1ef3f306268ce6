import Foundation

/// Sites a careless or hostile author might write, generated from a seed: front matter, preview fences,
/// tokens.json and Markdown built from pieces that have broken builders before (huge, tiny and non-finite numbers,
/// deep nesting, YAML aliases, alias chains and cycles, random bytes, odd file names), mixed at random.
/// The same seed gives the same sites.
struct FuzzInput {
    /// SplitMix64: small, fast, and the same on every platform.
    struct Generator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    var random: Generator
    /// The words written so far, each once in the whole run, so that no page of an earlier input can hold one.
    var wordsWritten = 0
    /// The words of the page being written, each in a paragraph or another generator's construct: every one must
    /// reach the page's HTML.
    var words: [String] = []
    /// The words of each page of the last ``content()``, by file name.
    var pageWords: [String: [String]] = [:]
    /// Whether the current site may hold anything (random bytes, broken YAML and JSON), or only well-formed
    /// files with values that may not fit: half of each, so that both the error paths and the drawing of odd
    /// numbers are reached.
    var wild = false

    init(seed: UInt64) {
        random = Generator(state: seed)
    }

    static let numbers = [
        "0", "-0", "1", "-1", "2", "7", "0.5", "1e308", "-1e308", "1e-300", "-1e-300", "1e16", "9223372036854775807",
        "9223372036854775808", "-9223372036854775809", "18446744073709551616", "4294967296", "2147483648",
        "1e999", "nan", "NaN", ".nan", "inf", "-inf", ".inf", "Infinity", "0x10", "1_000", "١٢", "１２", "1e", "--1", "",
    ]
    static let previewProperties = [
        "style", "steps", "current", "orientation", "connector", "state", "completed-tint", "check", "progress", "length",
        "value", "min", "max", "step", "tooltip", "format", "symbol", "unit", "stéps", "width",
    ]
    static let words = [
        "bullet", "dash", "circular", "vertical", "horizontal", "always", "never", "percent", "currency", "true", "false",
        "focus", "pressed", "disabled", "x", "€",
    ]
    static let controls = ["value", "steps,current", "style", "value,max,state", "steps,current,progress", "tooltip", "nope"]
    static let oddNames = [
        "a b.md", "ünïcode.md", "-dash.md", ".hidden.md", "CON.md", "a..b.md", "name%2e%2e.md", "tab\tname.md",
        String(repeating: "l", count: 200) + ".md", "emoji-🧪.md", "quote\"s.md", "back\\slash.md", "index.md.md",
        "UPPER.MD", "x.markdown", "#hash.md", "?query.md", "nested/deep/deeper/page.md",
    ]

    mutating func pick<T>(_ items: [T]) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }

    mutating func chance(_ percent: UInt64) -> Bool {
        random.next() % 100 < percent
    }

    mutating func count(_ upper: Int) -> Int {
        Int(random.next() % UInt64(upper + 1))
    }

    mutating func number() -> String {
        chance(70) ? pick(Self.numbers) : String(Double(bitPattern: random.next()))
    }

    mutating func bytes(_ upper: Int) -> [UInt8] {
        (0..<count(upper)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }

    /// A `preview` fence: a component, then properties with numbers and words that may not fit.
    mutating func fence() -> String {
        let info = "```preview" + (chance(40) ? " controls=" + pick(Self.controls) : "") + (chance(10) ? " id=" + pick(["a", "a", "top", "é"]) : "")
        guard wild else {
            // A well-formed preview, and at times one property of its own component with a value that may not fit.
            let stepper = chance(50)
            var spec = stepper ? "stepper style=" + pick(["bullet", "dash", "circular"]) + " steps=\(2 + count(6)) current=\(count(3))"
                : "slider value=\(count(100))"
            if chance(50) {
                spec += " " + pick(stepper ? ["length", "progress", "orientation"] : ["min", "max", "step", "value"]) + "=" + number()
            }
            return info + "\n" + spec + "\n```"
        }
        var spec = pick(["stepper", "slider", "button", ""])
        for _ in 0..<count(6) {
            spec += " " + pick(Self.previewProperties) + "=" + (chance(60) ? number() : pick(Self.words))
        }
        if wild && chance(10) {
            spec += String(decoding: bytes(40), as: UTF8.self)
        }
        return info + "\n" + spec + "\n```"
    }

    /// Front matter: known keys with odd values, nesting, aliases.
    mutating func frontMatter() -> String {
        guard wild else {
            return "---\ntitle: Fuzz \(count(99))\n" + (chance(30) ? "weight: \(count(9))\n" : "") + "---"
        }
        var lines = ["---", "title: " + (chance(80) ? "Fuzz \(count(99))" : number())]
        for _ in 0..<count(5) {
            switch count(7) {
            case 0: lines.append("weight: " + number())
            case 1: lines.append("tags: " + String(repeating: "[", count: count(300)) + "x" + String(repeating: "]", count: count(300)))
            case 2:
                lines.append("tags: &v [" + Array(repeating: "v", count: 1 + count(40)).joined(separator: ", ") + "]\ninventory:")
                for entry in 0..<count(60) {
                    lines.append("  - {name: E\(entry), node: '1:\(entry)', frame: 8 × 8, variants: *v}")
                }
            case 3: lines.append("preview: " + pick(["stepper", "slider"]) + " " + pick(Self.previewProperties) + "=" + number())
            case 4: lines.append("scorecard:\n  - {criterion: C\(count(9)), status: " + pick(["ready", "requires-rework", "??"]) + "}")
            case 5: lines.append("tokens:\n  - {role: R, token: " + pick(["stepper/color/bg", "a/b", "", "color/brand/500"]) + "}")
            case 6: lines.append(pick(["family: stepper", "verdict: {status: restructure, summary: S}", "summary: \(number())"]))
            default: lines.append(String(decoding: bytes(30), as: UTF8.self))
            }
        }
        lines.append("---")
        return lines.joined(separator: "\n")
    }

    /// A word no other paragraph of the run holds, recorded for the page being written.
    mutating func word() -> String {
        wordsWritten += 1
        words.append("fuzzword\(wordsWritten)")
        return "fuzzword\(wordsWritten)"
    }

    /// A construct of another generator that once took the rest of its page with it, or put a placeholder where
    /// the page showed it: JSX, template tags and MDX expressions over lines of a quote that lose their `>`,
    /// script blocks with blank lines, constructs in attributes and link destinations, containers, comments.
    mutating func foreignConstruct() -> String {
        let (one, two) = (word(), word())
        return switch count(15) {
        case 0: "<Note title=\"\(one)\">\n\n\(two) in **Markdown** children.\n\n</Note>"
        case 1: "> <Callout\nkind=\"info\" label=\"\(one)\">\n\(two)\n</Callout>"
        case 2: "> {% include \"card.njk\"\nwith \(one) %}\n\n\(two)"
        case 3: "{{ example({ name: \"\(one)\" }) }} and {{ \(two) }}"
        case 4: "<script>\nconst \(one) = 1\n\nconst \(two) = 2\n</script>"
        case 5: "> <script>\n> const \(one) = 1\n\n> const \(two) = 2\n> </script>"
        case 6: ":::: tip \(one)\n\(two) inside.\n::::"
        case 7: "See [the guide]({{ site.baseurl }}/\(one)/) and <span title=\"{{ x }}\">\(two)</span>."
        case 8: "> {items.map(item =>\n\(one))}\n\n\(two)"
        case 9: "Text {/* a note */} \(one) and {props.\(two)}."
        case 10: "- item \(one)\n\n  <Tabs\nitems={[1, 2]} />\n\n\(two)"
        case 11: "![a {{ picture }} \(one)](/a.png) and [\(two)]: {{ url }}"
        case 12: "> > <Tabs\n> items={a} \(one) />\n\(two)"
        case 13: "See <img\n  src=\"{{ site.baseurl }}/\(one).png\"\n  alt=\"{% t alt %}\"> and \(two)."
        case 14: mixedLines(one, two)
        default: String(repeating: "x", count: count(3000)) + "specimen-marker: \(one) \(two)"
        }
    }

    /// Lines of other generators' syntax and of Markdown in any order, with no blank line between most, so that
    /// what opens raw HTML, a list, a table or a paragraph decides how the next lines read: an embed then an
    /// indented line, a script that never closes, a container's end on a list item's lazy line, a table under an
    /// expression. `one` and `two` are in plain lines, which every reading shows (an ES module line, which MDX
    /// reads up to the next blank line, is followed by one).
    mutating func mixedLines(_ one: String, _ two: String) -> String {
        let lines = [
            "{{ x }}", "{% if a %}", "{# c #}", "{props.x}", "{/* c */}", "<Button variant=\"x\" />", "<Tabs items={['a']}>",
            "</Tabs>", "<Note title=\"t\">", "</Note>", ":::tip", ":::", "import X from 'y'\n", "@include \"a.md\"", "[[snip]]",
            "<iframe src=\"https://e.com/a\"></iframe>", "<script>", "</script>", "<div class=\"g\">", "</div>",
            "[x]({{ u }})", "[x](<{{ u }}>)", "`code {{ y }}`", "```", "    indented {{ z }}", "- item {{ i }}", "1. one",
            "> quote {% q %}", "# H {{ h }}", "|---|---|", "| a | {{ b }} |", "<span title=\"{{ s }}\">s</span>",
            "<Story\n  code={One}\n/>", "![a {{ p }}](/a.png)", "[r]: {{ r }}", "  {{ n }}", "", "plain text",
        ]
        var page = (0..<count(20)).map { _ in pick(lines) }
        page.insert("plain \(one)", at: count(page.count))
        return page.joined(separator: "\n") + "\n\nplain \(two)"
    }

    /// Markdown: headings, deep quotes and lists, tables, long lines, inline previews, raw bytes, other
    /// generators' constructs, and between the parts paragraphs whose words must reach the page.
    mutating func markdown() -> String {
        var parts: [String] = ["First " + word() + "."]
        for _ in 0..<count(6) {
            defer { parts.append("Then " + word() + ".") }
            switch wild ? count(10) : pick([0, 1, 2, 4, 5, 9, 10]) {
            case 9, 10: parts.append(foreignConstruct())
            case 0: parts.append(fence())
            case 1: parts.append(String(repeating: "> ", count: count(400)) + "deep")
            case 2: parts.append((0..<count(300)).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n"))
            case 3: parts.append("| a | b |\n|---|---|\n" + Array(repeating: "| `preview: stepper steps=\(number())` | x |", count: count(20)).joined(separator: "\n"))
            case 4: parts.append(String(repeating: "x", count: count(100_000)))
            case 5: parts.append("# " + String(repeating: "#", count: count(10)) + " Heading {#" + pick(["id", "", "a b", "é"]) + "}")
            case 6: parts.append("[link](" + pick(["../../../etc/passwd", "#nowhere", "components/slider/", "%zz", ""]) + ") and `stepper/color/bg`")
            case 7: parts.append("Contrast 4.5:1 between " + pick(["`color/brand/500`", "`x/y`"]) + " and `color/white`.")
            default: parts.append(String(decoding: bytes(200), as: UTF8.self))
            }
        }
        return parts.joined(separator: "\n\n")
    }

    /// tokens.json: groups, types, values, alias chains and cycles, deep nesting, or not JSON at all.
    mutating func tokens() -> [UInt8] {
        if wild && chance(10) {
            return bytes(300)
        }
        if wild && chance(10) {
            let depth = count(3000)
            return Array((String(repeating: "{\"g\":", count: depth) + "1" + String(repeating: "}", count: depth)).utf8)
        }
        var tokens: [String] = []
        let chain = count(50)
        for index in 0..<chain {
            let target = chance(5) ? "{chain.t\(count(chain))}" : (index == chain - 1 ? "#005CE5" : "{chain.t\(index + 1)}")
            tokens.append("\"t\(index)\": {\"$value\": \"\(target)\"}")
        }
        var groups = ["\"chain\": {\"$type\": \"color\"" + (tokens.isEmpty ? "" : ", " + tokens.joined(separator: ", ")) + "}"]
        let kinds = ["color", "dimension", "number", "duration", "fontWeight", "fontFamily", "shadow", "nonsense"]
        for index in 0..<count(20) {
            let kind = pick(kinds)
            let literal = number()
            let value = switch count(4) {
            case 0: "\"\(literal)px\""
            // A bare number where Swift reads one (nan and inf too, which make the file invalid JSON), else text.
            case 1: Double(literal) != nil ? literal : "\"\(literal)\""
            case 2: "\"\(pick(["#FFF", "#ＦＦＦ", "#12345", "red", "{chain.t0}", "{missing.x}", ""]))\""
            case 3: "{\"value\": \(count(9)), \"unit\": \"\(pick(["px", "rem", "ms", "s", "parsec"]))\"}"
            default: "[\(literal), 2]"
            }
            let mode = chance(20) ? ", \"$extensions\": {\"mode\": {\"dark\": \(value)}}" : ""
            groups.append("\"g\(index)\": {\"$type\": \"\(kind)\", \"v\": {\"$value\": \(value)\(mode)}}")
        }
        var text = "{" + groups.joined(separator: ", ") + "}"
        if chance(10) {
            text = "\u{FEFF}" + text
        }
        return Array(text.utf8)
    }

    /// A whole content folder: site.yml, maybe tokens.json, and a few pages under odd names.
    mutating func content() -> [String: [UInt8]] {
        wild = chance(50)
        var files: [String: [UInt8]] = [:]
        files["site.yml"] = Array(("title: Fuzz\n" + (chance(50) ? "criteria:\n  - {id: C1, name: One}\n" : "")
            + (wild && chance(10) ? String(decoding: bytes(60), as: UTF8.self) : "")).utf8)
        if wild && chance(70) {
            files["tokens.json"] = tokens()
        }
        pageWords = [:]
        words = []
        files["index.md"] = Array(("# Home\n\n" + markdown()).utf8)
        pageWords["index.md"] = words
        for _ in 0..<(1 + count(wild ? 3 : 1)) {
            let name = chance(50) ? pick(Self.oddNames) : "components/c\(count(9))" + (chance(30) ? ".mdx" : ".md")
            words = []
            let page = !wild || chance(90) ? Array((frontMatter() + "\n" + markdown()).utf8) : bytes(2000)
            files[name] = page
            pageWords[name] = words
        }
        return files
    }
}
