#!/usr/bin/env bash
# --cache on the corpus: a first run (empty cache) and a second run over the unchanged tree, release build.
#   bash Benchmarks/cache.sh [PATH]      (default ../shared/corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-../shared/corpus}
[ -e "$target" ] || { echo "skipping: $target is absent"; exit 0; }
swift build -c release --product w3wlint >/dev/null
bin=$(swift build -c release --show-bin-path)/w3wlint
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
now() { date +%s.%N; }
t0=$(now); "$bin" check "$target" >/dev/null 2>&1 || true; t1=$(now)
"$bin" check "$target" --cache --cache-location "$cache" >"$cache/first.txt" 2>&1 || true; t2=$(now)
"$bin" check "$target" --cache --cache-location "$cache" >"$cache/second.txt" 2>&1 || true; t3=$(now)
cmp -s "$cache/first.txt" "$cache/second.txt" && same=yes || same=NO
awk -v a="$t0" -v b="$t1" -v c="$t2" -v d="$t3" -v same="$same" -v files="$(tail -1 "$cache/first.txt")" 'BEGIN {
  printf "%-28s %8s\n", "run", "seconds"
  printf "%-28s %8.3f\n", "no cache", b - a
  printf "%-28s %8.3f\n", "--cache, first (cold)", c - b
  printf "%-28s %8.3f\n", "--cache, second (unchanged)", d - c
  printf "speed-up of the second run over the first: %.1fx; identical output: %s\n", (c - b) / (d - c), same
  printf "%s\n", files
}'
