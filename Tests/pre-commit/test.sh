#!/usr/bin/env bash
# Shows the hook in `.pre-commit-hooks.yaml` working under pre-commit itself: in a throwaway git repository whose
# .pre-commit-config.yaml points at this checkout (at its HEAD commit), a bad theme fails the commit check and the
# fixed theme passes. Needs python3 with pip (installs pre-commit from PyPI) and a committed HEAD.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
python3 -m pip install --quiet --disable-pip-version-check pre-commit
rev=$(git -C "$root" rev-parse HEAD)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/cache"
cd "$work"
git init -q repo && cd repo
git config user.email "test@example.com" && git config user.name "test"
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $root
    rev: $rev
    hooks:
      - id: w3wlint
YAML
mkdir -p design
cat > design/theme.w3wtheme.yaml <<'YAML'
w3wtheme: 1
palette:
  red50: "#E11F26"
  text: { light: "#000000", dark: "#FFFFFF" }
  surface: { light: "#FFFFFF", dark: "#000000" }
schemes:
  base:
    colors:
      foreground: text
      tint: red50
      background: surface
YAML
echo "notes" > README.md
git add -A
set +e
start=$SECONDS
python3 -m pre_commit run --files design/theme.w3wtheme.yaml README.md > "$work/bad.log" 2>&1
bad=$?
set -e
cat "$work/bad.log"
echo "pre-commit: the source hook's first run (install: clone and release build, then the check) took $((SECONDS - start)) s"
if [ "$bad" -eq 0 ]; then echo "FAIL: the hook passed a theme with a contrast error"; exit 1; fi
grep -q "design/theme.w3wtheme.yaml:10:13: error: tint #E11F26 on background #000000 is 4.42:1 in dark mode" "$work/bad.log" \
  || { echo "FAIL: the hook's output lacks the contrast finding"; exit 1; }
# Fix: a lighter red in dark mode.
sed -i 's/  red50: "#E11F26"/  red50: { light: "#E11F26", dark: "#FF6B6B" }/' design/theme.w3wtheme.yaml
git add -A
python3 -m pre_commit run --files design/theme.w3wtheme.yaml README.md
echo "pre-commit hook (built from source): 2 passed, 0 failed"

# The `w3wlint-system` hook runs the binary on PATH: the one this checkout built (W3WLINT_BIN, else .build/debug).
bin=${W3WLINT_BIN:-$root/.build/debug/w3wlint}
[ -x "$bin" ] || { echo "FAIL: no built w3wlint at $bin for the system hook"; exit 1; }
mkdir -p "$work/bin" && ln -sf "$bin" "$work/bin/w3wlint"
sed -i 's/      - id: w3wlint$/      - id: w3wlint-system/' .pre-commit-config.yaml
mkdir -p tokens && printf '{"space": {"$type": "dimension", "gap": {"$value": "13px"}}, "color": {"$type": "color", "bad": {"$value": "#GG0000"}}}\n' > tokens/base.json
git add -A
set +e
start=$SECONDS
PATH="$work/bin:$PATH" python3 -m pre_commit run --files tokens/base.json README.md > "$work/system.log" 2>&1
system=$?
set -e
cat "$work/system.log"
echo "pre-commit: the system hook's first run (nothing built or fetched) took $((SECONDS - start)) s"
if [ "$system" -eq 0 ]; then echo "FAIL: the system hook passed a token file with an invalid colour"; exit 1; fi
grep -q "tokens/base.json:1:.*error: .*#GG0000" "$work/system.log" || { echo "FAIL: the system hook did not read tokens/base.json"; exit 1; }
echo "pre-commit hook (installed binary): 1 passed, 0 failed"

# Staged names that look like options are paths: the hooks' entry ends with `--`. A committed file named
# `--output=package.json` must neither overwrite package.json nor hide the findings; `--config=evil.yml` must not
# become the configuration.
printf '{"name": "app"}\n' > package.json
printf 'rules:\n  contrast: off\n' > evil.yml
for name in --output=package.json --write-baseline=package.json --config=evil.yml -opackage.json; do : > "./$name"; done
printf '{"color": {"$type": "color", "bad": {"$value": "#GG0000"}}}\n' > tokens/base.json
git add -A
set +e
PATH="$work/bin:$PATH" python3 -m pre_commit run --all-files > "$work/hostile.log" 2>&1
hostile=$?
set -e
cat "$work/hostile.log"
if [ "$hostile" -eq 0 ]; then echo "FAIL: the hook passed with option-like staged names"; exit 1; fi
grep -q "tokens/base.json:1:.*error: .*#GG0000" "$work/hostile.log" || { echo "FAIL: the findings were hidden by option-like names"; exit 1; }
[ "$(cat package.json)" = '{"name": "app"}' ] || { echo "FAIL: a staged name overwrote package.json"; exit 1; }
echo "pre-commit hook (option-like staged names): 1 passed, 0 failed"

