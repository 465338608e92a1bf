#!/usr/bin/env bash
# The GitHub Action (action.yml) as a workflow runs it: Tests/action/run_action.py runs its steps' `run:` scripts in
# order, as the runner does (each `if:` evaluated, `env:` expanded, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY per step,
# bash -eo pipefail in the workspace), with the release tarball that scripts/release.sh put in dist/ (W3WLINT_DIST
# names another folder) served over `python3 -m http.server` on localhost as the action's `release-url`. Steps that use
# another action (actions/cache, the code-scanning upload) are not run; their expanded inputs are checked.
# Runs: a first download (checked against the .sha256, then `check` on Samples/w3w: exit-code 1, a SARIF log), a cache
# hit (only the .sha256 is fetched), a stale cache entry (downloaded again), and a corrupted .sha256 (refused: the step
# fails, nothing runs); a `swift` on PATH that records its calls shows none of them compiles anything. Last, the
# fallback `build-from-source: "true"` is shown to take the old path (that recording `swift` stands in for the build).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dist=${W3WLINT_DIST:-$root/dist}
work=$(mktemp -d)
server=
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
passed=0
source "$root/Tests/Tools/expect.sh"
pass() { passed=$((passed + 1)); echo "ok: $*"; }

case "$(uname -s)" in
  Linux) platform="linux-$(uname -m)"; runner_os=Linux ;;
  Darwin) platform=macos; runner_os=macOS ;;
  *) fail "no release platform for $(uname -s)" ;;
