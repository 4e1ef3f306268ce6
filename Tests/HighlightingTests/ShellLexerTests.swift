import Highlighting
import Testing

@Suite("Shell lexer")
struct ShellLexerTests {
    private static func html(_ language: String, _ code: String) -> String {
        highlighted(language, code)
    }

    @Test("keywords, builtins, numbers, comments only where a word starts, variables and options plain")
    func words() {
        let html = Self.html("bash", "#!/bin/sh\nif [ -n \"$TOKEN\" ]; then exit 2; fi # done\nx=1 a#b --verbose\n")
        #expect(html.hasPrefix(#"<span class="c">#!/bin/sh</span>"#))
        #expect(html.contains(#"<span class="k">if</span> <span class="o">[</span> -n "#))
        #expect(html.contains(#"<span class="k">then</span> <span class="nb">exit</span> <span class="m">2</span>"#))
        #expect(html.contains(#"<span class="c1"># done</span>"#))
        #expect(html.contains("x<span class=\"o\">=</span><span class=\"m\">1</span> a#b --verbose"))
    }

    @Test("expansions nest inside double quotes: $var, ${var:-default}, $(command), $((arithmetic))")
    func expansions() {
        let html = Self.html("sh", #"echo "user: ${USER:-anon} in $(pwd) at $((1 + 2))""#)
        #expect(html.contains(#"<span class="s2">&quot;user: </span><span class="si">${</span><span class="nv">USER</span><span class="k">:-</span><span class="nv">anon</span><span class="si">}</span>"#))
        #expect(html.contains(#"<span class="k">$(</span><span class="nb">pwd</span><span class="k">)</span>"#))
        #expect(html.contains(#"<span class="k">$((</span><span class="m">1</span> <span class="o">+</span> <span class="m">2</span><span class="k">))</span><span class="s2">&quot;</span>"#))
    }

    // Pygments reads a heredoc as one pattern, up to the terminator's first occurrence anywhere and with the rest
    // of the `<<EOF` line inside; bash reads the body from the next line to the terminator line, and expands
    // `$…` in it unless the terminator is quoted.
    @Test("heredocs: the rest of the line code, the body a string to the terminator line, expansions unless quoted")
    func heredocs() {
        let html = Self.html("zsh", "cat <<-EOF >out.txt\n\tHello $NAME, EOF is not the end\n\tEOF\ncat <<'RAW'\n$NOT ${EXPANDED}\nRAW\nls\n")
        #expect(html.contains(#"<span class="sh">&lt;&lt;-EOF</span> &gt;out.txt"#))
        #expect(html.contains("<span class=\"sh\">\tHello </span><span class=\"nv\">$NAME</span><span class=\"sh\">, EOF is not the end"))
        #expect(html.contains("<span class=\"sh\">$NOT ${EXPANDED}\nRAW</span>\nls"))
    }

    @Test("single quotes and backticks")
    func quotes() {
        let html = Self.html("bash", "log 'no $expansion' `date`")
        #expect(html.contains(#"<span class="s1">'no $expansion'</span>"#))
        #expect(html.contains(#"<span class="sb">`</span>date<span class="sb">`</span>"#))
    }

    // Pygments' prompt pattern is greedy: in `user@host:~/aurora$ echo $HOME` it takes `user@host:~/aurora$ echo $`
    // for the prompt. The prompt ends at its first `$`, as the shell's does.
    @Test("a session: prompts gp, code after them, continuation lines after a backslash, other lines output")
    func session() {
        let html = Self.html("console", "$ npm run build\n> @aurora/ui build\nuser@host:~/aurora$ echo $HOME \\\n>   done\n/Users/ada\n[ada@box aurora]$ ls\n# whoami\n")
        #expect(html.contains(#"<span class="gp">$ </span>npm run build"#))
        #expect(html.contains("<span class=\"go\">&gt; @aurora/ui build\n</span>"), "npm's output: `> ` is a prompt only after a line that goes on, as Pygments has it")
        #expect(html.contains(#"<span class="gp">user@host:~/aurora$ </span><span class="nb">echo</span> <span class="nv">$HOME</span>"#))
        #expect(html.contains(#"<span class="gp">&gt; </span>  <span class="k">done</span>"#))
        #expect(html.contains(#"<span class="gp">[ada@box aurora]$ </span>ls"#))
        #expect(html.contains(#"<span class="gp"># </span>whoami"#))
        #expect(html.contains("<span class=\"go\">/Users/ada\n</span>"))
    }

    // Pygments shows a heredoc's body in a session as output; it is the command's input.
    @Test("a session's heredoc: its body lines, after a `> ` prompt or none, a string to the terminator")
    func sessionHeredoc() {
        let html = Self.html("console", "$ cat <<EOF > .npmrc\n> token=${NPM_TOKEN}\n> EOF\n$ cat <<EOF\nplain body\nEOF\nout\n")
        #expect(html.contains(#"<span class="gp">&gt; </span><span class="sh">token=</span><span class="si">${</span>"#))
        #expect(html.contains(#"<span class="gp">&gt; </span><span class="sh">EOF</span>"#))
        #expect(html.contains("<span class=\"sh\">plain body\nEOF</span>\n<span class=\"go\">out\n</span>"))
    }
}
