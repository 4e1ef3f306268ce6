"""Colour swatches large enough to judge a colour, and token paths that break only between their names (issue 70):
on the tokens page and in each component page's token table, of this repository's site and of a `specimen init`
site given a real design system's tokens (Figma's Simple Design System, light and dark modes), at a laptop's and a
phone's viewport, in the light and the dark scheme."""

import shutil

import pytest

from site_checks import VIEWPORTS, init_site_with_tokens, temporary_folder

# A colour is shown as a .swatch box, or on the tokens page as the band of its drawn specimen: the rect filled with
# it and ringed in the text's colour.
SWATCHES = """() => {
  const boxes = [...document.querySelectorAll('.swatch, svg.token-specimen > rect[fill^="#"][stroke="currentColor"]')].map(element => {
    const box = element.getBoundingClientRect();
    const row = element.closest('tr');
    return {where: (row && (row.dataset.token || row.querySelector('th, td').textContent.trim().slice(0, 40))) || '?',
            width: box.width, height: box.height, value: element.closest('td, th')?.textContent.includes('#') ?? false};
  });
  return boxes;
}"""

# Each line of a token path's text must end at a separator (or a space a name holds), or at the path's end: the
# characters' boxes, read through a Range, say where each line ends.
PATH_LINES = """() => {
  const cells = document.querySelectorAll(
    '.token-list th[scope=row] code, .contrast-table code, .proposed-list th code, .token-table td:nth-child(2) > code');
  const problems = [];
  for (const code of cells) {
    const characters = [];
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < node.data.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        if (box) characters.push({character: node.data[index], top: box.top});
      }
    }
    for (let index = 1; index < characters.length; index++) {
      const before = characters[index - 1];
      if (characters[index].top > before.top + 2 && !'/.-_ '.includes(before.character)) {
        const text = characters.map(c => c.character).join('');
        problems.push(`"${text}" breaks after "${text.slice(0, index)}"`);
        break;
      }
    }
  }
  return {cells: cells.length, problems};
}"""

# No page scrolls sideways, no cell of a token table holds more than it shows, and on the tokens page a token's
# value column shows beside its name where its table does not scroll.
FITS = """() => {
  const problems = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth} in ${root.clientWidth}`);
  for (const cell of document.querySelectorAll('.token-list :is(td, th), .contrast-table :is(td, th), .token-table :is(td, th), .proposed-list :is(td, th)')) {
    // A stacked table's head is for screen readers only, clipped to a pixel.
    if (cell.closest('.is-stacked thead')) continue;
    if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`"${cell.textContent.trim().slice(0, 40)}" overflows its cell: ${cell.scrollWidth} in ${cell.clientWidth}`);
  }
  for (const box of document.querySelectorAll('.table-scroll')) {
    if (!box.querySelector('.token-list') || box.scrollWidth > box.clientWidth + 1) continue;
    const right = box.getBoundingClientRect().right;
    for (const value of box.querySelectorAll('td.token-value')) {
      const cell = value.getBoundingClientRect();
      if (cell.width < 40 || cell.right > right + 1) problems.push(`${value.closest('tr').dataset.token}: its value is hidden (${Math.round(cell.left)} to ${Math.round(cell.right)} in a box to ${Math.round(right)})`);
    }
  }
  return problems;
}"""


@pytest.fixture(scope="module")
def real_tokens_site():
    """`specimen init`'s site with Figma's Simple Design System as its tokens."""
    workdir = temporary_folder()
    site = init_site_with_tokens(workdir, "figma-sds", "figma-sds.tokens.json")
    yield site
    site.close()
    shutil.rmtree(workdir, ignore_errors=True)


def _pages(site):
    return ["tokens/"] + [page for page in site.pages if page.startswith("components/") and page.count("/") == 2]


def _check(site, browser, viewport, scheme):
    width, height = VIEWPORTS[viewport]
    context = browser.new_context(color_scheme=scheme, viewport={"width": width, "height": height})
    tab = context.new_page()
    problems, swatches, paths = [], 0, 0
    try:
        for page in _pages(site):
            tab.goto(site.url(page), wait_until="networkidle")
            where = f"{page} at {viewport} [{scheme}]"
            for swatch in tab.evaluate(SWATCHES):
                swatches += 1
                if swatch["width"] < 24 or swatch["height"] < 24:
                    problems.append(f"{where}: the swatch of {swatch['where']} is {swatch['width']:.1f} × {swatch['height']:.1f} px")
                if not swatch["value"]:
                    problems.append(f"{where}: the swatch of {swatch['where']} has no value beside it")
            lines = tab.evaluate(PATH_LINES)
            paths += lines["cells"]
            problems += [f"{where}: {problem}" for problem in lines["problems"]]
            problems += [f"{where}: {problem}" for problem in tab.evaluate(FITS)]
    finally:
        context.close()
    return problems, swatches, paths


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_swatches_and_paths_on_the_real_site(real_site, browser, viewport, scheme):
    problems, swatches, paths = _check(real_site, browser, viewport, scheme)
    assert swatches > 20 and paths > 40, (swatches, paths)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_swatches_and_paths_with_real_tokens(real_tokens_site, browser, viewport, scheme):
    problems, swatches, paths = _check(real_tokens_site, browser, viewport, scheme)
    assert swatches > 200 and paths > 300, (swatches, paths)
    assert problems == [], "\n".join(problems)


