"""Playwright's Page, Locator, keyboard and expect() over a WebDriver session (webdriver_sessions.py), for the
engines Playwright cannot drive here: see engines.py."""

from __future__ import annotations

import contextlib
import fnmatch
import json
import re
import time
from dataclasses import dataclass
from pathlib import Path

WAIT = 5.0
ERRORS_COOKIE = "specimen-test-errors"
ERRORS_KEY = "specimen-errors"
# The page a session opens on an origin before its first visit, to set the cookie there (and to clear the
# origin's storage when the session is given back): a 404 of the test server's.
ORIGIN_PAGE = "/specimen-test-cookie"

# Put first in <head> by the test server (site_checks): keeps what a page reports as an error where WebDriver can
# read it (WebDriverPage.flush_errors).
ERROR_RECORDER = """<script>(() => {
  const add = (text) => { try {
    const list = JSON.parse(sessionStorage.getItem("KEY") || "[]");
    list.push(String(text)); sessionStorage.setItem("KEY", JSON.stringify(list));
  } catch (error) {} };
  addEventListener("error", (event) => {
    const target = event.target;
    if (target && target !== window && target.tagName) add(`failed to load ${target.currentSrc || target.src || target.href}`);
    else add(`script error: ${event.message} (${event.filename}:${event.lineno})`);
  }, true);
  addEventListener("unhandledrejection", (event) => add(`unhandled rejection: ${event.reason}`));
  const error = console.error;
  console.error = (...parts) => { add(parts.map(String).join(" ")); error.apply(console, parts); };
  const fetched = window.fetch;
  window.fetch = (...request) => fetched(...request).then((response) => {
    if (!response.ok) add(`HTTP ${response.status} for ${response.url}`);
    return response;
  });
})();</script>""".replace("KEY", ERRORS_KEY)

# Resolves a chain of steps (css, nth, role, text, has_text) to elements, as Playwright's locators do: ARIA roles
# with their accessible names, matched case-insensitively as a substring unless exact; hidden elements left out.
LOCATE = r"""
const hidden = (element) => {
  for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.display === "none" || style.visibility === "hidden" || node.getAttribute("aria-hidden") === "true"
        || node.hidden) return true;
    const parent = node.parentElement;
    if (parent && parent.tagName === "DETAILS" && !parent.open && node.tagName !== "SUMMARY") return true;
  }
  return false;
};
// As Playwright's: a box that is not empty, not hidden, and not in content the browser skips (a closed <details>).
const visible = (element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden"
    && (!element.checkVisibility || element.checkVisibility());
};
const squash = (text) => (text || "").replace(/\s+/g, " ").trim();
const implicitRoles = {
  button: "button, input[type=button], input[type=submit], input[type=reset], summary, [role=button]",
  link: "a[href], area[href], [role=link]", radio: "input[type=radio], [role=radio]",
  checkbox: "input[type=checkbox], [role=checkbox]", heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
  status: "output, [role=status]", alert: "[role=alert]", textbox: "input:not([type]), input[type=text], input[type=search], textarea, [role=textbox]",
  searchbox: "input[type=search], [role=searchbox]", navigation: "nav, [role=navigation]", region: "section[aria-label], section[aria-labelledby], [role=region]",
  slider: "input[type=range], [role=slider]", spinbutton: "input[type=number], [role=spinbutton]",
};
const accessibleName = (element) => {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) return squash(labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent || "").join(" "));
  if (element.getAttribute("aria-label")) return squash(element.getAttribute("aria-label"));
  if (element.labels && element.labels.length) return squash([...element.labels].map((label) => label.textContent).join(" "));
  if (element.tagName === "INPUT") return squash(element.value || element.getAttribute("title"));
  return squash(element.textContent || element.getAttribute("title"));
};
const matches = (text, wanted, exact) => exact ? text === squash(wanted) : text.toLowerCase().includes(squash(wanted).toLowerCase());
const locate = (steps, roots = [document]) => {
  let found = roots;
  for (const [kind, value, name, exact] of steps) {
    if (kind === "css") found = found.flatMap((root) => [...root.querySelectorAll(value)]);
    else if (kind === "nth") found = value < 0 ? found.slice(value).slice(0, 1) : found.slice(value, value + 1);
    else if (kind === "has_text") found = found.filter((element) => matches(squash(element.textContent), value, false));
    else if (kind === "has") found = found.filter((element) => locate(value, [element]).length > 0);
    else if (kind === "has_not") found = found.filter((element) => locate(value, [element]).length === 0);
    else if (kind === "role") found = found.flatMap((root) => [...root.querySelectorAll(implicitRoles[value] || `[role=${value}]`)])
      .filter((element) => !hidden(element) && (name === null || matches(accessibleName(element), name, exact)));
    else if (kind === "text") found = found.flatMap((root) => [...root.querySelectorAll("*")]).filter((element) =>
      !["SCRIPT", "STYLE"].includes(element.tagName) && matches(squash(element.textContent), value, exact)
      && ![...element.children].some((child) => matches(squash(child.textContent), value, exact)));
  }
  return [...new Set(found)].filter((element) => element !== document);
};
"""