esac
case "$(uname -m)" in x86_64 | amd64) runner_arch=X64 ;; aarch64 | arm64) runner_arch=ARM64 ;; *) runner_arch=$(uname -m) ;; esac
tarball=$(ls "$dist"/w3wlint-*-"$platform".tar.gz 2>/dev/null | head -1 || true)
[ -n "$tarball" ] || fail "no w3wlint-<version>-$platform.tar.gz in $dist (scripts/release.sh makes it)"
[ -f "$tarball.sha256" ] || fail "no $(basename "$tarball").sha256 in $dist"
name=$(basename "$tarball" .tar.gz)
version=${name#w3wlint-}
version=${version%-"$platform"}
echo "release under test: $name ($dist)"

# The action's default version is the release the README installs (a literal: the source's version is `-dev`).
default_version=$(python3 - "$root/action.yml" <<'PY'
import sys
try:
    import yaml; action = yaml.safe_load(open(sys.argv[1]))
except ImportError:
    from ruamel.yaml import YAML; action = YAML(typ="safe").load(open(sys.argv[1]))
print(action["inputs"]["version"]["default"])
PY
)
readme_version=$(sed -n 's/^  v=\([0-9][^;]*\);.*/\1/p' "$root/README.md" | head -1)
[ -n "$readme_version" ] && [ "$default_version" = "$readme_version" ] \
  || fail "the action's default version is \"$default_version\", the README installs \"$readme_version\""
pass "the default version $default_version is the README's"

# The release as GitHub serves it (<release-url>/v<version>/<file>), and a copy whose .sha256 is corrupted: one hex
# digit changed, so it is still a well-formed checksum line, of another file.
www="$work/www"
mkdir -p "$www/good/v$version" "$www/corrupt/v$version"
cp "$tarball" "$tarball.sha256" "$www/good/v$version/"
cp "$tarball" "$www/corrupt/v$version/"
python3 - "$tarball.sha256" "$www/corrupt/v$version/$name.tar.gz.sha256" <<'PY'
import sys
line = open(sys.argv[1]).read()
open(sys.argv[2], "w").write(("0" if line[0] != "0" else "1") + line[1:])
PY
python3 -u -m http.server --bind 127.0.0.1 --directory "$www" 0 > "$work/server.log" 2>&1 &
server=$!
port=
for _ in $(seq 100); do
  port=$(sed -n 's/^Serving HTTP on .* port \([0-9]*\) .*/\1/p' "$work/server.log" | head -1)
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { cat "$work/server.log"; fail "the local release server did not start"; }

# A checkout (the workspace) with the samples, and a `swift` that records any call.
workspace="$work/workspace"
mkdir -p "$workspace/Samples" "$work/shim"
cp -R "$root/Samples/w3w" "$workspace/Samples/w3w"
printf '#!/bin/sh\necho "swift $*" >> "%s/swift-calls"\nexit 127\n' "$work" > "$work/shim/swift"
chmod +x "$work/shim/swift"

# run_action SCENARIO RELEASE [run_action.py options]: the action with paths Samples/w3w; its results in $work/SCENARIO.
run_action() {
  local scenario=$1 release=$2
  shift 2
  mkdir -p "$work/$scenario/temp" "$work/$scenario/tool-cache"
  wc -l < "$work/server.log" > "$work/$scenario/server-start"
  echo "---- $scenario"
  env PATH="$work/shim:$PATH" RUNNER_OS="$runner_os" RUNNER_ARCH="$runner_arch" RUNNER_TEMP="$work/$scenario/temp" \
    RUNNER_TOOL_CACHE="$work/$scenario/tool-cache" GITHUB_ACTION_PATH="$root" GITHUB_ACTION_REF="" \
    GITHUB_WORKSPACE="$workspace" GITHUB_ACTIONS=true CI=true GITHUB_SERVER_URL=https://github.com \
    GITHUB_REPOSITORY=example/app GITHUB_SHA=0123456789abcdef0123456789abcdef01234567 \
    python3 "$root/Tests/action/run_action.py" "$root/action.yml" "$work/$scenario/results" \
    --watch "$work/$scenario/temp/w3wlint.sarif" \
    --input paths=Samples/w3w --input version="$version" --input release-url="http://127.0.0.1:$port/$release" "$@"
}
result() { sed -n "s/^$(printf '%s' "$2" | sed 's/[][\.*^$/]/\\&/g')=//p" "$work/$1/results" | head -1; }
expect() {  # SCENARIO KEY VALUE
  local actual
  actual=$(result "$1" "$2")
  [ "$actual" = "$3" ] || { cat "$work/$1/results"; fail "$1: $2 is \"$actual\", expected \"$3\""; }
}
requests() { tail -n +"$(($(cat "$work/$1/server-start") + 1))" "$work/server.log" | grep -o '"GET [^ ]*' | sed 's/^"GET //' || true; }
step_log() { cat "$(result "$1" "step[$2].log")"; }
downloads() { echo "$work/$1/temp/w3wlint-downloads"; }
key="w3wlint-release-$runner_os-$runner_arch-$version"
save="step[Save the w3wlint release to the cache]"

# What every run that got the binary shows: it ran the release's binary on Samples/w3w, exit code 1, a SARIF log,
# annotations and a job summary, the upload given that log, and the job failed by the last step with w3wlint's code.
check_run() {
  local scenario=$1 temp="$work/$1/temp"
  expect "$scenario" "step[download].result" success
  expect "$scenario" "step[download].output.binary" "$temp/w3wlint-$version/$name/bin/w3wlint"
  expect "$scenario" "step[restore].with.path" "$(downloads "$scenario")"
  expect "$scenario" "step[restore].with.key" "$key"
  expect "$scenario" "step[Cache the w3wlint build].result" skipped
  expect "$scenario" "step[build].result" skipped
  cmp -s "$tarball" "$(downloads "$scenario")/$name.tar.gz" || fail "$scenario: the tarball in the cached folder is not the release's"
  expect "$scenario" "step[check].result" success
  expect "$scenario" "step[check].output.exit-code" 1
  expect "$scenario" "output.exit-code" 1
  expect "$scenario" "output.sarif-file" "$temp/w3wlint.sarif"
  python3 - "$temp/w3wlint.sarif" "$version" <<'PY' || fail "$scenario: the SARIF log"
import json, sys
log = json.load(open(sys.argv[1]))
run = log["runs"][0]
assert log["version"] == "2.1.0", log["version"]
assert run["tool"]["driver"]["name"] == "w3wlint" and run["tool"]["driver"]["version"] == sys.argv[2], run["tool"]["driver"]
assert any(r["level"] == "error" for r in run["results"]), "no error in the SARIF log"
PY
  step_log "$scenario" check | grep -q '^::error file=Samples/w3w/' || fail "$scenario: the Check step wrote no annotations"
  grep -q '^## w3wlint: ' "$temp/job-summary.md" || fail "$scenario: no job summary"
  expect "$scenario" "step[Upload to code scanning].result" not-run-uses
  expect "$scenario" "step[Upload to code scanning].with.sarif_file" "$temp/w3wlint.sarif"
  expect "$scenario" "step[Fail by w3wlint's exit code].exit" 1
  expect "$scenario" conclusion failure
}

# 1. First run: no cache. The .sha256 and the tarball are downloaded, verified, saved to the cache right away.
run_action fresh good
check_run fresh
step_log fresh download | grep -q "downloaded from http://127.0.0.1:$port/good/v$version, SHA-256 verified" \
  || fail "fresh: the download step does not say it verified the checksum"
requests fresh | grep -qx "/good/v$version/$name.tar.gz.sha256" || fail "fresh: the .sha256 was not fetched"
requests fresh | grep -qx "/good/v$version/$name.tar.gz" || fail "fresh: the tarball was not fetched"
expect fresh "$save.result" not-run-uses
expect fresh "$save.with.path" "$(downloads fresh)"
expect fresh "$save.with.key" "$key"
first_fresh=$(result fresh first-result-seconds)
[ -n "$first_fresh" ] || fail "fresh: no SARIF log was written"
pass "first run: downloaded, checksum verified, exit-code=1 on Samples/w3w, SARIF log written, cache saved"

# 2. Cache hit: actions/cache/restore put the tarball back; only the .sha256 is fetched to check it, nothing saved.
mkdir -p "$(downloads cached)"
cp "$(downloads fresh)/$name.tar.gz" "$(downloads cached)/"
run_action cached good --outputs restore.cache-hit=true
check_run cached
step_log cached download | grep -q "cached tarball, SHA-256 verified" || fail "cached: the download step did not use the cache"
requests cached | grep -qx "/good/v$version/$name.tar.gz.sha256" || fail "cached: the .sha256 was not fetched"
if requests cached | grep -qx "/good/v$version/$name.tar.gz"; then fail "cached: the tarball was downloaded again"; fi
expect cached "$save.result" skipped
first_cached=$(result cached first-result-seconds)
pass "cache hit: the cached tarball verified against the release's .sha256, not downloaded again"

# 3. A stale or damaged cache entry is not run: it is downloaded again.
mkdir -p "$(downloads stale)"
echo "not the release" > "$(downloads stale)/$name.tar.gz"
run_action stale good --outputs restore.cache-hit=true
check_run stale
step_log stale download | grep -q "the cached tarball does not match the release's SHA-256; downloading it again" \
  || fail "stale: the download step did not say the cache was stale"
requests stale | grep -qx "/good/v$version/$name.tar.gz" || fail "stale: the tarball was not downloaded again"
pass "stale cache entry: downloaded again and verified"

# 4. A corrupted .sha256: the step fails with a clear message, and nothing is unpacked, run, cached or uploaded.
run_action corrupt corrupt
expect corrupt "step[download].result" failure
step_log corrupt download | grep -q "^::error title=w3wlint download::w3wlint: checksum mismatch: $name.tar.gz from http://127.0.0.1:$port/corrupt/v$version has SHA-256 [0-9a-f]\{64\}, but $name.tar.gz.sha256 says [0-9a-f]\{64\}; refusing to run it$" \
  || { step_log corrupt download; fail "corrupt: no clear checksum-mismatch error"; }
expect corrupt "$save.result" skipped
expect corrupt "step[check].result" skipped
expect corrupt "step[Upload to code scanning].result" skipped
expect corrupt "step[Fail by w3wlint's exit code].result" skipped
expect corrupt "output.exit-code" ""
expect corrupt conclusion failure
[ ! -e "$work/corrupt/temp/w3wlint.sarif" ] || fail "corrupt: w3wlint ran"
[ ! -e "$work/corrupt/temp/w3wlint-$version" ] || fail "corrupt: the unverified tarball was unpacked"
[ -z "$(ls -A "$(downloads corrupt)")" ] || { ls -la "$(downloads corrupt)"; fail "corrupt: the unverified tarball was left where the cache saves from"; }
pass "corrupted .sha256: the download step fails (checksum mismatch, refusing to run it); nothing ran"

[ ! -e "$work/swift-calls" ] || { cat "$work/swift-calls"; fail "the action called swift"; }
pass "no swift was called"

# 5. build-from-source: "true" takes the old path: the build cache and `swift build` at the action's ref, no download.
# The recording `swift` fails (nothing is compiled here), so the job stops at the build step.
run_action source good --input build-from-source=true
expect source "step[restore].result" skipped
expect source "step[download].result" skipped
expect source "$save.result" skipped
expect source "step[Cache the w3wlint build].result" not-run-uses
expect source "step[Cache the w3wlint build].with.path" "$root/.build"
expect source "step[build].result" failure
[ "$(cat "$work/swift-calls" 2>/dev/null)" = "swift build -c release --product w3wlint --package-path $root" ] \
  || fail "source: the build step did not run swift build at the action's path"
expect source "step[check].result" skipped
[ -z "$(requests source)" ] || fail "source: something was downloaded"
pass "build-from-source: the build cache and swift build, nothing downloaded"

echo "time to first result (the first step's start to the SARIF log): $first_fresh s with the release binary, first run (download and verify); $first_cached s on a cache hit"
echo "  # compare: the action's old path, building w3wlint from source (swift build -c release, now build-from-source: \"true\"),"
echo "  # took 532 s on 2 cores before the first result; here the release is served from localhost (on GitHub, add its download)"
echo "the GitHub Action: $passed passed, 0 failed"
