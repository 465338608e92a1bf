#!/usr/bin/env bash
# Checks what scripts/release.sh put in dist/: the tarball's binary runs w3wlint on Samples/ in a clean folder with no
# Swift toolchain on PATH and says what the source build says; the checksums hold; the artifact bundle's info.json
# names this machine; and a throwaway package that uses W3WLintPlugins, pointed at the bundle by local path, runs the
# command plugin and the build-tool plugin without compiling w3wlint or swift-syntax.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dist="$root/dist"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tarball=$(ls "$dist"/w3wlint-*-linux-*.tar.gz | head -1)
name=$(basename "$tarball" .tar.gz)
version=$(echo "$name" | sed -E 's/^w3wlint-(.*)-linux-[^-]+$/\1/')
passed=0
source "$root/Tests/Tools/expect.sh"

(cd "$dist" && sha256sum -c "$name.tar.gz.sha256" && sha256sum -c "w3wlint-$version.artifactbundle.zip.sha256") \
  || fail "a checksum does not match"
passed=$((passed + 1))

# The binary alone: unpacked in an empty folder, run with a PATH that has no swift and an empty environment.
mkdir -p "$work/clean"
tar -xzf "$tarball" -C "$work/clean"
binary="$work/clean/$name/bin/w3wlint"
if ldd "$binary" | grep -Eq 'libswift|libFoundation|/swift/'; then ldd "$binary"; fail "the binary needs the Swift runtime"; fi
env -i PATH=/usr/bin:/bin sh -c 'command -v swift' >/dev/null && fail "swift is on the clean PATH"
cp -R "$root/Samples/w3w" "$work/clean/w3w"
set +e
(cd "$work/clean" && env -i PATH=/usr/bin:/bin HOME="$work/clean" "$binary" check w3w > "$work/tarball.txt" 2>&1)
status=$?
set -e
[ "$status" -eq 1 ] || { cat "$work/tarball.txt"; fail "expected exit 1 on Samples/w3w, got $status"; }
(cd "$work/clean" && "$root/.build/debug/w3wlint" check w3w > "$work/source.txt" 2>&1) || true
diff -u "$work/source.txt" "$work/tarball.txt" || fail "the tarball's binary reports differently from the source build"
[ "$(env -i "$binary" --version)" = "$version" ] || fail "--version is not $version"
man_page="$work/clean/$name/share/man/man1/w3wlint.1"
grep -q '^\.Dt W3WLINT 1' "$man_page" && grep -q 'stdin-filename' "$man_page" && grep -q '^\.It Em lsp' "$man_page" \
  || fail "the tarball has no man page with every subcommand and option (share/man/man1/w3wlint.1)"
passed=$((passed + 1))
echo "tarball: $(du -h "$tarball" | cut -f1) packed, $(du -h "$binary" | cut -f1) binary; $(grep -c '' "$work/tarball.txt") lines of findings as the source build"

# The artifact bundle names this machine's triple, and its path exists.
mkdir -p "$work/bundle"
(cd "$work/bundle" && unzip -q "$dist/w3wlint-$version.artifactbundle.zip")
python3 - "$work/bundle/w3wlint.artifactbundle" "$version" <<'PY' || fail "info.json"
import json, os, platform, sys
bundle, version = sys.argv[1], sys.argv[2]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["w3wlint"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
triple = f"{platform.machine()}-unknown-linux-gnu"
paths = [v["path"] for v in artifact["variants"] if triple in v["supportedTriples"]]
assert paths and os.access(os.path.join(bundle, paths[0]), os.X_OK), (triple, artifact["variants"])
PY
passed=$((passed + 1))

# The plugin package as released, but with the bundle by local path (the release's URL does not exist yet).
cp -R "$dist/W3WLintPlugins" "$work/W3WLintPlugins"
cp "$dist/w3wlint-$version.artifactbundle.zip" "$work/W3WLintPlugins/w3wlint.artifactbundle.zip"
python3 - "$work/W3WLintPlugins/Package.swift" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
text, count = re.subn(r'url: "[^"]*",\s*checksum: "[^"]*"', 'path: "w3wlint.artifactbundle.zip"', text)
assert count == 1, "no url/checksum pair in the plugin package"
open(path, "w").write(text)
PY
mkdir -p "$work/app/Sources/App" "$work/app/design"
cat > "$work/app/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [.package(path: "$work/W3WLintPlugins")],
    targets: [.executableTarget(name: "App")]
)
SWIFT
echo 'print("app")' > "$work/app/Sources/App/main.swift"
printf 'w3wtheme: 1\nschemes:\n  cells:\n    styles:\n      cornerRadius: 14\n' > "$work/app/design/theme.w3wtheme.yaml"
cd "$work/app"
fails_with "$work/plugin.log" "design/theme.w3wtheme.yaml:5:21: warning: cornerRadius 14 in scheme cells is not a preset" \
  "the command plugin from the artifact bundle on an off-preset radius" \
  swift package plugin w3wlint check design --severity-threshold warning
if find "$work/app/.build" -iname '*swiftsyntax*' -o -iname '*swiftparser*' | grep -q .; then fail "swift-syntax was built"; fi
if grep -q "Compiling" "$work/plugin.log" && grep -Eq "Compiling (W3WLintKit|SwiftSyntax|SwiftParser)" "$work/plugin.log"; then
  fail "w3wlint was compiled"
fi
passed=$((passed + 1))

# The build-tool plugin from W3WLintPlugins: `swift build` of a target whose theme fails prints the finding and
# fails, with the release's binary (no w3wlint or swift-syntax compiled).
mkdir -p "$work/styled/Sources/Styled"
cat > "$work/styled/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Styled",
    dependencies: [.package(path: "$work/W3WLintPlugins")],
    targets: [.target(name: "Styled", resources: [.copy("app.w3wtheme.yaml")],
                      plugins: [.plugin(name: "W3WLintBuildToolPlugin", package: "W3WLintPlugins")])]
)
SWIFT
echo 'public let styled = 1' > "$work/styled/Sources/Styled/Styled.swift"
printf 'w3wtheme: 1\npalette:\n  grey: "#999999"\n  white: "#FFFFFF"\nschemes:\n  cells:\n    colors:\n      foreground: grey\n      background: white\n' \
  > "$work/styled/Sources/Styled/app.w3wtheme.yaml"
cd "$work/styled"
# The finding at its absolute path, line and column.
fails_with "$work/build.log" "$work/styled/Sources/Styled/app.w3wtheme.yaml:8:19: error: foreground #999999 on background #FFFFFF is 2.84:1" \
  "swift build with the build-tool plugin (release artifact bundle) on a contrast error" \
  swift build
if find "$work/styled/.build" -iname '*swiftsyntax*' -o -iname '*swiftparser*' | grep -q .; then fail "swift-syntax was built"; fi
passed=$((passed + 1))
echo "release artefacts: $passed passed, 0 failed"
