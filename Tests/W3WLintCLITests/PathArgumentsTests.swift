import ArgumentParser
import Foundation
import XCTest
@testable import w3wlint

/// `PathArguments` takes PATH operands out of the command line before swift-argument-parser sees it; the parsed
/// command must be the one the parser would have made from the whole command line.
final class PathArgumentsTests: XCTestCase {
    /// The parser's own description of `check` (`--experimental-dump-help`): every option that takes a value.
    private func parserValueOptions() throws -> Set<String> {
        var dump: String?
        do {
            _ = try W3WLintCommand.parseAsRoot(["check", "--experimental-dump-help"])
        } catch {
            dump = W3WLintCommand.fullMessage(for: error)
        }
        let json = try XCTUnwrap(dump)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let command = try XCTUnwrap(root["command"] as? [String: Any])
        let arguments = try XCTUnwrap(command["arguments"] as? [[String: Any]])
        var names: Set<String> = []
        for argument in arguments where argument["kind"] as? String == "option" {
            for name in argument["names"] as? [[String: Any]] ?? [] {
                let kind = name["kind"] as? String
                names.insert((kind == "short" ? "-" : "--") + (name["name"] as? String ?? ""))
            }
        }
        return names
    }

    func testPathArgumentsKnowEveryOptionThatTakesAValue() throws {
        let fromParser = try parserValueOptions()
        XCTAssertTrue(fromParser.contains("--format") && fromParser.contains("-j"), "\(fromParser)")
        XCTAssertEqual(PathArguments.valueOptions, fromParser)
    }

    func testOperandsAreTakenOutAndOptionsKeepTheirValues() {
        let split = PathArguments(["check", "-f", "sarif", "a.svg", "--jobs", "2", "b dir/c.svg", "--quiet",
                                   "--format=json", "-", "--", "-odd.svg", "--fix"])
        XCTAssertEqual(split.arguments, ["check", "-f", "sarif", "--jobs", "2", "--quiet", "--format=json"])
        XCTAssertEqual(split.paths, ["a.svg", "b dir/c.svg", "-", "-odd.svg", "--fix"])

        let defaultSubcommand = PathArguments(["design", "--max-warnings", "-1", "tokens"])
        XCTAssertEqual(defaultSubcommand.arguments, ["--max-warnings", "-1"])
        XCTAssertEqual(defaultSubcommand.paths, ["design", "tokens"])
    }

    func testCommandLinesItCannotReadGoToTheParserWhole() {
        XCTAssertEqual(PathArguments.otherSubcommands, ["rules", "explain", "init", "lsp", "help"])
        for commandLine in [["rules", "--format", "json"], ["explain", "contrast"], ["check", "a", "--help"],
                            ["-h"], ["check", "--version"], ["check", "--quiet"], [], ["init", "x"],
                            ["help", "check"]] {
            let split = PathArguments(commandLine)
            XCTAssertEqual(split.arguments, commandLine)
            XCTAssertNil(split.paths, "\(commandLine)")
        }
        // A value option at the end keeps its missing value missing: the parser reports it.
        let dangling = PathArguments(["check", "a.svg", "--format"])
        XCTAssertEqual(dangling.arguments, ["check", "--format"])
        XCTAssertEqual(dangling.paths, ["a.svg"])
    }

    /// The split command line parses to the same `check` as the whole one.
    func testSameCommandAsTheParserMakes() throws {
        let commandLines: [[String]] = [
            ["check", "a.svg", "b.svg"],
            ["a", "-f", "sarif", "-o", "out.sarif", "b", "--severity-threshold", "warning"],
            ["check", "--config", "c.yml", "x", "--theme", "t.w3wtheme.yaml", "--cache", "y", "--", "-z"],
            ["check", "-j", "3", "--max-file-size", "2M", "p", "--follow-symlinks", "q", "--fix", "--dry-run"],
            ["check", "--baseline", "b.json", "--cache-location", "cache dir", "--color", "never", "--summary", "r"],
        ]
        for commandLine in commandLines {
            let whole = try XCTUnwrap(try W3WLintCommand.parseAsRoot(commandLine) as? Check, "\(commandLine)")
            let split = PathArguments(commandLine)
            var parsed = try XCTUnwrap(try W3WLintCommand.parseAsRoot(split.arguments) as? Check)
            parsed.paths = try XCTUnwrap(split.paths)
            XCTAssertEqual(parsed.paths, whole.paths, "\(commandLine)")
            XCTAssertEqual(String(describing: parsed), String(describing: whole), "\(commandLine)")
        }
    }

    /// Parse errors stay the parser's: the same message from the split command line.
    func testErrorsAreTheParsersOwn() {
        for commandLine in [["check", "a", "--format", "yaml"], ["check", "a", "--bogus"], ["a", "--jobs"],
                            ["check", "a", "--jobs", "0"]] {
            var wholeMessage = "", splitMessage = ""
            do { _ = try W3WLintCommand.parseAsRoot(commandLine) } catch {
                wholeMessage = W3WLintCommand.message(for: error)
            }
            do { _ = try W3WLintCommand.parseAsRoot(PathArguments(commandLine).arguments) } catch {
                splitMessage = W3WLintCommand.message(for: error)
            }
            XCTAssertFalse(wholeMessage.isEmpty, "\(commandLine)")
            XCTAssertEqual(splitMessage, wholeMessage, "\(commandLine)")
        }
    }
}
