import shutil

import pytest
from playwright.sync_api import sync_playwright

import engines
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


@pytest.fixture(scope="session", autouse=True)
def x_display():
    """An X display for WebKitGTK (Xvfb) when the run has none; WebKit's and Firefox's sessions end before it."""
    server = engines.start_x_display()
    yield
    engines.pool().quit_all()
    if server:
        server.terminate()


@pytest.fixture(scope="module", params=engines.ENGINES)
def browser(request):
    """A page-behaviour test's browser, in each engine of engines.ENGINES: Chromium through Playwright, WebKit and
    Firefox through WebDriver behind the same surface (engines.py)."""
    if request.param != "chromium":
        browser = engines.WebDriverBrowser(request.param)
        yield browser
        browser.close()
        return
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture(params=engines.ENGINES)
def engine(request):
    """An engine's name, for the page checks (site_checks.browse_pages), which start their own browser."""
    return request.param


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


def pytest_configure(config):
    # Selenium's own WebKitGTK driver class still passes its address the way Selenium 4.51 deprecates.
    config.addinivalue_line("filterwarnings", "ignore:setting remote_server_addr:DeprecationWarning")
    config.addinivalue_line("markers", "chromium_only(why): a test of what only Chromium's driver can do (turn "
                            "JavaScript off, watch requests, run axe), run in Chromium alone; `why` says what")


def pytest_collection_modifyitems(config, items):
    """A test marked chromium_only is kept for Chromium only, not run (nor reported as skipped) in the others."""
    kept, dropped = [], []
    for item in items:
        params = item.callspec.params if hasattr(item, "callspec") else {}
        engine = params.get("browser", params.get("engine"))
        (dropped if item.get_closest_marker("chromium_only") and engine not in (None, "chromium") else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept
