import Highlighting
import Testing

@Suite("ScriptLexer: JavaScript, TypeScript, JSX and TSX")
struct ScriptLexerTests {
    private func html(_ language: String, _ code: String) -> String {
        highlighted(language, code)
    }

    @Test("template literals with ${} nested to any depth, a template inside an interpolation inside a template")
    func nestedTemplates() {
        let html = html("js", #"const label = `a ${b ? `c ${d}` : "e"} f`;"#)
        #expect(html.contains(#"<span class="sb">`a </span><span class="si">${</span>b"#), "\(html)")
        #expect(html.contains(#"<span class="sb">`c </span><span class="si">${</span>d<span class="si">}</span><span class="sb">`</span>"#), "\(html)")
        #expect(html.contains(#"<span class="s2">&quot;e&quot;</span><span class="si">}</span><span class="sb"> f`</span>"#), "\(html)")
    }

    @Test("braces inside an interpolation do not end it")
    func bracesInInterpolation() {
        // Pygments ends the interpolation at the first `}` (the object's); the `}` that closes `${` ends it here.
        let html = html("ts", #"const s = `${fn({ a: 1 })}px`;"#)
        #expect(html.contains(#"<span class="p">})</span><span class="si">}</span><span class="sb">px`</span>"#), "\(html)")
    }

    @Test("after an operand / divides; after (, =, return or an operator a regex starts; [/] inside a regex")
    func regexOrDivision() {
        let html = html("javascript", "const half = total / 2 / count, re = /a[/]b+/gi;\nif (x) return /^#[0-9a-f]{6}$/i.test(v) ? a / b : c")
        #expect(html.contains(#"total <span class="o">/</span> <span class="mf">2</span> <span class="o">/</span> count"#), "\(html)")
        #expect(html.contains(#"<span class="sr">/a[/]b+/gi</span>"#), "\(html)")
        #expect(html.contains(#"<span class="k">return</span> <span class="sr">/^#[0-9a-f]{6}$/i</span>"#), "\(html)")
        #expect(html.contains(#"a <span class="o">/</span> b"#), "\(html)")
        let call = self.html("js", "split(/[,/]/)")
        #expect(call.contains(#"<span class="sr">/[,/]/</span>"#), "\(call)")
    }

    @Test("comments, strings, numbers and Pygments' keyword classes")
    func literalsAndKeywords() {
        let html = html("js", "// note\nlet n = 0x1F + 1.5e3 + 10n; /* block */ const s = 'it\\'s' + \"q\"; typeof window === 'undefined' && null")
        #expect(html.contains(#"<span class="c1">// note</span>"#))
        #expect(html.contains(#"<span class="cm">/* block */</span>"#))
        #expect(html.contains(#"<span class="mh">0x1F</span>"#) && html.contains(#"<span class="mf">1.5e3</span>"#))
        #expect(html.contains(#"<span class="mi">10n</span>"#))
        #expect(html.contains(#"<span class="s1">'it\'s'</span>"#), "\(html)")
        #expect(html.contains(#"<span class="kd">let</span>"#) && html.contains(#"<span class="kd">const</span>"#))
        #expect(html.contains(#"<span class="ow">typeof</span> <span class="nb">window</span>"#), "\(html)")
        #expect(html.contains(#"<span class="kc">null</span>"#))
    }

    @Test("TypeScript: annotations' types kt, its own keywords, decorators kd, as Pygments' TypeScriptLexer")
    func typeScript() {
        let html = html("ts", "@Component({ selector: 'ds-button' })\nexport class Button implements OnInit {\n  @Input() size?: Size;\n  private readonly scale: number = 1;\n}\ndeclare type Tone = 'a';\ninterface P { label: string }")
        #expect(html.contains(#"<span class="kd">@Component</span>"#), "\(html)")
        #expect(html.contains(#"<span class="kd">@Input</span>"#), "\(html)")
        #expect(html.contains(#"size?<span class="o">:</span> <span class="kt">Size</span>"#), "\(html)")
        #expect(html.contains(#"<span class="k">private</span> <span class="k">readonly</span> scale<span class="o">:</span> <span class="kt">number</span>"#), "\(html)")
        #expect(html.contains(#"<span class="k">implements</span>"#))
        #expect(html.contains(#"<span class="kr">declare</span> <span class="kr">type</span>"#), "\(html)")
        #expect(html.contains(#"<span class="kd">interface</span>"#))
    }

    @Test("TypeScript generics are operators and types, not JSX, in .ts")
    func genericsInTypeScript() {
        let html = html("ts", "const cache = new Map<string, Theme>();")
        #expect(html.contains(#"Map</span><span class="o">&lt;</span><span class="kt">string</span><span class="p">,</span> Theme<span class="o">&gt;</span>"#), "\(html)")
    }

    @Test("JSX: tags nt, attributes na, {expressions} back in script, text plain, self-closing tags, fragments")
    func jsxElements() {
        let html = html("jsx", #"const a = <><Button variant="ghost" size={24} onClick={() => go(1)}>Save for later</Button><Icon.Check /></>;"#)
        #expect(html.contains(#"<span class="p">&lt;&gt;&lt;</span><span class="nt">Button</span>"#), "\(html)")
        #expect(html.contains(#"<span class="na">variant</span><span class="o">=</span><span class="s">&quot;ghost&quot;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="na">size</span><span class="o">=</span><span class="p">{</span><span class="mf">24</span><span class="p">}</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">{()</span> <span class="p">=&gt;</span> go"#), "\(html)")
        // Pygments reads text children as script (`for` a keyword, an apostrophe a string); they are text.
        #expect(html.contains(#"<span class="p">)}&gt;</span>Save for later<span class="p">&lt;/</span><span class="nt">Button</span><span class="p">&gt;&lt;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="nt">Icon</span><span class="p">.</span><span class="na">Check</span> <span class="p">/&gt;&lt;/&gt;;</span>"#), "\(html)")
    }

    @Test("JSX children: nested elements, {expressions} holding elements, comments, text with apostrophes")
    func jsxChildren() {
        let code = "return (\n  <ul>\n    {items.map((item) => <li key={item.id}>{item.label}</li>)}\n    {/* empty */}\n    <li>Don't panic</li>\n  </ul>\n)\nconst r = a / b"
        let html = html("tsx", code)
        #expect(html.contains(#"<span class="p">&lt;</span><span class="nt">li</span> <span class="na">key</span>"#), "\(html)")
        #expect(html.contains(#"<span class="cm">/* empty */</span>"#))
        #expect(html.contains(#"<span class="p">&gt;</span>Don't panic<span class="p">&lt;/</span>"#), "\(html)")
        #expect(html.contains(#"a <span class="o">/</span> b"#), "after the element, script again: \(html)")
    }

    @Test("TSX: <T,> and <T extends …> are type parameters, f<T>() type arguments; a line's own <Tag> an element")
    func genericsInTSX() {
        let html = html("tsx", "const first = <T,>(items: T[]) => items[0];\nconst pick = <K extends keyof P>(key: K) => key;\nconst [open, setOpen] = useState<boolean>(false)\n<Dialog open={open} />")
        #expect(html.contains(#"<span class="o">&lt;</span>T<span class="p">,</span><span class="o">&gt;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="o">&lt;</span>K <span class="k">extends</span>"#), "\(html)")
        // Pygments takes `<boolean` for a tag; it is a type argument.
        #expect(html.contains(#"useState<span class="o">&lt;</span><span class="kt">boolean</span><span class="o">&gt;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">&lt;</span><span class="nt">Dialog</span> <span class="na">open</span>"#), "\(html)")
    }

    @Test("TSX: a generic component's type arguments stay in its tag, its attributes after them")
    func genericComponent() {
        // Pygments ends the tag at the type arguments' `>` and reads the attributes as script.
        let html = html("tsx", "<Select<Option, string> options={list} />")
        #expect(html.contains(#"<span class="nt">Select</span><span class="o">&lt;</span>Option, <span class="kt">string</span><span class="o">&gt;</span> <span class="na">options</span>"#), "\(html)")
    }

    @Test("JSX spread attributes and attribute names with dashes, as Pygments has them")
    func jsxAttributes() {
        let html = html("jsx", #"<div {...rest} aria-label="Close" data-id={id} hidden>x</div>"#)
        #expect(html.contains(#"<span class="p">{</span><span class="na">...rest</span><span class="p">}</span>"#), "\(html)")
        #expect(html.contains(#"<span class="na">aria-label</span><span class="o">=</span><span class="s">&quot;Close&quot;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="na">hidden</span><span class="p">&gt;</span>x"#), "\(html)")
    }

    @Test("plain JavaScript has no JSX: a < b compares")
    func noJSXInJavaScript() {
        let html = html("js", "if (a <b) x = <div>")
        #expect(!html.contains(#"class="nt""#), "\(html)")
    }

    @Test("an unclosed string, regex or template leaves the rest readable and every byte written once")
    func unclosed() {
        for (language, code) in [("js", "const s = 'open\nnext()"), ("ts", "x = /open\ny()"), ("tsx", "<a>`{b}</a>"), ("jsx", "<a b=\"c")] {
            let html = html(language, code)
            #expect(!html.isEmpty)
        }
        let html = html("js", "const s = \"never closed\nlet a = 1")
        #expect(html.contains(#"<span class="kd">let</span>"#), "\(html)")
    }
}
