#!/usr/bin/env python3
"""Times `specimen build` of a one-page site whose tokens.json is large or deep, as issue 27's cases were:
a 20 MB minified file (one line, 10,000-token groups) and a chain of 2,000 aliases. Reading tokens.json is meant to
be linear in its size, and alias resolution linear in the number of tokens; before that, a 2 MB minified file
took over 120 s and a 2,000-alias chain 96 s. Prints the median of --runs builds and the parse stage's time."""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def minified_tokens(target_bytes):
    groups = {}
    index = 0
    size = 2
    while size < target_bytes:
        group = {"$type": "color"} if len(groups) % 2 == 0 else {"$type": "dimension"}
        for _ in range(10_000):
            value = "#%06X" % (index * 2654435761 % 0xFFFFFF) if group["$type"] == "color" else "%dpx" % (index % 4096)
            group["t%d" % index] = {"$value": value}
            index += 1
        groups["g%d" % len(groups)] = group
        size += len(json.dumps(group, separators=(",", ":"))) + 12
    return json.dumps(groups, separators=(",", ":")), index


def alias_chain(length):
    chain = {"$type": "color"}
    for i in range(length):
        chain["t%d" % i] = {"$value": "{chain.t%d}" % (i + 1)}
    chain["t%d" % length] = {"$value": "#005CE5"}
    return json.dumps({"chain": chain}, indent=1), length + 1


def time_build(specimen, tokens_text, runs):
    work = tempfile.mkdtemp(prefix="specimen-token-bench-")
    try:
        content = os.path.join(work, "Content")
        os.makedirs(content)
        with open(os.path.join(content, "site.yml"), "w") as f:
            f.write("title: Token bench\n")
        with open(os.path.join(content, "index.md"), "w") as f:
            f.write("# Home\n\nTokens only.\n")
        with open(os.path.join(content, "tokens.json"), "w") as f:
            f.write(tokens_text)
        theme = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Theme")
        seconds, parse = [], []
        for _ in range(runs):
            shutil.rmtree(os.path.join(work, "public"), ignore_errors=True)
            start = time.monotonic()
            done = subprocess.run([specimen, "build", "--verbose", "--theme", theme], cwd=work,
                                  capture_output=True, text=True)
            seconds.append(time.monotonic() - start)
            if done.returncode != 0:
                sys.exit("build failed:\n" + done.stdout[-2000:] + done.stderr[-2000:])
            match = re.search(r"parse\s+([0-9.]+) ms.*peak ([0-9]+) MiB", done.stdout + done.stderr)
            if match:
                parse.append((float(match.group(1)), int(match.group(2))))
        if not parse:
            return statistics.median(seconds), None
        return statistics.median(seconds), (statistics.median(p[0] for p in parse), max(p[1] for p in parse))
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--specimen", required=True)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--megabytes", type=float, default=20)
    parser.add_argument("--aliases", type=int, default=2000)
    args = parser.parse_args()
    args.specimen = os.path.abspath(args.specimen)
    text, count = minified_tokens(int(args.megabytes * 1_000_000))
    build, parse = time_build(args.specimen, text, args.runs)
    print("tokens.json, %.1f MB minified, %d tokens: build %.2f s median of %d%s"
          % (len(text) / 1e6, count, build, args.runs, "" if parse is None else ", parse stage %.0f ms, peak %d MiB" % parse))
    text, count = alias_chain(args.aliases)
    build, parse = time_build(args.specimen, text, args.runs)
    print("tokens.json, a chain of %d aliases: build %.2f s median of %d%s"
          % (args.aliases, build, args.runs, "" if parse is None else ", parse stage %.0f ms, peak %d MiB" % parse))


if __name__ == "__main__":
    main()
