#!/usr/bin/env python3
"""`specimen build --versions` over five releases of this repository's own Content/, against one build.

    versions_time.py --specimen BIN --repository DIR --work DIR [--tags 5] [--runs 5]

The repository (this one) is cloned into WORK/versions-repo, and the last `tags` commits that changed Content/ are
tagged there v1.0.0 (the oldest) to v5.0.0: nothing is tagged in the repository itself. After a warm-up, four
commands run in turn, `runs` times each:

- one build: `specimen build` of the clone's working tree, into a folder of its own;
- cold: `build --versions` with an empty cache, into a folder of its own (every version read, built and compared);
- warm: `build --versions` with the cache a first run filled, into a new folder (as CI runs with a kept cache);
- warm, same output: the same, into the folder it wrote last time (nothing to write).

Printed: the medians, and each versioned build's ratio to one build, whose targets are 5 (cold) and 1.5 (warm).
The figures depend on the machine's cores, printed too. Standard library only.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time


def timed(command, cwd):
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stdout[-2000:]}{result.stderr[-4000:]}")
    return seconds, result.stdout


def git(repo, *arguments):
    return subprocess.run(["git", *arguments], cwd=repo, check=True, capture_output=True, text=True).stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--specimen", required=True)
    parser.add_argument("--repository", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--tags", type=int, default=5)
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    specimen = os.path.abspath(options.specimen)
    work = os.path.abspath(options.work)

    repo = os.path.join(work, "versions-repo")
    shutil.rmtree(repo, ignore_errors=True)
    os.makedirs(work, exist_ok=True)
    subprocess.run(["git", "clone", "--quiet", os.path.abspath(options.repository), repo], check=True)
    commits = git(repo, "log", "--format=%H", "-n", str(options.tags), "--", "Content").split()
    if len(commits) < options.tags:
        sys.exit(f"the repository has {len(commits)} commits that change Content/; {options.tags} are needed")
    for number, commit in enumerate(reversed(commits), start=1):
        git(repo, "tag", f"v{number}.0.0", commit)

    runs = os.path.join(work, "versions-runs")
    shutil.rmtree(runs, ignore_errors=True)
    os.makedirs(runs)
    count = [0]

    def fresh(name):
        count[0] += 1
        return os.path.join(runs, f"{name}-{count[0]}")

    warm_cache = os.path.join(runs, "warm-cache")
    same_output = os.path.join(runs, "same-output")
    commands = {
        "one build": lambda: [specimen, "build", "--quiet", "--output", fresh("one")],
        "cold": lambda: [specimen, "build", "--versions", "--quiet", "--cache", fresh("cache"), "--output", fresh("cold")],
        "warm": lambda: [specimen, "build", "--versions", "--quiet", "--cache", warm_cache, "--output", fresh("warm")],
        "warm, same output": lambda: [specimen, "build", "--versions", "--quiet", "--cache", warm_cache,
                                      "--output", same_output],
    }
    timed(commands["warm, same output"](), repo)
    _, printed = timed([specimen, "build", "--versions", "--cache", warm_cache, "--output", same_output], repo)
    if f"({options.tags} unchanged" not in printed:
        sys.exit(f"a second versioned build should reuse every version, and printed: {printed}")
    for command in commands.values():
        timed(command(), repo)
    times = {name: [] for name in commands}
    for _ in range(options.runs):
        for name, command in commands.items():
            times[name].append(timed(command(), repo)[0])

    one = statistics.median(times["one build"])
    print(f"build --versions, {options.tags} tags of this repository's Content/, {os.cpu_count()} cores, "
          f"median of {options.runs}:")
    for name, seconds in times.items():
        median = statistics.median(seconds)
        target = {"cold": 5, "warm": 1.5, "warm, same output": 1.5}.get(name)
        ratio = f"  {median / one:5.2f} x one build" + (f" (target {target})" if target else "") if name != "one build" else ""
        print(f"  {name:18} {median * 1000:8.1f} ms{ratio}")
    shutil.rmtree(runs, ignore_errors=True)


if __name__ == "__main__":
    main()
