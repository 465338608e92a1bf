#!/usr/bin/env bash
# Builds w3wlint's release artefacts into dist/ from the committed tree (uncommitted changes are not in a release):
#   w3wlint-<version>-<platform>.tar.gz (+ .sha256)   bin/w3wlint, share/man/man1/w3wlint.1, LICENSE, README.md, docs/; on Linux the Swift
#                                                     standard library is linked in: only libxml2 must be installed
#   w3wlint-<version>.artifactbundle.zip (+ .sha256)  a SwiftPM artifact bundle (info.json, schema 1.0)
#   W3WLintPlugins/                                   the SwiftPM package of the command plugin that runs that bundle
# Usage: scripts/release.sh [VERSION]
# The version is VERSION, else the release tag (GITHUB_REF_NAME `v1.2.3`, or a tag on HEAD), else the source's own
# version with `-dev`. DOWNLOAD_URL is where the release's files will be (default: the GitHub release of the tag).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

version=${1:-}
if [ -z "$version" ] && [[ "${GITHUB_REF_NAME:-}" == v* ]]; then version=${GITHUB_REF_NAME#v}; fi
if [ -z "$version" ]; then version=$(git describe --tags --exact-match 2>/dev/null | sed 's/^v//' || true); fi
if [ -z "$version" ]; then
  version=$(sed -n 's/^public let w3wlintVersion = "\(.*\)"$/\1/p' Sources/W3WLintKit/Engine/Version.swift)
fi
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]]; then
  echo "release.sh: \"$version\" is not a version (1.2.3 or 1.2.3-beta.1)" >&2
  exit 2
fi
# A release (a version without `-dev`) ships an Action that downloads it and docs that install it: all must say so.
if [[ "$version" != *-dev ]]; then
  for file in action.yml README.md docs/ci.md; do
    grep -q "$version" "$file" || { echo "release.sh: $file does not name $version (the Action's default version, the install lines)" >&2; exit 2; }
  done
fi
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "release.sh: note: uncommitted changes are not in the release (it is built from HEAD)" >&2
fi

case "$(uname -s)" in
  Linux) platform="linux-$(uname -m)"; build_flags=(--static-swift-stdlib) ;;
  Darwin) platform="macos"; build_flags=(--arch arm64 --arch x86_64) ;;
  *) echo "release.sh: no release build for $(uname -s)" >&2; exit 2 ;;
esac
name="w3wlint-$version-$platform"
download_url=${DOWNLOAD_URL:-https://github.com/w3wlint/w3wlint/releases/download/v$version}

# The committed tree, with the release's version written in; built in a fixed folder so that a second run is incremental.
source_dir="$root/.build/release-source"
rm -rf "$source_dir"
mkdir -p "$source_dir"
git archive HEAD | tar -x -C "$source_dir"
cat > "$source_dir/Sources/W3WLintKit/Engine/Version.swift" <<SWIFT
/// The version w3wlint reports (\`--version\`, SARIF \`tool.driver.version\`), set by scripts/release.sh.
public let w3wlintVersion = "$version"
SWIFT
echo "== building w3wlint $version for $platform"
build=(swift build -c release --product w3wlint "${build_flags[@]}" --package-path "$source_dir" --scratch-path "$root/.build/release-build")
"${build[@]}"
binary="$("${build[@]}" --show-bin-path)/w3wlint"
built_version=$("$binary" --version)
if [ "$built_version" != "$version" ]; then echo "release.sh: the binary says $built_version, not $version" >&2; exit 1; fi

mkdir -p dist
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name/bin"
strip -o "$stage/$name/bin/w3wlint" "$binary" 2>/dev/null || cp "$binary" "$stage/$name/bin/w3wlint"
cp -R LICENSE README.md docs "$stage/$name/"
# The man page, made from the commands' own help by swift-argument-parser's generate-manual (a debug build is enough).
echo "== the man page"
swift package --package-path "$root" plugin generate-manual --configuration debug --date "$(git log -1 --format=%cs)" > /dev/null
mkdir -p "$stage/$name/share/man/man1"
cp "$root/.build/plugins/GenerateManual/outputs/w3wlint/w3wlint.1" "$stage/$name/share/man/man1/w3wlint.1"
# Reproducible archives: names sorted, times and owners fixed.
epoch=$(git log -1 --format=%ct)
tar --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner -C "$stage" -czf "dist/$name.tar.gz" "$name"
(cd dist && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")

bundle="$stage/w3wlint.artifactbundle"
mkdir -p "$bundle"
cp -R "$stage/$name" "$bundle/$name"
cp LICENSE "$bundle/"
python3 scripts/artifactbundle.py "$bundle" "$version"
zip_name="w3wlint-$version.artifactbundle.zip"
rm -f "dist/$zip_name"
(cd "$stage" && find w3wlint.artifactbundle -exec touch -d "@$epoch" {} + && find w3wlint.artifactbundle | LC_ALL=C sort \
  | zip -q -X -@ "$root/dist/$zip_name")
checksum=$(sha256sum "dist/$zip_name" | cut -d' ' -f1)
echo "$checksum  $zip_name" > "dist/$zip_name.sha256"

# The plugin package teams add instead of this one (no swift-syntax to compile), as SwiftLintPlugins is for SwiftLint.
plugins="dist/W3WLintPlugins"
rm -rf "$plugins"
mkdir -p "$plugins/Plugins/W3WLintPlugin" "$plugins/Plugins/W3WLintBuildToolPlugin"
cp Sources/W3WLintPlugin/W3WLintPlugin.swift "$plugins/Plugins/W3WLintPlugin/"
cp Sources/W3WLintBuildToolPlugin/W3WLintBuildToolPlugin.swift "$plugins/Plugins/W3WLintBuildToolPlugin/"
cp LICENSE "$plugins/"
cat > "$plugins/Package.swift" <<SWIFT
// swift-tools-version:6.1
// w3wlint $version as a prebuilt binary: \`swift package plugin w3wlint check design/\` without building w3wlint.
import PackageDescription

let package = Package(
    name: "W3WLintPlugins",
    products: [
        .plugin(name: "W3WLintPlugin", targets: ["W3WLintPlugin"]),
        .plugin(name: "W3WLintBuildToolPlugin", targets: ["W3WLintBuildToolPlugin"]),
    ],
    targets: [
        .binaryTarget(
            name: "w3wlint",
            url: "$download_url/$zip_name",
            checksum: "$checksum"
        ),
        .plugin(
            name: "W3WLintPlugin",
            capability: .command(intent: .custom(verb: "w3wlint", description: "Lint design files with w3wlint")),
            dependencies: ["w3wlint"]
        ),
        .plugin(name: "W3WLintBuildToolPlugin", capability: .buildTool(), dependencies: ["w3wlint"]),
    ]
)
SWIFT
echo "== dist/"
ls -l dist
