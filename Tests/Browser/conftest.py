import shutil

import pytest
from playwright.sync_api import sync_playwright

from site_checks import CHROMIUM, ROOT, example_binary, init_site_with_tokens, serve_and_build, temporary_folder

FIXTURES = ROOT / "Tests" / "Browser" / "fixtures"


@pytest.fixture(scope="session")
def real_site():
    """The repository's Content/ and Theme/, built and served under /design-docs/."""
    workdir = temporary_folder()
    site = serve_and_build(ROOT / "Content", ROOT / "Theme", workdir)
    yield site
    site.close()
    shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture(scope="session")
def fixture_sites():
    """The sites in Tests/Browser/fixtures, each built and served once, when first asked for by name."""
    sites, folders = {}, []

    def site(name):
        if name not in sites:
            folders.append(temporary_folder())
            sites[name] = serve_and_build(FIXTURES / name / "Content", ROOT / "Theme", folders[-1])
        return sites[name]

    yield site
    for site in sites.values():
        site.close()
    for folder in folders:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def example_site():
    """Examples/DesignDocs: a design system's own package, its components registered beside Specimen's, built
    by its own command with the theme built into it."""
    workdir = temporary_folder()
    site = serve_and_build(ROOT / "Examples" / "DesignDocs" / "Content", None, workdir, binary=example_binary())
    yield site
    site.close()
    shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture(scope="session")
def realworld_init_site():
    """A team's first site with its own tokens: `specimen init` with GitHub Primer's resolver set as
    ../shared/realworld publishes it (light, dark and more modes)."""
    workdir = temporary_folder()
    site = init_site_with_tokens(workdir, "primer-resolver", "primer.resolver.json")
    yield site
    site.close()
    shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium through Playwright, for the tests that drive pages."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture
def tab(browser):
    """A laptop-sized page of its own; the test fails on any script error or console error the page reports."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    yield page
    context.close()
    assert errors == []
