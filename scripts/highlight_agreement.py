#!/usr/bin/env python3
"""How Specimen's own lexers agree with Pygments, character by character, per language.

Every snippet is highlighted by Specimen (Benchmarks/HighlightTool) and by Pygments; each non-blank character is
given the colour group of its class (keyword, string, number, comment, name, the diff and prompt groups, plain),
and agreement is the share of characters both put in the same group. It also checks that the tags of every
highlighted snippet strip back to its text, byte for byte.

Snippets come from fenced code blocks in Markdown files (--fences FOLDER, any number) and from folders of files,
one folder per language named as a fence names it (--files FOLDER: FOLDER/swift/*.swift, FOLDER/tsx/*.tsx, ...).
Exits 1 when a language is below --minimum (per cent) or a snippet does not strip back to its text.
"""
import argparse, collections, html, json, os, re, subprocess, sys, tempfile

from pygments.lexers import get_lexer_by_name
from pygments.token import Keyword, String, Number, Comment, Name, Generic

# The Pygments lexer each of Specimen's languages is measured against, where their names differ.
# Svelte is measured against the HTML lexer, its script, style and template expressions against the lexers of
# their languages (pygments_groups).
ORACLE = {"jsonc": "json", "json5": "json", "svelte": "html", "svg": "xml", "kt": "kotlin", "yml": "yaml",
          "patch": "diff", "mdx": "markdown", "zsh": "bash"}
GROUPS = [(Generic.Deleted, "deleted"), (Generic.Inserted, "inserted"), (Generic.Heading, "heading"),
          (Generic.Subheading, "heading"), (Generic.Prompt, "prompt"),
          (Keyword, "keyword"), (String, "string"), (Number, "number"), (Comment, "comment"),
          (Name.Class, "name"), (Name.Function, "name"), (Name.Builtin, "name"), (Name.Tag, "name"),
          (Name.Attribute, "name"), (Name.Decorator, "name")]
# Specimen's classes (Pygments' short names) by group; any other class, and no class, is plain.
CLASS_GROUPS = {}
for short, group in [("k kc kd kn kp kr kt", "keyword"), ("s sa sb sc dl sd s2 se sh si sx sr s1 ss", "string"),
                     ("m mb mf mh mi mo", "number"), ("c cm cp c1 cs ch", "comment"),
                     ("na nb bp nc nd nf nt fm", "name"), ("gd", "deleted"), ("gi", "inserted"),
                     ("gh gu", "heading"), ("gp", "prompt")]:
    for name in short.split():
        CLASS_GROUPS[name] = group


def pygments_group(token_type):
    for ancestor, group in GROUPS:
        if token_type in ancestor:
            return group
    return "plain"


def lexed_groups(name, code):
    lexer = get_lexer_by_name(name, stripnl=False, stripall=False, ensurenl=False)
    groups = []
    for _, token_type, value in lexer.get_tokens_unprocessed(code):
        groups.extend([pygments_group(token_type)] * len(value))
    return groups


# A component file's <script> and <style> in the language their lang attribute names, where Pygments' HTML and Vue
# lexers always take JavaScript and CSS; and Svelte's template expressions, which Pygments has no lexer for: each
# part is measured against Pygments' own lexer for that part's language.
PART = re.compile(r"<(script|style)\b([^>]*)>(.*?)</\1\s*>", re.S | re.I)
LANG = re.compile(r"""\blang\s*=\s*["']?([A-Za-z]+)""")
PART_LEXERS = {"ts": "typescript", "typescript": "typescript", "tsx": "tsx", "jsx": "jsx", "scss": "scss"}
SVELTE_DIRECTIVE = re.compile(r"[#:/@][a-z]+")


