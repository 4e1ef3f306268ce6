#!/usr/bin/env python3
"""Times `specimen build` of a one-page site whose tokens are large or deep, as issue 27's and 49's cases were:
a 20 MB minified file (one line, 10,000-token groups); a chain of 2,000 aliases; a folder of 20,001 files against
the same tokens in one file; and two files whose `$extends` would grow without end (twenty groups each extending
the one before twice, and a chain of 2,000 groups each adding a token) or `$ref` (sixty values each referring
twice to the one before), which must stop with one error at once.
Reading tokens is meant to be linear in their size, whether in one file or many, and alias resolution linear in
the number of tokens; before that, a 2 MB minified file took over 120 s, a 2,000-alias chain 96 s, 20,001 files
31 s, the `$extends` cases 38 s (then an abort at 3.5 GB) and 47 s, and the `$ref` case 6 s and 575 MB. Prints the median of --runs builds and
the parse stage's time."""

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


def extends_doubling(levels):
    groups = {"g0": {"$type": "number", "t": {"$value": 1}}}
    for i in range(1, levels + 1):
        groups["g%d" % i] = {"a": {"$extends": "{g%d}" % (i - 1)}, "b": {"$extends": "{g%d}" % (i - 1)}}
    return json.dumps(groups)


def extends_chain(length):
    groups = {"g0": {"$type": "number", "t0": {"$value": 0}}}
    for i in range(1, length + 1):
        groups["g%d" % i] = {"$extends": "{g%d}" % (i - 1), "t%d" % i: {"$value": i}}
    return json.dumps(groups)


def ref_fan_out(levels):
    groups = ['"l0": {"$type": "number", "$value": [1, 1]}']
    for i in range(1, levels + 1):
        groups.append('"l%d": {"$type": "number", "$value": [{"$ref": "#/l%d/$value"}, {"$ref": "#/l%d/$value"}]}' % (i, i - 1, i - 1))
    return "{" + ",\n".join(groups) + "}"


def token_folder(count):
    """Each file one group of one colour token, as Style Dictionary sources often are; and the same in one file."""
    files = {}
    for i in range(count):
        files["tokens/t%05d.json" % i] = json.dumps({"group%d" % i: {"$type": "color", "c": {"$value": "#%06X" % (i * 37 % 0xFFFFFF)}}})
    merged = {}
    for text in files.values():
        merged.update(json.loads(text))
    return files, json.dumps(merged)


def time_build(specimen, tokens_text, runs, files=None, expect_error=None):
    """The median build time (and parse stage, peak memory) of a site with `tokens_text` as tokens.json, or with
    `files` (paths under Content/ to texts) and site.yml naming their folder. With `expect_error`, the build must
    fail with that text in its messages."""
    work = tempfile.mkdtemp(prefix="specimen-token-bench-")
    try:
        content = os.path.join(work, "Content")
        os.makedirs(content)
        with open(os.path.join(content, "site.yml"), "w") as f:
            f.write("title: Token bench\n" + ("tokens: tokens\n" if files else ""))
        with open(os.path.join(content, "index.md"), "w") as f:
            f.write("# Home\n\nTokens only.\n")
        for path, text in (files or {"tokens.json": tokens_text}).items():
            os.makedirs(os.path.dirname(os.path.join(content, path)), exist_ok=True)
            with open(os.path.join(content, path), "w") as f:
                f.write(text)
        theme = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Theme")
        seconds, parse = [], []
        for _ in range(runs):
            shutil.rmtree(os.path.join(work, "public"), ignore_errors=True)
            start = time.monotonic()
            done = subprocess.run([specimen, "build", "--verbose", "--theme", theme], cwd=work,
                                  capture_output=True, text=True)
            seconds.append(time.monotonic() - start)
            if expect_error is not None:
                errors = [line for line in done.stderr.splitlines() if ": error: " in line]
                if done.returncode != 1 or len(errors) != 1 or expect_error not in errors[0]:
                    sys.exit("expected one error with '%s':\n%s" % (expect_error, done.stderr[-2000:]))
            elif done.returncode != 0:
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
    parser.add_argument("--files", type=int, default=20001)
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
    files, one = token_folder(args.files)
    folder, folder_parse = time_build(args.specimen, None, args.runs, files=files)
    single, _ = time_build(args.specimen, one, args.runs)
    print("a folder of %d token files: build %.2f s median of %d%s; the same tokens in one file %.2f s (%.2f×)"
          % (args.files, folder, args.runs, "" if folder_parse is None else ", parse stage %.0f ms, peak %d MiB" % folder_parse,
             single, folder / single))
    for name, text in [("twenty groups each extending the one before twice", extends_doubling(20)),
                       ("a chain of 2,000 groups each extending the one before", extends_chain(2000))]:
        build, _ = time_build(args.specimen, text, args.runs, expect_error="$extends adds more than")
        print("tokens.json, %s: one error in %.2f s median of %d" % (name, build, args.runs))
    build, _ = time_build(args.specimen, ref_fan_out(60), args.runs, expect_error="references add more than")
    print("tokens.json, sixty values each two $refs to the one before: one error in %.2f s median of %d" % (build, args.runs))


if __name__ == "__main__":
    main()
