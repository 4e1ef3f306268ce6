"""The site around the pages, in Chromium, WebKit and Firefox on the sub-path-hosted real site: the 404 page a host
serves for a missing address at any depth, the files crawlers and link unfurlers read, the theme toggle, navigation
at 360 px. The search box has its own tests: test_search.py."""

import urllib.request

from engines import is_chromium



def test_a_missing_address_at_any_depth_shows_the_styled_404_page(real_site, browser):
    tab = browser.new_page()
    failed = []
    chromium = is_chromium(browser)
    if chromium:  # WebDriver sees no responses: the page's status and its requests are checked in Chromium
        tab.on("requestfailed", lambda request: failed.append(request.url))
        tab.on("response", lambda response: failed.append(response.url)
               if response.status >= 400 and response.request.resource_type != "document" else None)
    try:
        response = tab.goto(real_site.url("components/no/such/page/"))
        assert not chromium or response.status == 404
        assert tab.title() == "Page not found · Component Specimens"
        assert tab.evaluate("getComputedStyle(document.querySelector('.site-nav')).display") != "inline", "the stylesheet applies"
        assert failed == []
        tab.locator(".not-found .prose a").click()
        tab.wait_for_url(real_site.url(""))
        assert tab.title() == "Component Specimens"
    finally:
        tab.close()


def test_sitemap_robots_and_sharing_meta(real_site):
    sitemap = urllib.request.urlopen(real_site.url("sitemap.xml")).read().decode()
    assert f"<loc>{real_site.url('components/stepper-circular/')}</loc>" in sitemap
    assert "404.html" not in sitemap
    robots = urllib.request.urlopen(real_site.url("robots.txt")).read().decode()
    assert f"Sitemap: {real_site.url('sitemap.xml')}" in robots
    page = urllib.request.urlopen(real_site.url("components/slider/")).read().decode()
    for meta in [f'<meta property="og:url" content="{real_site.url("components/slider/")}">',
                 '<meta property="og:title" content="Slider">', '<meta name="twitter:card" content="summary">']:
        assert meta in page


def background(tab):
    return tab.evaluate("getComputedStyle(document.body).backgroundColor")


def test_the_dark_toggle_overrides_the_system_and_is_remembered_across_pages(real_site, browser):
    context = browser.new_context(color_scheme="light")
    try:
        tab = context.new_page()
        tab.goto(real_site.url("components/slider/"))
        toggle = tab.locator(".theme-toggle")
        assert toggle.get_attribute("aria-pressed") == "false"
        light = background(tab)
        toggle.click()
        assert toggle.get_attribute("aria-pressed") == "true"
        dark = background(tab)
        assert dark != light
        tab.get_by_role("link", name="Stepper - Circular").first.click()
        tab.wait_for_url(real_site.url("components/stepper-circular/"))
        assert background(tab) == dark, "the choice holds on the next page"
        assert tab.locator(".theme-toggle").get_attribute("aria-pressed") == "true"
        # The previews re-tint through the tokens' dark values: the digits' brand blue becomes #6F9DFF.
        digit = tab.locator('#stepper-circular svg [data-fill-token="stepper/color/label"]').first
        assert digit.evaluate("element => getComputedStyle(element).fill") == "rgb(111, 157, 255)"
        tab.locator(".theme-toggle").click()
        tab.reload()
        assert background(tab) == light
        digit = tab.locator('#stepper-circular svg [data-fill-token="stepper/color/label"]').first
        assert digit.evaluate("element => getComputedStyle(element).fill") == "rgb(0, 92, 229)"
    finally:
        context.close()
    system_dark = browser.new_context(color_scheme="dark")
    try:
        tab = system_dark.new_page()
        tab.goto(real_site.url(""))
        assert tab.locator(".theme-toggle").get_attribute("aria-pressed") == "true", "the toggle starts from the system's scheme"
    finally:
        system_dark.close()


def test_navigation_at_360_px(real_site, browser):
    context = browser.new_context(viewport={"width": 360, "height": 740})
    try:
        tab = context.new_page()
        tab.goto(real_site.url("components/slider/"))
        assert tab.evaluate("document.documentElement.scrollWidth") <= 360, "nothing runs off the side"
        nav = tab.locator("#site-nav")
        menu = tab.locator(".nav-toggle")
        assert menu.is_visible() and not nav.is_visible()
        assert tab.locator(".breadcrumbs").is_visible()
        menu.click()
        assert menu.get_attribute("aria-expanded") == "true" and nav.is_visible()
        nav.get_by_role("link", name="Step Indicator").click()
        tab.wait_for_url(real_site.url("components/step-indicator/"))
        assert tab.evaluate("document.documentElement.scrollWidth") <= 360
        assert tab.locator(".pager-next").is_visible()
        tab.locator(".pager-next").click()
        tab.wait_for_url(real_site.url("components/slider/"))
        for page in real_site.pages:
            tab.goto(real_site.url(page))
            assert tab.evaluate("document.documentElement.scrollWidth") <= 360, f"{page or '(home)'} runs off a 360 px screen"
    finally:
        context.close()
    wide = browser.new_page(viewport={"width": 1280, "height": 800})
    try:
        wide.goto(real_site.url("components/slider/"))
        assert wide.locator("#site-nav").is_visible() and not wide.locator(".nav-toggle").is_visible()
    finally:
        wide.close()
