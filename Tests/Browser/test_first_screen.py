"""The first screen of every component page shows the component: the live preview with its controls, state link
and zoom under the title, at a laptop's 1280 × 800 and a phone's 390 × 844, light and dark, on the repository's
Content/, on the example package's site (a team's own components) and on a `specimen init` site with a real
design system's tokens (GitHub Primer's, from ../shared/realworld); the verdict is a compact summary with the
rest one click away, and "On this page" is a column of its own from 1200 px."""

import json

import pytest

from engines import expect

SCREENS = {"laptop": (1280, 800), "phone": (390, 844)}


def component_pages(site):
    """The component pages the build lists in site.json."""
    return [page["url"] for page in json.loads((site.output / "site.json").read_text())["componentPages"]]


@pytest.fixture(params=["real_site", "example_site", "realworld_init_site"])
def any_site(request):
    return request.getfixturevalue(request.param)


def first_screen(browser, screen, scheme):
    width, height = SCREENS[screen]
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
    tab = context.new_page()
    errors = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    return context, tab, errors


def box(locator):
    return locator.evaluate("element => { const b = element.getBoundingClientRect(); return {top: b.top, bottom: b.bottom, left: b.left, right: b.right, width: b.width, height: b.height}; }")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("screen", ["laptop", "phone"])
def test_the_preview_its_controls_and_state_link_are_on_the_first_screen(any_site, browser, screen, scheme):
    pages = component_pages(any_site)
    assert len(pages) >= 1
    height = SCREENS[screen][1]
    context, tab, errors = first_screen(browser, screen, scheme)
    try:
        for page in pages:
            tab.goto(any_site.url(page), wait_until="networkidle")
            widget = tab.locator(".stage .preview-widget")
            assert widget.count() == 1, page
            stage = box(widget.locator(".preview-stage"))
            assert 0 < stage["top"] and stage["bottom"] <= height, f"{page} at {screen}: the preview's box {stage}"
            drawing = box(widget.locator(".preview-stage svg"))
            assert drawing["width"] > 0 and drawing["bottom"] <= height, f"{page} at {screen}: the drawing {drawing}"
            # The controls, the state link and the zoom, each inside the first screen.
            for part in [".preview-control", ".preview-copy", ".preview-zoom"]:
                shown = box(widget.locator(part).first)
                assert shown["height"] > 0 and shown["bottom"] <= height, f"{page} at {screen}: {part} at {shown}"
            assert tab.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), page
            # Where the block was written, the body links up to it.
            pointer = tab.locator(".prose .stage-pointer a")
            expect(pointer).to_have_attribute("href", "#" + widget.get_attribute("id"))
    finally:
        context.close()
    assert errors == []


@pytest.mark.parametrize("screen", ["laptop", "phone"])
def test_the_controls_work_there_without_scrolling(any_site, browser, screen):
    context, tab, errors = first_screen(browser, screen, "light")
    try:
        for page in component_pages(any_site):
            tab.goto(any_site.url(page), wait_until="networkidle")
            widget = tab.locator(".stage .preview-widget")
            name = widget.get_attribute("id")
            readout = widget.locator(".preview-readout")
            before = readout.text_content()
            control = widget.locator(".preview-control input").first
            control.focus()
            tab.keyboard.press({"range": "ArrowRight", "checkbox": "Space"}.get(control.get_attribute("type"), "ArrowDown"))
            expect(readout).not_to_have_text(before)
            assert tab.evaluate("location.hash").startswith("#" + name + "="), page
            assert tab.evaluate("window.scrollY") == 0, f"{page}: the page scrolled to reach the control"
    finally:
        context.close()
    assert errors == []


def test_the_stage_draws_the_slider_and_the_stepper_at_twice_their_size_on_a_laptop(real_site, browser):
    context, tab, errors = first_screen(browser, "laptop", "light")
    try:
        for page, widget, natural in [("components/slider/", "slider", 390), ("components/stepper-circular/", "stepper-circular", None)]:
            tab.goto(real_site.url(page), wait_until="networkidle")
            stage = tab.locator(f".stage #{widget} .preview-stage")
            expect(stage).to_have_attribute("data-zoom", "2")
            svg = stage.locator("svg")
            width = float(svg.get_attribute("width"))
            assert natural is None or width == natural
            assert box(svg)["width"] == pytest.approx(2 * width, abs=1)
            # A change of state keeps the zoom, and nothing below the stage moves.
            below = box(tab.locator(f"#{widget} .preview-controls"))["top"]
            tab.locator(f"#{widget} .preview-control input").first.focus()
            tab.keyboard.press("ArrowRight")
            expect(stage).to_have_attribute("data-zoom", "2")
            assert box(tab.locator(f"#{widget} .preview-controls"))["top"] == below
    finally:
        context.close()
    assert errors == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_verdict_is_a_compact_summary_with_the_rest_one_click_away(real_site, browser, scheme):
    context, tab, errors = first_screen(browser, "laptop", scheme)
    try:
        tab.goto(real_site.url("components/slider/"), wait_until="networkidle")
        verdict = tab.locator("section.verdict")
        expect(verdict.locator(".verdict-head .badge")).to_have_text("▲ Restructure")
        expect(verdict.locator(".verdict-counts")).to_have_text("3 failing criteria · 2 to refine · 3 of 6 contrast pairs fail")
        failing = verdict.locator(".verdict-failing a")
        assert failing.all_text_contents() == ["C1 · Layer Structure & Naming", "C4 · Native Mappability",
                                               "C5 · Interaction State Coverage"]
        for link in failing.all():
            assert tab.locator(link.get_attribute("href")).count() == 1
        assert box(verdict)["height"] < 160
        details = verdict.locator("details.verdict-details")
        known = details.locator(".known-finding").first
        expect(known).to_be_hidden()
        # From the keyboard, the disclosure is the next stop after the failing criteria, and opens and closes.
        failing.last.focus()
        tab.keyboard.press("Tab")
        assert tab.evaluate("document.activeElement.matches('details.verdict-details > summary')")
        tab.keyboard.press("Enter")
        expect(known).to_be_visible()
        expect(details.locator(".verdict-summary")).to_have_text("Restructure: Replace the 11 value variants with one EBSlider primitive that takes value: Double, range: ClosedRange and step: Double?, its fill width computed at render time, and add the missing Pressed (knob drag), Focused (keyboard) and Disabled states.")
        assert details.evaluate("element => element.open")
        tab.keyboard.press("Space")
        expect(known).to_be_hidden()
    finally:
        context.close()
    assert errors == []


@pytest.mark.parametrize("width,is_column", [(1200, True), (1199, False)])
def test_on_this_page_is_a_column_from_1200_px(real_site, browser, width, is_column):
    context = browser.new_context(viewport={"width": width, "height": 800})
    try:
        tab = context.new_page()
        tab.goto(real_site.url("components/slider/"), wait_until="networkidle")
        toc, stage, verdict = box(tab.locator("nav.toc")), box(tab.locator(".stage")), box(tab.locator(".verdict"))
        if is_column:
            # The stage takes the page's whole width above it; the column starts beside the verdict.
            assert toc["left"] >= verdict["right"] and toc["top"] >= stage["bottom"] and toc["right"] <= stage["right"] + 1
            assert tab.locator("nav.toc").evaluate("element => getComputedStyle(element).position") == "sticky"
        else:
            assert toc["top"] > stage["bottom"]
    finally:
        context.close()
