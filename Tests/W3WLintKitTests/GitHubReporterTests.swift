import Foundation
import XCTest
@testable import W3WLintKit

/// `GitHubReporter`: workflow annotations, their escaping and GitHub's limit on them, and the job summary.
final class GitHubReporterTests: XCTestCase {
    private let theme = TestThemes.findingsTheme

    func testGitHubAnnotations() {
        let result = lint([("dir,x/a.w3wtheme.yaml", theme)])
        XCTAssertEqual(GitHubReporter().report(result), """
        ::warning file=dir%2Cx/a.w3wtheme.yaml,line=3,col=3,title=w3wlint dark-variant::colour `tint` has no dark value (it defines light; required modes: light, dark)
        ::warning file=dir%2Cx/a.w3wtheme.yaml,line=7,col=16,title=w3wlint spacing-scale::padding 13 in scheme base is not on the padding scale (what3words presets); nearest: medium (12) or bold (16)
        ::warning file=dir%2Cx/a.w3wtheme.yaml,line=8,col=21,title=w3wlint corner-radius::cornerRadius 5 in scheme base is not a preset; nearest: extraSmall (4) or small (8)
        0 errors, 3 warnings in 1 file

        """)
        XCTAssertEqual(GitHubReporter.data("50% done\nnext"), "50%25 done\\nnext")
        // Control characters shown as escapes (no value can end the command), each character escaped once;
        // separators only in properties.
        XCTAssertEqual(GitHubReporter.data("a\r\nb:c,d%e😀é\u{1B}"), "a\\r\\nb:c,d%25e😀é\\u001B")
        XCTAssertEqual(GitHubReporter.property("a\r\nb:c,d%e😀é"), "a\\r\\nb%3Ac%2Cd%25e😀é")
        XCTAssertEqual(GitHubReporter.property("plain é"), "plain é")
    }

    /// GitHub shows 10 annotations of each kind a step: beyond, the report says so after the summary line.
    func testGitHubSaysWhenAnnotationsAreCut() {
        let styles = (1...11).map { "      padding: \(12 + $0 * 2 + 1)" }
        let themes = (1...11).map { ("t\($0).w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  s:\n    styles:\n" + styles[$0 - 1] + "\n") }
        let lines = GitHubReporter().report(lint(themes)).split(separator: "\n")
        XCTAssertEqual(lines.count, 13)
        XCTAssertEqual(lines[11], "0 errors, 11 warnings in 11 files")
        XCTAssertEqual(lines[12], "w3wlint: GitHub shows at most 10 annotations of each kind a step (50 a job); this run has "
            + "11 warnings: every one is listed in this log and counted in the job summary")
        XCTAssertNil(GitHubReporter.annotationNotice(lint([("a.w3wtheme.yaml", theme)])))
    }

    /// The job summary: counts per rule and severity, then the findings worst first, linked to their lines in the
    /// commit; a file's texts cannot break the table or bring in HTML.
    func testGitHubJobSummary() {
        var result = lint([("design/a.w3wtheme.yaml", theme)])
        result.findings.append(Finding(ruleID: "contrast", severity: .error, message: "x <img src=y> | z", location: SourceLocation(file: "design/b[1].svg", line: 4, column: 2)))
        let links = GitHubJobSummary.Links(server: "https://github.com", repository: "team/app", commit: "abc123")
        XCTAssertEqual(GitHubJobSummary(links: links, listed: 2).markdown(result), """
        ## w3wlint: 1 error, 3 warnings in 1 file

        | rule | errors | warnings | notes |
        |---|---:|---:|---:|
        | `contrast` | 1 | 0 | 0 |
        | `corner-radius` | 0 | 1 | 0 |
        | `dark-variant` | 0 | 1 | 0 |
        | `spacing-scale` | 0 | 1 | 0 |

        | | where | rule | message |
        |---|---|---|---|
        | error | [design\\/b\\[1\\]\\.svg\\:4\\:2](https://github.com/team/app/blob/abc123/design/b%5B1%5D.svg#L4) | `contrast` | x \\<img src\\=y\\> \\| z |
        | warning | [design\\/a\\.w3wtheme\\.yaml\\:3\\:3](https://github.com/team/app/blob/abc123/design/a.w3wtheme.yaml#L3) | `dark-variant` | colour \\`tint\\` has no dark value \\(it defines light\\; required modes\\: light\\, dark\\) |

        2 more: every finding is in the step's log, and in the SARIF log when one is uploaded.


        """)
        // Without a repository to link to, or for a file outside it, locations are plain text.
        let plain = GitHubJobSummary(links: .init(server: nil, repository: nil, commit: nil)).markdown(lint([("/abs/a.w3wtheme.yaml", theme)]))
        XCTAssertTrue(plain.contains("| warning | \\/abs\\/a\\.w3wtheme\\.yaml\\:3\\:3 | `dark-variant` |"), plain)
    }
}
