"""The site's search box on the real Content/, in Chromium, WebKit and Firefox: what a reader types (a typo, a plural,
a token path, a colour, another platform's name for a component, a state) and what it leads to; the keyboard; what
a screen reader hears; the marked match; searching without the network once the index is loaded; and what the first
query downloads."""

import pytest

from engines import expect, is_chromium
from site_checks import AXE_OPTIONS

BOX = "#site-search-input"
RESULTS = "#site-search-results"
STATUS = "#site-search-status"
SLIDER = "components/slider/"
# What the first query may download on the real Content/: index.json, its words' term files, the shown pages
# and passages (Benchmarks/Search/search_cost.py measures it in `make bench` too).
FIRST_QUERY_LIMIT = 60_000


def search(tab, query: str) -> None:
    """Types `query` into the box and waits until the results shown are the ones for it."""
    tab.fill(BOX, query)
    tab.wait_for_function("q => document.querySelector('[data-search]').dataset.shownQuery === q", arg=query,
                          timeout=15_000)


def hrefs(tab) -> list[str]:
    """The results' page links, in order, as absolute addresses."""
    return tab.locator(f"{RESULTS} a.search-result-page").evaluate_all("links => links.map(link => link.href)")


def first_result(tab, real_site, query: str) -> str:
    search(tab, query)
    found = hrefs(tab)
    assert found, f"nothing found for {query!r}"
    return found[0]


def test_a_typo_finds_the_page(real_site, tab):
    tab.goto(real_site.url(""))
    # Two letters swapped. ("slidr" is no typo here: Content/ has it, in a broken link the command line reports.)
    assert first_result(tab, real_site, "sldier") == real_site.url(SLIDER)
    search(tab, "accessibilty")
    first = tab.locator(f"{RESULTS} a.search-result-page").first
    assert first.get_attribute("href").endswith("#accessibility")
    assert [mark.lower() for mark in first.locator("mark").all_text_contents()][:1] == ["accessibility"]


def test_a_plural_finds_the_singular(real_site, tab):
    tab.goto(real_site.url(""))
    assert first_result(tab, real_site, "sliders") == real_site.url(SLIDER)


@pytest.mark.parametrize("query", ["slider/color/fill", "slider.color.fill", "--slider-color-fill"])
def test_a_token_path_leads_to_the_tokens_row(real_site, tab, query):
    tab.goto(real_site.url(""))
    assert first_result(tab, real_site, query) == real_site.url("tokens/#token-slider-color-fill")


@pytest.mark.parametrize("query", ["#005CE5", "005ce5", "rgb(0, 92, 229)"])
def test_a_colour_leads_to_its_token(real_site, tab, query):
    tab.goto(real_site.url(""))
    assert first_result(tab, real_site, query) == real_site.url("tokens/#token-color-brand-500")


def test_another_platforms_name_finds_the_component(real_site, tab):
    tab.goto(real_site.url(SLIDER))
    assert "seek bar" not in tab.locator("body").inner_text().lower(), "the page itself never says it"
    assert first_result(tab, real_site, "seek bar") == real_site.url(SLIDER)


def test_a_state_leads_to_the_preview_showing_it(real_site, tab):
    tab.goto(real_site.url(""))
    search(tab, "slider disabled")
    state = tab.locator(f'{RESULTS} a[href$="{SLIDER}#slider=state:disabled"]').first
    expect(state).to_be_visible()
    state.click()
    tab.wait_for_url(real_site.url(SLIDER + "#slider=state:disabled"))
    expect(tab.locator('#slider input[data-property="state"][value="disabled"]')).to_be_checked()
    expect(tab.locator("#slider .preview-stage svg")).to_have_attribute("data-state", "disabled")


def test_the_keyboard_alone(real_site, tab):
    tab.goto(real_site.url(SLIDER))
    tab.locator("main h1").click()  # the page, not a field, has the focus
    tab.keyboard.press("/")
    assert tab.evaluate("document.activeElement.id") == "site-search-input"
    tab.keyboard.type("focus ring")
    tab.wait_for_function("() => document.querySelector('[data-search]').dataset.shownQuery === 'focus ring'")
    links = tab.locator(f"{RESULTS} a")
    assert links.count() >= 3
    focused = "document.activeElement === document.querySelectorAll('#site-search-results a')[%d]"
    tab.keyboard.press("ArrowDown")
    assert tab.evaluate(focused % 0)
    tab.keyboard.press("ArrowDown")
    assert tab.evaluate(focused % 1)
    tab.keyboard.press("ArrowDown")
    assert tab.evaluate(focused % 2)
    tab.keyboard.press("ArrowUp")
    assert tab.evaluate(focused % 1)
    tab.keyboard.press("ArrowUp")
    assert tab.evaluate(focused % 0)
    # Escape from a result goes back to the box, the query kept; Escape in the box clears it.
    tab.keyboard.press("Escape")
    assert tab.evaluate("document.activeElement.id") == "site-search-input"
    assert tab.input_value(BOX) == "focus ring"
    tab.keyboard.press("Escape")
    assert tab.input_value(BOX) == ""
    expect(tab.locator(RESULTS)).to_be_hidden()
    assert tab.get_attribute("[data-search]", "data-shown-query") == "", "no results are shown for a query"
    # Enter follows the focused result.
    tab.keyboard.type("focus ring")
    tab.wait_for_function("() => document.querySelector('[data-search]').dataset.shownQuery === 'focus ring'")
    tab.keyboard.press("ArrowDown")
    tab.keyboard.press("ArrowDown")
    second = links.nth(1).evaluate("link => link.href")
    tab.keyboard.press("Enter")
    tab.wait_for_url(second)


