#!/usr/bin/env python3
"""`specimen diff` between two commits against a full build, on the synthetic corpus.

    diff_time.py --specimen BIN --theme DIR --corpus-script PATH --tokens FILE --work DIR [--pages 1000] [--runs 5]

A git repository is made in WORK/diff-repo: the corpus of `pages` pages (../shared/bench/make_corpus.py) with the
theme and a tokens.json, committed; then one page gains a paragraph and one colour token a new value, committed
again. After a warm-up of each, the full build of the second commit and `specimen diff HEAD~1 HEAD` run
alternately, `runs` times each, every run into a folder of its own. The diff resolves both commits (load, parse
and resolve, twice) and writes its report; the build runs every stage once and writes the site. Printed: the
medians, and the ratio diff / build, whose target is below 2. The diff must report exactly the two changes.

Standard library only.
"""

import argparse
import json
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
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stderr[-4000:]}")
    return seconds, result.stdout


def git(repo, *arguments):
    subprocess.run(["git", *arguments], cwd=repo, check=True, capture_output=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--specimen", required=True)
    parser.add_argument("--theme", required=True)
    parser.add_argument("--corpus-script", required=True)
    parser.add_argument("--tokens", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    specimen = os.path.abspath(options.specimen)

    repo = os.path.join(os.path.abspath(options.work), "diff-repo")
    shutil.rmtree(repo, ignore_errors=True)
    os.makedirs(repo)
    subprocess.run([sys.executable, options.corpus_script, str(options.pages), os.path.join(repo, "Content")],
                   check=True, capture_output=True)
    shutil.copytree(options.theme, os.path.join(repo, "Theme"))
    shutil.copy(options.tokens, os.path.join(repo, "Content", "tokens.json"))
    git(repo, "init", "--quiet", "--initial-branch=main")
    git(repo, "-c", "user.name=Bench", "-c", "user.email=bench@example.org", "add", ".")
    git(repo, "-c", "user.name=Bench", "-c", "user.email=bench@example.org", "commit", "--quiet", "-m", "before")

    pages = sorted(os.path.join(folder, name) for folder, _, names in os.walk(os.path.join(repo, "Content"))
                   for name in names if name.endswith(".md"))
    with open(pages[len(pages) // 2], "a") as page:
        page.write("\nA paragraph added for the review.\n")
    tokens_path = os.path.join(repo, "Content", "tokens.json")
    with open(tokens_path) as file:
        tokens = json.load(file)
    tokens["color"]["neutral"]["100"]["$value"] = "#C9D3E0"
    with open(tokens_path, "w") as file:
        json.dump(tokens, file, indent=1)
        file.write("\n")
    git(repo, "-c", "user.name=Bench", "-c", "user.email=bench@example.org", "commit", "--quiet", "-am", "after")

    build = [specimen, "build", "--content", "Content", "--theme", "Theme"]
    diff = [specimen, "diff", "HEAD~1", "HEAD", "--format", "json"]
    _, report = timed(diff + ["--output", os.path.join(repo, "changes-warm")], repo)
    kinds = sorted(change["kind"] for change in json.loads(report)["changes"])
    if kinds != ["prose-changed", "token-changed"]:
        sys.exit(f"the diff should report one prose and one token change, and reported {kinds}")
    timed(build + ["--output", os.path.join(repo, "public-warm")], repo)

    builds, diffs = [], []
    for run in range(options.runs):
        builds.append(timed(build + ["--output", os.path.join(repo, f"public-{run}")], repo)[0])
        diffs.append(timed(diff + ["--output", os.path.join(repo, f"changes-{run}")], repo)[0])
    shutil.rmtree(repo, ignore_errors=True)

    build_median, diff_median = statistics.median(builds), statistics.median(diffs)
    ratio = diff_median / build_median
    print(f"specimen diff, {len(pages):,}-page corpus, one page and one token changed, {options.runs} runs, "
          f"{os.cpu_count()} cores:")
    print(f"  full build      {build_median * 1000:8.0f} ms")
    print(f"  diff HEAD~1     {diff_median * 1000:8.0f} ms")
    print(f"  diff / build    {ratio:8.2f}   (target below 2: {'met' if ratio < 2 else 'NOT met'})")


if __name__ == "__main__":
    main()
