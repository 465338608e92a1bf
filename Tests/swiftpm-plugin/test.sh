#!/usr/bin/env bash
# Shows the SwiftPM command plugin working: a throwaway package that depends on this checkout runs
# `swift package plugin w3wlint check design`, which fails on a bad theme and passes once it is fixed.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/app/Sources/App" "$work/app/design"
cat > "$work/app/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [.package(path: "$root")],
    targets: [.executableTarget(name: "App")]
)
SWIFT
echo 'print("app")' > "$work/app/Sources/App/main.swift"
cat > "$work/app/design/theme.w3wtheme.yaml" <<'YAML'
w3wtheme: 1
schemes:
  cells:
    styles:
      cornerRadius: 14
YAML
cd "$work/app"
set +e
swift package plugin w3wlint check design --severity-threshold warning > "$work/bad.log" 2>&1
bad=$?
set -e
cat "$work/bad.log"
if [ "$bad" -eq 0 ]; then echo "FAIL: the plugin passed an off-preset radius"; exit 1; fi
grep -q "design/theme.w3wtheme.yaml:5:21: warning: cornerRadius 14 in scheme cells is not a preset" "$work/bad.log" \
  || { echo "FAIL: the plugin's output lacks the finding"; exit 1; }
sed -i 's/cornerRadius: 14/cornerRadius: 16/' design/theme.w3wtheme.yaml
swift package plugin w3wlint check design --severity-threshold warning
echo "swiftpm plugin: 2 passed, 0 failed"