# Playwright's key names, as WebDriver's code points.
KEYS = {"Tab": "\ue004", "Enter": "\ue007", "Space": " ", "Escape": "\ue00c", "Backspace": "\ue003",
        "ArrowLeft": "\ue012", "ArrowUp": "\ue013", "ArrowRight": "\ue014", "ArrowDown": "\ue015",
        "Home": "\ue011", "End": "\ue010", "PageUp": "\ue00e", "PageDown": "\ue00f", "Delete": "\ue017",
        "Shift": "\ue008", "Control": "\ue009", "Alt": "\ue00a", "Meta": "\ue03d"}


def as_function(script: str) -> str:
    """Playwright's evaluate takes a function, or a script whose last value it returns; both become a function of
    (element?, arg)."""
    stripped = script.strip()
    if re.match(r"^(async\s+)?(\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>", stripped) or stripped.startswith(("function", "async function")):
        return stripped
    return f"() => (0, eval)({json.dumps(stripped)})"


class WaitTimeout(AssertionError):
    """What Playwright raises when a wait runs out, as an assertion failure naming what was awaited."""


def driver_errors() -> tuple[type, ...]:
    """What the two WebDriver clients raise when the browser answers with an error."""
    from marionette_driver.errors import MarionetteException
    from selenium.common.exceptions import WebDriverException

    return WebDriverException, MarionetteException


def wait_until(condition, what: str, timeout: float = WAIT):
    """Asks `condition` until it holds. A driver's error counts as not yet: a script run while the page navigates
    away fails ("Callback was not called before the unload event"); the last is named if the wait runs out."""
    deadline, failure = time.monotonic() + timeout, None
    while True:
        try:
            value = condition()
        except driver_errors() as error:
            value, failure = None, error
        if value:
            return value
        if time.monotonic() > deadline:
            raise WaitTimeout(f"waited {timeout:g} s for {what}" + (f" (last: {failure})" if failure else ""))
        time.sleep(0.05)


@dataclass
class Message:
    """A console message or script error, as Playwright's listeners receive it."""
    text: str
    type: str = "error"

    def __str__(self) -> str:
        return self.text


