"""Interactive previews on the real site, driven in Chromium, WebKit and Firefox: the controls swap the shown SVG and
the URL fragment, a state link restores its state, the keyboard works, nothing below the preview moves, and without
JavaScript the default state and the sticker sheet link show."""

import pytest

from engines import expect


CIRCULAR = "components/stepper-circular/"
SLIDER = "components/slider/"
BULLET = "components/stepper-bullet/"


def shown_title(tab, widget):
    return tab.locator(f"#{widget} .preview-stage svg title").text_content()


def place(locator):
    """Where an element is in the document (not the viewport, which scrolls when a control is used)."""
    return locator.evaluate("""element => {
        const box = element.getBoundingClientRect();
        return [box.left + window.scrollX, box.top + window.scrollY, box.width, box.height];
    }""")


def fragment(tab):
    return tab.evaluate("location.hash")


def test_a_control_swaps_the_svg_and_the_url(real_site, tab):
    tab.goto(real_site.url(CIRCULAR))
    assert shown_title(tab, "stepper-circular") == "Step 2 of 4"
    assert fragment(tab) == ""
    tab.locator("#stepper-circular-steps").fill("7")
    expect(tab.locator("#stepper-circular .preview-stage svg title")).to_have_text("Step 2 of 7")
    assert tab.locator("#stepper-circular .preview-stage svg [data-step]").count() == 7
    assert fragment(tab) == "#stepper-circular=steps:7,current:2"
    expect(tab.locator("#stepper-circular .preview-readout")).to_have_text("Step 2 of 7")
    expect(tab.locator("#stepper-circular .preview-file-link")).to_have_attribute(
        "href", "../../previews/stepper/style-circular_steps-7_current-2.svg")
    expect(tab.locator("#stepper-circular .preview-sheet-link")).to_have_attribute(
        "href", "sticker-sheet/#stepper-circular--steps-7_current-2")


def test_current_never_exceeds_steps(real_site, tab):
    tab.goto(real_site.url(CIRCULAR))
    tab.locator("#stepper-circular-current").fill("4")
    expect(tab.locator("#stepper-circular .preview-stage svg title")).to_have_text("Step 4 of 4")
    tab.locator("#stepper-circular-steps").fill("3")
    expect(tab.locator("#stepper-circular .preview-stage svg title")).to_have_text("Step 3 of 3")
    assert tab.locator("#stepper-circular-current").input_value() == "3"
    assert tab.locator("#stepper-circular-current").get_attribute("max") == "3"
    assert fragment(tab) == "#stepper-circular=steps:3,current:3"


def test_a_state_link_restores_the_state(real_site, tab):
    tab.goto(real_site.url(CIRCULAR) + "#stepper-circular=steps:7,current:3")
    expect(tab.locator("#stepper-circular .preview-stage svg title")).to_have_text("Step 3 of 7")
    assert tab.locator("#stepper-circular-steps").input_value() == "7"
    assert tab.locator("#stepper-circular-current").input_value() == "3"
    expect(tab.locator("#stepper-circular .preview-readout")).to_have_text("Step 3 of 7")
    assert tab.locator("#stepper-circular").is_visible()
    # Another link on the same page, as when a second review link is pasted: current listed before steps.
    tab.evaluate("location.hash = 'stepper-circular=current:9,steps:10'")
    expect(tab.locator("#stepper-circular .preview-stage svg title")).to_have_text("Step 9 of 10")


def test_copy_link_to_this_state(real_site, browser):
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    try:
        tab = context.new_page()
        tab.goto(real_site.url(CIRCULAR) + "#stepper-circular=steps:6,current:5")
        expect(tab.locator("#stepper-circular .preview-stage svg title")).to_have_text("Step 5 of 6")
        tab.locator("#stepper-circular .preview-copy").click()
        expect(tab.locator("#stepper-circular .preview-copy-status")).to_have_text("Link copied.")
        assert tab.evaluate("navigator.clipboard.readText()") == real_site.url(CIRCULAR) + "#stepper-circular=steps:6,current:5"
    finally:
        context.close()


