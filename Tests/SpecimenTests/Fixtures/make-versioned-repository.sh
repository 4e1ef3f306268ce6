#!/usr/bin/env bash
# Makes the versions fixture's repository in the folder given, from the diff fixture's Content/: three tagged
# releases and a working tree, for `specimen build --versions`.
#   v1.0.0  the diff fixture's Content/ as it is, with a versions: block (per: tag, next: true).
#   v1.1.0  a token renamed (color/brand/300 becomes color/brand/400, its references with it) and a component
#           added (a stepper page).
#   v2.0.0  a state's drawing changed (the slider's fill moves to brand.400, so every state of the slider draws
#           differently) and a page moved (guides/writing.md to guides/authoring/writing.md, with an alias).
# The working tree, after v2.0.0, adds one paragraph to the home page, for next/.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$1"
mkdir -p "$repo"
cp -R "$here/../../SiteDiffTests/Fixture/Content" "$repo/Content"
cd "$repo"
git init --quiet --initial-branch=main
git config user.name "Fixture"
git config user.email "fixture@example.org"
cat >> Content/site.yml <<'YML'
versions:
  tags: "v*"
  per: tag
  next: true
YML
git add Content
git commit --quiet -m "First release"
git tag v1.0.0

python3 - <<'PY'
import json, pathlib
path = pathlib.Path("Content/tokens.json")
tokens = json.loads(path.read_text())
tokens["color"]["brand"]["400"] = tokens["color"]["brand"].pop("300")
text = json.dumps(tokens, indent=1).replace("{color.brand.300}", "{color.brand.400}")
path.write_text(text + "\n")
assert "brand.300" not in text
PY
cat > Content/components/stepper.md <<'MD'
---
title: Stepper
summary: Dots that show where a reader is in a short sequence of steps.
family: stepper
---

Steppers show progress through a few steps.

## Live preview

```preview controls=current
stepper style=bullet steps=4 current=2
```
MD
git add Content
git commit --quiet -m "Rename brand.300 to brand.400; add the stepper"
git tag v1.1.0

python3 - <<'PY'
import json, pathlib
path = pathlib.Path("Content/tokens.json")
tokens = json.loads(path.read_text())
tokens["slider"]["color"]["fill"]["$value"] = "{color.brand.400}"
path.write_text(json.dumps(tokens, indent=1) + "\n")
PY
mkdir -p Content/guides/authoring
git mv Content/guides/writing.md Content/guides/authoring/writing.md
python3 - <<'PY'
import pathlib
page = pathlib.Path("Content/guides/authoring/writing.md")
page.write_text(page.read_text().replace("title: Writing component pages\n", "title: Writing component pages\naliases: [/guides/writing/]\n", 1))
PY
git add Content
git commit --quiet -m "Lighter slider fill; the writing guide moves under authoring/"
git tag -a v2.0.0 -m "Release 2.0.0"

printf '\nUnreleased: a paragraph only the working tree has.\n' >> Content/index.md
