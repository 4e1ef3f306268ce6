"""A site whose tokens use every type of the Format module and every colour space of the Color module: every
colour space converts as Chromium itself paints the same CSS colour. test_real_site.py checks its pages."""

import json


# The fixture's colour tokens written as CSS, for Chromium to paint.
CSS = {
    "srgb": "color(srgb 0 0.36 0.9)",
    "srgb-linear": "color(srgb-linear 0.2 0.5 0.8)",
    "hsl": "hsl(210 60% 40%)",
    "hwb": "hwb(120 20% 30%)",
    "lab": "lab(50 20 -30)",
    "lch": "lch(60 40 120)",
    "oklab": "oklab(0.6 0.05 -0.1)",
    "oklch": "oklch(0.63 0.19 259.5)",
    "display-p3": "color(display-p3 0.3 0.5 0.7)",
    "a98-rgb": "color(a98-rgb 0.4 0.5 0.6)",
    "prophoto-rgb": "color(prophoto-rgb 0.4 0.4 0.5)",
    "rec2020": "color(rec2020 0.4 0.5 0.6)",
    "xyz-d65": "color(xyz-d65 0.2 0.2 0.3)",
    "xyz-d50": "color(xyz-d50 0.2 0.2 0.2)",
}


def test_colour_spaces_agree_with_chromium(fixture_sites, browser):
    """Each colour token's hex on the tokens page is within one 8-bit step of what Chromium paints for it."""
    page = browser.new_page()
    page.goto(fixture_sites("every-token-type").url("tokens/"))
    shown = page.evaluate("""(spaces) => Object.fromEntries(spaces.map(space => {
        const row = document.getElementById('token-color-' + space);
        return [space, row ? row.querySelector('td.token-value code').textContent : null];
    }))""", list(CSS))
    painted = page.evaluate("""(colours) => Object.fromEntries(Object.entries(colours).map(([space, css]) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 1;
        const context = canvas.getContext('2d', {colorSpace: 'srgb'});
        context.fillStyle = css;
        context.fillRect(0, 0, 1, 1);
        return [space, Array.from(context.getImageData(0, 0, 1, 1).data).slice(0, 3)];
    }))""", CSS)
    page.close()
    problems = []
    for space, hex_value in shown.items():
        assert hex_value, f"no row for color/{space}"
        ours = [int(hex_value[i:i + 2], 16) for i in (1, 3, 5)]
        if any(abs(a - b) > 1 for a, b in zip(ours, painted[space])):
            problems.append(f"{space}: Specimen {hex_value}, Chromium {json.dumps(painted[space])}")
    assert problems == [], "\n".join(problems)


def test_token_tables_fit_a_laptop_and_stack_on_a_phone(fixture_sites, browser):
    """The tokens page gives each mode a column in the tables of the groups whose tokens differ in it; at 1280 px no
    token table scrolls sideways, and at 390 px a wide one stacks its rows into cards rather than scrolling."""
    for width, stacked_allowed in [(1280, False), (390, True)]:
        page = browser.new_page(viewport={"width": width, "height": 900})
        page.goto(fixture_sites("tokens-studio").url("tokens/"))
        result = page.evaluate("""() => {
            const boxes = Array.from(document.querySelectorAll('.token-list')).map(t => t.closest('.table-scroll'));
            return {
                tables: boxes.length,
                scrolling: boxes.filter(b => !b.classList.contains('is-stacked') && b.scrollWidth > b.clientWidth + 1).length,
                stacked: boxes.filter(b => b.classList.contains('is-stacked')).length,
                headings: Array.from(new Set(Array.from(document.querySelectorAll('.token-list thead th')).map(th => th.textContent))),
            };
        }""")
        page.close()
        assert result["tables"] > 0, result
        assert result["scrolling"] == 0, f"{width} px: {result}"
        if not stacked_allowed:
            assert result["stacked"] == 0, f"{width} px: {result}"
        assert "Compact" in result["headings"] and "Dark" in result["headings"], result
