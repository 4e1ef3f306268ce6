#!/usr/bin/env python3
"""What a build of one pathological page costs: a page of N bytes of `x` before `specimen-marker:` (the renderer's
placeholders then need a longer prefix; choosing it once took 87 to 196 s at 1.6 MB), and a page of N bytes of
other generators' openings that never close (`{{ `, `<Tabs `, `](`). Each is the only page of its site; a build
of either should take well under a second at 1.6 MB.

    pathological_pages.py --specimen BIN --theme DIR --work DIR [--sizes 400000,1600000] [--runs N]

Prints each page's median build time by size. Standard library only.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import time

PAGES = {
    "x before specimen-marker:": lambda size: "x" * size + "specimen-marker:\n",
    "unclosed openings": lambda size: ("{{ <Tabs ](" * (size // 11 + 1))[:size] + "\n",
}


def build(specimen, theme, content, output):
    start = time.monotonic()
    subprocess.run([specimen, "build", "--content", content, "--theme", theme, "--output", output],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.monotonic() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--specimen", required=True)
    parser.add_argument("--theme", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--sizes", default="400000,1600000")
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    for name, page in PAGES.items():
        for size in (int(size) for size in options.sizes.split(",")):
            content = os.path.join(options.work, "pathological-content")
            shutil.rmtree(content, ignore_errors=True)
            os.makedirs(content)
            with open(os.path.join(content, "site.yml"), "w", encoding="utf-8") as site:
                site.write("title: Pathological\n")
            with open(os.path.join(content, "index.md"), "w", encoding="utf-8") as index:
                index.write("# Home\n\n" + page(size))
            output = os.path.join(options.work, "pathological-out")
            times = [build(options.specimen, options.theme, content, output) for _ in range(options.runs)]
            print(f"{name}, {size:,} bytes: median {statistics.median(times):.3f} s of {options.runs} builds")


if __name__ == "__main__":
    main()
