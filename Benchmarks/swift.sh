#!/usr/bin/env bash
# w3wlint on a Swift codebase against the floor of SwiftParser alone parsing the same files, one core each, runs
# interleaved; prints median wall seconds, peak MB and the ratio.
#   bash Benchmarks/swift.sh PATH [RUNS]     (PATH: a folder of Swift sources, e.g. a fetched SwiftUI app; RUNS default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: bash Benchmarks/swift.sh PATH [RUNS]} runs=${2:-5}
[ -d "$target" ] || { echo "skipped: $target is not a folder"; exit 0; }
swift build -c release --product w3wlint >/dev/null
swift build -c release --product SwiftParseFloor >/dev/null
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find "$target" -name '*.swift' -not -name Package.swift -type f | sort > "$work/files"
echo "$(wc -l < "$work/files") Swift files, $(cat $(cat "$work/files") | wc -c) bytes in $target"
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
: > "$work/floor"; : > "$work/lint"
for _ in $(seq "$runs"); do
  /usr/bin/time -f "%e %M" -o "$work/t" xargs -a "$work/files" -d '\n' "$bin/SwiftParseFloor" >/dev/null; tail -n1 "$work/t" >> "$work/floor"
  /usr/bin/time -f "%e %M" -o "$work/t" xargs -a "$work/files" -d '\n' "$bin/w3wlint" check --jobs 1 --color never >/dev/null || true
  tail -n1 "$work/t" >> "$work/lint"
done
floor_s=$(cut -d' ' -f1 "$work/floor" | median); lint_s=$(cut -d' ' -f1 "$work/lint" | median)
floor_mb=$(( $(cut -d' ' -f2 "$work/floor" | median) / 1024 )); lint_mb=$(( $(cut -d' ' -f2 "$work/lint" | median) / 1024 ))
printf '%-34s %8s %8s\n' "median of $runs, one core" "s" "peak MB"
printf '%-34s %8s %8s\n' "floor: SwiftParser alone" "$floor_s" "$floor_mb"
printf '%-34s %8s %8s\n' "w3wlint check (Swift files)" "$lint_s" "$lint_mb"
awk -v a="$lint_s" -v b="$floor_s" 'BEGIN { printf "ratio w3wlint / floor: %.2fx\n", a / b }'
