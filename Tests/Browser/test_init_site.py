"""A first site, as a team starts one: `specimen init` in an empty folder, built with the theme built into the
command, passes every check the real site passes; `specimen serve --base-url /docs/` shows it at /docs/."""

import re
import shutil
import subprocess
import threading
import time

import pytest

from engines import expect
from site_checks import browse_pages, check_links, serve_and_build, specimen_binary, temporary_folder, validate_markup


@pytest.fixture(scope="module")
def init_folder():
    """An empty folder after `specimen init site`."""
    workdir = temporary_folder()
    made = subprocess.run([str(specimen_binary()), "init", "site"], cwd=workdir, capture_output=True, text=True)
    assert made.returncode == 0, made.stderr
    yield workdir / "site"
    shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture(scope="module")
def init_site(init_folder):
    workdir = temporary_folder()
    site = serve_and_build(init_folder / "Content", None, workdir)
    yield site
    site.close()
    shutil.rmtree(workdir, ignore_errors=True)


def test_the_first_site_has_its_pages(init_site):
    assert init_site.pages == ["", "components/slider/", "components/slider/sticker-sheet/", "tokens/"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_first_site_in_each_engine(init_site, engine, scheme):
    problems = browse_pages(init_site, init_site.pages, scheme, None, engine=engine)
    assert problems == [], "\n".join(problems)


def test_the_first_site_markup_and_links(init_site):
    problems = validate_markup(init_site) + check_links(init_site, temporary_folder())
    assert problems == [], "\n".join(problems)


@pytest.mark.chromium_only("watches the responses and requests outside the page")
def test_serve_with_a_base_url_shows_the_site_under_it(init_folder, browser):
    server = subprocess.Popen([str(specimen_binary()), "serve", "--port", "0", "--base-url", "/docs/", "--output", "served"],
                              cwd=init_folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []
    threading.Thread(target=lambda: [lines.append(line) for line in iter(server.stdout.readline, "")], daemon=True).start()
    try:
        deadline = time.monotonic() + 120
        address = None
        while address is None and time.monotonic() < deadline and server.poll() is None:
            address = next((match.group(1) for match in map(re.compile(r"at (http://\S+/) ").search, lines) if match), None)
            time.sleep(0.05)
        assert address and address.endswith("/docs/"), "serve printed its address under /docs/: " + "".join(lines)
        root = address[: -len("docs/")]
        tab = browser.new_page()
        failed = []
        tab.on("response", lambda response: failed.append(response.url) if response.status >= 400 else None)
        # The host's root redirects to the site; its pages, styles and previews load from under /docs/.
        tab.goto(root)
        assert tab.url == address
        expect(tab.locator("h1")).to_have_text("Our design system")
        tab.get_by_role("link", name="slider", exact=True).first.click()
        expect(tab.locator("h1")).to_have_text("Slider")
        assert tab.url == address + "components/slider/"
        expect(tab.locator("figure[data-preview-widget] svg, figure[data-preview-widget] img").first).to_be_visible()
        assert failed == [], failed
        # Outside /docs/ nothing of the site is served.
        outside = tab.request.get(root + "components/slider/")
        assert outside.status == 404
        tab.close()
    finally:
        server.terminate()
        assert server.wait(timeout=10) == 0, "".join(lines)
