"""The two WebDriver sessions behind webdriver_page.WebDriverPage: WebKitGTK's MiniBrowser through WebKitWebDriver
(Selenium's client) and Firefox ESR through Marionette, each answering the same few calls."""

from __future__ import annotations

import atexit
import functools
import glob
import logging
import os
import shutil
import socket
import tempfile
from pathlib import Path

from webdriver_page import ORIGIN_PAGE

WEBKIT_DRIVER = shutil.which("WebKitWebDriver") or "/usr/bin/WebKitWebDriver"
# Debian's webkit2gtk-driver puts MiniBrowser in the architecture's library folder.
MINIBROWSER = os.environ.get("SPECIMEN_MINIBROWSER") or next(
    iter(sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"))), "MiniBrowser")
FIREFOX = shutil.which("firefox-esr") or shutil.which("firefox") or "/usr/bin/firefox-esr"


def chord(actions, modifiers, key):
    """`key` pressed with `modifiers` held, on a client's action builder (both have key_down and key_up)."""
    for modifier in modifiers:
        actions.key_down(modifier)
    actions.key_down(key).key_up(key)
    for modifier in reversed(modifiers):
        actions.key_up(modifier)
    return actions


# MiniBrowser's toolbar is wider than a phone (447 px): GTK's user style sheet shrinks it, so that its window can
# be as narrow as the viewports the tests ask for. It styles the browser's own widgets, never the page.
NARROW_TOOLBAR = """window > *, window button, window entry, window box, window label, window image {
  min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px;
}
"""


@functools.lru_cache(maxsize=None)
def scratch(name: str) -> Path:
    """A folder of the run's own, removed when it ends."""
    folder = Path(tempfile.mkdtemp(prefix=f"specimen-{name}-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


@functools.lru_cache(maxsize=1)
def gtk_settings() -> str:
    """A configuration folder (XDG_CONFIG_HOME) holding NARROW_TOOLBAR as GTK 3's gtk.css."""
    folder = scratch("gtk")
    (folder / "gtk-3.0").mkdir()
    (folder / "gtk-3.0" / "gtk.css").write_text(NARROW_TOOLBAR)
    return str(folder)


class WebKitSession:
    """WebKitGTK's MiniBrowser through WebKitWebDriver (Selenium's client), on the X display of $DISPLAY."""

    def __init__(self, dark: bool):
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        # What Playwright's clipboard-read permission grants: a page may read what it copied.
        options.add_argument("--javascript-can-access-clipboard=true")
        if dark:
            options.add_argument("--dark-mode")
        service = Service(executable_path=WEBKIT_DRIVER, env=dict(os.environ, XDG_CONFIG_HOME=gtk_settings()))
        self.driver = webdriver.WebKitGTK(options=options, service=service)

    def navigate(self, url):
        self.driver.get(url)

    def execute(self, body, args):
        return self.driver.execute_script(body, *args)

    def add_cookie(self, name):
        self.driver.add_cookie({"name": name, "value": "1", "path": "/"})

    def delete_cookies(self):
        self.driver.delete_all_cookies()

    def keys(self, modifiers, key):
        from selenium.webdriver.common.action_chains import ActionChains

        chord(ActionChains(self.driver), modifiers, key).perform()

    def set_viewport(self, width, height):
        set_viewport(self, lambda w, h: self.driver.set_window_size(w, h), width, height)

    def screenshot(self, full_page):
        return screenshot_by_resizing(self, lambda: self.driver.get_screenshot_as_png(), full_page)

    def quit(self):
        self.driver.quit()


# Firefox keeps its window at least 450 px wide, for its toolbars: its user style sheet lets the window be a phone's.
NARROW_FIREFOX = ":root, #main-window, * { min-width: 0 !important; }\n"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class FirefoxSession:
    """Firefox ESR, headless, through Marionette, on a port and in a profile of its own. The colour scheme is
    Firefox's content override preference."""

    def __init__(self, dark: bool):
        from marionette_driver.marionette import Marionette

        logging.getLogger("mozversion").setLevel(logging.WARNING)  # Firefox's version, printed at each start

        profile = Path(tempfile.mkdtemp(dir=scratch("firefox")))
        (profile / "chrome").mkdir()
        (profile / "chrome" / "userChrome.css").write_text(NARROW_FIREFOX)
        prefs = {"layout.css.prefers-color-scheme.content-override": 0 if dark else 1,
                 "toolkit.legacyUserProfileCustomizations.stylesheets": True,
                 # Lets a page read the clipboard without the paste prompt, as Firefox's own tests do.
                 "dom.events.testing.asyncClipboard": True}
        # Firefox's own log goes to a file in a scratch folder (by default it is gecko.log where the tests run).
        self.marionette = Marionette(bin=FIREFOX, headless=True, port=free_port(), profile=str(profile), prefs=prefs,
                                     startup_timeout=60, verbose=0, gecko_log=str(scratch("gecko")))
        self.marionette.start_session()

    def navigate(self, url):
        self.marionette.navigate(url)

    def execute(self, body, args):
        return self.marionette.execute_script(body, script_args=args, new_sandbox=False, sandbox=None)

    def add_cookie(self, name):
        self.marionette.add_cookie({"name": name, "value": "1", "path": "/"})

    def delete_cookies(self):
        self.marionette.delete_all_cookies()

    def keys(self, modifiers, key):
        chord(self.marionette.actions.sequence("key", "keyboard"), modifiers, key).perform()
        self.marionette.actions.release()

    def set_viewport(self, width, height):
        set_viewport(self, lambda w, h: self.marionette.set_window_rect(width=w, height=h), width, height)

    def screenshot(self, full_page):
        return self.marionette.screenshot(format="binary", full=full_page)

    def quit(self):
        self.marionette.delete_session()
        self.marionette.cleanup()


def set_viewport(session, resize, width: int, height: int) -> None:
    """Sizes the window so that its viewport is width × height: the window's frame is measured, then added."""
    resize(width, height)
    for _ in range(3):
        inner = session.execute("return [innerWidth, innerHeight]", [])
        if inner == [width, height]:
            return
        outer = session.execute("return [outerWidth, outerHeight]", [])
        # While a window is being resized it may report a viewport wider than itself: such a frame counts as none.
        resize(width + max(0, outer[0] - inner[0]), height + max(0, outer[1] - inner[1]))
    inner = session.execute("return [innerWidth, innerHeight]", [])
    assert inner == [width, height], f"the viewport is {inner}, not {width} × {height}"


def screenshot_by_resizing(session, take, full_page: bool) -> bytes:
    if not full_page:
        return take()
    width, height, full = session.execute("return [innerWidth, innerHeight, document.documentElement.scrollHeight]", [])
    # X11 windows are at most 32767 px tall.
    session.set_viewport(width, min(full, 32000))
    try:
        return take()
    finally:
        session.set_viewport(width, height)


SESSIONS = {"webkit": WebKitSession, "firefox": FirefoxSession}


class SessionPool:
    """Started sessions kept between contexts, one list per engine and colour scheme, as starting a browser takes
    seconds: a context takes one, and gives it back emptied (each origin it visited without its storage and
    cookies, on a blank page), or quits it when it cannot be emptied."""

    def __init__(self):
        self.idle: dict[tuple[str, bool], list] = {}

    def take(self, engine: str, dark: bool):
        idle = self.idle.get((engine, dark))
        return idle.pop() if idle else SESSIONS[engine](dark)

    def give_back(self, engine: str, dark: bool, session, origins: set[str]) -> None:
        try:
            for origin in sorted(origins):
                session.navigate(origin + ORIGIN_PAGE)
                session.execute("localStorage.clear(); sessionStorage.clear();", [])
                session.delete_cookies()
            session.navigate("about:blank")
        except Exception:
            session.quit()
            return
        self.idle.setdefault((engine, dark), []).append(session)

    def quit_all(self) -> None:
        for sessions in self.idle.values():
            for session in sessions:
                try:
                    session.quit()
                except Exception:
                    pass
        self.idle.clear()


@functools.lru_cache(maxsize=1)
def pool() -> SessionPool:
    """The run's one pool: quit_all() at its end (conftest.py, contact_sheet.py)."""
    return SessionPool()


