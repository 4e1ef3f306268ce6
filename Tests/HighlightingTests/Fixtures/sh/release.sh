#!/usr/bin/env bash
# Publishes the design tokens and the component library.
set -euo pipefail

readonly ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VERSION="${1:-}"
DRY_RUN=${DRY_RUN:-0}
export NODE_OPTIONS="--max-old-space-size=4096"

log() {
  printf '\033[1m==> %s\033[0m\n' "$*"
}

function die {
  echo "error: $1" >&2
  exit 1
}

if [[ -z "$VERSION" ]]; then
  die "usage: $0 <version>"
elif ! [[ $VERSION =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  die "not a version: $VERSION"
fi

cd "$ROOT"
for package in tokens icons components; do
  log "building $package"
  (cd "packages/$package" && npm run build -- --mode=production) || die "build of $package failed"
done

count=$(ls dist/*.css | wc -l)
echo "Built ${count} stylesheets in $((SECONDS / 60)) min" # timing
files=`git diff --name-only HEAD~1`

case "$VERSION" in
  *-beta*|*-rc*) TAG=next ;;
  *) TAG=latest ;;
esac

cat > dist/RELEASE.md <<EOF
# Release $VERSION

Tag: ${TAG}, built on $(date -u +%Y-%m-%d).
EOF

cat <<'NOTE'
Variables like $VERSION are not expanded here.
NOTE

if [ "$DRY_RUN" -eq 1 ]; then
  log 'dry run: nothing published'
else
  npm publish --tag "$TAG" 2>&1 | tee -a publish.log
fi
