import ArgumentParser
import W3WLintKit
import Foundation

// Exit codes: 0 clean, 1 error findings, 2 usage errors (ArgumentParser's own usage code, 64, is mapped to 2).
do {
    // Arguments as bytes: a staged file whose name is not UTF-8 keeps its true name (see RawPathBytes).
    let arguments = (1..<Int(CommandLine.argc)).map { RawPathBytes.decode(cString: CommandLine.unsafeArgv[$0]!) }
    let commandLine = PathArguments(arguments[...])
    var command = try W3WLintCommand.parseAsRoot(commandLine.arguments)
    if let paths = commandLine.paths, var check = command as? Check {
        check.paths = paths
        command = check
    }
    try command.run()
} catch let failure as UsageFailure {
    // Every line escaped: a message quotes values from the checked tree (a pack's path, a rule id).
    FileHandle.standardError.write(Data(TextEscaping.commandSafeLines("w3wlint: error: \(failure.message)\n").utf8))
    exit(2)
} catch {
    let code = W3WLintCommand.exitCode(for: error)
    if code == .validationFailure {
        FileHandle.standardError.write(Data(TextEscaping.commandSafeLines(TextEscaping.visibleLines(W3WLintCommand.fullMessage(for: error)) + "\n").utf8))
        exit(2)
    }
    W3WLintCommand.exit(withError: error)
}
