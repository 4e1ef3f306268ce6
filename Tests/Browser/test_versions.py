"""`specimen build --versions` on the versions fixture repository (Tests/SpecimenTests/Fixtures/
make-versioned-repository.sh: v1.0.0, v1.1.0, v2.0.0 and the working tree as next/), served under a sub-path, in
Chromium: the version menu on every page and where its links lead (the same page, the page at its old address,
or the version's home with a note), the banner of older versions and of next, the changes page, search kept to
its version, the menu without JavaScript, and the usual page checks (console, layout, axe) at both viewports,
light and dark, with screenshots to look at."""

import posixpath
import shutil
import subprocess

import pytest

from engines import expect, is_chromium
from site_checks import (ROOT, VIEWPORTS, check_links, check_pages, serve_folder, specimen_binary, temporary_folder,
                         validate_markup)

SCREENSHOTS = ROOT / ".build-browser" / "screenshots" / "versions"
VERSIONS = ["next", "v2.0.0", "v1.1.0", "v1.0.0"]
TOGGLE = ".version-toggle"


@pytest.fixture(scope="module")
def site():
    workdir = temporary_folder()
    repo = workdir / "repo"
    subprocess.run(["bash", str(ROOT / "Tests" / "SpecimenTests" / "Fixtures" / "make-versioned-repository.sh"),
                    str(repo)], check=True, capture_output=True)
    # A migration guide in the working tree only: next/'s, which links to next/'s changes page.
    (repo / "Content" / "migration.md").write_text("---\ntitle: Migration guide\ntemplate: migration\n---\n\nHow to move.\n")

    def write(output, base_url):
        result = subprocess.run([str(specimen_binary()), "build", "--versions", "--content", "Content",
                                 "--output", str(output), "--base-url", base_url],
                                cwd=repo, capture_output=True, text=True)
        assert result.returncode == 0, result.stderr

    served = serve_folder(workdir, write)
    yield served
    served.close()
    shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture
def open_tab(browser):
    """Opens a page of the site in a tab of the given size and scheme; the test fails on any console error."""
    contexts, errors = [], []

    def open_page(site, page, viewport="desktop", scheme="light", javascript=True):
        width, height = VIEWPORTS[viewport]
        context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme,
                                      java_script_enabled=javascript)
        contexts.append(context)
        tab = context.new_page()
        tab.on("pageerror", lambda error: errors.append(str(error)))
        tab.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        tab.goto(site.url(page), wait_until="networkidle")
        return tab

    yield open_page
    for context in contexts:
        context.close()
    assert errors == []


def follow_menu(tab, version: str) -> None:
    """Opens the version menu and follows its link to `version`."""
    tab.click(TOGGLE)
    with tab.expect_navigation():
        tab.locator(".version-list a", has_text=version).click()
    tab.wait_for_load_state("networkidle")


def test_the_site_has_each_version(site):
    for folder in ["v1.1.0", "v1.0.0", "next"]:
        assert (site.output / folder / "routes.json").is_file()
    assert (site.output / "versions.json").is_file()
    assert not (site.output / "v1.0.0" / "components" / "stepper").exists()


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_menu_lists_every_version(site, open_tab, viewport, scheme):
    tab = open_tab(site, "components/slider/", viewport, scheme)
    toggle = tab.locator(TOGGLE)
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(tab.locator(".version-panel")).to_be_hidden()
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    links = tab.locator(".version-list a")
    expect(links).to_have_count(4)
    assert [text.split()[0] for text in links.all_inner_texts()] == VERSIONS
    expect(tab.locator('.version-list a[aria-current="page"]')).to_have_text("v2.0.0 latest")
    expect(tab.locator(".version-changes a")).to_have_text("Changes in v2.0.0")
    assert tab.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / f"menu-open-{viewport}-{scheme}.png"))
    tab.keyboard.press("Escape")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(toggle).to_be_focused()


def test_the_keyboard_opens_the_menu_and_moves_through_it(site, open_tab):
    tab = open_tab(site, "components/slider/")
    tab.focus(TOGGLE)
    tab.keyboard.press("ArrowDown")
    expect(tab.locator(TOGGLE)).to_have_attribute("aria-expanded", "true")
    expect(tab.locator(".version-list a").first).to_be_focused()
    tab.keyboard.press("ArrowUp")
    expect(tab.locator(".version-changes a")).to_be_focused()
    tab.keyboard.press("Escape")
    expect(tab.locator(".version-panel")).to_be_hidden()


def test_a_version_link_leads_to_the_same_page(site, open_tab):
    tab = open_tab(site, "components/slider/")
    follow_menu(tab, "v1.0.0")
    assert tab.url == site.url("v1.0.0/components/slider/")
    follow_menu(tab, "v2.0.0")
    assert tab.url == site.url("components/slider/")


def test_a_page_a_version_lacks_leads_to_its_home_with_a_note(site, open_tab):
    tab = open_tab(site, "components/stepper/")
    follow_menu(tab, "v1.0.0")
    assert tab.url.startswith(site.url("v1.0.0/?from="))
    note = tab.locator(".version-missing")
    expect(note).to_have_text("The page /components/stepper/ is not in v1.0.0, so this is its home page.")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "missing-page-note.png"))


