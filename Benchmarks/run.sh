#!/usr/bin/env bash
# w3wlint's speed and memory against the libxml2 floor, release build, one command:
#   bash Benchmarks/run.sh            (needs xmllint: apt-get install -y libxml2-utils)
# Prints a table: wall and CPU seconds, peak memory, files per second (each the median of W3WLINT_BENCH_RUNS runs,
# default 3, after one warm-up run), and for XML workloads the ratio to `xmllint --noout` over the same files (same
# libxml2). Not run by `swift test`; figures go to Benchmarks/RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v xmllint >/dev/null || { echo "xmllint is missing: apt-get install -y libxml2-utils"; exit 2; }
swift build -c release --product w3wlint >/dev/null
bin=$(swift build -c release --show-bin-path)/w3wlint
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
corpus=../shared/corpus

# Each command runs once untimed (so every tool finds the files in the page cache: a cold first run made the
# floor look up to five times slower than it is), then $runs times; the run with the median wall time is reported.
runs=${W3WLINT_BENCH_RUNS:-3}
measure() {  # label, files-count, command...
  local label=$1 files=$2; shift 2
  "$@" >/dev/null 2>&1 || true
  : > "$work/times"
  for _ in $(seq "$runs"); do
    # Wall time from the clock in nanoseconds (GNU time's %e has 10 ms steps, a fifth of the floor of (a));
    # CPU seconds and peak memory from GNU time, which puts "Command exited with non-zero status" first.
    local start end
    start=$(date +%s%N)
    /usr/bin/time -f "%U %S %M" -o "$work/time" "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    echo "$(awk -v n=$((end - start)) 'BEGIN { printf "%.4f", n / 1e9 }') $(tail -n 1 "$work/time")" >> "$work/times"
  done
  read -r wall user sys rss < <(sort -n "$work/times" | sed -n "$(( (runs + 1) / 2 ))p")
  awk -v l="$label" -v w="$wall" -v u="$user" -v s="$sys" -v r="$rss" -v n="$files" \
    'BEGIN { printf "%-44s %8.3f %8.3f %9.1f %10.0f\n", l, w, u + s, r / 1024, (w > 0 ? n / w : 0) }'
  echo "$wall $user $sys" > "$work/last"
}
ratio() {  # w3wlint-wall xmllint-wall label
  awk -v a="$1" -v b="$2" -v l="$3" 'BEGIN { printf "  %s: %.2fx the floor\n", l, a / b }'
}
wall() { cut -d' ' -f1 "$work/last"; }

printf "%-44s %8s %8s %9s %10s\n" "workload" "wall s" "cpu s" "peak MB" "files/s"
if [ -d "$corpus" ]; then
  find "$corpus" \( -name '*.svg' -o -name '*.xml' \) -type f | sort > "$work/xml.txt"
  n=$(wc -l < "$work/xml.txt")
  # The floor on one core, then w3wlint on that core with one job, then w3wlint with every core.
  measure "(a) corpus SVG+XML: xmllint --noout (floor)" "$n" taskset -c 0 xargs -a "$work/xml.txt" xmllint --noout
  floor=$(wall)
  measure "(a) corpus SVG+XML: w3wlint, one core" "$n" taskset -c 0 xargs -a "$work/xml.txt" "$bin" check --jobs 1
  ratio "$(wall)" "$floor" "(a) w3wlint on one core"
  measure "(a) corpus SVG+XML: w3wlint, $(nproc) cores" "$n" xargs -a "$work/xml.txt" "$bin" check
  ratio "$(wall)" "$floor" "(a) w3wlint on $(nproc) cores"
  # Where the time goes: the same run with every rule of the packs off (loading, the model and the report only),
  # and libxml2 alone reading the files into no tree (Benchmarks/sax_floor.c), which any checker on it pays.
  "$bin" rules | awk 'NR > 1 && $4 != "built-in" { print "  " $1 ": off" } BEGIN { print "rules:" }' > "$work/off.yml"
  measure "(a) w3wlint, one core, every rule off" "$n" \
    taskset -c 0 xargs -a "$work/xml.txt" "$bin" check --jobs 1 --config "$work/off.yml"
  ratio "$(wall)" "$floor" "(a) loading without rules"
  if command -v cc >/dev/null && pkg-config --exists libxml-2.0 \
    && cc -O2 Benchmarks/sax_floor.c $(pkg-config --cflags --libs libxml-2.0) -o "$work/sax_floor" 2>/dev/null; then
    measure "(a) libxml2 SAX parse, no tree (C)" "$n" taskset -c 0 xargs -a "$work/xml.txt" "$work/sax_floor"
    ratio "$(wall)" "$floor" "(a) libxml2 SAX alone"
  else
    echo "  skipping the SAX floor: it needs cc and pkg-config with libxml-2.0"
  fi
  tokens=$(find "$corpus"/tokens-* -type f \( -name '*.json' -o -name '*.yml' -o -name '*.yaml' -o -name '*.json5' \) | wc -l)
  measure "(b) corpus token sets" "$tokens" "$bin" check "$corpus"/tokens-*
  all=$(find "$corpus" -type f | wc -l)
  measure "(a+b) whole corpus" "$all" "$bin" check "$corpus"
