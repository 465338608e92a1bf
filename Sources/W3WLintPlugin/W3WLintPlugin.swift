import Foundation
import PackagePlugin

/// `swift package plugin w3wlint check design/` in a package that depends on w3wlint: runs the w3wlint executable
/// (built by SwiftPM) in the package's folder with the given arguments.
@main
struct W3WLintPlugin: CommandPlugin {
    struct Failed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "w3wlint exited with status \(status)" }
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "w3wlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["check", "."] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(status: process.terminationStatus) }
    }
}
