"""A deliberately broken site: each check must fail, naming the page and the problem."""

import shutil

import pytest

from engines import ENGINES
from site_checks import ROOT, browse, check_links, serve_and_build, temporary_folder, validate_markup

FIXTURE = ROOT / "Tests" / "Browser" / "fixtures" / "broken"


@pytest.fixture(scope="module")
def broken_site():
    workdir = temporary_folder()
    theme = workdir / "Theme"
    shutil.copytree(ROOT / "Theme", theme)
    base = theme / "templates" / "base.mustache"
    # A theme script that logs an error, which the console check must catch, and a box wider than a laptop's
    # screen, which the layout check must catch.
    base.write_text(base.read_text().replace(
        "</body>", "<script>console.error('broken fixture script');</script>\n"
        "<div class=\"too-wide\" style=\"width: 1500px\">wide</div>\n</body>"))
    site = serve_and_build(FIXTURE / "Content", theme, workdir)
    yield site
    site.close()
    shutil.rmtree(workdir, ignore_errors=True)


def test_chromium_reports_console_errors_failed_requests_and_axe_violations(broken_site):
    problems = browse(broken_site, "", "light", None)
    text = "\n".join(problems)
    assert "(home) at desktop [light]: console error: broken fixture script" in text, text
    assert "(home) at desktop [light]: axe image-alt (critical): Images must have alternative text" in text, text
    assert "(home) at desktop [light]: axe color-contrast (serious)" in text, text
    assert "(home) at desktop [light]: link to #nowhere has no target on the page" in text, text
    assert "(home) at desktop [light]: HTTP 404 for " in text and "assets/missing.png" in text, text
    assert "(home) at desktop [light]: the page scrolls sideways: 1500 px wide in 1280" in text, text
    assert '(home) at desktop [light]: div.too-wide "wide" spans 0 to 1500 px of 1280' in text, text


@pytest.mark.parametrize("engine", [engine for engine in ENGINES if engine != "chromium"])
def test_webkit_and_firefox_report_console_errors_failed_loads_and_layout(broken_site, engine):
    """What WebDriver cannot report, the page's recorder does (engines.ERROR_RECORDER): the same page fails there."""
    problems = browse(broken_site, "", "light", None, engine)
    text = "\n".join(problems)
    name = f"(home) at desktop, {engine} [light]"
    assert f"{name}: console error: broken fixture script" in text, text
    assert f"{name}: console error: failed to load " in text and "assets/missing.png" in text, text
    assert f"{name}: link to #nowhere has no target on the page" in text, text
    # Firefox on Linux draws a classic scroll bar, 12 px of the 1280 (Chromium's and WebKit's overlay the page).
    width = 1268 if engine == "firefox" else 1280
    assert f"{name}: the page scrolls sideways: 1500 px wide in {width}" in text, text
    assert f'{name}: div.too-wide "wide" spans 0 to 1500 px of {width}' in text, text


def test_validator_reports_invalid_markup(broken_site):
    problems = validate_markup(broken_site)
    assert any("index.html" in problem and "span" in problem for problem in problems), "\n".join(problems)


def test_link_checker_reports_broken_links_and_anchors(broken_site):
    problems = check_links(broken_site, temporary_folder())
    text = "\n".join(problems)
    assert "(home): broken link missing/: 404 File not found" in text, text
    assert "guide/#nowhere" in text and "Anchor `nowhere' (decoded: `nowhere') not found" in text, text