def test_a_screen_reader_hears_the_count_and_the_first_result(real_site, tab):
    tab.goto(real_site.url(""))
    status = tab.locator(STATUS)
    assert status.get_attribute("aria-live") == "polite"
    assert tab.get_attribute(BOX, "aria-describedby") == "site-search-status"
    search(tab, "sliders")
    count = tab.evaluate("document.querySelectorAll('#site-search-results li.search-result').length")
    title = tab.locator(f"{RESULTS} .search-result-title").first.inner_text().split(" › ")[0]
    text = status.text_content()
    assert text.startswith(f"{count} pages found for “sliders”") or " pages found for “sliders”, the first " in text, text
    assert f"First: {title}" in text, text
    search(tab, "zzyzx")
    expect(status).to_have_text("No results for “zzyzx”.")
    expect(tab.locator(f"{RESULTS} .search-message")).to_have_text("No results for “zzyzx”.")
    assert tab.locator(f"{RESULTS} a").count() == 0


def test_the_match_is_marked(real_site, tab):
    tab.goto(real_site.url(""))
    search(tab, "tooltip")
    first = tab.locator(f"{RESULTS} li.search-result").first
    marks = first.locator("mark").all_text_contents()
    assert marks and all(mark.lower().startswith("tooltip") for mark in marks), marks
    assert first.locator(".search-result-excerpt mark").count() >= 1


@pytest.mark.chromium_only("watches the requests and takes the network away")
def test_search_works_offline_once_loaded(real_site, browser):
    context = browser.new_context()
    tab = context.new_page()
    fetched = []
    tab.on("request", lambda request: fetched.append(request.url.rsplit("/", 1)[-1])
           if "/search/terms/" in request.url else None)
    try:
        tab.goto(real_site.url(""))
        search(tab, "slider")
        first = set(fetched)
        tab.wait_for_function("() => document.querySelector('[data-search]').dataset.searchOffline === 'ready'",
                              timeout=30_000)
        context.set_offline(True)
        for query in ["pagination", "tooltip", "keyboard"]:
            shard = query[:2].encode().hex() + ".json"
            assert shard not in first, f"{query!r}'s term file came with the first query"
            search(tab, query)
            assert hrefs(tab), f"nothing found for {query!r} offline"
            expect(tab.locator(f"{RESULTS} .search-message")).to_have_count(0)
    finally:
        context.close()


@pytest.mark.chromium_only("weighs the responses")
def test_the_first_query_downloads_little(real_site, browser):
    context = browser.new_context()
    tab = context.new_page()
    fetched = []
    tab.on("response", lambda response: fetched.append(response) if "/search/" in response.url else None)
    try:
        tab.goto(real_site.url(SLIDER))
        search(tab, "focus ring")
        assert hrefs(tab)
        shown = list(fetched)  # not what the page then keeps for offline searches, in the background
        assert len(shown) >= 4, "index.json, the words' term files, the pages, the passages"
        downloaded = sum(len(response.body()) for response in shown)
        assert 0 < downloaded < FIRST_QUERY_LIMIT, f"the first query downloaded {downloaded:,} bytes"
    finally:
        context.close()


@pytest.mark.chromium_only("runs axe")
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_open_results_pass_axe(real_site, browser, scheme):
    from axe_playwright_python.sync_playwright import Axe

    context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme=scheme)
    tab = context.new_page()
    try:
        tab.goto(real_site.url(SLIDER))
        search(tab, "slider disabled")
        tab.locator(f"{RESULTS} a").nth(1).focus()
        results = Axe().run(tab, context=RESULTS, options=AXE_OPTIONS).response
        assert results["violations"] == [], [(v["id"], [n["target"] for n in v["nodes"]]) for v in results["violations"]]
    finally:
        context.close()


def test_search_finds_a_heading_and_follows_it(real_site, browser):
    tab = browser.new_page()
    fetched = []
    if is_chromium(browser):  # WebDriver cannot see the network: what loads when, in Chromium
        tab.on("response", lambda response: fetched.append((response.url, response.status))
               if "/search/" in response.url or response.url.endswith("/search.js") else None)
    try:
        tab.goto(real_site.url("components/slider/"))
        assert fetched == [], "the search script and the index load only when a reader searches"
        # Typed at once into the box, before its script has loaded: the text is searched once it has.
        tab.fill(BOX, "property mapp")
        result = tab.locator(f"{RESULTS} a", has_text="Stepper - Circular › Property mapping")
        expect(result).to_be_visible()
        expect(tab.locator(STATUS)).to_contain_text("found for “property mapp”")
        assert all(status == 200 for _, status in fetched), fetched
        result.click()
        tab.wait_for_url(real_site.url("components/stepper-circular/#property-mapping"))
        assert tab.locator(":target").evaluate("element => element.tagName") == "H2"
        assert tab.locator(":target").text_content().startswith("Property mapping")

        # Enter in the box (the form's submit) follows the first result.
        search(tab, "criteria scorecard")
        href = tab.locator(f"{RESULTS} a").first.evaluate("link => link.href")
        tab.locator(BOX).press("Enter")
        tab.wait_for_url(href)
    finally:
        tab.close()
