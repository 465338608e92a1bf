#!/usr/bin/env bash
# Rendering oracle for w3wlint's text-contrast verdicts on react-spectrum's drawings (see README.md beside this file):
#   bash Benchmarks/oracle/run.sh [path/to/w3wlint] [oracle options...]
# Default binary: .build/release/w3wlint, else .build/debug/w3wlint. Installs nothing: without rsvg-convert or the
# Python modules it says what to install and exits 0. Always exits 0 otherwise too (it is a measurement).
set -uo pipefail
cd "$(dirname "$0")/../.."

bin=""
if [ $# -gt 0 ] && [[ "$1" != -* ]]; then bin=$1; shift; fi
if [ -z "$bin" ]; then
  for candidate in .build/release/w3wlint .build/debug/w3wlint; do
    if [ -x "$candidate" ]; then bin=$candidate; break; fi
  done
fi
if [ -z "$bin" ] || [ ! -x "$bin" ]; then
  echo "skipped: no w3wlint binary (${bin:-.build/release/w3wlint or .build/debug/w3wlint}); build it or pass its path"
  exit 0
fi
if ! command -v rsvg-convert >/dev/null; then
  echo "skipped: rsvg-convert is missing (apt-get install librsvg2-bin)"
  exit 0
fi
python=${PYTHON:-python3}
if ! command -v "$python" >/dev/null; then
  echo "skipped: python3 is missing (apt-get install python3)"
  exit 0
fi
if ! "$python" -c 'import numpy, PIL' 2>/dev/null; then
  echo "skipped: the Python modules numpy and Pillow are missing (pip install pillow numpy)"
  exit 0
fi
corpus=${W3WLINT_ORACLE_CORPUS:-../shared/corpus/svg-components-react-spectrum}
if [ ! -f "$corpus/anatomy-theme.derived.json" ]; then
  echo "skipped: corpus not found at $corpus (set W3WLINT_ORACLE_CORPUS)"
  exit 0
fi
"$python" Benchmarks/oracle/contrast_oracle.py "$bin" --corpus "$corpus" "$@" || echo "oracle failed (exit $?)"
exit 0
