#!/usr/bin/env python3
"""Write a deterministic corpus of small pages (about 1 KB of Markdown each), where creating files weighs more
than parsing them.

    make_small_corpus.py --corpus-script ../shared/bench/make_corpus.py N OUT_DIR           # plain tree
    make_small_corpus.py --corpus-script ../shared/bench/make_corpus.py --hugo N OUT_DIR    # Hugo site

The pages' sections, slugs, titles and sentences (with inline code, emphasis and links to other pages of the
corpus) come from make_corpus.py, imported from the path given, as do the Hugo site's configuration and layouts:
the two corpora differ only in what a page holds. Each page has front matter (title, status, weight, tags), a
short paragraph, two sections with a paragraph each and a four-item list.

Standard library only.
"""

import argparse
import importlib.util
import os
import random
import sys


def load(path):
    spec = importlib.util.spec_from_file_location("make_corpus", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def page(corpus, seed, i, n):
    section, slug, title, _component, _variant = corpus.page_meta(seed, i)
    rng = random.Random(seed * 3_000_017 + i * 7_919 + 11)
    lines = [
        "---",
        f'title: "{title}"',
        f"status: {rng.choice(corpus.STATUSES)}",
        f"weight: {i + 1}",
        "tags: [" + ", ".join(rng.sample(corpus.TAGS, 2)) + "]",
        "---",
        "",
        corpus.sentence(rng, n, seed, section, 12, 18) + " " + corpus.sentence(rng, n, seed, section, 12, 18),
        "",
        "## Usage",
        "",
        corpus.sentence(rng, n, seed, section, 12, 18),
        "",
    ]
    lines += [f"- {corpus.cell_text(rng, 4, 8)}" for _ in range(4)]
    lines += ["", "## Accessibility", "",
              corpus.sentence(rng, n, seed, section, 12, 18) + " " + corpus.sentence(rng, n, seed, section, 12, 18)]
    return section, slug, "\n".join(lines) + "\n"


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus-script", required=True, help="path of ../shared/bench/make_corpus.py")
    parser.add_argument("--hugo", action="store_true", help="write a Hugo site instead of a plain tree")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("n", type=int)
    parser.add_argument("out")
    arguments = parser.parse_args(argv)
    if arguments.n < 1:
        parser.error("n must be at least 1")
    if os.path.exists(arguments.out) and os.listdir(arguments.out):
        parser.error(f"{arguments.out} is not empty")
    corpus = load(arguments.corpus_script)
    content = os.path.join(arguments.out, "content") if arguments.hugo else arguments.out
    total = 0
    for i in range(arguments.n):
        section, slug, text = page(corpus, arguments.seed, i, arguments.n)
        corpus.write(os.path.join(content, section, slug + ".md"), text)
        total += len(text.encode("utf-8"))
    if arguments.hugo:
        for folder, title, _share in corpus.SECTIONS:
            corpus.write(os.path.join(content, folder, "_index.md"), f'---\ntitle: "{title}"\n---\n\nAll {folder} pages.\n')
        corpus.write(os.path.join(content, "_index.md"), '---\ntitle: "Home"\n---\n\nSmall-page corpus.\n')
        corpus.write(os.path.join(arguments.out, "config.toml"), corpus.CONFIG_BASE)
        corpus.write(os.path.join(arguments.out, "config-defaults.toml"), corpus.CONFIG_DEFAULTS)
        corpus.write(os.path.join(arguments.out, "layouts", "_default", "single.html"), corpus.SINGLE_HTML)
        corpus.write(os.path.join(arguments.out, "layouts", "_default", "list.html"), corpus.LIST_HTML)
        corpus.write(os.path.join(arguments.out, "nohighlight.toml"), corpus.CONFIG_NOHIGHLIGHT)
    else:
        corpus.write(os.path.join(content, "index.md"),
                     '---\ntitle: "Small-page corpus"\n---\n\n# Small-page corpus\n\nSmall pages.\n')
    print(f"{arguments.n} pages, {total} bytes of Markdown ({total / arguments.n / 1024:.2f} KiB/page)", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
