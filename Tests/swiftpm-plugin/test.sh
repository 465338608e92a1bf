#!/usr/bin/env bash
# Shows the SwiftPM plugins working in a throwaway package that depends on this checkout: the command plugin
# (`swift package plugin w3wlint check design` fails on a bad theme and passes once it is fixed), then the build-tool
# plugin (`swift build` of a target whose theme fails prints the finding at its file, line and column and fails).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/app/Sources/App" "$work/app/Sources/Styled" "$work/app/design"
cat > "$work/app/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(name: "App"),
        .target(name: "Styled", resources: [.copy("app.w3wtheme.yaml")],
                plugins: [.plugin(name: "W3WLintBuildToolPlugin", package: "$(basename "$root" | tr "A-Z" "a-z")")]),
    ]
)
SWIFT
echo 'print("app")' > "$work/app/Sources/App/main.swift"
echo 'public let styled = 1' > "$work/app/Sources/Styled/Styled.swift"
# Grey on white: 2.84:1, a contrast error at `grey` (line 8, column 19).
cat > "$work/app/Sources/Styled/app.w3wtheme.yaml" <<'YAML'
w3wtheme: 1
palette:
  grey: "#999999"
  white: "#FFFFFF"
schemes:
  cells:
    colors:
      foreground: grey
      background: white
YAML
cat > "$work/app/design/theme.w3wtheme.yaml" <<'YAML'
w3wtheme: 1
schemes:
  cells:
    styles:
      cornerRadius: 14
YAML
cd "$work/app"
start=$SECONDS
set +e
swift package plugin w3wlint check design --severity-threshold warning > "$work/bad.log" 2>&1
bad=$?
set -e
echo "first plugin use, compiling w3wlint and swift-syntax from source (debug): $((SECONDS - start)) s"
cat "$work/bad.log"
if [ "$bad" -eq 0 ]; then echo "FAIL: the plugin passed an off-preset radius"; exit 1; fi
grep -q "design/theme.w3wtheme.yaml:5:21: warning: cornerRadius 14 in scheme cells is not a preset" "$work/bad.log" \
  || { echo "FAIL: the plugin's output lacks the finding"; exit 1; }
sed -i 's/cornerRadius: 14/cornerRadius: 16/' design/theme.w3wtheme.yaml
swift package plugin w3wlint check design --severity-threshold warning

# The build-tool plugin (w3wlint is built already, by the command plugin above).
start=$SECONDS
set +e
swift build --target Styled > "$work/build.log" 2>&1
built=$?
set -e
echo "swift build with the build-tool plugin (w3wlint from source, built above): $((SECONDS - start)) s"
cat "$work/build.log"
if [ "$built" -eq 0 ]; then echo "FAIL: swift build passed a theme with a contrast error"; exit 1; fi
grep -q "$work/app/Sources/Styled/app.w3wtheme.yaml:8:19: error: foreground #999999 on background #FFFFFF is 2.84:1" "$work/build.log" \
  || { echo "FAIL: swift build does not print the finding at its absolute path, line and column"; exit 1; }
sed -i 's/grey: "#999999"/grey: "#595959"/' Sources/Styled/app.w3wtheme.yaml
start=$SECONDS
swift build --target Styled > "$work/build2.log" 2>&1 || { cat "$work/build2.log"; echo "FAIL: the fixed theme does not build"; exit 1; }
echo "swift build after the fix (w3wlint already built): $((SECONDS - start)) s"
echo "swiftpm plugins: 4 passed, 0 failed"