def pygments_groups(language, code):
    groups = lexed_groups(ORACLE.get(language, language), code)
    if language not in ("html", "htm", "xhtml", "vue", "svelte"):
        return groups
    parts = []
    script = "javascript"
    for match in PART.finditer(code):
        parts.append(match.span())
        lang = LANG.search(match.group(2))
        name = PART_LEXERS.get(lang.group(1).lower()) if lang else None
        if match.group(1).lower() == "script" and name:
            script = name
        if name and match.group(3):
            start = match.start(3)
            groups[start:match.end(3)] = lexed_groups(name, match.group(3))
    if language == "svelte":
        svelte_expressions(code, groups, parts, "typescript" if script == "typescript" else "javascript")
    return groups


def svelte_expressions(code, groups, parts, script):
    """Each `{…}` of a Svelte template outside its script and style: braces plain, a block's word (`#if`,
    `:else`, `/each`, `@html`) a keyword, the expression Pygments' JavaScript (TypeScript with lang="ts")."""
    at = 0
    while at < len(code):
        inside = next((end for start, end in parts if start <= at < end), None)
        if inside is not None:
            at = inside
            continue
        if code[at] != "{":
            at += 1
            continue
        depth, end = 0, at
        while end < len(code):
            depth += {"{": 1, "}": -1}.get(code[end], 0)
            if depth == 0:
                break
            end += 1
        if end >= len(code):
            return
        body_start = at + 1
        directive = SVELTE_DIRECTIVE.match(code, body_start)
        groups[at] = groups[end] = "plain"
        if directive:
            groups[directive.start():directive.end()] = ["keyword"] * (directive.end() - directive.start())
            body_start = directive.end()
        if end > body_start:
            groups[body_start:end] = lexed_groups(script, code[body_start:end])
        at = end + 1


SPAN = re.compile(r'<span class="([a-z0-9]+)">(.*?)</span>|([^<]+)', re.S)


def specimen_groups(markup):
    """The text of Specimen's HTML and each character's group; None when the HTML is not spans and text."""
    text, groups, at = [], [], 0
    for match in SPAN.finditer(markup):
        if match.start() != at:
            return None, None
        at = match.end()
        piece = html.unescape(match.group(2) if match.group(1) else match.group(3))
        text.append(piece)
        groups.extend([CLASS_GROUPS.get(match.group(1), "plain")] * len(piece))
    return ("".join(text), groups) if at == len(markup) else (None, None)


# Fences at any indent: those in list items and in MDX's JSX are indented past CommonMark's three spaces.
FENCE = re.compile(r"^([ \t]*)(```+|~~~+)[ \t]*([A-Za-z0-9_+#.-]*)[^\n]*\n(.*?)^[ \t]*\2[ \t]*$", re.M | re.S)


def fenced_snippets(folder):
    for root, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            if not name.endswith((".md", ".mdx", ".markdown")):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8", errors="replace") as file:
                text = file.read()
            for match in FENCE.finditer(text):
                if match.group(3):
                    indent = len(match.group(1))
                    code = "\n".join(line[min(indent, len(line) - len(line.lstrip(" "))):] for line in match.group(4).split("\n"))
                    yield path, match.group(3).lower(), code