def test_swatches_are_ringed_in_both_schemes(real_site, browser):
    """A swatch's ring contrasts with the page (3:1, WCAG 1.4.11), so that a white swatch shows on a white page and
    a black one on a dark page; the theme switch gives the same as the system's scheme."""
    def luminance(rgb):
        def channel(value):
            value /= 255
            return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
        red, green, blue = (channel(value) for value in rgb)
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue

    def ratio(first, second):
        lighter, darker = sorted([luminance(first), luminance(second)], reverse=True)
        return (lighter + 0.05) / (darker + 0.05)

    read = """() => {
      const rgb = text => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
      const swatch = document.querySelector('.swatch');
      const band = [...document.querySelector('svg.token-swatch').querySelectorAll('rect')].pop();
      const style = getComputedStyle(band);
      return {ring: rgb(getComputedStyle(swatch).borderTopColor), page: rgb(getComputedStyle(document.body).backgroundColor),
              stroke: rgb(getComputedStyle(band).color), strokeOpacity: Number(style.strokeOpacity)};
    }"""
    for scheme, switch in [("light", None), ("dark", None), ("light", "dark"), ("dark", "light")]:
        context = browser.new_context(color_scheme=scheme)
        tab = context.new_page()
        tab.goto(real_site.url("tokens/"), wait_until="networkidle")
        if switch:
            tab.evaluate("theme => document.documentElement.dataset.theme = theme", switch)
        colours = tab.evaluate(read)
        context.close()
        shown = switch or scheme
        assert ratio(colours["ring"], colours["page"]) >= 3, (shown, colours)
        # The band's ring is the text's colour at half strength, over the page.
        stroke = [page + (text - page) * colours["strokeOpacity"] for text, page in zip(colours["stroke"], colours["page"])]
        assert ratio(stroke, colours["page"]) >= 3, (shown, colours)


def test_a_path_copies_and_reads_as_written(real_site, browser):
    """The break opportunities add no text: selecting a token's path on the tokens page, or in a component page's
    token table, copies the path as written."""
    read = """selector => [...document.querySelectorAll(selector)].map(code => {
      const selection = window.getSelection();
      selection.removeAllRanges();
      const range = document.createRange();
      range.selectNodeContents(code);
      selection.addRange(range);
      return {wbr: code.querySelectorAll('wbr').length, copied: selection.toString(),
              path: code.closest('tr').dataset.token || null};
    })"""
    tab = browser.new_page()
    tab.goto(real_site.url("tokens/"), wait_until="networkidle")
    rows = tab.evaluate(read, ".token-list th[scope=row] > code")
    tab.goto(real_site.url("components/stepper-circular/"), wait_until="networkidle")
    table = tab.evaluate(read, ".token-table td:nth-child(2) > code")
    tab.close()
    assert len(rows) > 40 and all(row["wbr"] > 0 for row in rows), rows[:3]
    assert [row["copied"] for row in rows] == [row["path"] for row in rows]
    assert [row["copied"] for row in table][:3] == ["stepper/color/label", "stepper/color/bg", "stepper/color/bg-track"]
    assert all(row["wbr"] > 0 for row in table)


def test_a_dark_value_sits_beside_the_default(real_site, browser):
    """A component page's token table shows a colour's dark value beside its own, each a swatch with its value, on
    one line at a laptop's width."""
    tab = browser.new_page(viewport={"width": 1280, "height": 800})
    tab.goto(real_site.url("components/stepper-circular/"), wait_until="networkidle")
    cells = tab.evaluate("""() => [...document.querySelectorAll('.token-table tbody tr')].map(row => {
      const cell = row.cells[2];
      const swatches = [...cell.querySelectorAll('.swatch')].map(swatch => swatch.getBoundingClientRect());
      return {token: row.cells[1].textContent, text: cell.textContent, swatches: swatches.length,
              sameLine: swatches.length === 2 && Math.abs(swatches[0].top - swatches[1].top) < 2};
    })""")
    tab.close()
    arc = next(cell for cell in cells if cell["token"] == "stepper/color/bg")
    assert arc["swatches"] == 2 and arc["sameLine"], arc
    assert arc["text"].startswith("#005CE5 dark: #6F9DFF"), arc
    assert next(cell for cell in cells if cell["token"] == "stepper/size/ring")["swatches"] == 0
