import Foundation

/// In a build without the `SwiftSources` trait (no swift-syntax): takes the `*.swift` files the Swift source reader
/// would read and reads nothing from them, so that they are counted and the run can say they were not read.
public struct SwiftSourcesNotReadLoader: Loader {
    public init() {}

    public var formatName: String { "Swift sources (not read by this build)" }
    public var filePatterns: [String] { ["*.swift"] }

    public func canLoad(path: String) -> Bool {
        path.hasSuffix(".swift") && PathText.lastComponents(of: path, count: 1).first != "Package.swift"
    }

    public func load(contents: Data, file: String) -> LoadResult { LoadResult() }
}
