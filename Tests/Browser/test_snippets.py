"""Code snippets on component pages: SwiftUI and Compose in tabs the keyboard moves between, highlighted when the
site was built, following the live preview's state, and copied to the clipboard by a button the keyboard reaches."""

import pytest

from engines import expect


BULLET = "components/stepper-bullet/"
SLIDER = "components/slider/"


def test_tabs_highlighting_state_and_copy_by_keyboard(real_site, browser):
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    try:
        tab = context.new_page()
        tab.goto(real_site.url(BULLET) + "#stepper-bullet=steps:7,current:5,orientation:horizontal")
        section = tab.locator("section.snippets")
        swiftui, compose = section.locator("#code-swiftui"), section.locator("#code-compose")
        # Highlighted at build time: keywords and numbers are spans the theme colours.
        expect(swiftui.locator("code .mi").first).to_be_visible()
        # The values follow the state the address set.
        expect(swiftui).to_have_text("EBStepper(current: 5, total: 7, style: .bullet)")
        expect(compose).to_be_hidden()

        # Tabs from the keyboard: focus SwiftUI's, an arrow key chooses Compose.
        section.get_by_role("radio", name="SwiftUI").focus()
        tab.keyboard.press("ArrowRight")
        expect(section.get_by_role("radio", name="Compose")).to_be_checked()
        expect(compose).to_be_visible()
        expect(swiftui).to_be_hidden()
        expect(compose).to_have_text("EBStepper(current = 5, total = 7, style = StepperStyle.Bullet)")

        # A control changes the code.
        tab.locator("#stepper-bullet-current").fill("2")
        expect(compose).to_have_text("EBStepper(current = 2, total = 7, style = StepperStyle.Bullet)")

        # Copy from the keyboard puts the code shown on the clipboard.
        tab.keyboard.press("Tab")
        copy = section.get_by_role("button", name="Copy code")
        copy.focus()
        tab.keyboard.press("Enter")
        expect(section.locator(".snippet-status")).to_have_text("Compose code copied.")
        assert tab.evaluate("navigator.clipboard.readText()") == "EBStepper(current = 2, total = 7, style = StepperStyle.Bullet)"
    finally:
        context.close()


def test_a_capitalised_value_and_a_number_in_a_comment(real_site, tab):
    tab.goto(real_site.url(SLIDER))
    section = tab.locator("section.snippets")
    section.get_by_role("radio", name="Compose").check()
    compose = section.locator("#code-compose")
    expect(compose).to_contain_text("tooltip = SliderTooltip.Always")
    expect(compose).to_contain_text("mutableFloatStateOf(50f)")
    tab.locator("#slider-value").fill("30")
    expect(compose).to_contain_text("mutableFloatStateOf(30f)")
    expect(section.locator("#code-swiftui")).to_be_hidden()


@pytest.mark.chromium_only("WebDriver cannot turn JavaScript off")
def test_without_javascript_both_platforms_show(real_site, browser):
    context = browser.new_context(java_script_enabled=False)
    try:
        tab = context.new_page()
        tab.goto(real_site.url(BULLET))
        # Without a script the tabs still choose (they are radio buttons); the copy button needs one and is hidden.
        expect(tab.locator("#code-swiftui")).to_be_visible()
        expect(tab.locator(".snippet-copy")).to_be_hidden()
    finally:
        context.close()
