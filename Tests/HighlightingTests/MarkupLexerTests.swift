import Highlighting
import Testing

@Suite("MarkupLexer: HTML, XML, Vue and Svelte")
struct MarkupLexerTests {
    private func html(_ language: String, _ code: String) -> String {
        highlighted(language, code)
    }

    @Test("HTML: doctype, comments, tags, attributes quoted, bare and without value, entities, end tags")
    func htmlBasics() {
        let html = html("html", "<!DOCTYPE html>\n<!-- note -->\n<p class=\"lead\" hidden data-x=1>Fish &amp; chips&nbsp;&#8212;</p>\n</ div>")
        #expect(html.contains(#"<span class="cp">&lt;!DOCTYPE html&gt;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="cm">&lt;!-- note --&gt;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">&lt;</span><span class="nt">p</span> <span class="na">class</span><span class="o">=</span><span class="s">&quot;lead&quot;</span> <span class="na">hidden</span> <span class="na">data-x</span><span class="o">=</span><span class="s">1</span><span class="p">&gt;</span>"#), "\(html)")
        #expect(html.contains(#"Fish <span class="ni">&amp;amp;</span> chips<span class="ni">&amp;nbsp;&amp;#8212;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">&lt;/</span><span class="nt">p</span><span class="p">&gt;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">&lt;/</span> <span class="nt">div</span><span class="p">&gt;</span>"#), "\(html)")
    }

    @Test("HTML: <style> is CSS, <style lang=\"scss\"> SCSS, up to the end tag")
    func htmlStyle() {
        let html = html("html", "<style>.a { color: red; }</style>\n<style lang=\"scss\">.b { &:hover { x: y; } }</style>")
        #expect(html.contains(#"<span class="nt">style</span><span class="p">&gt;.</span><span class="nc">a</span> <span class="p">{</span> <span class="k">color</span><span class="p">:</span> <span class="kc">red</span>"#), "\(html)")
        #expect(html.contains(#"<span class="k">&amp;</span><span class="nd">:hover</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">}&lt;/</span><span class="nt">style</span><span class="p">&gt;</span>"#), "\(html)")
    }

    @Test("HTML: <script> content is script, not markup, up to its end tag; without one, only the rest of its line")
    func htmlScript() {
        let html = html("html", "<script type=\"module\">\nconst a = \"<b>\";\n</script>\n<i>x</i>")
        #expect(html.contains(#"<span class="na">type</span><span class="o">=</span><span class="s">&quot;module&quot;</span><span class="p">&gt;</span>"#), "\(html)")
        #expect(!html.contains(#"<span class="nt">b</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">&lt;/</span><span class="nt">script</span><span class="p">&gt;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">&lt;</span><span class="nt">i</span><span class="p">&gt;</span>x"#), "\(html)")
        let open = self.html("html", "<script>let a = 1\n<p>x</p>")
        #expect(open.contains(#"<span class="p">&lt;</span><span class="nt">p</span><span class="p">&gt;</span>x"#), "\(open)")
    }

    @Test("HTML: <script> as JavaScript, or TypeScript for lang=\"ts\" (needs ScriptLexer)")
    func htmlScriptLanguage() {
        let html = html("html", "<script>const a = 1</script><script lang=\"ts\">let n: number = 1</script>")
        #expect(html.contains(#"<span class="kd">const</span>"#), "\(html)")
        #expect(html.contains(#"<span class="kt">number</span>"#), "\(html)")
    }

    @Test("XML and SVG: the tag with its < a tag, attributes with their =, processing instructions, CDATA, comments")
    func xml() {
        let html = html("svg", "<?xml version=\"1.0\"?>\n<!-- icon -->\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox = '0 0 24 24'><path d=\"M0 0\"/><![CDATA[ a < b ]]></svg>")
        #expect(html.contains(#"<span class="cp">&lt;?xml version=&quot;1.0&quot;?&gt;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="cm">&lt;!-- icon --&gt;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="nt">&lt;svg</span> <span class="na">xmlns=</span><span class="s">&quot;http://www.w3.org/2000/svg&quot;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="na">viewBox =</span> <span class="s">'0 0 24 24'</span><span class="nt">&gt;&lt;path</span>"#), "\(html)")
        #expect(html.contains(#"<span class="nt">/&gt;</span><span class="cp">&lt;![CDATA[ a &lt; b ]]&gt;</span><span class="nt">&lt;/svg&gt;</span>"#), "\(html)")
        // Pygments' XML lexer knows no attribute without a value and leaves it plain; so does this one.
        let bare = self.html("xml", "<rect hidden x=\"1\"/>")
        #expect(bare.contains(#"<span class="nt">&lt;rect</span> hidden <span class="na">x=</span>"#), "\(bare)")
    }

