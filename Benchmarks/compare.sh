#!/usr/bin/env bash
# Two w3wlint builds on the same workloads, runs interleaved (old, new, old, new, …) so that the drift of a shared
# machine falls on both alike; prints the median wall seconds and peak MB of each and the ratio new/old.
#   bash Benchmarks/compare.sh OLD_BINARY NEW_BINARY [RUNS]     (RUNS default 5; needs ../shared/corpus)
# Build an old binary with: git worktree add /tmp/old REV && (cd /tmp/old && swift build -c release)
set -euo pipefail
cd "$(dirname "$0")/.."
old=$(realpath "$1") new=$(realpath "$2") runs=${3:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
corpus=../shared/corpus
python3 Benchmarks/generate.py "$work/gen" >/dev/null
find "$corpus" \( -name '*.svg' -o -name '*.xml' \) -type f | sort > "$work/xml.txt"
printf 'w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n' > "$work/one.w3wtheme.yaml"

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
compare() {  # label, command with BIN for the binary
  local label=$1 command=$2
  : > "$work/old" ; : > "$work/new"
  for binary in "$old" "$new"; do bash -c "${command//BIN/$binary}" >/dev/null 2>&1 || true; done  # warm the cache
  for _ in $(seq "$runs"); do
    for side in old new; do
      local binary=$old; [ "$side" = new ] && binary=$new
      /usr/bin/time -f "%e %M" -o "$work/time" bash -c "${command//BIN/$binary}" >/dev/null 2>&1 || true
      tail -n 1 "$work/time" >> "$work/$side"
    done
  done
  local old_wall new_wall old_mb new_mb
  old_wall=$(cut -d' ' -f1 "$work/old" | median); new_wall=$(cut -d' ' -f1 "$work/new" | median)
  old_mb=$(cut -d' ' -f2 "$work/old" | median); new_mb=$(cut -d' ' -f2 "$work/new" | median)
  awk -v l="$label" -v a="$old_wall" -v b="$new_wall" -v c="$old_mb" -v d="$new_mb" \
    'BEGIN { printf "%-36s %8.3f %8.3f %7.2fx %9.1f %9.1f\n", l, a, b, (a > 0 ? b / a : 0), c / 1024, d / 1024 }'
}

printf "%-36s %8s %8s %8s %9s %9s\n" "workload (median of $runs)" "old s" "new s" "new/old" "old MB" "new MB"
compare "(a) corpus SVG+XML, one core" "taskset -c 0 xargs -a $work/xml.txt BIN check --jobs 1"
compare "(a) corpus SVG+XML, all cores" "xargs -a $work/xml.txt BIN check"
compare "(b) corpus token sets" "BIN check $corpus/tokens-*"
compare "(c) theme, 50,000 colours" "BIN check $work/gen/theme --max-file-size 64M"
compare "(c) one SVG, 100,000 elements" "BIN check $work/gen/big --max-file-size 64M"
compare "(c) 20,000 small SVGs" "BIN check $work/gen/many --max-file-size 64M"
if command -v hyperfine >/dev/null; then
  echo "start-up, one small theme (hyperfine, 40 runs each):"
  hyperfine --style basic --runs 40 --warmup 5 -i "$old check $work/one.w3wtheme.yaml" "$new check $work/one.w3wtheme.yaml" \
    2>/dev/null | grep -E "Time|±"
else
  compare "start-up, one small theme" "BIN check $work/one.w3wtheme.yaml"
fi
