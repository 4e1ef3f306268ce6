import Highlighting
import Testing

@Suite("Kotlin lexer")
struct KotlinLexerTests {
    private func html(_ code: String) -> String {
        highlighted("kotlin", code)
    }

    // `$name`'s name is plain, as Pygments has it. Pygments reads a `"` inside `${…}` as a lone string quote and
    // the words after it as code; here a string in a template is a string.
    @Test("string templates: $name, ${expr} with strings inside")
    func templates() {
        let code = html(#""$name ${user.name.uppercase()} ${if (a) "yes" else "no"}""#)
        #expect(code.hasPrefix(#"<span class="s">&quot;</span><span class="si">$</span>name<span class="s"> </span><span class="si">${</span>user<span class="p">.</span><span class="na">name</span>"#), "\(code)")
        #expect(code.contains(#"<span class="si">${</span><span class="k">if</span> <span class="p">(</span>a<span class="p">)</span> <span class="s">&quot;yes&quot;</span> <span class="k">else</span> <span class="s">&quot;no&quot;</span><span class="si">}</span><span class="s">&quot;</span>"#))
        #expect(html(#""${list.map { it.name }} done""#).contains(#"<span class="p">}</span><span class="si">}</span><span class="s"> done&quot;</span>"#))
        #expect(html(#""costs \$0""#).contains(#"<span class="se">\$</span>"#), "an escaped dollar is no template")
        #expect(html(#""$temperature°C""#).contains(#"<span class="si">$</span>temperature<span class="s">°C&quot;</span>"#),
                "a template's name ends at a character no name holds")
    }

    @Test("raw strings hold quotes and templates, backslashes their own")
    func rawStrings() {
        let code = html(#""""raw $x ${y + 1} "q" \n""" + z"#)
        #expect(code == #"<span class="s">&quot;&quot;&quot;raw </span><span class="si">$</span>x<span class="s"> </span><span class="si">${</span>y <span class="o">+</span> <span class="m">1</span><span class="si">}</span><span class="s"> &quot;q&quot; \n&quot;&quot;&quot;</span> <span class="o">+</span> z"#, "\(code)")
    }

    // Pygments ends a block comment at the first `*/`; Kotlin's nest.
    @Test("block comments nest; a line comment on the last line is a comment")
    func comments() {
        #expect(html("/* a /* b */ c */ val x = 1").hasPrefix(#"<span class="cm">/* a /* b */ c */</span> <span class="kd">val</span> <span class="nv">x</span>"#))
        #expect(html("f() // end").hasSuffix(#"<span class="c1">// end</span>"#))
    }

    @Test("annotations and labels nd; fun's name nf, a receiver plain; class names nc; backtick names")
    func declarations() {
        let code = html("@Composable\nfun Card(modifier: Modifier = Modifier) { }")
        #expect(code.hasPrefix(#"<span class="nd">@Composable</span>"#), "\(code)")
        #expect(code.contains(#"<span class="kd">fun</span> <span class="nf">Card</span><span class="p">(</span>modifier<span class="p">:</span> Modifier"#))
        #expect(html("data class Token(val name: String)") == #"<span class="kd">data</span> <span class="kd">class</span> <span class="nc">Token</span><span class="p">(</span><span class="kd">val</span> <span class="nv">name</span><span class="p">:</span> <span class="kt">String</span><span class="p">)</span>"#)
        #expect(html("fun Modifier.card(): Modifier = this").hasPrefix(#"<span class="kd">fun</span> Modifier<span class="p">.</span><span class="nf">card</span>"#))
        #expect(html("private fun <T : Any> T.describe() = 1").contains(#"<span class="o">&gt;</span> T<span class="p">.</span><span class="nf">describe</span>"#))
        #expect(html("fun `shows title`() {}").contains(#"<span class="nf">`shows title`</span>"#))
        #expect(html("val `my name` = 1").contains(#"<span class="nv">`my name`</span>"#))
        #expect(html("return@forEach") == #"<span class="k">return</span><span class="nd">@forEach</span>"#)
        #expect(html("@file:JvmName(\"X\")").hasPrefix(#"<span class="nd">@file</span><span class="p">:</span>JvmName"#))
    }

    @Test("keywords, built-in types, it, names after a dot, imports")
    func names() {
        #expect(html("x?.let { it + 1 } ?: 0") == #"x<span class="o">?.</span><span class="na">let</span> <span class="p">{</span> <span class="nb">it</span> <span class="o">+</span> <span class="m">1</span> <span class="p">}</span> <span class="o">?:</span> <span class="m">0</span>"#)
        #expect(html("val s: String? = null").contains(#"<span class="kt">String?</span> <span class="o">=</span> <span class="kc">null</span>"#))
        #expect(html("import androidx.compose.ui.Modifier") == #"<span class="k">import</span> <span class="nn">androidx.compose.ui.Modifier</span>"#)
        #expect(html("x !in xs").contains(#"<span class="k">!in</span>"#))
    }

    // Pygments reads one digit and then a name: `0` `xFF6200EE`, `1` `_000`, `1.5` `e3`. Numbers here are whole.
    // `16.dp` is `16` and a member, `0..100` a range; Pygments takes the point into the number.
    @Test("numbers with suffixes, hex, underscores and exponents whole")
    func numbers() {
        let code = html("1L 0.5f 0xFF6200EE 1_000 1.5e3 16.dp 2u")
        #expect(code == #"<span class="m">1L</span> <span class="m">0.5f</span> <span class="m">0xFF6200EE</span> <span class="m">1_000</span> <span class="m">1.5e3</span> <span class="m">16</span><span class="p">.</span><span class="na">dp</span> <span class="m">2u</span>"#, "\(code)")
        #expect(html("0..100").hasPrefix(#"<span class="m">0</span><span class="p">..</span><span class="m">100</span>"#))
        #expect(html(#"'a' '\n' '\u0041'"#) == #"<span class="sc">'a'</span> <span class="sc">'\n'</span> <span class="sc">'\u0041'</span>"#)
    }

    @Test("a component page's snippet: placeholders stay names, whole")
    func usageSnippet() {
        let code = html("EBStepper(current = __specimen_0__, style = StepperStyle.__specimen_1__) // end")
        #expect(code.contains(#"<span class="o">=</span> __specimen_0__<span class="p">,</span>"#), "\(code)")
        #expect(code.contains(#"<span class="p">.</span><span class="na">__specimen_1__</span>"#))
        let slider = html("EBSlider(valueRange = 0f..100f) // var value by remember { mutableFloatStateOf(__specimen_1__f) }")
        #expect(slider.contains(#"<span class="m">0f</span><span class="p">..</span><span class="m">100f</span>"#), "\(slider)")
    }
}