def file_snippets(folder):
    for language in sorted(os.listdir(folder)):
        directory = os.path.join(folder, language)
        if not os.path.isdir(directory):
            continue
        for name in sorted(os.listdir(directory)):
            path = os.path.join(directory, name)
            if os.path.isfile(path):
                with open(path, encoding="utf-8", errors="replace") as file:
                    yield path, language, file.read()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", required=True, help="the HighlightTool binary")
    parser.add_argument("--fences", action="append", default=[])
    parser.add_argument("--files", action="append", default=[])
    parser.add_argument("--minimum", type=float, default=0)
    parser.add_argument("--show", type=int, default=0, help="print the N worst snippets of each language")
    parser.add_argument("--language", help="only this language (Specimen's name for it)")
    parser.add_argument("--time", type=int, default=0, metavar="ROUNDS",
                        help="also time the lexers: every language's snippets highlighted ROUNDS times, in µs a snippet")
    options = parser.parse_args()

    snippets = [s for folder in options.fences for s in fenced_snippets(folder)]
    snippets += [s for folder in options.files for s in file_snippets(folder)]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump([[language, code] for _, language, code in snippets], file)
    try:
        results = json.loads(subprocess.run([options.tool, file.name], check=True, capture_output=True).stdout)
    finally:
        os.unlink(file.name)

    totals = collections.defaultdict(lambda: [0, 0, 0])  # snippets, characters, agreeing
    confusions = collections.defaultdict(collections.Counter)
    worst = collections.defaultdict(list)
    broken = []
    for (path, language, code), result in zip(snippets, results):
        if result.get("html") is None or (options.language and result.get("language") != options.language):
            continue
        ours_text, ours = specimen_groups(result["html"])
        if ours_text != code:
            broken.append(path)
            continue
        theirs = pygments_groups(language, code)
        if len(theirs) != len(code):
            continue
        counted = agreeing = 0
        for character, mine, oracle in zip(code, ours, theirs):
            if character.isspace():
                continue
            counted += 1
            if mine == oracle:
                agreeing += 1
            else:
                confusions[result["language"]][(oracle, mine)] += 1
        total = totals[result["language"]]
        total[0] += 1
        total[1] += counted
        total[2] += agreeing
        worst[result["language"]].append((agreeing / counted if counted else 1, path, language, code, ours, theirs))

    failed = bool(broken)
    for path in broken:
        print(f"{path}: the highlighted HTML does not strip back to the snippet's text", file=sys.stderr)
    timings = time_languages(options.tool, snippets, results, options.time) if options.time else {}
    print(f"{'language':<10} {'snippets':>8} {'characters':>10} {'agreement':>9}" + ("  µs a snippet" if timings else ""))
    for language in sorted(totals):
        count, characters, agreeing = totals[language]
        share = 100 * agreeing / characters if characters else 100
        mark = "" if share >= options.minimum else f"   below {options.minimum:g} %"
        failed |= bool(mark)
        top = ", ".join(f"{o}→{m} {n}" for (o, m), n in confusions[language].most_common(4))
        timing = f"  {timings[language]:>12.1f}" if language in timings else ""
        print(f"{language:<10} {count:>8} {characters:>10} {share:>8.2f} %{timing}{mark}   {top}")
        for share_one, path, name, code, ours, theirs in sorted(worst[language], key=lambda w: w[0])[:options.show]:
            print(f"--- {path} ({name}, {100 * share_one:.1f} %)")
            show(code, ours, theirs)
    return 1 if failed else 0


def time_languages(tool, snippets, results, rounds):
    """The µs a snippet of each language takes the lexers (a release build of the tool gives the real figure)."""
    by_language = collections.defaultdict(list)
    for (_, name, code), result in zip(snippets, results):
        if result.get("html") is not None:
            by_language[result["language"]].append([name, code])
    timings = {}
    for language, pairs in by_language.items():
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
            json.dump(pairs, file)
        try:
            said = subprocess.run([tool, file.name, "--time", str(rounds)], check=True, capture_output=True, text=True).stdout
        finally:
            os.unlink(file.name)
        timings[language] = float(said.split()[0])
    return timings


def show(code, ours, theirs):
    """Each line with the characters whose groups differ marked below it: the letter of Pygments' group."""
    at = 0
    for line in code.split("\n"):
        marks = "".join(" " if ours[at + i] == theirs[at + i] or c.isspace() else theirs[at + i][0] for i, c in enumerate(line))
        mine = "".join(" " if ours[at + i] == theirs[at + i] or c.isspace() else ours[at + i][0] for i, c in enumerate(line))
        print("   " + line)
        if marks.strip():
            print("P: " + marks.rstrip())
            print("S: " + mine.rstrip())
        at += len(line) + 1


if __name__ == "__main__":
    sys.exit(main())
