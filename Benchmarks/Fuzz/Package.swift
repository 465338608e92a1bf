// swift-tools-version:6.0
// libFuzzer targets for w3wlint's loaders. A package of its own, so the root package's `swift build` and `swift test`
// never build them; `run.sh` builds them with `-sanitize=fuzzer,address` and runs each for a fixed time.
import PackageDescription

let package = Package(
    name: "w3wlint-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "w3wlint", path: "../..")],
    targets: [.target(name: "FuzzSupport")] + ["FuzzTheme", "FuzzSVG", "FuzzCSS", "FuzzTokens", "FuzzSelector", "FuzzGlob", "FuzzSwift"].map { name in
        .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: "W3WLintKit", package: "w3wlint")])
    }
)