class Locator:
    """Playwright's Locator on a WebDriver page: a chain of steps, resolved again on each use."""

    def __init__(self, page: "WebDriverPage", steps: list, wait: float = WAIT):
        self.page, self.steps, self.wait = page, steps, wait

    def _then(self, *step) -> "Locator":
        return Locator(self.page, self.steps + [list(step)], self.wait)

    def at_once(self) -> "Locator":
        """The same elements, each read answered at once: for expect(), which does the waiting itself."""
        return Locator(self.page, self.steps, wait=0)

    def locator(self, selector: str, has_text: str | None = None, has: "Locator | None" = None) -> "Locator":
        return self._then("css", selector, None, False).filter(has_text=has_text, has=has)

    def filter(self, has_text: str | None = None, has: "Locator | None" = None,
               has_not: "Locator | None" = None) -> "Locator":
        found = self
        if has_text is not None:
            found = found._then("has_text", has_text, None, False)
        if has is not None:
            found = found._then("has", has.steps, None, False)
        if has_not is not None:
            found = found._then("has_not", has_not.steps, None, False)
        return found

    def get_by_role(self, role: str, name: str | None = None, exact: bool = False) -> "Locator":
        return self._then("role", role, name, exact)

    def get_by_text(self, text: str, exact: bool = False) -> "Locator":
        return self._then("text", text, None, exact)

    def nth(self, index: int) -> "Locator":
        return self._then("nth", index, None, False)

    @property
    def first(self) -> "Locator":
        return self.nth(0)

    @property
    def last(self) -> "Locator":
        return self.nth(-1)

    def _all(self, script: str, arg=None):
        return self.page._run(f"const found = locate(arguments[0]); return ({script})(found, arguments[1]);", self.steps, arg)

    def _one(self, script: str, arg=None):
        """Runs `script` on the one element this locator finds, waiting for it as Playwright does."""
        body = ("const found = locate(arguments[0]); if (found.length !== 1) return null;"
                f"return {{value: ({script})(found[0], arguments[1])}};")
        found = wait_until(lambda: self.page._run(body, self.steps, arg), f"one element at {self.steps}", self.wait)
        return found["value"]

    def element(self):
        return self._one("element => element")

    def count(self) -> int:
        return self._all("found => found.length")

    def all(self) -> list["Locator"]:
        return [self.nth(index) for index in range(self.count())]

    def all_text_contents(self) -> list[str]:
        return self._all("found => found.map(element => element.textContent)")

    def all_inner_texts(self) -> list[str]:
        return self._all("found => found.map(element => element.innerText)")

    def evaluate_all(self, script: str, arg=None):
        return self._all(as_function(script), arg)

    def evaluate(self, script: str, arg=None):
        return self._one(as_function(script), arg)

    def element_handle(self):
        return self.element()

    def bounding_box(self) -> dict:
        return self._one("element => { const box = element.getBoundingClientRect();"
                         " return {x: box.x, y: box.y, width: box.width, height: box.height}; }")

    def text_content(self) -> str:
        return self._one("element => element.textContent")

    def inner_text(self) -> str:
        return self._one("element => element.innerText")

    def input_value(self) -> str:
        return self._one("element => element.value")

    def get_attribute(self, name: str):
        return self._one("(element, name) => element.getAttribute(name)", name)

    def is_visible(self) -> bool:
        return bool(self._all("found => found.length > 0 && visible(found[0])"))

    def is_checked(self) -> bool:
        return bool(self._one("element => element.checked || element.getAttribute('aria-checked') === 'true'"))

    def scroll_into_view_if_needed(self) -> None:
        self._one("element => element.scrollIntoView({block: 'center'})")

    def focus(self) -> None:
        self._one("element => element.focus()")

    def click(self) -> None:
        wait_until(self.is_visible, f"{self.steps} to show", self.wait)
        self.element().click()

    def check(self) -> None:
        if not self.is_checked():
            self.click()
        wait_until(self.is_checked, f"{self.steps} to be checked")

    def press(self, key: str) -> None:
        self.focus()
        self.page.keyboard.press(key)

    def fill(self, value: str) -> None:
        """As Playwright's fill: a text field gets the text typed in; a number, range or other value field gets
        its value set, with the input and change events the browser would send."""
        kind = self._one("element => element.type || ''")
        if kind in ("", "text", "search", "email", "url", "tel", "password", "textarea"):
            self._one("element => { element.focus(); element.select && element.select(); }")
            self.page.keyboard.press("Backspace")
            self.element().send_keys(value)
        else:
            self._one("(element, value) => { element.focus(); element.value = value;"
                      " element.dispatchEvent(new Event('input', {bubbles: true}));"
                      " element.dispatchEvent(new Event('change', {bubbles: true})); }", value)


