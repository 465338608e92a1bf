// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "w3wlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "w3wlint", targets: ["w3wlint"]),
        .library(name: "W3WLintKit", targets: ["W3WLintKit"]),
        .plugin(name: "W3WLintPlugin", targets: ["W3WLintPlugin"]),
        .plugin(name: "W3WLintBuildToolPlugin", targets: ["W3WLintBuildToolPlugin"]),
    ],
    traits: [
        // Reading Swift design code links swift-syntax, most of a clean build (README, "Install"):
        // `swift build --disable-default-traits` builds w3wlint without it.
        .trait(name: "SwiftSources", description: "Read Swift design code (*.swift) with swift-syntax"),
        .default(enabledTraits: ["SwiftSources"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Parses Swift theme sources; only SwiftParser and SwiftSyntax are linked.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // libxml2 through pkg-config; the module is not called `libxml2` because that name clashes with Apple SDKs.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "W3WLintKit",
            dependencies: [
                "CLibXML2",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["SwiftSources"])),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["SwiftSources"])),
            ]
        ),
        .executableTarget(
            name: "w3wlint",
            dependencies: [
                "W3WLintKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The floor w3wlint's Swift reading is measured against: SwiftParser alone (Benchmarks/swift.sh).
        .executableTarget(
            name: "SwiftParseFloor",
            dependencies: [.product(name: "SwiftParser", package: "swift-syntax")],
            path: "Benchmarks/SwiftParseFloor"
        ),
        // Shows the public Swift API: a team's own linter with an extra compiled rule kind (only public API used).
        // `swift package plugin w3wlint check design/` in a package that depends on w3wlint.
        .plugin(
            name: "W3WLintPlugin",
            capability: .command(intent: .custom(verb: "w3wlint", description: "Lint design files with w3wlint")),
            dependencies: ["w3wlint"],
            path: "Sources/W3WLintPlugin"
        ),
        // Checks a target's design files on each build (Xcode and SwiftPM), as SwiftLint's build-tool plugin does.
        .plugin(
            name: "W3WLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["w3wlint"],
            path: "Sources/W3WLintBuildToolPlugin"
        ),
        .testTarget(
            name: "CustomRuleExampleTests",
            dependencies: ["W3WLintKit"]
        ),
        // The command line itself (the executable target, tested in process).
        .testTarget(
            name: "W3WLintCLITests",
            dependencies: [
                "w3wlint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "W3WLintKitTests",
            dependencies: ["W3WLintKit"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
