import Foundation
import XCTest
@testable import W3WLintKit

final class HTMLReporterTests: ScratchFolderTestCase {
    func testReportShowsSwatchesAndEscapes() {
        let theme = """
        w3wtheme: 1
        palette:
          grey: "#777777"
          tint: { light: "#E11F26" }
        schemes:
          "<b>":
            colors:
              foreground: grey
              background: "#FFFFFF"
            styles:
              padding: 13
        """
        let html = HTMLReporter().report(lint([("a&b.w3wtheme.yaml", theme)]))
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        XCTAssertTrue(html.contains("<h1>w3wlint report</h1>"))
        XCTAssertTrue(html.contains("<h3 id=\"file-1-title\">a&amp;b.w3wtheme.yaml</h3>"))
        XCTAssertTrue(html.contains("(scheme &lt;b&gt;)"), "messages are escaped")
        XCTAssertFalse(html.contains("<b>"))
        // The contrast swatch and the suggested colour, side by side.
        XCTAssertTrue(html.contains("style=\"color:#777777;background:#FFFFFF\""))
        XCTAssertTrue(html.contains("#777777 on #FFFFFF · light mode: 4.47:1, needs 4.5:1"))
        XCTAssertTrue(html.contains("#767676 on #FFFFFF · suggested #767676, reaches 4.5:1"))
        // Missing dark value: the light swatch beside an empty one; the padding between its nearest allowed values.
        XCTAssertTrue(html.contains("<figcaption>light: #E11F26</figcaption>"))
        XCTAssertTrue(html.contains("<span class=\"fill empty\"></span><figcaption>dark: missing</figcaption>"))
        XCTAssertTrue(html.contains("aria-label=\"13 between the allowed 12 and 16\""))
        // Self-contained: no script, no URL to fetch.
        XCTAssertFalse(html.contains("<script"))
        XCTAssertFalse(html.contains("http://") || html.contains("https://") || html.contains("src="))
    }

    /// Files are listed worst first (errors, then warnings, then notes), and a colour off the palette is drawn beside
    /// the nearest palette colour.
    func testFilesWorstFirstAndPaletteSwatches() {
        func finding(_ file: String, _ severity: Severity, _ properties: [(String, PropertyValue)] = []) -> Finding {
            Finding(ruleID: "palette", severity: severity, message: "m", location: SourceLocation(file: file, line: 1, column: 1),
                    properties: properties)
        }
        var result = lint([])
        result.findings = [finding("a.svg", .note), finding("a.svg", .note), finding("b.svg", .warning), finding("c.svg", .error),
                           finding("d.svg", .warning, [("color", .string("#F2F3F4")), ("nearest", .string("info")),
                                                        ("nearestColor", .string("#F1F2F4"))])]
        XCTAssertEqual(HTMLReporter.worstFirst(Dictionary(grouping: result.findings, by: \.location.file)), ["c.svg", "b.svg", "d.svg", "a.svg"])
        let html = HTMLReporter().report(result)
        let order = ["c.svg", "b.svg", "d.svg", "a.svg"].map { html.range(of: "<h3 id=\"file-\(["c.svg", "b.svg", "d.svg", "a.svg"].firstIndex(of: $0)! + 1)-title\">\($0)</h3>") != nil }
        XCTAssertEqual(order, [true, true, true, true])
        XCTAssertTrue(html.contains("<span class=\"fill\" style=\"background:#F2F3F4\"></span><figcaption>used: #F2F3F4</figcaption>"))
        XCTAssertTrue(html.contains("<span class=\"fill\" style=\"background:#F1F2F4\"></span><figcaption>palette (info): #F1F2F4</figcaption>"))
    }

