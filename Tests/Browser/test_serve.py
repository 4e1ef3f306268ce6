"""`specimen serve` in Chromium, as an author uses it: a save reloads the open page with the change; a save that
breaks the build leaves the last good page up with the errors over it, at file:line:col; the fix clears them
without a restart; a stylesheet change is taken without a reload; and none of it is in the built files."""

import re
import shutil
import subprocess
import threading
import time

import pytest

from engines import expect
from site_checks import ROOT, specimen_binary, temporary_folder


@pytest.fixture()
def served():
    """A copy of the real Content/ and Theme/, served by `specimen serve` on a free port."""
    workdir = temporary_folder()
    shutil.copytree(ROOT / "Content", workdir / "Content")
    shutil.copytree(ROOT / "Theme", workdir / "Theme")
    server = subprocess.Popen([str(specimen_binary()), "serve", "--port", "0"], cwd=workdir,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []
    threading.Thread(target=lambda: [lines.append(line) for line in iter(server.stdout.readline, "")], daemon=True).start()
    deadline = time.monotonic() + 120
    address = None
    while address is None and time.monotonic() < deadline and server.poll() is None:
        address = next((match.group(1) for match in map(re.compile(r"at (http://\S+/) ").search, lines) if match), None)
        time.sleep(0.05)
    assert address, "serve printed its address: " + "".join(lines)
    yield address, workdir, lines
    server.terminate()
    assert server.wait(timeout=10) == 0, "".join(lines)
    shutil.rmtree(workdir, ignore_errors=True)


def edit(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_save_reloads_an_error_shows_over_the_last_good_page_and_the_fix_clears_it(served, browser):
    address, workdir, lines = served
    page_source = workdir / "Content" / "components" / "slider.md"
    tab = browser.new_page()
    try:
        tab.goto(address + "components/slider/")
        expect(tab.locator("h1")).to_have_text("Slider")
        tab.wait_for_function("document.querySelector('script[src=\"/__specimen/live-reload.js\"]') !== null")
        tab.wait_for_timeout(300)

        # A save: the page reloads by itself and shows the new text.
        with tab.expect_navigation(timeout=20000):
            edit(page_source, "## Behaviour\n", "## Behaviour\n\nSaved while the page was open.\n")
        expect(tab.get_by_text("Saved while the page was open.")).to_be_visible()

        # A save that breaks the build: no reload, the errors over the page, which is still the last good one.
        edit(page_source, "weight: 4", "weight: four")
        overlay = tab.locator("#specimen-build-errors")
        expect(overlay).to_be_visible(timeout=20000)
        # The real tokens' five contrast findings are accepted in site.yml: the error comes alone.
        expect(overlay.get_by_role("heading")).to_have_text("The site did not build: 1 error")
        expect(overlay.locator("pre")).to_contain_text("Content/components/slider.md:7:9: error: 'weight' must be a whole number")
        assert tab.get_by_role("alert").count() >= 1
        expect(tab.get_by_text("Saved while the page was open.")).to_be_visible()

        # A page opened while the build is broken hears the errors at once.
        other = browser.new_page()
        try:
            other.goto(address)
            expect(other.locator("#specimen-build-errors pre")).to_contain_text("slider.md:7:9", timeout=10000)
        finally:
            other.close()

        # The fix: the page reloads and the errors are gone, without restarting the server.
        with tab.expect_navigation(timeout=20000):
            edit(page_source, "weight: four", "weight: 4")
        expect(tab.locator("#specimen-build-errors")).to_have_count(0)
        expect(tab.get_by_text("Saved while the page was open.")).to_be_visible()

        # A stylesheet alone is taken without a reload: the page keeps its state (a marker set in the page).
        tab.evaluate("window.specimenMarker = 'kept'")
        edit(workdir / "Theme" / "assets" / "specimen.css", ":root {", ":root { --specimen-serve-test: 7px;")
        tab.wait_for_function(
            "getComputedStyle(document.documentElement).getPropertyValue('--specimen-serve-test').trim() === '7px'",
            timeout=20000)
        assert tab.evaluate("window.specimenMarker") == "kept"
    finally:
        tab.close()

    built = (workdir / "public" / "components" / "slider" / "index.html").read_text(encoding="utf-8")
    assert "__specimen" not in built, "the reload script is added as pages are served, not built in"
    assert any("Rebuilt in" in line for line in lines)
