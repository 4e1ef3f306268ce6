#!/usr/bin/env python3
"""How well the site search finds what a reviewer looks for: Specimen's search box against Pagefind, on the same
built sites, in headless Chromium. Prints page-level and section-level MRR@10 per site, per kind of query and
overall, and the bytes each engine downloads for a first query on a fresh page (median over the queries).

    .venv/bin/python Benchmarks/Search/relevance.py --specimen BIN --theme Theme --shared ../shared \
        --work .build/bench/relevance --queries Benchmarks/Search/queries.json [--only content|govuk|equinor]
        [--verbose] [--check]

Each site is built with Specimen into WORK/SITE/public; a copy of that folder gets Pagefind's index (the pinned
pagefind[extended] of Benchmarks/Search/requirements.txt, default settings) in WORK/SITE/pagefind-site. Both are
served over HTTP on 127.0.0.1. The queries file gives, per query, the expected page and the acceptable anchors in
it (queries.json; written before either engine ran on them).

Ranks: the links an engine shows, in order. Page rank: the expected page's position among the distinct pages in
order of first appearance. Section rank: the 1-based position, among all links, of the first link to the expected
page whose fragment is an acceptable anchor ("" is no fragment or the page's h1 id; "slider=state:disabled", a
preview state link, accepts any state link of that preview that sets at least those values). MRR@10: 1/rank when
rank <= 10, else 0. --check exits 1 unless Specimen's overall page MRR and section MRR are both >= Pagefind's.
"""

import argparse
import functools
import http.server
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import threading
from collections import defaultdict
from pathlib import Path
from urllib.parse import unquote, urlsplit

from playwright.sync_api import sync_playwright

# Where each site's content lives under --shared, and whether it is built with --theme.
SITES = {
    "content": (None, False),
    "govuk": ("realworld/docs/govuk-design-system", True),
    "equinor": ("realworld/docs/equinor-docusaurus", True),
}
SHOWN = 10  # MRR@10
SPECIMEN_WAIT_MS = 5_000

# What Pagefind's own UI shows of a result, as read in pagefind 1.5's component UI (pagefind-component-ui.js,
# <pagefind-results>: hideSubResults false and maxSubResults 3 by default; getDisplaySubResults and thinSubResults,
# the same rule as pagefind_ui/default/svelte/result_with_subs.svelte in github:CloudCannon/pagefind): the result's
# title links to its url; a first sub result whose url is the page's own is that title (its excerpt shown under it)
# and is dropped from the nested list; of the other sub results, when there are more than 3, the 3 with the most
# matched locations are kept, in their original (document) order. So the links taken per result are: the url when
# the first sub result is the page itself, then the kept sub results; a result with no sub results links to its url.
PAGEFIND_RESULTS = """async (q) => {
  const pf = await import("/pagefind/pagefind.js");
  const search = await pf.search(q);
  const data = await Promise.all(search.results.slice(0, 10).map((r) => r.data()));
  return data.map((d) => {
    const subs = Array.isArray(d.sub_results) ? d.sub_results : [];
    if (subs.length === 0) return [d.url];
    const root = subs[0].url === ((d.meta && d.meta.url) || d.url);
    let rest = root ? subs.slice(1) : subs;
    if (rest.length > 3) {
      const top = [...rest].sort((a, b) => (b.locations || []).length - (a.locations || []).length)
        .slice(0, 3).map((r) => r.url);
      rest = rest.filter((r) => top.includes(r.url));
    }
    const links = (root ? [d.url] : []).concat(rest.map((r) => r.url));
    return links.length ? links : [d.url];
  });
}"""


class Counting(http.server.SimpleHTTPRequestHandler):
    """Serves a folder and adds up the bytes of the files it sends under the watched prefix."""
    watched = ""
    counter = None

    def log_message(self, *args):
        pass

    def do_GET(self):
        path = self.translate_path(self.path)
        super().do_GET()
        if self.counter is not None and urlsplit(self.path).path.startswith(self.watched) and os.path.isfile(path):
            self.counter[0] += os.path.getsize(path)


def serve(folder: Path, watched: str):
    counter = [0]
    handler = type("Handler", (Counting,), {"watched": watched, "counter": counter})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}", counter