def test_keyboard_reaches_and_operates_the_controls(real_site, tab):
    tab.goto(real_site.url(CIRCULAR))
    for _ in range(300):
        tab.keyboard.press("Tab")
        if tab.evaluate("document.activeElement.id") == "stepper-circular-steps":
            break
    else:
        pytest.fail("Tab never reached the steps control")
    tab.keyboard.press("ArrowRight")
    expect(tab.locator("#stepper-circular .preview-stage svg title")).to_have_text("Step 2 of 5")
    assert fragment(tab) == "#stepper-circular=steps:5,current:2"
    tab.keyboard.press("Tab")
    assert tab.evaluate("document.activeElement.id") == "stepper-circular-current"
    tab.keyboard.press("End")
    expect(tab.locator("#stepper-circular .preview-stage svg title")).to_have_text("Step 5 of 5")
    tab.keyboard.press("Tab")
    assert tab.evaluate("document.activeElement.className") == "preview-copy"

    # A radio group: arrow keys move through the slider's states.
    tab.goto(real_site.url(SLIDER))
    tab.locator('#slider input[data-property="state"][value="default"]').focus()
    tab.keyboard.press("ArrowRight")
    expect(tab.locator("#slider .preview-stage svg")).to_have_attribute("data-state", "pressed")
    assert fragment(tab) == "#slider=value:50,state:pressed"


def test_zoom_by_keyboard_on_every_preview(real_site, tab):
    tab.goto(real_site.url(SLIDER))
    svg = tab.locator("#slider .preview-stage svg")
    # The drawing's own width: on the page's stage it starts at Fit, which may already be twice that.
    natural = float(svg.get_attribute("width"))
    two = tab.get_by_role("button", name="Zoom 2 times").first
    two.focus()
    tab.keyboard.press("Enter")
    expect(two).to_have_attribute("aria-pressed", "true")
    assert svg.evaluate("element => element.getBoundingClientRect().width") == pytest.approx(2 * natural, abs=1)
    four = tab.get_by_role("button", name="Zoom 4 times").first
    tab.keyboard.press("Tab")
    assert tab.evaluate("document.activeElement.getAttribute('aria-label')") == "Zoom 4 times"
    tab.keyboard.press("Space")
    expect(four).to_have_attribute("aria-pressed", "true")
    expect(two).to_have_attribute("aria-pressed", "false")
    stage = tab.locator("#slider .preview-stage")
    assert stage.evaluate("element => element.scrollWidth > element.clientWidth"), "the stage scrolls, not the page"
    assert tab.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    # Another state keeps the zoom.
    tab.locator('#slider input[data-property="state"][value="pressed"]').check()
    expect(tab.locator("#slider .preview-stage svg")).to_have_attribute("data-state", "pressed")
    assert tab.locator("#slider .preview-stage svg").evaluate("element => element.getBoundingClientRect().width") \
        == pytest.approx(4 * natural, abs=2)

    # Crisp, from the keyboard too: edges without smoothing, on and off; the zoom stays.
    crisp = tab.get_by_role("button", name="Crisp").first
    four.focus()
    tab.keyboard.press("Tab")
    assert tab.evaluate("document.activeElement.textContent") == "Crisp"
    tab.keyboard.press("Enter")
    expect(crisp).to_have_attribute("aria-pressed", "true")
    drawn = tab.locator("#slider .preview-stage svg rect").first
    assert drawn.evaluate("element => getComputedStyle(element).shapeRendering") == "crispedges"
    expect(four).to_have_attribute("aria-pressed", "true")
    tab.keyboard.press("Space")
    expect(crisp).to_have_attribute("aria-pressed", "false")
    assert drawn.evaluate("element => getComputedStyle(element).shapeRendering") == "auto"

    # Static previews have the control too: one per preview.
    tab.goto(real_site.url("components/step-indicator/"))
    previews = tab.locator(".preview").count()
    assert previews > 1
    assert tab.locator(".preview-zoom").count() == previews


