#!/usr/bin/env bash
# Shows the hook in `.pre-commit-hooks.yaml` working under pre-commit itself: in a throwaway git repository whose
# .pre-commit-config.yaml points at this checkout (at its HEAD commit), a bad theme fails the commit check and the
# fixed theme passes. Needs python3 with pip (installs pre-commit from PyPI) and a committed HEAD.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
source "$root/Tests/Tools/expect.sh"
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
fails_with "$work/bad.log" "design/theme.w3wtheme.yaml:10:13: error: tint #E11F26 on background #000000 is 4.42:1 in dark mode" \
  "pre-commit: the source hook's first run on a contrast error (install: clone and release build, then the check)" \
  python3 -m pre_commit run --files design/theme.w3wtheme.yaml README.md
# Fix: a lighter red in dark mode.
sed -i 's/  red50: "#E11F26"/  red50: { light: "#E11F26", dark: "#FF6B6B" }/' design/theme.w3wtheme.yaml
git add -A
python3 -m pre_commit run --files design/theme.w3wtheme.yaml README.md
echo "pre-commit hook (built from source): 2 passed, 0 failed"

# The `w3wlint-system` hook runs the binary on PATH: the one this checkout built (W3WLINT_BIN, else .build/debug).
bin=${W3WLINT_BIN:-$root/.build/debug/w3wlint}
[ -x "$bin" ] || fail "no built w3wlint at $bin for the system hook"
mkdir -p "$work/bin" && ln -sf "$bin" "$work/bin/w3wlint"
sed -i 's/      - id: w3wlint$/      - id: w3wlint-system/' .pre-commit-config.yaml
mkdir -p tokens && printf '{"space": {"$type": "dimension", "gap": {"$value": "13px"}}, "color": {"$type": "color", "bad": {"$value": "#GG0000"}}}\n' > tokens/base.json
git add -A
fails_with "$work/system.log" "tokens/base.json:1:.*error: .*#GG0000" \
  "pre-commit: the system hook's first run on an invalid colour (nothing built or fetched)" \
  env PATH="$work/bin:$PATH" python3 -m pre_commit run --files tokens/base.json README.md
echo "pre-commit hook (installed binary): 1 passed, 0 failed"

# Staged names that look like options are paths: the hooks' entry ends with `--`. A committed file named
# `--output=package.json` must neither overwrite package.json nor hide the findings; `--config=evil.yml` must not
# become the configuration.
printf '{"name": "app"}\n' > package.json
printf 'rules:\n  contrast: off\n' > evil.yml
for name in --output=package.json --write-baseline=package.json --config=evil.yml -opackage.json; do : > "./$name"; done
printf '{"color": {"$type": "color", "bad": {"$value": "#GG0000"}}}\n' > tokens/base.json
git add -A
fails_with "$work/hostile.log" "tokens/base.json:1:.*error: .*#GG0000" \
  "pre-commit: the system hook with option-like staged names (the findings must show)" \
  env PATH="$work/bin:$PATH" python3 -m pre_commit run --all-files
[ "$(cat package.json)" = '{"name": "app"}' ] || fail "a staged name overwrote package.json"
echo "pre-commit hook (option-like staged names): 1 passed, 0 failed"