    @Test("Vue: {{ }} and directives (v-if, :prop, @event.modifier, v-bind:[key]) as Pygments' Vue lexer reads them")
    func vueTemplate() {
        let html = html("vue", "<template>\n  <Btn v-if=\"ok\" :label=\"title\" @click.prevent=\"save(1)\" v-bind:[key]=\"v\">{{ count + 1 }}</Btn>\n</template>")
        #expect(html.contains(#"<span class="na">v-if</span><span class="o">=</span><span class="s">&quot;</span>ok<span class="s">&quot;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">:</span><span class="na">label</span><span class="o">=</span><span class="s">&quot;</span>title"#), "\(html)")
        #expect(html.contains(#"<span class="p">@</span><span class="na">click</span><span class="p">.</span><span class="na">prevent</span><span class="o">=</span>"#), "\(html)")
        #expect(html.contains(#"<span class="na">v-bind</span><span class="p">:</span><span class="cp">[</span>key<span class="cp">]</span>"#), "\(html)")
        #expect(html.contains(#"<span class="cp">{{</span> count <span class="o">+</span>"#), "\(html)")
        #expect(html.contains(#"<span class="cp">}}</span><span class="p">&lt;/</span><span class="nt">Btn</span>"#), "\(html)")
    }

    @Test("Vue: <script setup lang=\"ts\"> as TypeScript (needs ScriptLexer), <style scoped lang=\"scss\"> as SCSS")
    func vueBlocks() {
        let html = html("vue", "<script setup lang=\"ts\">\ntype Size = 'sm' | 'lg'\n</script>\n<style scoped lang=\"scss\">\n.a { &:hover { color: $c; } }\n</style>")
        // Pygments' Vue lexer reads every script as JavaScript and every style as CSS, whatever its lang.
        #expect(html.contains(#"<span class="kr">type</span> Size"#), "\(html)")
        #expect(html.contains(#"<span class="na">scoped</span> <span class="na">lang</span><span class="o">=</span><span class="s">&quot;scss&quot;</span><span class="p">&gt;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="nc">.a</span> <span class="p">{</span> <span class="k">&amp;</span><span class="nd">:hover</span>"#), "\(html)")
    }

    @Test("Svelte: {#if}, {:else if}, {/if}, {#each}, {@html} blocks, {expressions} between tags and in attributes, {name} shorthand")
    func svelte() {
        let html = html("svelte", """
        {#if open}
          <Panel {size} on:close|once={() => (open = false)} class="p-{size} x" />
        {:else if loading}
          {@html raw}
        {/if}
        {#each items as item}<li>{item}</li>{/each}
        """)
        // Pygments has no Svelte lexer; these are what Svelte's own grammar says they are.
        #expect(html.contains(#"<span class="p">{</span><span class="k">#if</span> open<span class="p">}</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">{</span><span class="k">:else</span> <span class="k">if</span> loading<span class="p">}</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">{</span><span class="k">@html</span> raw<span class="p">}</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">{</span><span class="k">/if</span><span class="p">}</span>"#), "\(html)")
        #expect(html.contains(#"<span class="nt">Panel</span> <span class="p">{</span><span class="na">size</span><span class="p">}</span> <span class="na">on:close|once</span><span class="o">=</span><span class="p">{"#), "\(html)")
        #expect(html.contains(#"<span class="na">class</span><span class="o">=</span><span class="s">&quot;p-</span><span class="p">{</span>size<span class="p">}</span><span class="s"> x&quot;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="p">&gt;{</span>item<span class="p">}&lt;/</span><span class="nt">li</span>"#), "\(html)")
    }

    @Test("unclosed comments, tags, mustaches and braces: every byte still written once, in order")
    func unclosed() {
        for (language, code) in [("html", "<!-- never closed\n<p>x</p>"), ("html", "<a href=\"x>y</a> & <"), ("xml", "<a b='c"),
                                 ("vue", "<p>{{ a }</p><p>{{ b"), ("svelte", "a { b\n<p>{x}</p> <i class=\"{y\">"),
                                 ("html", "<style>a { color: red"), ("html", "<![CDATA[ x"), ("svelte", "<a {b")] {
            let html = html(language, code)
            let text = html.replacing(/<[^>]+>/, with: "").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
                .replacing("&quot;", with: "\"").replacing("&amp;", with: "&")
            #expect(text == code, "\(html)")
        }
    }
}
