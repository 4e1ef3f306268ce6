"""A contact sheet of the real site: every page at each viewport (``VIEWPORTS``) in light and dark, one full-page
PNG each, under .build-browser/contact-sheet/, named page-viewport-scheme.png; and in WebKit and Firefox a
component page, the tokens page and the dashboard at a laptop's width, light and dark, named
page-desktop-scheme-engine.png, to set beside Chromium's."""

import shutil
import sys

from playwright.sync_api import sync_playwright

import engines
from site_checks import CHROMIUM, ROOT, VIEWPORTS, serve_and_build, temporary_folder

OUTPUT = ROOT / ".build-browser" / "contact-sheet"
OTHER_ENGINES = ["webkit", "firefox"]
OTHER_ENGINE_PAGES = ["components/stepper-circular/", "tokens/", "dashboard/"]


def other_engines(site) -> int:
    """The pages of OTHER_ENGINE_PAGES in WebKit and Firefox at 1280 px, light and dark."""
    width, height = VIEWPORTS["desktop"]
    written = 0
    for engine in OTHER_ENGINES:
        browser = engines.WebDriverBrowser(engine)
        for scheme in ["light", "dark"]:
            context = browser.new_context(color_scheme=scheme, viewport={"width": width, "height": height})
            tab = context.new_page()
            for page in OTHER_ENGINE_PAGES:
                tab.goto(site.url(page))
                name = page.strip("/").replace("/", "-") + f"-desktop-{scheme}-{engine}.png"
                tab.screenshot(path=str(OUTPUT / name), full_page=True)
                written += 1
            context.close()
    return written


def main() -> None:
    workdir = temporary_folder()
    site = serve_and_build(ROOT / "Content", ROOT / "Theme", workdir)
    shutil.rmtree(OUTPUT, ignore_errors=True)
    OUTPUT.mkdir(parents=True)
    written = 0
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            for viewport, (width, height) in VIEWPORTS.items():
                for scheme in ["light", "dark"]:
                    context = browser.new_context(color_scheme=scheme, viewport={"width": width, "height": height})
                    tab = context.new_page()
                    for page in site.pages:
                        tab.goto(site.url(page), wait_until="networkidle")
                        name = (page.strip("/").replace("/", "-") or "home") + f"-{viewport}-{scheme}.png"
                        tab.screenshot(path=str(OUTPUT / name), full_page=True)
                        written += 1
                    context.close()
            browser.close()
        server = engines.start_x_display()
        try:
            written += other_engines(site)
        finally:
            engines.pool().quit_all()
            if server:
                server.terminate()
    finally:
        site.close()
        shutil.rmtree(workdir, ignore_errors=True)
    print(f"Wrote {written} screenshots ({len(site.pages)} pages, {len(VIEWPORTS)} viewports, light and dark; "
          f"{len(OTHER_ENGINE_PAGES)} of them in {' and '.join(OTHER_ENGINES)} too) into {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    sys.exit(main())
