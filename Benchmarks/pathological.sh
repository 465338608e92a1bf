#!/usr/bin/env bash
# w3wlint on pathological but small inputs (Benchmarks/pathological.py describes each) at 1x, 10x and 100x their size:
# wall seconds and peak MB per size, the growth t(10x)/t(1x) and t(100x)/t(10x) (linear work shows about 10,
# quadratic about 100; at 1x start-up can dominate, so a small first ratio says little), and the ratio to a floor that
# only reads the same input: `xmllint --noout` for SVG (Python's XML parser when xmllint is missing), Python's
# json.load for tokens, `cat` for Swift, `find` for the folder of the glob cases.
#   bash Benchmarks/pathological.sh [W3WLINT]    (default: the release build's binary, if there is one; nothing is built)
# W3WLINT_BENCH_RUNS runs per size (default 1; the median is shown); W3WLINT_PATHOLOGICAL_SIZES (default "1 10 100");
# W3WLINT_PATHOLOGICAL_KINDS (default every kind); W3WLINT_BENCH_TIMEOUT seconds per w3wlint run (default 300).
# A run past the timeout shows `timeout`, and the larger sizes of that kind are not run. `exit` is w3wlint's status
# (1: it found errors; 2 or more: refused the input or crashed); under each kind, what its largest finished run said.
# Not run by `swift test`.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -ge 1 ]; then
  bin=$1
  case $bin in */*) ;; *) bin=$(command -v -- "$bin" || echo "$bin") ;; esac
else
  command -v swift >/dev/null || { echo "no w3wlint binary given and swift is not on PATH: bash $0 PATH/TO/w3wlint"; exit 2; }
  bin=$(swift build -c release --package-path "$here" --show-bin-path)/w3wlint
fi
[ -f "$bin" ] && [ -x "$bin" ] || {
  echo "no w3wlint binary at $bin: build one (swift build -c release --product w3wlint) or pass its path"; exit 2; }
bin=$(realpath -- "$bin")
runs=${W3WLINT_BENCH_RUNS:-1}
limit=${W3WLINT_BENCH_TIMEOUT:-300}
sizes=${W3WLINT_PATHOLOGICAL_SIZES:-1 10 100}
kinds=${W3WLINT_PATHOLOGICAL_KINDS:-alias-chain swift-preset-chain swift-metric-chain stacked-shapes scattered \
descendant-selector many-rules style-block glob glob-pattern one-line-rects swift-operator-chain regex-names use-fanout \
message-template swift-array swift-comment-hashes swift-comment-strings swift-call-chain yaml-directives json5-directives}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The command being timed runs in the background and is waited for, so that an interrupt stops it at once.
job=""
trap 'if [ -n "$job" ]; then kill -TERM "$job" 2>/dev/null || true; fi; exit 130' INT TERM
cd "$work"
xmlfloor=(python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])')
xmlname="python xml.etree"
if command -v xmllint >/dev/null; then xmlfloor=(xmllint --noout); xmlname="xmllint --noout"; fi
timer=()
[ -x /usr/bin/time ] && timer=(/usr/bin/time -f "%M" -o "$work/time")

# One command $runs times under `timeout`, its standard output to the file $1; sets `result` to "WALL-SECONDS PEAK-MB
# STATUS" of the run with the median wall time, or "timeout" (at the first run past the limit). Wall time from the
# clock in nanoseconds, peak memory from GNU time (which puts "Command exited with non-zero status" first; "-" when
# there is no /usr/bin/time). `timeout` is outermost: at the limit it stops GNU time and the command together.
measure() {
  local out=$1; shift
  : > "$work/times"
  for _ in $(seq "$runs"); do
    local start end status=0
    echo "-" > "$work/time"
    start=$(date +%s%N)
    timeout -k 10 "$limit" "${timer[@]}" "$@" >"$out" 2>"$work/err" &
    job=$!
    wait "$job" || status=$?
    job=""
    end=$(date +%s%N)
    if [ "$status" = 124 ] || [ "$status" = 137 ]; then result=timeout; return; fi
    echo "$((end - start)) $(tail -n 1 "$work/time") $status" >> "$work/times"
  done
  result=$(sort -n "$work/times" | sed -n "$(((runs + 1) / 2))p" |
    awk '{ printf "%.3f %s %d\n", $1 / 1e9, ($2 == "-" ? "-" : sprintf("%.1f", $2 / 1024)), $3 }')
}

echo "$("$bin" --version 2>&1 | head -n 1) ($bin), $runs run(s) a size, timeout ${limit} s, sizes: $sizes"
printf "%-20s %5s %10s %8s %5s %9s %8s\n" "kind" "size" "w3wlint s" "peak MB" "exit" "floor s" "x floor"
for kind in $kinds; do
  case $kind in
    alias-chain) floorname="python json.load" ;;
    json5-directives) floorname="cat > /dev/null" ;;
    regex-names|message-template|yaml-directives) floorname="python yaml.safe_load" ;;
    swift-*) floorname="cat > /dev/null" ;;
    glob*) floorname="find -type f" ;;
    *) floorname=$xmlname ;;
  esac
  walls=() said="" skip=""
  for size in $sizes; do
    if [ -n "$skip" ]; then
      printf "%-20s %5s %10s\n" "$kind" "${size}x" "not run"; walls+=(-); continue
    fi
    dir=$work/x$size/$kind
    python3 "$here/Benchmarks/pathological.py" "$work/x$size" --scale "$size" --kind "$kind"
    case $kind in
      alias-chain) measure /dev/null python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$dir/x.tokens.json" ;;
      json5-directives) measure /dev/null cat "$dir/x.tokens.json5" ;;
      regex-names|message-template|yaml-directives) measure /dev/null python3 -c 'import yaml, sys; yaml.safe_load(open(sys.argv[1]))' "$dir/x.w3wtheme.yaml" ;;
      swift-*) measure /dev/null cat "$dir/Presets.swift" ;;
      glob*) measure /dev/null find "$dir" -type f ;;
      *) measure /dev/null "${xmlfloor[@]}" "$dir/x.svg" ;;
    esac
    floor=${result%% *}
    measure "$work/out" "$bin" check "$dir"
    if [ "$result" = timeout ]; then
      printf "%-20s %5s %10s %8s %5s %9s %8s\n" "$kind" "${size}x" "timeout" "-" "-" "$floor" "-"
      walls+=(-) skip=1
    else
      read -r wall mb status <<< "$result"
      awk -v k="$kind" -v s="${size}x" -v w="$wall" -v m="$mb" -v x="$status" -v f="$floor" 'BEGIN {
        ok = f ~ /^[0-9.]+$/ && f > 0
        printf "%-20s %5s %10.3f %8s %5s %9s %8s\n", k, s, w, m, x, f, (ok ? sprintf("%.1f", w / f) : "-") }'
      walls+=("$wall")
      # What the largest run that finished reported: its summary line and findings per rule (or its error).
      said="w3wlint at ${size}x: $(tail -n 1 "$work/out" | grep . || echo "(no output)")$({ grep -oE '\[[a-z/-]+\]$' "$work/out" || true; } | sort | uniq -c |
        awk 'BEGIN { printf ";" } { printf " %s %d", substr($2, 2, length($2) - 2), $1 } END { if (NR == 0) printf " no findings" }')"
      if [ "$status" -gt 128 ]; then said="$said; killed by signal $((status - 128))"; fi
      if [ "$status" -ge 2 ]; then said="$said; exit $status: $(head -n 2 "$work/err" | tr '\n' ' ')"; fi
    fi
    rm -rf "$dir"
  done
  growth="" previous="" index=0
  for size in $sizes; do
    if [ -n "$previous" ]; then
      growth="$growth$(awk -v a="${walls[index - 1]}" -v b="${walls[index]}" -v p="$previous" -v s="$size" \
        'BEGIN { printf " t(%sx)/t(%sx) %s,", s, p, (a == "-" || b == "-" || a <= 0 ? "-" : sprintf("%.1f", b / a)) }')"
    fi
    previous=$size index=$((index + 1))
  done
  echo "  growth:${growth:- (one size),} floor: $floorname"
  if [ -n "$said" ]; then echo "  $said"; fi
done
