"""Fenced code blocks on a guide page: highlighted when the site was built, each with a Copy button that the
keyboard reaches and presses; a language the highlighter does not know is shown plain. The pages come from the
other-generators fixture, which test_real_site.py checks page by page too."""

import pytest

from engines import expect


GUIDE = "guides/tokens-in-code/"


def test_typescript_and_json_highlighted_and_copied_by_keyboard(fixture_sites, browser):
    site = fixture_sites("other-generators")
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    try:
        tab = context.new_page()
        tab.goto(site.url(GUIDE))
        json_block = tab.locator(".code-block", has=tab.locator("code.language-json"))
        ts_block = tab.locator(".code-block", has=tab.locator("code.language-ts"))
        # Highlighted at build time: JSON's keys and TypeScript's keywords are spans the theme colours.
        expect(json_block.locator("code .nt").first).to_have_text('"color"')
        expect(ts_block.locator("code .kd").first).to_be_visible()
        keyword_colour = ts_block.locator("code .kd").first.evaluate("span => getComputedStyle(span).color")
        plain_colour = ts_block.locator("code").evaluate("code => getComputedStyle(code).color")
        assert keyword_colour != plain_colour

        # The JSON block's button, pressed with Enter, copies the JSON exactly as written.
        json_copy = json_block.get_by_role("button", name="Copy the json code")
        json_copy.focus()
        tab.keyboard.press("Enter")
        expect(json_block.get_by_role("status")).to_have_text("Copied.")
        copied = tab.evaluate("navigator.clipboard.readText()")
        assert copied.startswith('{\n  "color": {\n    "brand": { "$type": "color", "$value": "#0050c8" },')
        assert copied.endswith("}\n}\n")

        # Tab moves on to the TypeScript block's button, and Space presses it.
        tab.keyboard.press("Tab")
        ts_copy = ts_block.get_by_role("button", name="Copy the ts code")
        expect(ts_copy).to_be_focused()
        tab.keyboard.press("Space")
        expect(ts_block.get_by_role("status")).to_have_text("Copied.")
        copied = tab.evaluate("navigator.clipboard.readText()")
        assert copied.startswith('import tokens from "./tokens.json";\n\nexport function brandColour(')
        assert copied == ts_block.locator("code").text_content()
    finally:
        context.close()


@pytest.mark.chromium_only("WebDriver cannot turn JavaScript off")
def test_an_unknown_language_is_plain_and_without_javascript_no_button_shows(fixture_sites, browser):
    site = fixture_sites("other-generators")
    tab = browser.new_page()
    tab.goto(site.url(GUIDE))
    unknown = tab.locator("code.language-specimen-notation")
    expect(unknown).to_have_text("stepper steps=4 current=2\n")
    assert unknown.locator("span").count() == 0
    tab.close()
    context = browser.new_context(java_script_enabled=False)
    try:
        tab = context.new_page()
        tab.goto(site.url(GUIDE))
        expect(tab.locator(".code-copy").first).to_be_hidden()
        expect(tab.locator("code.language-ts")).to_be_visible()
    finally:
        context.close()


def test_constructs_left_unrendered_are_marked_blocks(fixture_sites, browser):
    site = fixture_sites("other-generators")
    tab = browser.new_page()
    tab.goto(site.url("components/button/"))
    marked = tab.locator(".unrendered").first
    expect(marked).to_contain_text("Not rendered: JSX element <LivePreview>")
    expect(marked.locator("pre")).to_contain_text('code={`<Button variant="primary">Save</Button>`}')
    # The container's text is rendered, inside a marked block.
    expect(tab.locator(".unrendered-container strong")).to_have_text("label")
    expect(tab.locator("code.unrendered")).to_have_text('<TokenList category="button" />')
    tab.close()
