import ArgumentParser
import Foundation
import W3WLintKit

struct W3WLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "w3wlint",
        abstract: "A design-system linter: contrast, dark-mode variants, spacing scale and corner-radius presets.",
        discussion: """
        Checks w3w theme files (*.w3wtheme.yaml, *.w3wtheme.yml, *.w3wtheme.json), SVG component exports (*.svg)
        and Android vector drawables (res/drawable*/*.xml) and reports each problem as
        path:line:column: severity: message [rule-id].

        Exit codes: 0 no error-severity finding, 1 at least one error, 2 usage error or unreadable path.
        """,
        version: w3wlintVersion,
        subcommands: [Check.self, Rules.self],
        defaultSubcommand: Check.self)
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

extension ReportFormat: ExpressibleByArgument {}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check design files and report findings.",
        discussion: """
        PATH may be files or folders; folders are searched recursively (hidden entries and node_modules are
        skipped). Files that no loader reads are ignored, so a pre-commit hook can pass every staged file.

        Rules: contrast (error), dark-variant, spacing-scale, corner-radius, palette, typography (warnings); problems
        reading input are parse-error and invalid-value (errors). `w3wlint rules` describes each.
        """)

    @Argument(help: "Files or folders to check.", completion: .file())
    var paths: [String] = ["."]

    @Option(name: .shortAndLong, help: "Report format: text or sarif.")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to FILE (atomically) instead of standard output.",
            completion: .file())
    var output: String?

    @Option(help: "Colour the text report: auto (only on a terminal), always or never. NO_COLOR is honoured.")
    var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("The w3w theme file SVG and Android exports are checked against (it is checked too).",
                               discussion: "Default: the nearest theme file among PATH in or above the export's "
                                   + "folder, else the first by path, else the built-in what3words presets."),
            completion: .file())
    var theme: String?

    func run() throws {
        let result: LintResult
        var linter = Linter()
        if let theme {
            guard ThemeLoader().canLoad(path: theme) else {
                throw UsageFailure(message: "--theme \(theme): not a w3w theme file (*.w3wtheme.yaml, *.w3wtheme.yml, *.w3wtheme.json)")
            }
            linter.referenceThemePath = theme
        }
        do {
            result = try linter.check(paths: paths)
        } catch let error as PathError {
            throw UsageFailure(message: "cannot check \(error)")
        }
        let useColor: Bool
        switch color {
        case .always: useColor = true
        case .never: useColor = false
        case .auto:
            useColor = output == nil && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
        let report = format.reporter(useColor: useColor).report(result)
        if let output {
            do {
                try OutputFile.writeAtomically(report, to: output)
            } catch {
                throw UsageFailure(message: "cannot write \(output): \(error.localizedDescription)")
            }
            FileHandle.standardError.write(Data((TextReporter.summary(result) + "\n").utf8))
        } else {
            FileHandle.standardOutput.write(Data(report.utf8))
        }
        if result.hasErrors { throw ExitCode(1) }
    }
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Describe the rules w3wlint runs.")

    func run() throws {
        var out = ""
        for rule in Linter().rules.map(\.metadata) + LoaderDiagnosticsMetadata.all {
            out += "\(rule.id) (\(rule.defaultSeverity.rawValue), kind \(rule.kind))\n  \(rule.summary)\n  \(rule.details)\n"
            out += "  Fix: \(rule.help)\n\n"
        }
        FileHandle.standardOutput.write(Data(out.utf8))
    }
}

/// A problem with how w3wlint was called (exit code 2).
struct UsageFailure: Error {
    var message: String
}
