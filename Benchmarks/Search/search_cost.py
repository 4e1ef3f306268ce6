#!/usr/bin/env python3
"""What a search costs a reader: serves a built site, types queries into its search box in headless Chromium, and
prints the index's size, the bytes each query downloads as a first query on a fresh page (index.json, term files,
the shown pages and passages) and the time from the query to the shown results (the script's own measurement,
data-query-ms).

    Benchmarks/Search/search_cost.py PUBLIC_FOLDER [QUERY ...]
    Benchmarks/Search/search_cost.py --specimen BIN --content DIR [--theme DIR] --work DIR \
        [--label TEXT] [--limit BYTES] [QUERY ...]

With --specimen the site is built from --content into WORK/public first. With --limit the last line compares the
largest first-query download with it: "within" or "over" (`make bench`: 60 kB on the real Content/, 250 kB on the
10,000-page corpus). A query's download is what the page fetched under search/ until the results for it were shown
(data-shown-query), not the rest of a small index that the page then keeps in the background for offline searches.

Run it with the browser suite's environment (.venv, Debian's chromium): `.venv/bin/python Benchmarks/Search/...`.
"""

import argparse
import functools
import http.server
import os
import shutil
import statistics
import subprocess
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

QUERIES = ["focus ring", "token", "slider value", "accessibility", "migration variants", "keyboard screen reader",
           "the component renders", "stepper", "contrast", "co"]


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def build(specimen: str, content: str, theme: str | None, work: Path) -> Path:
    public = work / "public"
    shutil.rmtree(public, ignore_errors=True)
    work.mkdir(parents=True, exist_ok=True)
    command = [specimen, "build", "--content", content, "--output", str(public)]
    if theme:
        command += ["--theme", theme]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:  # the build's warnings (a corpus's contrast findings) are not this script's to print
        sys.exit(f"specimen build failed:\n{result.stderr}")
    return public


def describe_index(public: Path) -> None:
    files = list((public / "search").rglob("*.json"))
    total = sum(path.stat().st_size for path in files)
    terms = [path for path in files if path.parent.name == "terms"]
    docs = [path for path in files if path.parent.name == "docs"]
    print(f"index: {total:,} bytes in {len(files):,} files ({len(terms):,} term files, largest "
          f"{max((p.stat().st_size for p in terms), default=0):,} bytes; {len(docs):,} passage chunks, largest "
          f"{max((p.stat().st_size for p in docs), default=0):,} bytes)")


def first_query(browser, url: str, query: str) -> tuple[int, int, int, str]:
    """One query typed on a fresh page (nothing cached): bytes and files fetched under search/ until its results
    were shown, the results shown, and the script's own time."""
    context = browser.new_context()
    tab = context.new_page()
    fetched = []
    tab.on("response", lambda r: fetched.append(r) if "/search/" in r.url and r.ok else None)
    try:
        tab.goto(url)
        tab.fill("#site-search-input", query)
        tab.wait_for_function("q => document.querySelector('[data-search]').dataset.shownQuery === q"
                              " || document.querySelector('.search-message') !== null", arg=query, timeout=60_000)
        # The bodies are read once the results are shown (reading one in the handler delays the handlers after it).
        shown = list(fetched)
        downloaded, files = sum(len(r.body()) for r in shown), len(shown)
        milliseconds = tab.get_attribute("[data-search]", "data-query-ms") or "-"
        results = tab.locator("#site-search-results li.search-result").count()
        return downloaded, files, results, milliseconds
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("public", nargs="?", help="a built site (without --specimen)")
    parser.add_argument("queries", nargs="*")
    parser.add_argument("--specimen")
    parser.add_argument("--content")
    parser.add_argument("--theme")
    parser.add_argument("--work")
    parser.add_argument("--label")
    parser.add_argument("--limit", type=int)
    args = parser.parse_args()
    if args.specimen:
        if not (args.content and args.work):
            parser.error("--specimen needs --content and --work")
        if args.public:  # with --specimen every positional argument is a query
            args.queries.insert(0, args.public)
        public = build(args.specimen, args.content, args.theme, Path(args.work).resolve())
    elif args.public:
        public = Path(args.public).resolve()
    else:
        parser.error("give a built site's folder, or --specimen, --content and --work")
    queries = args.queries or QUERIES
    label = args.label or str(public)

    print(f"Search cost, {label}:")
    describe_index(public)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(public)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    chromium = os.environ.get("SPECIMEN_CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
    page = next(str(p.relative_to(public).parent) for p in sorted(public.rglob("index.html")) if p.parent != public)
    sizes = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        for query in queries:
            downloaded, files, results, milliseconds = first_query(browser, base + page + "/", query)
            sizes.append(downloaded)
            print(f"  {query!r:28} {downloaded:>9,} bytes in {files:>2} files, {results} shown, {milliseconds} ms")
        browser.close()
    server.shutdown()
    worst = max(sizes)
    line = (f"first-query download, {label}: largest {worst:,} bytes, median {int(statistics.median(sizes)):,} "
            f"over {len(sizes)} queries")
    if args.limit:
        line += f"; limit {args.limit:,}: {'within' if worst <= args.limit else 'over'}"
    print(line)


if __name__ == "__main__":
    main()