def normalise(url: str):
    """(page, fragment): the page's route from the site root ("components/slider/"), the decoded fragment."""
    parts = urlsplit(url)
    path = unquote(parts.path).lstrip("/")
    if path.endswith("index.html"):
        path = path[: -len("index.html")]
    if path and not path.endswith("/") and "." not in path.rsplit("/", 1)[-1]:
        path += "/"
    return path, unquote(parts.fragment)


def anchor_matches(fragment: str, acceptable: str, h1_id: str) -> bool:
    if acceptable == "":
        return fragment == "" or (h1_id != "" and fragment == h1_id)
    if "=" in acceptable:
        preview, _, wanted = acceptable.partition("=")
        got_preview, sep, got = fragment.partition("=")
        return bool(sep) and got_preview == preview and set(wanted.split(",")) <= set(got.split(","))
    return fragment == acceptable


def ranks(links, query, h1_ids):
    pages = []
    section = None
    for position, url in enumerate(links, 1):
        page, fragment = normalise(url)
        if page not in pages:
            pages.append(page)
        if section is None and page == query["page"] and any(
                anchor_matches(fragment, a, h1_ids.get(page, "")) for a in query["sections"]):
            section = position
    page_rank = pages.index(query["page"]) + 1 if query["page"] in pages else None
    return page_rank, section


def reciprocal(rank):
    return 1.0 / rank if rank is not None and rank <= SHOWN else 0.0


def h1_ids(public: Path):
    """Each page's h1 id ("" when it has none): a link to it is a link to the page's first section."""
    ids = {}
    for html in public.rglob("index.html"):
        match = re.search(r"<h1\b[^>]*\bid=\"([^\"]*)\"", html.read_text(errors="replace"))
        route = "" if html.parent == public else str(html.parent.relative_to(public)) + "/"
        ids[route] = match.group(1) if match else ""
    return ids


def check_queries(queries, public: Path):
    """Every expected page and anchor must exist in the built site."""
    problems = []
    for q in queries:
        html = public / q["page"] / "index.html"
        if not html.is_file():
            problems.append(f"{q['query']!r}: no page {q['page']}")
            continue
        ids = set(re.findall(r"\sid=\"([^\"]*)\"", html.read_text(errors="replace")))
        for anchor in q["sections"]:
            if anchor and anchor.split("=", 1)[0] not in ids:
                problems.append(f"{q['query']!r}: no anchor #{anchor} in {q['page']}")
    return problems


def build(args, site: str, work: Path) -> Path:
    folder, themed = SITES[site]
    content = Path("Content") if folder is None else Path(args.shared) / folder
    public = work / site / "public"
    shutil.rmtree(public, ignore_errors=True)
    command = [args.specimen, "build", "--content", str(content), "--output", str(public), "--quiet"]
    if themed:
        command[4:4] = ["--theme", args.theme]
    subprocess.run(command, check=True)
    copy = work / site / "pagefind-site"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(public, copy)
    subprocess.run([sys.executable, "-m", "pagefind", "--site", str(copy)], check=True, stdout=subprocess.DEVNULL)
    return public


def any_page(public: Path) -> str:
    return next(str(p.parent.relative_to(public)) + "/" for p in sorted(public.rglob("index.html"))
                if p.parent != public and "search" not in p.parent.parts)


def specimen_links(browser, base, counter, page, query):
    tab = browser.new_page()  # a new context each time: nothing cached from the query before
    try:
        tab.goto(f"{base}/{page}")
        tab.wait_for_load_state("load")
        counter[0] = 0
        box = tab.locator("[data-search] input").first
        box.focus()
        box.fill(query)
        box.dispatch_event("input")
        try:
            tab.wait_for_function("q => document.querySelector('[data-search]').getAttribute('data-shown-query') === q",
                                  arg=query, timeout=SPECIMEN_WAIT_MS)
        except Exception:
            return [], counter[0]
        links = tab.eval_on_selector_all("#site-search-results a[href]", "as => as.map(a => a.href)")
        tab.wait_for_load_state("networkidle")
        return links, counter[0]
    finally:
        tab.close()


def pagefind_links(browser, base, counter, page, query):
    tab = browser.new_page()
    try:
        tab.goto(f"{base}/{page}")
        tab.wait_for_load_state("load")
        counter[0] = 0
        grouped = tab.evaluate(PAGEFIND_RESULTS, query)
        tab.wait_for_load_state("networkidle")
        return [link for links in grouped for link in links], counter[0]
    finally:
        tab.close()