class Keyboard:
    """Key presses as WebDriver key actions, on whatever has the focus."""

    def __init__(self, session):
        self.session = session

    def press(self, combination: str) -> None:
        *modifiers, key = combination.split("+") if combination != "+" else ["+"]
        self.session.keys([KEYS[name] for name in modifiers], KEYS.get(key, key))

    def type(self, text: str) -> None:
        for character in text:
            self.session.keys([], character)


class WebDriverPage:
    """Playwright's Page for WebKit and Firefox: see the module's comment."""

    def __init__(self, session, viewport: tuple[int, int]):
        self._session, self.keyboard = session, Keyboard(session)
        self._listeners: dict[str, list] = {"console": [], "pageerror": []}
        self.origins: set[str] = set()
        self.set_viewport_size({"width": viewport[0], "height": viewport[1]})

    def _run(self, body: str, *args):
        return self._session.execute(LOCATE + body, list(args))

    def on(self, event: str, listener) -> None:
        if event not in self._listeners:
            raise NotImplementedError(f"WebDriver reports no {event!r} events: this test is for Chromium")
        self._listeners[event].append(listener)

    def remove_listener(self, event: str, listener) -> None:
        self._listeners[event].remove(listener)

    def flush_errors(self) -> None:
        """Hands the errors the page kept to the listeners, and forgets them."""
        try:
            kept = self._session.execute("const kept = sessionStorage.getItem(arguments[0]);"
                                         " sessionStorage.removeItem(arguments[0]); return kept;", [ERRORS_KEY])
        except driver_errors():  # a page without storage of its own (about:blank)
            return
        for text in json.loads(kept or "[]"):
            for listener in self._listeners["pageerror" if text.startswith(("script error", "unhandled")) else "console"]:
                listener(Message(text))

    def goto(self, url: str, wait_until: str | None = None, timeout: float | None = None):
        self.flush_errors()
        origin = re.match(r"^https?://[^/]+", url)
        if origin and origin.group(0) not in self.origins:
            self.origins.add(origin.group(0))
            self._session.navigate(origin.group(0) + ORIGIN_PAGE)
            self._session.add_cookie(ERRORS_COOKIE)
        self._session.navigate(url)
        wait_until_loaded(self)

    def reload(self) -> None:
        self.flush_errors()
        with self.expect_navigation():
            self._session.execute("location.reload()", [])

    @contextlib.contextmanager
    def expect_navigation(self, timeout: float = 30_000):
        self._session.execute("window.__specimenBefore = true", [])
        yield
        wait_until(lambda: self._session.execute("return !window.__specimenBefore && document.readyState === 'complete'", []),
                   "a navigation", timeout / 1000)

    @property
    def url(self) -> str:
        return self._session.execute("return location.href", [])

    def title(self) -> str:
        return self._session.execute("return document.title", [])

    def wait_for_url(self, pattern: str, timeout: float = 5_000) -> None:
        test = (lambda url: fnmatch.fnmatchcase(url, pattern.replace("**", "*"))) if "*" in pattern else (lambda url: url == pattern)
        wait_until(lambda: test(self.url), f"the address {pattern}", timeout / 1000)
        wait_until_loaded(self)

    def wait_for_function(self, script: str, arg=None, timeout: float = 5_000) -> None:
        function = as_function(script)
        wait_until(lambda: self._session.execute(f"return ({function})(arguments[0])", [arg]), script, timeout / 1000)

    def evaluate(self, script: str, arg=None):
        return self._session.execute(f"return ({as_function(script)})(arguments[0])", [arg])

    def eval_on_selector_all(self, selector: str, script: str):
        return self.locator(selector).evaluate_all(script)

    def locator(self, selector: str, has_text: str | None = None, has: Locator | None = None) -> Locator:
        return Locator(self, []).locator(selector, has_text, has)

    def input_value(self, selector: str) -> str:
        return self.locator(selector).input_value()

    def get_attribute(self, selector: str, name: str):
        return self.locator(selector).get_attribute(name)

    def wait_for_selector(self, selector: str, timeout: float = 5_000) -> None:
        wait_until(lambda: self.locator(selector).is_visible(), f"{selector} to show", timeout / 1000)

    def wait_for_timeout(self, milliseconds: float) -> None:
        time.sleep(milliseconds / 1000)

    def wait_for_load_state(self, state: str = "load") -> None:
        """Loaded; WebDriver cannot see the network, so "networkidle" waits for the load only."""
        wait_until_loaded(self)

    def get_by_role(self, role: str, name: str | None = None, exact: bool = False) -> Locator:
        return Locator(self, []).get_by_role(role, name, exact)

    def get_by_text(self, text: str, exact: bool = False) -> Locator:
        return Locator(self, []).get_by_text(text, exact)

    def fill(self, selector: str, value: str) -> None:
        self.locator(selector).fill(value)

    def focus(self, selector: str) -> None:
        self.locator(selector).focus()

    def click(self, selector: str) -> None:
        self.locator(selector).click()

    def set_viewport_size(self, size: dict) -> None:
        self._session.set_viewport(size["width"], size["height"])

    @property
    def viewport_size(self) -> dict:
        width, height = self._session.execute("return [innerWidth, innerHeight]", [])
        return {"width": width, "height": height}

    def screenshot(self, path: str, full_page: bool = False) -> None:
        Path(path).write_bytes(self._session.screenshot(full_page))

    def close(self) -> None:
        self.flush_errors()


