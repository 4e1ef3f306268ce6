#!/usr/bin/env python3
"""What a search costs a reader: serves a built site, types queries into its search box in headless Chromium, and
prints the index's size, the bytes each query downloads (index.json, term shards, document chunks) and the time
from the query to the shown results (the script's own measurement, data-query-ms).

    Benchmarks/Search/search_cost.py PUBLIC_FOLDER [QUERY ...]

Run it with the browser suite's environment (.venv, Debian's chromium): `.venv/bin/python Benchmarks/Search/...`.
"""

import functools
import http.server
import os
import shutil
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

QUERIES = ["focus ring", "token", "slider value", "accessibility", "migration variants", "keyboard screen reader",
           "the component renders", "stepper", "contrast", "co"]


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main() -> None:
    public = Path(sys.argv[1]).resolve()
    queries = sys.argv[2:] or QUERIES
    files = list((public / "search").rglob("*.json"))
    total = sum(path.stat().st_size for path in files)
    terms = [path for path in files if path.parent.name == "terms"]
    docs = [path for path in files if path.parent.name == "docs"]
    print(f"index: {total:,} bytes in {len(files):,} files ({len(terms):,} term shards, largest "
          f"{max((p.stat().st_size for p in terms), default=0):,} bytes; {len(docs):,} document chunks, largest "
          f"{max((p.stat().st_size for p in docs), default=0):,} bytes)")

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(public)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    chromium = os.environ.get("SPECIMEN_CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
    page = next(str(p.relative_to(public).parent) for p in sorted(public.rglob("index.html")) if p.parent != public)
    worst = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        for query in queries:
            tab = browser.new_page()  # a fresh page each time: nothing cached from the query before
            fetched = []
            tab.on("response", lambda r: fetched.append(len(r.body())) if "/search/" in r.url and r.ok else None)
            tab.goto(base + page + "/")
            tab.fill("#site-search-input", query)
            tab.wait_for_function("document.querySelector('[data-search]').dataset.queryMs !== undefined"
                                  " || document.querySelector('.search-message') !== null", timeout=30_000)
            tab.wait_for_load_state("networkidle")
            milliseconds = tab.get_attribute("[data-search]", "data-query-ms") or "-"
            results = tab.locator(".search-results a").count()
            downloaded = sum(fetched)
            worst = max(worst, downloaded)
            print(f"{query!r:28} {downloaded:>9,} bytes in {len(fetched):>2} files, {results} shown, {milliseconds} ms")
            tab.close()
        browser.close()
    server.shutdown()
    print(f"largest download for one query: {worst:,} bytes")


if __name__ == "__main__":
    main()
