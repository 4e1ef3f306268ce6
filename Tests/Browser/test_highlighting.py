"""Code highlighted by Specimen's own lexers: TSX, Vue and shell blocks coloured in light and dark, every token
colour readable on the code background (4.5:1) and axe passing; and the lexers' agreement with Pygments, the
highlighter the theme's classes come from, measured per character on real blocks and the fixtures."""

import os
import subprocess
import sys

from axe_playwright_python.sync_playwright import Axe

from engines import expect, is_chromium
from site_checks import AXE_OPTIONS, ROOT, SHARED

PAGE = "guides/code/"

# Each token's colour and the code background's, as the browser computes them.
COLOURS = """code => {
  const background = getComputedStyle(code.closest("pre")).backgroundColor;
  return [...code.querySelectorAll("span[class]")].map(span => [span.className, getComputedStyle(span).color, background]);
}"""


def channels(css):
    return [float(part) for part in css[css.index("(") + 1:css.index(")")].replace(",", " ").split()[:3]]


def contrast(first, second):
    def luminance(css):
        linear = [c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in channels(css)]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    lighter, darker = sorted([luminance(first), luminance(second)], reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def test_tsx_vue_and_shell_coloured_in_light_and_dark(fixture_sites, browser):
    site = fixture_sites("code-languages")
    seen = {}
    for scheme in ["light", "dark"]:
        context = browser.new_context(color_scheme=scheme)
        try:
            tab = context.new_page()
            tab.goto(site.url(PAGE))
            tsx = tab.locator("code.language-tsx")
            expect(tsx.locator(".k").first).to_have_text("import")
            expect(tsx.locator(".nt").first).to_have_text("Button")
            expect(tsx.locator(".na").first).to_have_text("variant")
            expect(tsx.locator(".c1")).to_have_text("// A save button that waits for the form.")
            vue = tab.locator("code.language-vue")
            expect(vue.locator(".nt").first).to_have_text("template")
            assert vue.locator(".kd", has_text="const").count() == 1, "the script is TypeScript"
            expect(vue.locator(".nc", has_text="acme-button")).to_have_count(1)
            expect(vue.locator(".k", has_text="min-height")).to_have_count(1)
            console = tab.locator("code.language-console")
            assert [text.strip() for text in console.locator(".gp").all_text_contents()] == ["$", "$"]
            expect(console.locator(".go").first).to_have_text("added 2 packages in 3s")
            colours = []
            for code in [tsx, vue, console]:
                colours += code.evaluate(COLOURS)
            plain = tsx.evaluate("code => getComputedStyle(code).color")
            coloured = {name: colour for name, colour, _ in colours if colour != plain}
            assert {"k", "s2", "nt", "c1"} <= set(coloured), f"{scheme}: {sorted(coloured)}"
            for name, colour, background in colours:
                assert contrast(colour, background) >= 4.5, f"{scheme}: .{name} {colour} on {background}"
            seen[scheme] = coloured
            if not is_chromium(browser):
                continue  # axe runs in Chromium
            violations = Axe().run(tab, options=AXE_OPTIONS).response["violations"]
            assert violations == [], f"{scheme}: {[(v['id'], [n['target'] for n in v['nodes']]) for v in violations]}"
        finally:
            context.close()
    assert seen["light"]["k"] != seen["dark"]["k"], "the dark scheme has colours of its own"


def test_lexers_agree_with_pygments():
    """At least 97 % of the characters of every language in the same colour group as Pygments' (the .venv's, from
    PyPI), on every fenced block of the real design systems' docs and token sets and on the fixtures; and every
    highlighted block strips back to its text."""
    tool = os.environ["HIGHLIGHT_TOOL"]
    run = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "highlight_agreement.py"), "--tool", tool,
         "--fences", str(SHARED / "realworld"), "--files", str(ROOT / "Tests" / "HighlightingTests" / "Fixtures"),
         "--minimum", "97"],
        capture_output=True, text=True)
    print(run.stdout)
    assert run.returncode == 0, run.stdout + run.stderr
    languages = {line.split()[0] for line in run.stdout.splitlines()[1:] if line.strip()}
    assert {"swift", "kotlin", "tsx", "typescript", "javascript", "jsx", "json", "css", "scss", "html", "xml", "vue",
            "svelte", "yaml", "shell", "console", "markdown", "diff"} <= languages, sorted(languages)