else
  echo "skipping the corpus workloads: $corpus is absent"
fi

# The generated inputs are larger than the formats' own size limits (a note each): one limit for all reads them whole.
python3 Benchmarks/generate.py "$work/gen"
python3 Benchmarks/generate.py "$work/gen10" --scale 0.1
measure "(c) theme, 50,000 colours, 2,000 schemes" 1 "$bin" check "$work/gen/theme" --max-file-size 64M
t1=$(wall)
measure "    same at 1/10 the size" 1 "$bin" check "$work/gen10/theme" --max-file-size 64M
awk -v a="$t1" -v b="$(wall)" 'BEGIN { printf "  10x the input: %.1fx the time\n", a / b }'
measure "(c) one SVG, 100,000 elements: xmllint" 1 xmllint --noout "$work/gen/big/big.svg"
floor=$(wall)
measure "(c) one SVG, 100,000 elements: w3wlint" 1 "$bin" check "$work/gen/big" --max-file-size 64M
t1=$(wall); ratio "$t1" "$floor" "one big SVG"
# The CI formats: a report of 100,000 findings is written as it is made, not held whole.
measure "    same, --format sarif -o FILE" 1 "$bin" check "$work/gen/big" --max-file-size 64M --format sarif -o "$work/big.sarif"
measure "    same, --cache with no cache yet" 1 \
  bash -c 'rm -rf "$1/cache" && "$2" check "$1/gen/big" --cache --cache-location "$1/cache"' - "$work" "$bin"
# The other ways of running it on the same file: its fixes shown and made, and a baseline of every finding.
measure "    same, --fix --dry-run" 1 "$bin" check "$work/gen/big" --max-file-size 64M --fix --dry-run
measure "    same, --fix (on a fresh copy each run)" 1 \
  bash -c 'mkdir -p "$1/fix" && cp "$1/gen/big/big.svg" "$1/fix/" && "$2" check "$1/fix" --fix' - "$work" "$bin"
"$bin" check "$work/gen/big" --max-file-size 64M --write-baseline "$work/baseline.json" >/dev/null 2>&1
measure "    same, --baseline of all its findings" 1 "$bin" check "$work/gen/big" --max-file-size 64M --baseline "$work/baseline.json"
measure "    same at 1/10 the size" 1 "$bin" check "$work/gen10/big" --max-file-size 64M
awk -v a="$t1" -v b="$(wall)" 'BEGIN { printf "  10x the input: %.1fx the time\n", a / b }'
find "$work/gen/many" -name '*.svg' | sort > "$work/many.txt"
measure "(c) 20,000 small SVGs: xmllint" 20000 xargs -a "$work/many.txt" xmllint --noout
floor=$(wall)
measure "(c) 20,000 small SVGs: w3wlint" 20000 "$bin" check "$work/gen/many" --max-file-size 64M
t1=$(wall); ratio "$t1" "$floor" "many small SVGs"
measure "    same at 1/10 the count" 2000 "$bin" check "$work/gen10/many" --max-file-size 64M
awk -v a="$t1" -v b="$(wall)" 'BEGIN { printf "  10x the input: %.1fx the time\n", a / b }'

printf 'w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n' > "$work/one.w3wtheme.yaml"
echo "start-up, one small file (20 runs), then \`w3wlint --version\` (the process alone):"
hyperfine_bin=$(command -v hyperfine || true)
if [ -n "$hyperfine_bin" ]; then
  hyperfine --style basic --runs 20 --warmup 3 -i "$bin check $work/one.w3wtheme.yaml" 2>/dev/null | grep -E "Time|Range"
  hyperfine --style basic --runs 20 --warmup 3 -N "$bin --version" 2>/dev/null | grep -E "Time|Range"
else
  for _ in 1 2 3; do /usr/bin/time -f "  %e s" "$bin" check "$work/one.w3wtheme.yaml" >/dev/null || true; done
fi