def test_the_live_stage_fits_its_drawing(real_site, tab):
    # The bullet stage keeps the height of ten vertical steps (160 px); 4 horizontal steps (64 x 16) start at Fit,
    # 4x, so that each 8 px dot shows at 32 px; 1x shows the drawn size; ten vertical steps fit at 1x.
    tab.goto(real_site.url(BULLET))
    svg = tab.locator("#stepper-bullet .preview-stage svg")
    fit = tab.get_by_role("button", name="Zoom to fit the stage").first
    expect(fit).to_have_attribute("aria-pressed", "true")
    width = lambda: svg.evaluate("element => element.getBoundingClientRect().width")
    assert width() == pytest.approx(4 * 64, abs=1)
    one = tab.locator("#stepper-bullet").get_by_role("button", name="Zoom 1 times")
    one.focus()
    tab.keyboard.press("Enter")
    expect(one).to_have_attribute("aria-pressed", "true")
    assert width() == pytest.approx(64, abs=1)
    fit.focus()
    tab.keyboard.press("Space")
    assert width() == pytest.approx(4 * 64, abs=1)
    tab.locator("#stepper-bullet-steps").fill("10")
    tab.locator('#stepper-bullet input[data-property="orientation"][value="vertical"]').check()
    expect(svg.locator("title")).to_contain_text("of 10")
    expect(svg).to_have_attribute("data-orientation", "vertical")
    assert svg.evaluate("element => element.getBoundingClientRect().height") == pytest.approx(160, abs=1)
    # The sticker sheet shows the small drawings larger, and says so.
    tab.goto(real_site.url(BULLET + "sticker-sheet/"))
    sticker = tab.locator(".sticker").first
    expect(sticker.locator(".sticker-scale")).to_have_text("shown at 3×")
    assert sticker.locator("img").evaluate("element => element.getBoundingClientRect().height") == pytest.approx(48, abs=1)


def test_nothing_below_the_preview_moves(real_site, tab):
    tab.goto(real_site.url(SLIDER))
    caption = tab.locator("#slider .preview-caption")
    before = place(caption)
    for state in ["pressed", "focused", "disabled", "default"]:
        tab.locator(f'#slider input[data-property="state"][value="{state}"]').check()
        expect(tab.locator("#slider .preview-stage svg")).to_have_attribute("data-state", state)
        assert place(caption) == before, state
    # The bullet stepper also turns vertical: the stage keeps the height of ten vertical steps from the start.
    tab.goto(real_site.url(BULLET))
    caption = tab.locator("#stepper-bullet .preview-caption")
    before = place(caption)
    svg = tab.locator("#stepper-bullet .preview-stage svg")
    for steps, orientation in [("10", "vertical"), ("3", "vertical"), ("10", "horizontal"), ("6", "vertical")]:
        tab.locator("#stepper-bullet-steps").fill(steps)
        tab.locator(f'#stepper-bullet input[data-property="orientation"][value="{orientation}"]').check()
        expect(svg.locator("title")).to_contain_text(f"of {steps}")
        expect(svg).to_have_attribute("data-orientation", orientation)
        assert place(caption) == before, (steps, orientation)


def test_a_choice_names_itself_on_its_options_line(real_site, tab):
    """The slider's State and the bullet stepper's Orientation read as one line, name then options, as a row of
    radio buttons does (WebKit put the name of a flex fieldset on a line of its own, above the options)."""
    for page, widget, name in [(SLIDER, "slider", "State"), (BULLET, "stepper-bullet", "Orientation")]:
        tab.goto(real_site.url(page))
        legend, first = tab.locator(f"#{widget} .preview-choice legend"), tab.locator(f"#{widget} .preview-choice label").first
        assert legend.text_content() == name
        name_box, option_box = legend.bounding_box(), first.bounding_box()
        assert option_box["x"] > name_box["x"] + name_box["width"], f"{name}: its first option starts after it"
        assert abs(option_box["y"] + option_box["height"] / 2 - name_box["y"] - name_box["height"] / 2) < 4, \
            f"{name}: its first option is on its line: {name_box} {option_box}"


