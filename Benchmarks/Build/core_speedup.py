#!/usr/bin/env python3
"""How much faster a second core makes each stage of a build: `specimen build --verbose` pinned to one core and
to two (taskset), alternately, into fresh folders.

    core_speedup.py --specimen BIN --theme DIR --content DIR [--runs 5] [--work DIR]

After one warm-up build on each core count (page cache, not counted), the builds alternate, `runs` on each, each
into a folder of its own, removed only when all runs are done, the page cache flushed before each (see
compare_hugo.py on ext4). The table gives,
per stage, the medians of its wall time on one core and on two, the speedup, and on two cores its processor time
over twice its wall time (1.00: both cores busy the whole stage). The whole build's wall time is measured around
the process. Needs a machine with at least two cores and taskset.

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

STAGE = re.compile(r"^\s+(\w+)\s+([\d.]+) ms .*\(processor ([\d.]+) ms")


def build(specimen, content, theme, output, cores):
    command = ["taskset", "-c", cores, specimen, "build", "--content", content, "--theme", theme,
               "--output", output, "--verbose"]
    # The runs before left their output in the page cache, not yet on disk: flushed first, not timed, so that each
    # build starts as a CI build does, not behind the kernel's writeback of the earlier ones.
    os.sync()
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    # The build's own warnings (the corpus draws with the built-in tokens, one of whose pairs falls short) are
    # expected; anything else on stderr, an allocator's message say, is a failure.
    unexpected = [line for line in result.stderr.splitlines() if ": warning: " not in line]
    if result.returncode != 0 or unexpected:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{(result.stdout + result.stderr)[-4000:]}")
    stages = {}
    for line in result.stdout.splitlines():
        match = STAGE.match(line)
        if match:
            stages[match[1]] = (float(match[2]), float(match[3]))
    return seconds, stages


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--specimen", required=True)
    parser.add_argument("--theme", required=True)
    parser.add_argument("--content", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", default=".build/bench")
    parser.add_argument("--label", default=None, help="what the content is, for the heading")
    arguments = parser.parse_args()
    if (os.cpu_count() or 1) < 2 or shutil.which("taskset") is None:
        print("core_speedup.py: needs two cores and taskset; skipped")
        return
    outputs = os.path.join(arguments.work, "speedup-outputs")
    shutil.rmtree(outputs, ignore_errors=True)
    measured = {"0": [], "0,1": []}
    for attempt in range(arguments.runs + 1):
        for cores in (("0", "0,1") if attempt % 2 == 0 else ("0,1", "0")):
            output = os.path.join(outputs, f"{cores.replace(',', '-')}-{attempt}")
            result = build(arguments.specimen, arguments.content, arguments.theme, output, cores)
            if attempt > 0:
                measured[cores].append(result)
    shutil.rmtree(outputs, ignore_errors=True)

    def median_wall(cores, stage):
        return statistics.median(stages[stage][0] for _, stages in measured[cores] if stage in stages)

    def median_processor(cores, stage):
        return statistics.median(stages[stage][1] for _, stages in measured[cores] if stage in stages)

    names = [name for name in measured["0"][0][1] if all(name in stages for _, stages in measured["0,1"])]
    label = arguments.label or arguments.content
    print(f"\n1 core against 2 ({label}), medians of {arguments.runs} alternating runs after a warm-up each:\n")
    print("| stage | 1 core | 2 cores | speedup | 2 cores: processor / (2 x wall) |")
    print("|---|---|---|---|---|")
    for name in names:
        one, two = median_wall("0", name), median_wall("0,1", name)
        busy = median_processor("0,1", name) / (2 * two) if two > 0 else 0
        print(f"| {name} | {one:,.0f} ms | {two:,.0f} ms | {one / two if two > 0 else 0:.2f} | {busy:.2f} |")
    one = statistics.median(seconds for seconds, _ in measured["0"])
    two = statistics.median(seconds for seconds, _ in measured["0,1"])
    print(f"| whole build | {one * 1000:,.0f} ms | {two * 1000:,.0f} ms | {one / two:.2f} | |")
    print("\nThe index and check stages run side by side: each one's processor time also counts the other's work.")


if __name__ == "__main__":
    main()