def wait_until_loaded(page: WebDriverPage) -> None:
    wait_until(lambda: page._session.execute("return document.readyState === 'complete'", []), "the page to load", 30)


class _Expectation:
    """Playwright's expect() on a WebDriver locator: each assertion retried for five seconds."""

    def __init__(self, locator: Locator, negate: bool = False):
        self.locator, self.negate = locator.at_once(), negate

    @property
    def not_(self) -> "_Expectation":
        return _Expectation(self.locator, not self.negate)

    def _hold(self, check, what: str, timeout: float | None = None) -> None:
        def holds():
            try:
                return check() != self.negate
            except AssertionError:
                return False
        try:
            wait_until(holds, what, (timeout or WAIT * 1000) / 1000)
        except WaitTimeout as error:
            raise AssertionError(f"{'not ' if self.negate else ''}{what} at {self.locator.steps}") from error

    def to_have_text(self, text: str, timeout: float | None = None) -> None:
        self._hold(lambda: " ".join(self.locator.text_content().split()) == " ".join(text.split()), f"text {text!r}", timeout)

    def to_contain_text(self, text: str, timeout: float | None = None) -> None:
        self._hold(lambda: text in self.locator.text_content(), f"text containing {text!r}", timeout)

    def to_have_attribute(self, name: str, value: str, timeout: float | None = None) -> None:
        self._hold(lambda: self.locator.get_attribute(name) == value, f"{name}={value!r}", timeout)

    def to_be_visible(self, timeout: float | None = None) -> None:
        self._hold(self.locator.is_visible, "visible", timeout)

    def to_be_hidden(self, timeout: float | None = None) -> None:
        self._hold(lambda: not self.locator.is_visible(), "hidden", timeout)

    def to_be_checked(self, timeout: float | None = None) -> None:
        self._hold(self.locator.is_checked, "checked", timeout)

    def to_have_count(self, count: int, timeout: float | None = None) -> None:
        self._hold(lambda: self.locator.count() == count, f"{count} elements", timeout)

    def to_be_focused(self, timeout: float | None = None) -> None:
        self._hold(lambda: self.locator.evaluate("element => element === document.activeElement"), "focused", timeout)

    def to_have_class(self, value: str, timeout: float | None = None) -> None:
        self._hold(lambda: (self.locator.get_attribute("class") or "") == value, f"class {value!r}", timeout)

    def __getattr__(self, name: str):
        """not_to_have_text and the rest: the assertion, negated."""
        if name.startswith("not_to_"):
            return getattr(self.not_, name[len("not_"):])
        raise AttributeError(name)


def expect_on(locator: Locator) -> _Expectation:
    return _Expectation(locator)
