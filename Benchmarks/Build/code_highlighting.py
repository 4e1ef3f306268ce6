#!/usr/bin/env python3
"""What highlighting fenced code costs a first build: a corpus whose every page has three code blocks (the
corpus script's Swift block, and a TypeScript and a JSON block added here, each page's its own), built with
--verbose, which times the highlight stage on its own.

    code_highlighting.py --specimen BIN --theme DIR --corpus-script make_corpus.py --work DIR [--pages N] [--runs N]

Prints each run's build time and highlight stage, then the medians and the stage's share of the build, with the
core count. Standard library only.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys

TYPESCRIPT = """import {{ Button }} from "@acme/ui";

export function Save{n}(props: {{ label: string }}) {{
  const [busy, setBusy] = useState(false);
  return <Button onClick={{() => setBusy(true)}} disabled={{busy}}>{{props.label}}</Button>;
}}
"""
JSON = """{{
  "color": {{
    "brand-{n}": {{ "$value": "#0050c8", "$type": "color" }}
  }}
}}
"""


def make_corpus(script, pages, folder):
    shutil.rmtree(folder, ignore_errors=True)
    subprocess.run([sys.executable, script, str(pages), folder], check=True, stdout=subprocess.DEVNULL)
    number = 0
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".md") or name == "index.md":
                continue
            number += 1
            with open(os.path.join(root, name), "a", encoding="utf-8") as page:
                page.write("\n## In code\n\n```ts\n" + TYPESCRIPT.format(n=number) + "```\n\n```json\n"
                           + JSON.format(n=number) + "```\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--specimen", required=True)
    parser.add_argument("--theme", required=True)
    parser.add_argument("--corpus-script", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    corpus = os.path.join(options.work, f"code-corpus-{options.pages}")
    make_corpus(options.corpus_script, options.pages, corpus)
    output = os.path.join(options.work, "code-corpus-out")
    totals, stages, cores = [], [], ""
    for run in range(options.runs + 1):
        result = subprocess.run([options.specimen, "build", "--content", corpus, "--theme", options.theme,
                                 "--output", output, "--force", "--verbose"], capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit(result.stderr[-2000:])
        total = float(re.search(r"in ([0-9.]+) ms", result.stdout).group(1))
        stage = re.search(r"^  highlight +([0-9.]+) ms  (.*?)  \(", result.stdout, re.M)
        cores = re.search(r"^  cores +(.*)$", result.stdout, re.M).group(1)
        if run == 0:
            print(f"highlight stage: {stage.group(2)}")
            continue
        totals.append(total)
        stages.append(float(stage.group(1)))
        print(f"run {run}: build {total:.1f} ms, highlight stage {float(stage.group(1)):.1f} ms")
    total, stage = statistics.median(totals), statistics.median(stages)
    print(f"{options.pages}-page corpus, three code blocks a page, cores {cores}: build {total:.1f} ms, "
          f"highlight stage {stage:.1f} ms ({stage / total * 100:.1f} % of the build), median of {options.runs}")


if __name__ == "__main__":
    main()
