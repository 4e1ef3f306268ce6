"""The site around the pages, in headless Chromium on the sub-path-hosted real site: the 404 page a host serves
for a missing address at any depth, the files crawlers and link unfurlers read."""

import urllib.request

import pytest
from playwright.sync_api import sync_playwright

from site_checks import CHROMIUM


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


def test_a_missing_address_at_any_depth_shows_the_styled_404_page(real_site, browser):
    tab = browser.new_page()
    failed = []
    tab.on("requestfailed", lambda request: failed.append(request.url))
    tab.on("response", lambda response: failed.append(response.url)
           if response.status >= 400 and response.request.resource_type != "document" else None)
    try:
        response = tab.goto(real_site.url("components/no/such/page/"))
        assert response.status == 404
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
