#!/usr/bin/env bash
# An editor session with `w3wlint lsp` through a real LSP client (pytest-lsp, from PyPI): diagnostics on open and
# on unsaved changes, a code action whose edit is the one `--fix` makes, hover, an export judged in its workspace.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! python3 -c "import pytest_lsp" 2>/dev/null; then
  echo "== installing pytest-lsp"
  python3 -m pip install --quiet pytest-lsp
fi
export W3WLINT=${W3WLINT:-$PWD/.build/debug/w3wlint}
python3 -m pytest -q -p no:cacheprovider Tests/lsp/test_lsp.py
