"""A site whose tokens use every type of the Format module and every colour space of the Color module: its pages
in Chromium (light and dark, with screenshots to look at), the Nu validator and the link checker find nothing,
and every colour space converts as Chromium itself paints the same CSS colour."""

import json
import shutil

import pytest

from site_checks import ROOT, browse_pages, check_links, serve_and_build, temporary_folder, validate_markup

FIXTURE = ROOT / "Tests" / "Browser" / "fixtures" / "every-token-type"
SCREENSHOTS = ROOT / ".build-browser" / "screenshots" / "every-token-type"

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


@pytest.fixture(scope="module")
def token_site():
    workdir = temporary_folder()
    site = serve_and_build(FIXTURE / "Content", ROOT / "Theme", workdir)
    yield site
    site.close()
    shutil.rmtree(workdir, ignore_errors=True)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_pages_in_chromium(token_site, scheme):
    problems = browse_pages(token_site, token_site.pages, scheme, SCREENSHOTS)
    assert problems == [], "\n".join(problems)


def test_markup_is_valid(token_site):
    problems = validate_markup(token_site)
    assert problems == [], "\n".join(problems)


def test_links_and_anchors_resolve(token_site):
    problems = check_links(token_site, temporary_folder())
    assert problems == [], "\n".join(problems)


def test_colour_spaces_agree_with_chromium(token_site, browser):
    """Each colour token's hex on the tokens page is within one 8-bit step of what Chromium paints for it."""
    page = browser.new_page()
    page.goto(token_site.url("tokens/"))
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
