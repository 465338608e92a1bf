import Foundation
import PackagePlugin

/// Checks a target's design files on every build that changes one of them, as SwiftLint's build-tool plugin checks
/// code: findings print as `/abs/path/app.w3wtheme.yaml:8:19: error: …`, which Xcode shows inline and SwiftPM prints,
/// and an error fails the build. Add it to a target:
///
///     .target(name: "App", plugins: [.plugin(name: "W3WLintBuildToolPlugin", package: "W3WLintPlugins")])
///
/// From `W3WLintPlugins` the tool is the release's artifact bundle (nothing to compile); from the w3wlint package
/// itself it is built from source first.
@main
struct W3WLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return [try Self.command(tool: context.tool(named: "w3wlint").url, paths: [target.directoryURL],
                                 inputs: module.sourceFiles.map(\.url), workDirectory: context.pluginWorkDirectoryURL,
                                 name: target.name)]
    }

    /// One command: `w3wlint check --absolute-paths -- PATHS`, through `/bin/sh` so that a stamp is written only
    /// when the check passes (a failing target is checked again on the next build, a passing one when a file changes).
    static func command(tool: URL, paths: [URL], inputs: [URL], workDirectory: URL, name: String) -> Command {
        // The name as a file name: an Xcode target's display name may hold `/` or spaces.
        let safeName = String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" ? Character($0) : "_" })
        let stamp = workDirectory.appendingPathComponent("w3wlint-\(safeName).stamp")
        let script = "stamp=$1; tool=$2; shift 2; rm -f \"$stamp\" && \"$tool\" check --absolute-paths --color never -- \"$@\" && : > \"$stamp\""
        return .buildCommand(
            displayName: "w3wlint: checking the design files of \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "w3wlint", stamp.path, tool.path] + paths.map(\.path),
            inputFiles: [tool] + inputs,
            outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same in an Xcode project (Build Phases → Run Build Tool Plug-ins): the target's files are checked.
extension W3WLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // The target's own files (w3wlint passes over those it does not read), each judged by its nearest configuration.
        let files = target.inputFiles.map(\.url)
        guard !files.isEmpty else { return [] }
        return [Self.command(tool: try context.tool(named: "w3wlint").url, paths: files, inputs: files,
                             workDirectory: context.pluginWorkDirectoryURL, name: target.displayName)]
    }
}
#endif
