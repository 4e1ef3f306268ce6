"""The gallery: the overview, each section's page and the dashboard show every component page's drawing, one per card
or matrix row, visible inside its box, at a laptop's and a phone's width, light and dark, in each engine; and those
pages pass the page checks (console, layout, and axe in Chromium). On the real site and the example package's site
as they are, and on copies whose components/ section has more than 50 pages, so that it is collapsed into a section
page, and one of whose components has no `preview:` (its card shows its first preview); and on a `specimen init`
site with GitHub Primer's tokens."""

import json
import re
import shutil
from pathlib import Path

import pytest

from site_checks import ROOT, VIEWPORTS, check_pages, example_binary, serve_and_build, temporary_folder

EXAMPLE_CONTENT = ROOT / "Examples" / "DesignDocs" / "Content"
# More pages than a sidebar lists (the resolve stage's expandedSectionLimit is 50).
FILLERS = 50


def collapsed_copy(content: Path, workdir: Path, without_preview: str) -> Path:
    """`content` copied, with plain pages added to components/ until it is collapsed, and the front matter's
    `preview:` line taken out of `components/<without_preview>.md`."""
    copy = workdir / "Content"
    shutil.copytree(content, copy)
    for number in range(FILLERS):
        (copy / "components" / f"note-{number:02d}.md").write_text(
            f"---\ntitle: Note {number:02d}\nsummary: A page without component facts.\n---\nText.\n")
    page = copy / "components" / f"{without_preview}.md"
    text = page.read_text()
    assert re.search(r"^preview: .*\n", text, re.M), page
    page.write_text(re.sub(r"^preview: .*\n", "", text, count=1, flags=re.M))
    return copy


@pytest.fixture(scope="module", params=["real", "example", "real-collapsed", "example-collapsed", "realworld-init"])
def gallery_site(request):
    name = request.param
    if name == "realworld-init":
        # A team's first site, with a real design system's tokens (conftest's realworld_init_site).
        yield name, request.getfixturevalue("realworld_init_site")
        return
    workdir = temporary_folder()
    is_example = name.startswith("example")
    content = EXAMPLE_CONTENT if is_example else ROOT / "Content"
    if name.endswith("collapsed"):
        content = collapsed_copy(content, workdir, "switch" if is_example else "slider")
    site = serve_and_build(content, None if is_example else ROOT / "Theme", workdir,
                           binary=example_binary() if is_example else None)
    yield name, site
    site.close()
    shutil.rmtree(workdir, ignore_errors=True)


def galleries(site) -> dict[str, set[str]]:
    """Each gallery page of the site → the component pages it must draw, from site.json: the overview, those of
    sections it lists in full; a section's page, those of its section; the dashboard, the assessed ones."""
    manifest = json.loads((site.output / "site.json").read_text())
    sections = {page["url"].rstrip("/") for page in manifest["pages"] if page["template"] == "section"}
    section_of = {page["url"]: page.get("section") for page in manifest["pages"]}
    components = [page["url"] for page in manifest["componentPages"]]
    assert components, "the site has component pages"
    result = {"": {url for url in components if section_of.get(url) not in sections}}
    for section in sections:
        result[section + "/"] = {url for url in components if section_of.get(url) == section}
    for page in manifest["pages"]:
        if page["template"] == "dashboard":
            result[page["url"]] = {entry["url"] for entry in manifest["componentPages"]
                                   if entry.get("verdict") or entry.get("scorecard")}
    return result


# Each card or dashboard row: the page it links to (resolved against the base URL), how many drawings it shows,
# and each drawing's box against its card's or row's. A drawing is an svg in the card's preview box or the row's.
DRAWINGS = """(base) => {
  const boxes = [...document.querySelectorAll('li.card'), ...document.querySelectorAll('table.matrix tbody tr')];
  return boxes.map((box) => {
    const link = box.querySelector('a[href]');
    const outer = box.getBoundingClientRect();
    const svgs = [...box.querySelectorAll('.card-preview > svg, .row-preview > svg')];
    return {
      kind: box.tagName.toLowerCase(),
      url: link ? new URL(link.getAttribute('href'), document.baseURI).href.slice(base.length) : null,
      drawings: svgs.map((svg) => {
        const r = svg.getBoundingClientRect();
        const style = getComputedStyle(svg);
        return {width: r.width, height: r.height, visible: style.visibility !== 'hidden' && style.display !== 'none',
                inside: r.left >= outer.left - 1 && r.right <= outer.right + 1
                        && r.top >= outer.top - 1 && r.bottom <= outer.bottom + 1,
                hidden: !!svg.closest('[aria-hidden="true"]')};
      }),
    };
  });
}"""


def drawing_problems(browser, site, page: str, expected: set[str], scheme: str, viewport: str) -> list[str]:
    problems = []
    name = f"{page or '(home)'} at {viewport} [{scheme}]"
    width, height = VIEWPORTS[viewport]
    context = browser.new_context(color_scheme=scheme, viewport={"width": width, "height": height})
    try:
        tab = context.new_page()
        tab.goto(site.url(page), wait_until="networkidle")
        boxes = tab.evaluate(DRAWINGS, site.base_url)
    finally:
        context.close()
    drawn = {}
    for box in boxes:
        if box["kind"] == "tr" or box["url"] in expected:
            drawn.setdefault(box["url"], []).extend(box["drawings"])
        elif box["drawings"]:
            problems.append(f"{name}: the card of {box['url']}, no component page, shows a drawing")
    if set(drawn) != expected:
        problems.append(f"{name}: drawn {sorted(drawn)}, expected the component pages {sorted(expected)}")
    for url, drawings in drawn.items():
        if len(drawings) != 1:
            problems.append(f"{name}: {url} has {len(drawings)} drawings, not one")
        for drawing in drawings:
            if not (drawing["visible"] and drawing["width"] > 1 and drawing["height"] > 1):
                problems.append(f"{name}: the drawing of {url} is not visible: {drawing}")
            if not drawing["inside"]:
                problems.append(f"{name}: the drawing of {url} sticks out of its card or row")
            if not drawing["hidden"]:
                problems.append(f"{name}: the drawing of {url} is read out, beside the link that names it")
    return problems


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_gallery_draws_each_component_once(gallery_site, browser, scheme, viewport):
    name, site = gallery_site
    pages = galleries(site)
    if name.endswith("collapsed"):
        assert "components/" in pages, f"components/ is a section page: {sorted(pages)}"
    problems = []
    for page, expected in pages.items():
        problems += drawing_problems(browser, site, page, expected, scheme, viewport)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_gallery_pages_pass_the_page_checks(gallery_site, browser, scheme, viewport):
    name, site = gallery_site
    problems = check_pages(browser, site, sorted(galleries(site)), scheme, viewport, None)
    assert problems == [], "\n".join(problems)
