#!/usr/bin/env bash
# w3wlint on the evaluation set: public design systems nobody tuned it on (systems.tsv), each at a pinned commit,
# scored against labels written by hand before any change for it (labels/<system>.tsv; ../shared/EVALUATING.md).
#   bash Benchmarks/realworld/run.sh [W3WLINT] [system…]    (default: the release build's binary; every system)
# Sources are git snapshots, never committed here: $W3WLINT_REALWORLD_MIRROR/<owner>+<name>/repo (a bare repository;
# default /work/.mirror, where the project's fetch tool puts them), or with W3WLINT_REALWORLD_CLONE=1 a clone from
# GitHub into the same place. A system whose commit is not at hand is skipped with a message.
# Per system, the folders are extracted into $W3WLINT_REALWORLD_OUT/<system>/src (default Benchmarks/realworld/.out,
# not committed), w3wlint runs there with default settings (report.json) and with the configuration `w3wlint init`
# writes (report-init.json, init.txt), and score.py prints per rule: findings, the judged ones as useful / noise /
# wrong (judgements/<system>.tsv), a seeded sample of unjudged ones, recall against the labels and what w3wlint says
# it did not evaluate. Not run by `swift test` or CI: CI has no snapshots.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ $# -ge 1 ] && [ -x "$1" ] && [ -f "$1" ]; then
  bin=$(realpath -- "$1"); shift
else
  bin=$(swift build -c release --package-path "$root" --show-bin-path 2>/dev/null)/w3wlint
fi
[ -x "$bin" ] || { echo "no w3wlint binary at $bin: build one (swift build -c release --product w3wlint) or pass its path"; exit 2; }
mirror=${W3WLINT_REALWORLD_MIRROR:-/work/.mirror}
out=${W3WLINT_REALWORLD_OUT:-$here/.out}
mkdir -p "$out"
wanted=("$@")
scored=()
while IFS=$'\t' read -r name repo commit kind folders; do
  case $name in ''|'#'*) continue ;; esac
  if [ ${#wanted[@]} -gt 0 ] && [[ ! " ${wanted[*]} " == *" $name "* ]]; then continue; fi
  git_dir="$mirror/${repo/\//+}/repo"
  if ! git --git-dir="$git_dir" cat-file -e "$commit^{commit}" 2>/dev/null; then
    if [ "${W3WLINT_REALWORLD_CLONE:-0}" = 1 ]; then
      mkdir -p "$(dirname "$git_dir")"
      [ -d "$git_dir" ] || git clone --quiet --bare --filter=blob:none "https://github.com/$repo.git" "$git_dir" || true
      git --git-dir="$git_dir" fetch --quiet origin "$commit" 2>/dev/null || true
    fi
    if ! git --git-dir="$git_dir" cat-file -e "$commit^{commit}" 2>/dev/null; then
      echo "== $name: skipped, $repo@${commit:0:12} is not at $git_dir (fetch it, or W3WLINT_REALWORLD_CLONE=1)"
      continue
    fi
  fi
  work="$out/$name"
  rm -rf "$work"; mkdir -p "$work/src"
  read -r -a paths <<<"$folders"
  # Each path on its own: a snapshot may lack blobs outside the folders read (large media), which a whole-tree
  # archive would stop at.
  for path in "${paths[@]}"; do
    if [ "$(git --git-dir="$git_dir" cat-file -t "$commit:$path" 2>/dev/null)" = tree ]; then
      if ! git --git-dir="$git_dir" archive --prefix="$path/" "$commit:$path" 2>/dev/null | tar -x -C "$work/src" 2>/dev/null; then
        # A blob inside the folder is absent (a large font or image): every present file, one at a time.
        git --git-dir="$git_dir" ls-tree -r -z "$commit:$path" | while IFS= read -r -d '' entry; do
          object=${entry#* blob }; object=${object%%$'\t'*}; file=${entry#*$'\t'}
          [[ $entry == *" blob "* ]] && git --git-dir="$git_dir" cat-file -e "$object" 2>/dev/null || continue
          mkdir -p "$work/src/$path/$(dirname "$file")"
          git --git-dir="$git_dir" cat-file blob "$object" >"$work/src/$path/$file"
        done
      fi
    else
      mkdir -p "$work/src/$(dirname "$path")"
      git --git-dir="$git_dir" show "$commit:$path" >"$work/src/$path"
    fi
  done
  (cd "$work/src" && "$bin" check --format json -o "$work/report.json" -- "${paths[@]}" >/dev/null 2>"$work/stderr.txt") || true
  # `w3wlint init` writes its configuration at the root of the extracted tree; the second run uses it.
  (cd "$work/src" && "$bin" init >"$work/init.txt" 2>&1 && cp .w3wlint.yml "$work/init.w3wlint.yml" \
    && "$bin" check --format json -o "$work/report-init.json" -- "${paths[@]}" >/dev/null 2>>"$work/stderr.txt"; rm -f .w3wlint.yml) || true
  scored+=("$name")
done <"$here/systems.tsv"
[ ${#scored[@]} -gt 0 ] || { echo "no system was run"; exit 0; }
python3 "$here/score.py" --out "$out" "${scored[@]}"