    func testRepeatedNotesAreListedOnceWithACount() {
        func note(_ file: String, _ line: Int, _ message: String) -> Finding {
            Finding(ruleID: "no-reference", severity: .note, message: message, location: SourceLocation(file: file, line: line, column: 2))
        }
        var result = lint([])
        result.findings = [note("a.svg", 1, "same <x>"), note("a.svg", 4, "once"), note("b.svg", 2, "same <x>"), note("c.svg", 3, "same <x>"),
                           note("c.svg", 5, "twice"), note("d.svg", 1, "twice"),
                           Finding(ruleID: "no-reference", severity: .warning, message: "same <x>", location: SourceLocation(file: "d.svg", line: 9, column: 1))]
        XCTAssertEqual(HTMLReporter.repeatedNotes(result.findings).map { "\($0.key.message) ×\($0.locations.count)" }, ["same <x> ×3", "twice ×2"])
        let html = HTMLReporter().report(result)
        XCTAssertTrue(html.contains("""
        <p><span class="severity note">note</span> <span class="where">×3</span> same &lt;x&gt; <code class="rule">no-reference</code></p>
        <details><summary>3 places</summary>
        <ul>
        <li><a href="#file-2">a.svg</a> <span class="where">line 1, column 2</span></li>
        <li><a href="#file-4">b.svg</a> <span class="where">line 2, column 2</span></li>
        <li><a href="#file-3">c.svg</a> <span class="where">line 3, column 2</span></li>
        </ul>
        """), html)
        // In its file a grouped note is a count and a link; a note said once, and a warning, stay where they are.
        XCTAssertTrue(html.contains("<span class=\"severity note\">note</span> 1 repeated note, each listed once under <a href=\"#repeated-notes\">Repeated notes</a>"))
        XCTAssertTrue(html.contains("<span class=\"severity note\">note</span> 2 repeated notes, each listed once under"))
        XCTAssertEqual(html.components(separatedBy: "<span class=\"where\">line 4, column 2</span> once").count, 2)
        XCTAssertEqual(html.components(separatedBy: "<span class=\"where\">line 9, column 1</span> same &lt;x&gt;").count, 2)
    }

    func testStyleColoursCannotBeInjected() {
        XCTAssertNil(HTMLReporter.cssColor("red;background:url(x)"))
        XCTAssertEqual(HTMLReporter.cssColor("#abc"), "#AABBCC")
    }

    /// The Samples report in headless Chromium: it renders, with no console error, and the screenshot is kept.
    func testSamplesReportInChromium() throws {
        let result = try Linter(configuration: try Configuration.resolve(explicit: nil, paths: ["Samples"], workingDirectory: packageRoot.path))
            .check(paths: ["Samples"], workingDirectory: packageRoot.path)
        let png = try screenshot(result, name: "samples-report.png", height: 2400)
        XCTAssertGreaterThan(png.count, 20_000)
    }

    /// The corpus report (real third-party data, every input format) at full length in headless Chromium; the
    /// screenshot is kept in `.build/reports/` for a person to look at.
    func testCorpusReportInChromium() throws {
        let corpus = try requireShared("corpus")
        let result = try Linter(configuration: try Configuration.resolve(explicit: nil, paths: ["."], workingDirectory: corpus.path))
            .check(paths: ["."], workingDirectory: corpus.path)
        XCTAssertGreaterThan(result.findings.count, 100)
        let png = try screenshot(result, name: "corpus-report.png", height: 6000)
        XCTAssertGreaterThan(png.count, 100_000)
    }

    /// Renders `result` as a page in headless Chromium, checks it logs no console error, and keeps the PNG.
    private func screenshot(_ result: LintResult, name: String, height: Int) throws -> Data {
        let browsers = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        guard let browser = browsers.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("no Chromium (apt-get install chromium): the browser check of the HTML report is skipped")
        }
        let page = try write("report.html", HTMLReporter().report(result))
        let shot = scratch.appendingPathComponent("report.png")
        let run = try runProcess(browser, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                           "--window-size=1280,\(height)", "--enable-logging=stderr", "--v=0",
                                           "--screenshot=\(shot.path)", page.absoluteString], in: scratch)
        XCTAssertEqual(run.status, 0, run.stderr)
        let consoleLines = run.stderr.split(separator: "\n").filter {
            $0.contains("CONSOLE") || $0.contains("Uncaught") || $0.contains("Content Security Policy") || $0.contains("Failed to load")
        }
        XCTAssertEqual(consoleLines, [], "the page logs no console error")
        let png = try Data(contentsOf: shot)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let kept = packageRoot.appendingPathComponent(".build/reports")
        try? FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: kept.appendingPathComponent(name))
        try? FileManager.default.copyItem(at: shot, to: kept.appendingPathComponent(name))
        return png
    }
}