def mrr(rows, engine, level):
    return sum(reciprocal(r[engine][level]) for r in rows) / len(rows) if rows else 0.0


def table(title, groups):
    print(f"\n{title}")
    print(f"  {'':16} {'queries':>7}  {'Specimen page':>13} {'section':>8}  {'Pagefind page':>13} {'section':>8}")
    for name, rows in groups:
        print(f"  {name:16} {len(rows):>7}  {mrr(rows, 'specimen', 0):>13.3f} {mrr(rows, 'specimen', 1):>8.3f}  "
              f"{mrr(rows, 'pagefind', 0):>13.3f} {mrr(rows, 'pagefind', 1):>8.3f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--specimen", required=True)
    parser.add_argument("--theme", default="Theme")
    parser.add_argument("--shared", default="../shared")
    parser.add_argument("--work", required=True)
    parser.add_argument("--queries", default="Benchmarks/Search/queries.json")
    parser.add_argument("--only", choices=sorted(SITES))
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    work = Path(args.work).resolve()
    work.mkdir(parents=True, exist_ok=True)
    queries = json.loads(Path(args.queries).read_text())
    version = subprocess.run([sys.executable, "-m", "pagefind", "--version"], capture_output=True, text=True,
                             check=True).stdout.strip()
    print(f"Search relevance: Specimen ({args.specimen}) against {version} (default settings, results shown as its "
          f"component UI shows them), MRR@{SHOWN}, headless Chromium")
    chromium = os.environ.get("SPECIMEN_CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
    rows = []
    downloads = {"specimen": [], "pagefind": []}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        for site in SITES:
            if args.only and site != args.only:
                continue
            mine = [q for q in queries if q["site"] == site]
            if not mine:
                continue
            public = build(args, site, work)
            problems = check_queries(mine, public)
            if problems:
                print("\n".join(f"malformed query: {p}" for p in problems), file=sys.stderr)
                return 2
            headings = h1_ids(public)
            page = any_page(public)
            servers = {"specimen": serve(public, "/search/"),
                       "pagefind": serve(work / site / "pagefind-site", "/pagefind/")}
            for q in mine:
                row = {"site": site, "kind": q["kind"], "query": q["query"]}
                for engine, run in (("specimen", specimen_links), ("pagefind", pagefind_links)):
                    _, base, counter = servers[engine]
                    links, fetched = run(browser, base, counter, page, q["query"])
                    downloads[engine].append(fetched)
                    row[engine] = ranks(links, q, headings)
                    row[engine + "-first"] = normalise(links[0]) if links else None
                rows.append(row)
                if args.verbose:
                    def show(engine):
                        page_rank, section_rank = row[engine]
                        first = row[engine + "-first"]
                        first = (first[0] + ("#" + first[1] if first[1] else "")) if first else "(none)"
                        return f"page {page_rank or '-':>2} section {section_rank or '-':>2} first {first}"
                    print(f"[{site}] {q['query']!r} ({q['kind']}) -> {q['page']}\n"
                          f"    Specimen: {show('specimen')}\n    Pagefind: {show('pagefind')}")
            for server, _, _ in servers.values():
                server.shutdown()
        browser.close()
    by_site = defaultdict(list)
    by_kind = defaultdict(list)
    for row in rows:
        by_site[row["site"]].append(row)
        by_kind[row["kind"]].append(row)
    table("Per site (MRR@10)", [(s, by_site[s]) for s in SITES if by_site[s]] + [("overall", rows)])
    table("Per kind of query (MRR@10)", sorted(by_kind.items()))
    print("\nFirst-query download on a fresh page, median over the queries: "
          f"Specimen {statistics.median(downloads['specimen']):,.0f} bytes (search/ files), "
          f"Pagefind {statistics.median(downloads['pagefind']):,.0f} bytes (pagefind/ files, wasm included)")
    if args.check:
        ours = (mrr(rows, "specimen", 0), mrr(rows, "specimen", 1))
        theirs = (mrr(rows, "pagefind", 0), mrr(rows, "pagefind", 1))
        if ours[0] < theirs[0] or ours[1] < theirs[1]:
            print(f"check failed: Specimen's MRR (page {ours[0]:.3f}, section {ours[1]:.3f}) is below Pagefind's "
                  f"(page {theirs[0]:.3f}, section {theirs[1]:.3f})", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
