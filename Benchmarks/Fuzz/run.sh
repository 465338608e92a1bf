#!/usr/bin/env bash
# Builds the libFuzzer targets (with AddressSanitizer) and runs each for a fixed time, two at a time.
#   bash Benchmarks/Fuzz/run.sh [seconds per target, default 600] [targets…, default all seven]
# Each target starts from the committed seeds in Seeds/<format>/ and grows its corpus under .build/corpus/;
# a crash leaves its input in .build/crashes/ and the log in .build/logs/. A summary table is printed at the end.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzTheme FuzzSVG FuzzCSS FuzzTokens FuzzSelector FuzzGlob FuzzSwift)
parallel=${FUZZ_PARALLEL:-2}

seeds_of() {
  case "$1" in
    FuzzTheme) echo Seeds/theme ;; FuzzSVG) echo Seeds/svg ;; FuzzCSS) echo Seeds/css ;; FuzzTokens) echo Seeds/tokens ;; FuzzSelector) echo Seeds/selector ;; FuzzGlob) echo Seeds/glob ;; FuzzSwift) echo Seeds/swift ;;
    *) echo "unknown target $1" >&2; exit 2 ;;
  esac
}

echo "== building ${targets[*]} (release, -sanitize=fuzzer,address)"
for target in "${targets[@]}"; do
  swift build -c release --product "$target" -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
done
bin=$(swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --show-bin-path)
mkdir -p .build/corpus .build/crashes .build/logs

run_one() {
  local target=$1
  local corpus=.build/corpus/$target
  mkdir -p "$corpus"
  # Swift's runtime keeps metadata caches for the life of the process: LeakSanitizer would call them leaks.
  # -rss_limit_mb keeps a runaway input (a blow-up the loaders failed to refuse) from taking the machine.
  set +e
  ASAN_OPTIONS=detect_leaks=0 "$bin/$target" "$corpus" "$(seeds_of "$target")" \
    -max_total_time="$seconds" -max_len=16384 -timeout=20 -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix=".build/crashes/$target-" >".build/logs/$target.log" 2>&1
  echo $? >".build/logs/$target.status"
  set -e
}

running=0
for target in "${targets[@]}"; do
  echo "== fuzzing $target for ${seconds}s"
  run_one "$target" &
  running=$((running + 1))
  if [ "$running" -ge "$parallel" ]; then wait -n; running=$((running - 1)); fi
done
wait

printf '\n%-11s %8s %12s %9s %9s %s\n' target seconds executions 'exec/s' corpus result
failed=0
for target in "${targets[@]}"; do
  log=.build/logs/$target.log
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  units=$(ls ".build/corpus/$target" | wc -l)
  status=$(cat ".build/logs/$target.status")
  if [ "$status" = 0 ]; then result=ok; else result="CRASH (exit $status, see $log)"; failed=1; fi
  printf '%-11s %8s %12s %9s %9s %s\n' "$target" "$seconds" "$runs" "$rate" "$units" "$result"
done
exit $failed
