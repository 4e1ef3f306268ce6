"""The three browser engines the page-behaviour tests run in, behind one surface: Playwright's.

Chromium is Debian's, driven by Playwright itself. WebKit (WebKitGTK's MiniBrowser, through WebKitWebDriver and
Selenium) and Firefox ESR (through Marionette) are driven over WebDriver by ``WebDriverPage``, which answers the
part of Playwright's Page and Locator that the tests use, with the same meaning: clicks, key presses and typing
are real input events sent by the driver; a locator is looked up again each time it is used; ``expect`` waits up
to five seconds as Playwright's does. What Playwright's surface has and this one does not raises, so that a test
never passes by skipping a step.

WebDriver reports no console messages, so a site served by ``site_checks`` puts a small script first in each page
it serves to a browser carrying the ``ERRORS_COOKIE``; the script keeps the page's script errors, console errors,
failed loads and failed fetches in sessionStorage, and the page hands them to its ``console`` and ``pageerror``
listeners before each navigation and when its context closes.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess

from webdriver_page import ERROR_RECORDER, ERRORS_COOKIE, Locator, WebDriverPage, expect_on
from webdriver_sessions import pool

__all__ = ["ENGINES", "ERRORS_COOKIE", "ERROR_RECORDER", "WebDriverBrowser", "WebDriverPage", "expect", "is_chromium",
           "pool", "start_x_display"]

# Which engines the tests run in: all three unless $SPECIMEN_BROWSER_ENGINES names some (chromium,webkit,firefox).
ENGINES = tuple(filter(None, os.environ.get("SPECIMEN_BROWSER_ENGINES", "chromium,webkit,firefox").split(",")))


def is_chromium(browser) -> bool:
    """Whether a test's browser is Playwright's Chromium, which alone sees the network and runs axe."""
    return not isinstance(browser, WebDriverBrowser)


class WebDriverContext:
    """Playwright's BrowserContext: a WebDriver session of the pool's, with no cookies or storage but its own."""

    def __init__(self, engine: str, viewport: dict | None = None, color_scheme: str | None = None, **options):
        unknown = {name for name, value in options.items() if name != "permissions"
                   and not (name == "java_script_enabled" and value)}
        if unknown:
            raise NotImplementedError(f"{engine} through WebDriver has no {sorted(unknown)}: this test is for Chromium")
        self.engine, self.dark = engine, color_scheme == "dark"
        self.viewport = viewport or {"width": 1280, "height": 720}
        self.pages: list[WebDriverPage] = []
        self.closed = False
        self.session = pool().take(engine, self.dark)

    def new_page(self) -> WebDriverPage:
        if self.pages:
            raise NotImplementedError("one page per context through WebDriver")
        try:
            self.pages.append(WebDriverPage(self.session, (self.viewport["width"], self.viewport["height"])))
        except BaseException:
            self.close()
            raise
        return self.pages[0]

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        try:
            for page in self.pages:
                page.close()
        finally:
            origins = set().union(*(page.origins for page in self.pages))
            pool().give_back(self.engine, self.dark, self.session, origins)


class WebDriverBrowser:
    """Playwright's Browser for WebKit and Firefox: each context a session of its own while it is open."""

    def __init__(self, engine: str):
        self.engine = engine
        self.contexts: list[WebDriverContext] = []

    def new_context(self, **options) -> WebDriverContext:
        self.contexts.append(WebDriverContext(self.engine, **options))
        return self.contexts[-1]

    def new_page(self, **options) -> WebDriverPage:
        page = self.new_context(**options).new_page()
        original = page.close
        context = self.contexts[-1]
        page.close = lambda: (original(), context.close())
        return page

    def close(self) -> None:
        for context in self.contexts:
            with contextlib.suppress(Exception):
                context.close()


def expect(target):
    """Playwright's expect for Playwright's locators, ``_Expectation`` for a WebDriver page's."""
    if isinstance(target, Locator):
        return expect_on(target)
    from playwright.sync_api import expect as playwright_expect

    return playwright_expect(target)


def start_x_display() -> subprocess.Popen | None:
    """An Xvfb display for WebKitGTK when there is none; its number goes to $DISPLAY."""
    if os.environ.get("DISPLAY") or "webkit" not in ENGINES or not shutil.which("Xvfb"):
        return None
    server = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    os.environ["DISPLAY"] = ":" + server.stdout.readline().decode().strip()
    return server
