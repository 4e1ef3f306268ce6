"""Wide tables on the real site: on a laptop every criterion of the dashboard shows; a table wider than its box
scrolls inside it, says so, and keeps its first column in view; on a phone its rows become cards whose cells
carry their column's name."""

import pytest

from engines import expect
from site_checks import VIEWPORTS

SLIDER = "components/slider/"


@pytest.fixture
def open_tab(browser):
    contexts = []

    def open_at(width, height):
        contexts.append(browser.new_context(viewport={"width": width, "height": height}))
        return contexts[-1].new_page()

    yield open_at
    for context in contexts:
        context.close()


def behaviour_table(tab):
    return tab.locator("#behaviour ~ .table-scroll").first


def test_the_dashboard_shows_every_criterion_on_a_laptop(real_site, open_tab):
    tab = open_tab(*VIEWPORTS["desktop"])
    tab.goto(real_site.url("dashboard/"))
    box = tab.locator(".dashboard .table-scroll").first
    headers = box.locator("thead th")
    expect(headers.last).to_have_text("C7")
    right = box.evaluate("element => element.getBoundingClientRect().right")
    assert headers.last.evaluate("element => element.getBoundingClientRect().right") <= right
    assert box.evaluate("element => element.scrollWidth <= element.clientWidth")
    expect(tab.locator(".dashboard .table-scroll-hint").first).to_be_hidden()


def test_a_table_wider_than_its_box_scrolls_in_it_with_a_cue_and_its_first_column_in_view(real_site, open_tab):
    # Between a phone and a laptop the slider's six-column behaviour table is wider than the text column.
    tab = open_tab(700, 900)
    tab.goto(real_site.url(SLIDER))
    box = behaviour_table(tab)
    assert box.evaluate("element => element.scrollWidth > element.clientWidth")
    expect(box).not_to_have_class("table-scroll is-stacked")
    hint = tab.locator("#behaviour ~ .table-scroll-hint").first
    expect(hint).to_be_visible()
    expect(hint).to_have_text("Scroll the table sideways for more columns; the first column stays.")
    expect(box).to_have_attribute("data-more", "right")
    first = box.locator("tbody tr").first.locator("td").first
    left = first.evaluate("element => element.getBoundingClientRect().left")
    box.evaluate("element => { element.scrollLeft = element.scrollWidth; }")
    expect(box).not_to_have_attribute("data-more", "right")
    assert first.evaluate("element => element.getBoundingClientRect().left") == pytest.approx(left, abs=1)
    assert tab.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")


def test_on_a_phone_each_row_is_a_card_with_its_cells_named(real_site, open_tab):
    tab = open_tab(*VIEWPORTS["phone"])
    tab.goto(real_site.url(SLIDER))
    box = behaviour_table(tab)
    expect(box).to_have_class("table-scroll is-stacked")
    expect(tab.locator("#behaviour ~ .table-scroll-hint").first).to_be_hidden()
    assert box.evaluate("element => element.scrollWidth <= element.clientWidth")
    names = box.locator("thead th").all_text_contents()
    assert names[:2] == ["State", "iOS"]
    row = box.locator("tbody tr").first
    expect(row.locator("td").first).to_have_text("Drag knob")
    expect(row.locator("td").first).not_to_have_attribute("data-label", names[0])
    labels = row.locator("td").evaluate_all("cells => cells.slice(1).map(cell => cell.dataset.label)")
    assert labels == names[1:]
    # The card's label is drawn above the cell's own text.
    label = row.locator("td").nth(4).evaluate(
        "cell => [getComputedStyle(cell, '::before').content, getComputedStyle(cell, '::before').display, cell.dataset.label]")
    # Firefox gives the computed content as written, attr(data-label); the others resolve it.
    assert label[0] in ('"Notes"', "attr(data-label)") and label[1:] == ["block", "Notes"], label
    # Back on a wide screen the same table is a table again.
    tab.set_viewport_size({"width": 1280, "height": 800})
    expect(box).not_to_have_class("table-scroll is-stacked")
    expect(box.locator("thead")).to_be_visible()
