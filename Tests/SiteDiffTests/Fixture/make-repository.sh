#!/usr/bin/env bash
# Makes the diff fixture's repository in the folder given: a first commit with Content/ as it is here, and a
# second that makes exactly four changes: the slider's fill token moves to a lighter colour (its fill on the track
# then fails 3:1), the slider preview's max drops from 100 to 90 (the state value:100 goes), the writing guide is
# renamed without an alias, and the slider's C3 scorecard entry becomes ready.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$1"
mkdir -p "$repo"
cp -R "$here/Content" "$repo/Content"
cd "$repo"
git init --quiet --initial-branch=main
git config user.name "Fixture"
git config user.email "fixture@example.org"
git add Content
git commit --quiet -m "First version"
python3 - <<'PY'
import json, pathlib
path = pathlib.Path("Content/tokens.json")
tokens = json.loads(path.read_text())
tokens["slider"]["color"]["fill"]["$value"] = "{color.brand.300}"
path.write_text(json.dumps(tokens, indent=1) + "\n")
page = pathlib.Path("Content/components/slider.md")
text = page.read_text()
text = text.replace("slider value=40 max=100 step=10", "slider value=40 max=90 step=10")
text = text.replace('{criterion: C3, status: needs-refinement, note: "No slider token namespace is registered."}',
                    '{criterion: C3, status: ready, note: "Every colour and size comes from a slider token."}')
page.write_text(text)
PY
git mv Content/guides/writing.md Content/guides/writing-pages.md
git commit --quiet -am "Second version"
