#!/usr/bin/env python3
"""Whole builds of the same corpus by Specimen and by Hugo, side by side, and of the real Content/.

    compare_hugo.py --specimen BIN --theme DIR --content DIR --corpus-script PATH [--sizes 1000,10000] [--runs 5]
                    [--small-pages 20000] [--other LABEL=BIN ...] [--baseline BIN]

For each size the corpus is generated twice by ../shared/bench/make_corpus.py: as a plain tree for Specimen and
with --hugo for Hugo (its minimal layouts and its base config: pages and section lists). With --small-pages, a
corpus of that many pages of about 1 KB (make_small_corpus.py, beside this script) is timed the same way: there
creating files weighs more than parsing them. After one warm-up build
of each (page cache, not counted), the two are built alternately, `runs` times each, into fresh output folders.
Every run gets a folder of its own, and the folders are removed only when all runs are done: on ext4, creating
files soon after thousands were deleted costs far more (the allocator skips inodes freed in the last minutes,
reading each one's table block), and a run that follows the removal of the run before times that, not the tool.
A CI build writes into a fresh clone, where nothing was deleted. For the same reason the page cache is flushed
(sync) before every run, untimed: no build waits on the kernel writing out the runs before it.
Each run's wall time is measured around the process and its peak resident memory read from wait4(2). The table
gives the medians, the ratio Specimen / Hugo, pages per second (corpus pages / median time) and the largest peak
of the runs. A build that fails, or a Specimen build with an error, stops the benchmark. Other Specimen binaries
(--other, --baseline) are built in the same rounds, the Specimen binaries taking turns to go first, and each is
compared with --specimen and with Hugo.

Then the real Content/ is built `runs` times after a warm-up, each time into a fresh folder and once more over
that output (as `make site` runs after an edit), and both medians are printed.

Standard library only.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time


def run(command, cwd=None):
    """Runs `command`; returns (seconds, peak KiB, output). Exits on failure."""
    # The runs before left their output in the page cache, not yet on disk: flushed first, not timed, so that each
    # build starts as a CI build does, not behind the kernel's writeback of the earlier ones.
    os.sync()
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = b""
    while True:
        chunk = process.stdout.read(65536)
        if not chunk:
            break
        output += chunk
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    text = output.decode(errors="replace")
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed ({os.waitstatus_to_exitcode(status)}): {' '.join(command)}\n{text[-4000:]}")
    return seconds, usage.ru_maxrss, text


def count_pages(tree):
    return sum(1 for _, _, files in os.walk(tree) for name in files if name.endswith(".md"))


def mib(kib):
    return f"{kib / 1024:,.0f} MiB"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--specimen", required=True)
    parser.add_argument("--theme", required=True)
    parser.add_argument("--content", required=True)
    parser.add_argument("--corpus-script", required=True)
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", default=".build/bench")
    parser.add_argument("--baseline", help="another specimen binary (an older build) timed in the same runs")
    parser.add_argument("--other", action="append", default=[], metavar="LABEL=BINARY",
                        help="another specimen binary timed in the same runs under LABEL (repeatable), such as the "
                             "development build beside the distributed one")
    parser.add_argument("--small-pages", type=int, default=0,
                        help="also time a corpus of this many pages of about 1 KB (make_small_corpus.py)")
    arguments = parser.parse_args()
    hugo = shutil.which("hugo")
    if hugo is None:
        sys.exit("hugo is not installed; `make bench` installs Debian's")
    hugo_version = subprocess.run([hugo, "version"], capture_output=True, text=True).stdout.strip()
    os.makedirs(arguments.work, exist_ok=True)
    # One folder per run, removed at the end (see above); an earlier benchmark's are removed first.
    outputs = os.path.join(arguments.work, "outputs")
    shutil.rmtree(outputs, ignore_errors=True)
    print(f"Hugo: {hugo_version}")
    print(f"Specimen: {arguments.specimen}")
    print(f"Machine: {os.cpu_count()} cores; medians of {arguments.runs} alternating runs after a warm-up each\n")

    # Other binaries timed in the same runs, each compared with --specimen.
    others = [tuple(other.split("=", 1)) for other in arguments.other]
    if any(len(other) != 2 or not other[0] or not other[1] for other in others):
        sys.exit("--other takes LABEL=BINARY")
    if arguments.baseline:
        others.append(("baseline", arguments.baseline))
    if len({label for label, _ in others}) != len(others) or any(label in ("specimen", "hugo") for label, _ in others):
        sys.exit("each --other needs a label of its own, other than specimen and hugo")

    rows = []
    baseline_rows = []
    corpora = []
    for size in (int(size) for size in arguments.sizes.split(",")):
        plain = os.path.join(arguments.work, f"corpus-{size}")
        site = os.path.join(arguments.work, f"hugo-{size}")
        for folder, flags in ((plain, []), (site, ["--hugo"])):
            shutil.rmtree(folder, ignore_errors=True)
            subprocess.run([sys.executable, arguments.corpus_script, *flags, str(size), folder], check=True,
                           stdout=subprocess.DEVNULL)
        corpora.append((f"{size:,} pages", f"{size}", size, plain, site))
    if arguments.small_pages:
        size = arguments.small_pages
        plain = os.path.join(arguments.work, f"small-{size}")
        site = os.path.join(arguments.work, f"hugo-small-{size}")
        small_script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "make_small_corpus.py")
        for folder, flags in ((plain, []), (site, ["--hugo"])):
            shutil.rmtree(folder, ignore_errors=True)
            subprocess.run([sys.executable, small_script, "--corpus-script", arguments.corpus_script, *flags,
                            str(size), folder], check=True, stdout=subprocess.DEVNULL)
        corpora.append((f"{size:,} pages of ~1 KB", f"small-{size}", size, plain, site))
    for label, name, pages, plain, site in corpora:
        measured = {"specimen": [], "hugo": [], **{label: [] for label, _ in others}}
        for attempt in range(arguments.runs + 1):
            specimen_out = os.path.join(outputs, f"specimen-{name}-{attempt}")
            hugo_out = os.path.join(outputs, f"hugo-{name}-{attempt}")
            specimen_command = [arguments.specimen, "build", "--content", plain, "--theme", arguments.theme,
                                "--output", specimen_out]
            hugo_command = [hugo, "--source", site, "--destination", os.path.abspath(hugo_out), "--quiet"]
            commands = [("specimen", specimen_command)]
            for index, (other, binary) in enumerate(others):
                other_out = os.path.join(outputs, f"other{index}-{name}-{attempt}")
                commands.append((other, [binary, "build", "--content", plain, "--theme", arguments.theme,
                                         "--output", other_out]))
            # Each Specimen binary goes first in turn: the one after Hugo reads a page cache Hugo's run emptied.
            turn = attempt % len(commands)
            commands = commands[turn:] + commands[:turn] + [("hugo", hugo_command)]
            for tool, command in commands:
                seconds, peak, text = run(command)
                if tool != "hugo" and re.search(r": error: ", text):
                    sys.exit("Specimen reported errors on the corpus:\n" + text[-4000:])
                if attempt > 0:
                    measured[tool].append((seconds, peak))
                print(f"  {label:>20}  {tool:<8} {'warm-up' if attempt == 0 else f'run {attempt}'}: "
                      f"{seconds:6.2f} s, {mib(peak)}", flush=True)
        specimen_time = statistics.median(seconds for seconds, _ in measured["specimen"])
        hugo_time = statistics.median(seconds for seconds, _ in measured["hugo"])
        rows.append((label, pages, specimen_time, hugo_time, max(peak for _, peak in measured["specimen"]),
                     max(peak for _, peak in measured["hugo"])))
        for other, _ in others:
            baseline_rows.append((other, label, specimen_time, statistics.median(s for s, _ in measured[other]),
                                  statistics.median(p for _, p in measured["specimen"]),
                                  statistics.median(p for _, p in measured[other]),
                                  hugo_time))

    print()
    print("| corpus | Specimen | Hugo | Specimen / Hugo | pages/s Specimen | pages/s Hugo | peak Specimen | peak Hugo |")
    print("|---|---|---|---|---|---|---|---|")
    for label, pages, specimen_time, hugo_time, specimen_peak, hugo_peak in rows:
        print(f"| {label} | {specimen_time:.2f} s | {hugo_time:.2f} s | {specimen_time / hugo_time:.2f} "
              f"| {pages / specimen_time:,.0f} | {pages / hugo_time:,.0f} | {mib(specimen_peak)} | {mib(hugo_peak)} |")

    for other, binary in others:
        print(f"\nAgainst {other} ({binary}), in the same alternating runs (medians):\n")
        print(f"| corpus | Specimen | {other} | wall ratio | {other} / Hugo | peak Specimen | peak {other} | peak ratio |")
        print("|---|---|---|---|---|---|---|---|")
        for row_other, label, specimen_time, other_time, specimen_peak, other_peak, hugo_time in baseline_rows:
            if row_other != other:
                continue
            print(f"| {label} | {specimen_time:.2f} s | {other_time:.2f} s | {specimen_time / other_time:.3f} "
                  f"| {other_time / hugo_time:.2f} | {mib(specimen_peak)} | {mib(other_peak)} "
                  f"| {specimen_peak / other_peak:.3f} |")

    # The real Content/ two ways: into a fresh folder, and again over the output of the build before, as
    # `make site` runs after an edit (unchanged files are then linked, not written).
    fresh, again = [], []
    for attempt in range(arguments.runs + 1):
        real_out = os.path.join(outputs, f"real-{attempt}")
        real_command = [arguments.specimen, "build", "--content", arguments.content, "--theme", arguments.theme,
                        "--output", real_out]
        seconds, peak, _ = run(real_command)
        if attempt > 0:
            fresh.append((seconds, peak))
        seconds, peak, _ = run(real_command)
        if attempt > 0:
            again.append((seconds, peak))
    pages = count_pages(arguments.content)
    print(f"\nReal Content/ ({pages} Markdown files), medians of {arguments.runs} runs:"
          f" into a fresh folder {statistics.median(s for s, _ in fresh) * 1000:.0f} ms,"
          f" over the previous output {statistics.median(s for s, _ in again) * 1000:.0f} ms;"
          f" peak {mib(max(p for _, p in fresh + again))}")
    shutil.rmtree(outputs, ignore_errors=True)

if __name__ == "__main__":
    main()