def test_a_moved_page_leads_to_its_old_address_and_back(site, open_tab):
    tab = open_tab(site, "guides/authoring/writing/")
    follow_menu(tab, "v1.0.0")
    assert tab.url == site.url("v1.0.0/guides/writing/")
    tab.locator(".version-banner a").click()
    tab.wait_for_url(site.url("guides/authoring/writing/"))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_older_version_names_the_latest(site, open_tab, scheme):
    tab = open_tab(site, "v1.0.0/components/slider/", "phone", scheme)
    banner = tab.locator(".version-banner")
    expect(banner).to_have_attribute("role", "note")
    expect(banner).to_contain_text("v1.0.0")
    link = banner.locator("a")
    expect(link).to_contain_text("v2.0.0")
    assert link.get_attribute("href") == "../../../components/slider/"
    tab.screenshot(path=str(SCREENSHOTS / f"banner-older-phone-{scheme}.png"))
    with tab.expect_navigation():
        link.click()
    assert tab.url == site.url("components/slider/")


def test_next_says_it_is_unreleased(site, open_tab):
    tab = open_tab(site, "next/")
    expect(tab.locator(".version-banner")).to_contain_text("unreleased working tree")
    expect(tab.locator(".version-banner a")).to_contain_text("v2.0.0")
    expect(tab.locator(".version-missing")).to_have_count(0)
    assert "Unreleased: a paragraph only the working tree has." in tab.locator("main").inner_text()
    tab.screenshot(path=str(SCREENSHOTS / "banner-next.png"))


def test_the_latest_has_no_banner(site, open_tab):
    tab = open_tab(site, "components/slider/")
    expect(tab.locator(".version-banner")).to_have_count(0)


def test_the_changes_page_shows_both_drawings_and_the_moved_page(site, open_tab):
    tab = open_tab(site, "")
    tab.click(TOGGLE)
    with tab.expect_navigation():
        tab.locator(".version-changes a").click()
    assert tab.url == site.url("version-changes/")
    sources = tab.locator("img").evaluate_all("images => images.map(image => image.getAttribute('src'))")
    assert any("before/slider/" in source for source in sources), sources
    assert any("after/slider/" in source or ("slider/" in source and "before/" not in source) for source in sources)
    assert tab.locator("img").evaluate_all("images => images.every(image => image.complete && image.naturalWidth > 0)")
    text = tab.locator("main").inner_text()
    assert "guides/authoring/writing" in text and "guides/writing" in text


def test_the_migration_guide_links_to_the_changes_page(site, open_tab):
    tab = open_tab(site, "next/migration/")
    link = tab.locator(".migration-changes a")
    expect(link).to_have_text("Changes in next")
    with tab.expect_navigation():
        link.click()
    assert tab.url == site.url("next/version-changes/")


@pytest.mark.parametrize("page, finds", [("v1.0.0/", False), ("", True)])
def test_search_stays_in_its_version(site, open_tab, page, finds):
    tab = open_tab(site, page)
    tab.fill("#site-search-input", "stepper")
    tab.wait_for_function("() => document.querySelector('[data-search]').dataset.shownQuery === 'stepper'",
                          timeout=15_000)
    links = tab.locator("#site-search-results a").evaluate_all("links => links.map(link => link.href)")
    assert any("components/stepper/" in link for link in links) == finds, links
    assert all(link.startswith(site.url(page)) for link in links), links


@pytest.mark.chromium_only("WebDriver cannot turn JavaScript off")
@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_without_javascript_the_menu_is_a_list_of_links(site, open_tab, viewport):
    tab = open_tab(site, "v1.1.0/components/stepper/", viewport, javascript=False)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / f"menu-without-javascript-{viewport}.png"))
    assert tab.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    expect(tab.locator(TOGGLE)).to_be_hidden()
    links = tab.locator(".version-list a")
    expect(links.first).to_be_visible()
    hrefs = links.evaluate_all("links => links.map(link => link.getAttribute('href'))")
    assert hrefs == ["../../../next/components/stepper/", "../../../components/stepper/", "../../components/stepper/",
                     "../../../v1.0.0/components/stepper/"]
    expect(tab.locator('.version-list a[aria-current="page"]')).to_contain_text("v1.1.0")


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_versions_pass_the_page_checks(site, browser, scheme, viewport):
    # browse_pages would start a second Playwright beside this module's browser, which the sync API refuses: its
    # checks are run here, in that browser.
    pages = ["", "components/slider/", "version-changes/", "v1.0.0/", "v1.0.0/components/slider/",
             "v1.1.0/components/stepper/", "next/guides/authoring/writing/"]
    chromium = is_chromium(browser)
    problems = check_pages(browser, site, pages, scheme, viewport, SCREENSHOTS / "pages" if chromium else None)
    assert problems == [], "\n".join(problems)


def test_the_versions_markup_is_valid(site):
    problems = validate_markup(site)
    assert problems == [], "\n".join(problems)


def same_address_elsewhere(problem: str) -> bool:
    """Whether a broken link is the version menu's link, as written for readers without JavaScript, to this page's
    address in a version without the page (the script sends them to that version's home instead)."""
    page, _, rest = problem.partition(": broken link ")
    target = rest.split(": ")[0]
    if page == "(home)":
        page = ""
    resolved = posixpath.normpath(posixpath.join("/" + page, target)).lstrip("/") + "/"

    def in_version(route: str) -> str:
        first, _, remainder = route.partition("/")
        return remainder if first in VERSIONS else route

    return in_version(resolved) == in_version(page)


def test_the_links_between_versions_resolve(site):
    problems = [problem for problem in check_links(site, temporary_folder()) if not same_address_elsewhere(problem)]
    assert problems == [], "\n".join(problems)