def test_the_live_region_announces_the_state(real_site, tab):
    tab.goto(real_site.url(SLIDER))
    readout = tab.locator("#slider .preview-readout")
    assert readout.get_attribute("aria-live") == "polite"
    tab.locator("#slider-value").fill("40")
    expect(readout).to_have_text("40 percent")
    svg = tab.locator("#slider .preview-stage svg")
    assert svg.get_attribute("role") == "img"
    expect(svg.locator("title")).to_have_text("40 percent")


@pytest.mark.chromium_only("WebDriver cannot turn JavaScript off")
def test_without_javascript_the_default_state_and_the_sheet_link_show(real_site, browser):
    context = browser.new_context(java_script_enabled=False)
    try:
        tab = context.new_page()
        tab.goto(real_site.url(CIRCULAR) + "#stepper-circular=steps:7,current:3")
        assert shown_title(tab, "stepper-circular") == "Step 2 of 4"
        assert tab.locator("#stepper-circular .preview-stage svg").is_visible()
        assert not tab.locator("#stepper-circular .preview-controls").is_visible()
        assert not tab.locator("#stepper-circular .preview-copy").is_visible()
        sheet = tab.locator("#stepper-circular .preview-sheet-link")
        assert sheet.is_visible()
        sheet.click()
        tab.wait_for_url("**/sticker-sheet/#stepper-circular--steps-4_current-2")
        sticker = tab.locator("#stepper-circular--steps-4_current-2")
        assert sticker.evaluate("element => element.matches(':target')")
        assert sticker.locator("img").get_attribute("alt") == "Step 2 of 4"
    finally:
        context.close()


def test_sticker_sheet_holds_every_state_linked_both_ways(real_site, tab):
    tab.goto(real_site.url(CIRCULAR + "sticker-sheet/#stepper-circular--steps-7_current-3"))
    assert tab.locator(".sticker").count() == 54
    sticker = tab.locator("#stepper-circular--steps-7_current-3")
    assert sticker.evaluate("element => element.matches(':target')")
    image = sticker.locator("img")
    image.scroll_into_view_if_needed()
    expect(image).to_have_attribute("alt", "Step 3 of 7")
    tab.wait_for_function("image => image.complete && image.naturalWidth > 0", arg=image.element_handle())
    sticker.locator("a").first.click()
    tab.wait_for_url("**/components/stepper-circular/#stepper-circular=steps:7,current:3")
    expect(tab.locator("#stepper-circular .preview-stage svg title")).to_have_text("Step 3 of 7")

    tab.goto(real_site.url(SLIDER + "sticker-sheet/"))
    # The slider: 0…100 by its step of 1, in each of the four states.
    assert tab.locator(".sticker").count() == 101 * 4


def test_every_sheet_link_lands_on_its_sticker(real_site, tab):
    """LinkChecker leaves sticker anchors to the browser (see site_checks.check_links): each page's links to its
    sheet must land on an element, and each sheet's links back must name a preview on the page."""
    links = []
    for page in real_site.pages:
        if page.endswith("sticker-sheet/"):
            continue
        tab.goto(real_site.url(page))
        links += tab.eval_on_selector_all(".preview-sheet-link", "links => links.map(link => link.href)")
    assert len(links) == 4, links
    for link in links:
        tab.goto(link)
        anchor = link.split("#", 1)[1]
        assert tab.locator(":target").evaluate("element => element.id") == anchor, link
        backs = tab.eval_on_selector_all(".sticker-links a:first-child", "links => links.map(link => link.href)")
        assert backs, link
        widgets = {back.split("#", 1)[1].split("=", 1)[0] for back in backs}
        tab.goto(backs[-1])
        for widget in widgets:
            assert tab.locator(f"#{widget}[data-preview-widget]").count() == 1, (link, widget)
