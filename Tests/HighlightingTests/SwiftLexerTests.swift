import Highlighting
import Testing

@Suite("Swift lexer")
struct SwiftLexerTests {
    private func html(_ code: String) -> String {
        highlighted("swift", code)
    }

    // Pygments has no raw strings: it reads `#` as punctuation and ends the string at the first `"`. These are
    // read as Swift reads them, delimiters and all one string, `\#(` an interpolation.
    @Test("raw strings with any number of #, their interpolation \\#( ), and quotes inside them")
    func rawStrings() {
        let one = html(##"let r = #"a "q" \#(x) \n"#"##)
        #expect(one.contains(##"<span class="s">#&quot;a &quot;q&quot; </span><span class="si">\#(</span>x<span class="si">)</span>"##), "\(one)")
        #expect(one.contains(#"<span class="s"> \n&quot;#</span>"#), "\\n is two characters in a raw string")
        let two = html(###"let rr = ##"a"#b"## + 1"###)
        #expect(two.contains(##"<span class="s">##&quot;a&quot;#b&quot;##</span> <span class="o">+</span> <span class="mi">1</span>"##), "\(two)")
        let multi = html(##"let t = #"""\n  "raw" \#(x)\n  """#\nlet after = 1"##.replacingOccurrences(of: #"\n"#, with: "\n"))
        #expect(multi.contains(#"<span class="kd">let</span> <span class="nv">after</span>"#), "\(multi)")
    }

    // Pygments reads `0.` as a float in `0...100`; Swift reads a range of two integers.
    @Test("a range's bounds are integers; a fraction needs a digit after its point")
    func ranges() {
        let code = html("EBSlider(value: $value, in: 0...100, step: 0.5)")
        #expect(code.contains(#"<span class="mi">0</span><span class="p">...</span><span class="mi">100</span>"#), "\(code)")
        #expect(code.contains(#"<span class="mf">0.5</span>"#), "\(code)")
    }

    @Test("multi-line strings hold quotes and interpolations")
    func multilineStrings() {
        let code = html("let m = \"\"\"\n  He said \"hi\" \\(name)\n  \"\"\"\nlet n = 2")
        #expect(code.contains("<span class=\"s\">&quot;&quot;&quot;\n  He said &quot;hi&quot; </span><span class=\"si\">\\(</span>name<span class=\"si\">)</span>"), "\(code)")
        #expect(code.contains(#"<span class="kd">let</span> <span class="nv">n</span>"#))
    }

    @Test("interpolations nest strings that interpolate again")
    func nestedInterpolation() {
        let code = html(#""\(a + "b\(c)")" + d"#)
        #expect(code == #"<span class="s">&quot;</span><span class="si">\(</span>a <span class="o">+</span> <span class="s">&quot;b</span><span class="si">\(</span>c<span class="si">)</span><span class="s">&quot;</span><span class="si">)</span><span class="s">&quot;</span> <span class="o">+</span> d"#, "\(code)")
        let calls = html(#""\(f(g(1)))" + x"#)
        #expect(calls.contains(#"<span class="si">\(</span>f<span class="si">(</span>g<span class="si">(</span><span class="mi">1</span><span class="si">)))</span><span class="s">&quot;</span> <span class="o">+</span> x"#), "\(calls)")
    }

    @Test("block comments nest; line comments keep Pygments' special words")
    func comments() {
        #expect(html("/* a /* b */ c */ let").hasPrefix(#"<span class="cm">/* a /* b */ c */</span> <span class="kd">let</span>"#))
        #expect(html("//TODO: x").contains(#"<span class="c1">//</span><span class="cs">TODO:</span><span class="c1"> x</span>"#))
        #expect(html("/* open /* ").contains(#"<span class="cm">/* open /* </span>"#), "an open comment runs to the end")
    }

    // Pygments reads `@State` as `@` and a plain name; only its list of old attributes (`@objc`, `@IBOutlet`)
    // are keywords. The classes follow it.
    @Test("attributes as Pygments has them: @ and a name, its own list as kr")
    func attributes() {
        let code = html("@State private var on = false\n@MainActor final class A {}\n@objc func f() {}")
        #expect(code.contains(#"<span class="p">@</span>State <span class="kd">private</span> <span class="kd">var</span> <span class="nv">on</span>"#), "\(code)")
        #expect(code.contains(#"<span class="p">@</span>MainActor <span class="kr">final</span> <span class="kd">class</span> <span class="nc">A</span>"#))
        #expect(code.contains(#"<span class="kr">@objc</span> <span class="kd">func</span> <span class="nf">f</span>"#))
    }

    @Test("#if lines and #available are cp, names in them too, to the end of the line")
    func directives() {
        let code = html("#if os(iOS)\nimport UIKit\n#endif\nif #available(iOS 15, *) { }")
        #expect(code.contains(#"<span class="cp">#if</span> <span class="cp">os</span><span class="p">(</span><span class="cp">iOS</span><span class="p">)</span>"#), "\(code)")
        #expect(code.contains(#"<span class="kd">import</span> <span class="nc">UIKit</span>"#))
        #expect(code.contains(#"<span class="cp">#endif</span>"#))
        #expect(code.contains(#"<span class="k">if</span> <span class="cp">#available</span><span class="p">(</span><span class="cp">iOS</span> <span class="mi">15</span>"#))
    }

    // Pygments carries a `#if` line on past a `//` comment, and an `import` line past trailing spaces, colouring
    // the next line's names as the directive's; here the line break ends them.
    @Test("a directive or import line ends at its line break, after a comment or trailing spaces too")
    func lineEnds() {
        #expect(html("#if DEBUG // debug only\nlet x = Int(1)").contains(#"<span class="nb">Int</span>"#))
        #expect(html("import UIKit  \nstruct A {}").contains(#"<span class="kd">struct</span> <span class="nc">A</span>"#))
    }

    @Test("keywords, declared names, standard types and functions, Cocoa classes")
    func names() {
        let code = html("struct Card: View { func body() -> Int { let x = print(items.isEmpty); return self.x } }")
        #expect(code.contains(#"<span class="kd">struct</span> <span class="nc">Card</span><span class="p">:</span> View"#), "\(code)")
        #expect(code.contains(#"<span class="kd">func</span> <span class="nf">body</span>"#))
        #expect(code.contains(#"<span class="nb">Int</span>"#))
        #expect(code.contains(#"<span class="kd">let</span> <span class="nv">x</span> <span class="p">=</span> <span class="bp">print</span>"#))
        #expect(code.contains(#"<span class="bp">isEmpty</span>"#))
        #expect(code.contains(#"<span class="k">return</span> <span class="kc">self</span>"#))
        #expect(html("let c: UIColor = .red").contains(#"<span class="bp">UIColor</span>"#))
        #expect(html("$0.count + $value").hasPrefix(#"<span class="nv">$0</span><span class="p">.</span><span class="bp">count</span>"#))
    }

    @Test("numbers: 0x, 0b, 0o, underscores, fractions and exponents")
    func numbers() {
        let code = html("0x1F 0b1010 0o17 1_000 1.5e3 42")
        #expect(code == #"<span class="mh">0x1F</span> <span class="mb">0b1010</span> <span class="mo">0o17</span> <span class="mi">1_000</span> <span class="mf">1.5e3</span> <span class="mi">42</span>"#, "\(code)")
        #expect(html("\"\\t\\u{1F600}\"").contains(#"<span class="se">\t\u{1F600}</span>"#))
    }

    @Test("a component page's snippet: placeholders stay plain names, whole")
    func usageSnippet() {
        let code = html("EBSlider(value: $value, in: 0...100, tooltip: .__specimen_0__) // @State var value = __specimen_1__.0")
        #expect(code.contains(#"<span class="p">.</span>__specimen_0__<span class="p">)</span>"#), "\(code)")
        #expect(code.contains(#"<span class="c1">// @State var value = __specimen_1__.0</span>"#))
        #expect(code.contains(#"<span class="k">in</span><span class="p">:</span> <span class="mi">0</span><span class="p">...</span><span class="mi">100</span>"#))
    }
}
