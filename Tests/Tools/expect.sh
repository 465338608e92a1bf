# Sourced by the shell tests (Tests/*/test.sh): how a test fails, and a run that must fail with a given line.

# fail MESSAGE: says what failed and stops the test.
fail() { echo "FAIL: $*"; exit 1; }

# fails_with LOG PATTERN WHAT COMMAND...: runs COMMAND with its output in LOG, prints the output and how long WHAT
# took; COMMAND must exit non-zero and print a line matching PATTERN (grep's basic syntax), else the test fails.
fails_with() {
  local log=$1 pattern=$2 what=$3 status=0 start=$SECONDS
  shift 3
  "$@" > "$log" 2>&1 || status=$?
  cat "$log"
  echo "$what: $((SECONDS - start)) s"
  [ "$status" -ne 0 ] || fail "$what: exit 0, where it must fail"
  grep -q -- "$pattern" "$log" || fail "$what: no line matches '$pattern'"
}
