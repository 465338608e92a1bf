import ArgumentParser

/// Takes the PATH operands of `check` out of the command line before swift-argument-parser sees it.
///
/// The parser copies the array of positional values collected so far for every value it adds, so 1,000 paths (what
/// `xargs` and pre-commit pass) cost it half a million element copies: a tenth of a whole corpus check. Here the
/// operands are picked out in one pass, the parser gets the options alone, and `Check.paths` is set afterwards.
/// Anything this cannot read with certainty (another subcommand, `--help`) goes to the parser unchanged.
struct PathArguments {
    /// The command line for the parser: the subcommand and the options with their values.
    var arguments: [String]
    /// The PATH operands, in order, when they were taken out; nil when the parser gets the command line whole.
    var paths: [String]?

    /// Options of `check` that take the following argument as their value (`--format sarif`, `-j 2`).
    /// `PathArgumentsTests.testPathArgumentsKnowEveryOptionThatTakesAValue` compares this with the parser's own list.
    static let valueOptions: Set<String> = [
        "--format", "-f", "--output", "-o", "--sarif-root", "--color", "--config", "--severity-threshold", "--max-warnings",
        "--baseline", "--write-baseline", "--jobs", "-j", "--cache-location", "--max-file-size", "--theme",
        "--stdin-filename",
    ]
    /// The subcommands whose command lines go to the parser whole: every one but `check`, and `help`.
    static let otherSubcommands: Set<String> = Set(W3WLintCommand.configuration.subcommands.map { $0._commandName } + ["help"])
        .subtracting(["check"])
    static let parserOwnFlags: Set<String> = ["-h", "--help", "--version", "--experimental-dump-help",
                                              "--generate-completion-script"]

    init<Arguments: Collection>(_ commandLine: Arguments) where Arguments.Element == String {
        let all = Array(commandLine)
        arguments = all
        paths = nil
        var start = 0
        if let first = all.first {
            // A shell asking for completions (`w3wlint ---completion explain -- …`): the parser answers it.
            if first == "---completion" { return }
            if first == "check" {
                start = 1
            } else if Self.otherSubcommands.contains(first) {
                return
            }
        }
        var options = Array(all[..<start])
        var operands: [String] = []
        var index = start
        while index < all.count {
            let argument = all[index]
            index += 1
            if argument == "--" {
                operands.append(contentsOf: all[index...])
                break
            }
            guard argument.utf8.count > 1, argument.utf8.first == UInt8(ascii: "-") else {
                operands.append(argument)
                continue
            }
            if Self.parserOwnFlags.contains(argument) || argument.hasPrefix("--generate-completion-script=") {
                return
            }
            options.append(argument)
            if Self.valueOptions.contains(argument), index < all.count {
                options.append(all[index])
                index += 1
            }
        }
        guard !operands.isEmpty else { return }
        arguments = options
        paths = operands
    }
}
