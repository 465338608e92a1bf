#!/usr/bin/env bash
# Shows the SwiftPM plugins working in a throwaway package that depends on this checkout: the command plugin
# (`swift package plugin w3wlint check design` fails on a bad theme and passes once it is fixed), then the build-tool
# plugin (`swift build` of a target whose theme fails prints the finding at its file, line and column and fails).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
source "$root/Tests/Tools/expect.sh"
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
fails_with "$work/bad.log" "design/theme.w3wtheme.yaml:5:21: warning: cornerRadius 14 in scheme cells is not a preset" \
  "the command plugin's first use on an off-preset radius, compiling w3wlint and swift-syntax from source (debug)" \
  swift package plugin w3wlint check design --severity-threshold warning
sed -i 's/cornerRadius: 14/cornerRadius: 16/' design/theme.w3wtheme.yaml
swift package plugin w3wlint check design --severity-threshold warning

# The build-tool plugin (w3wlint is built already, by the command plugin above).
# The finding at its absolute path, line and column.
fails_with "$work/build.log" "$work/app/Sources/Styled/app.w3wtheme.yaml:8:19: error: foreground #999999 on background #FFFFFF is 2.84:1" \
  "swift build with the build-tool plugin on a contrast error (w3wlint from source, built above)" \
  swift build --target Styled
sed -i 's/grey: "#999999"/grey: "#595959"/' Sources/Styled/app.w3wtheme.yaml
start=$SECONDS
swift build --target Styled > "$work/build2.log" 2>&1 || { cat "$work/build2.log"; fail "the fixed theme does not build"; }
echo "swift build after the fix (w3wlint already built): $((SECONDS - start)) s"
echo "swiftpm plugins: 4 passed, 0 failed"
