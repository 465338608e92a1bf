import Foundation
import XCTest
@testable import W3WLintKit

/// Everything in the checked tree is untrusted: its depth never drives recursion, its size never super-linear work,
/// files are written only where asked and output cannot be forged. The plugin gate is in `PluginTests`, the planted
/// cache in `CacheTests`, the repository boundary in `UntrustedRepositoryTests`.
final class UntrustedInputTests: ScratchFolderTestCase {
    private func model(tokens files: [(String, String)]) -> (DesignModel, [Finding]) {
        loadAndAssemble(files, loaders: [DesignTokenLoader()])
    }

    // MARK: Recursion that the input's depth controls

    /// 100,000 aliases in a row resolve to the colour at the end (no stack, linear time).
    func testAliasChainOfHundredThousandResolves() {
        let n = 100_000
        var json = "{\"c\": {\n"
        for i in 0..<n { json += "\"t\(i)\": {\"$type\": \"color\", \"$value\": \"{c.t\(i + 1)}\"},\n" }
        json += "\"t\(n)\": {\"$type\": \"color\", \"$value\": \"#336699\"}}}\n"
        let (model, findings) = model(tokens: [("x.tokens.json", json)])
        XCTAssertEqual(findings.map(\.message), [])
        let palette = model.themes.first?.palette ?? []
        XCTAssertEqual(palette.count, n + 1)
        XCTAssertEqual(palette.first { $0.name == "c.t0" }?.color.values.values.first?.hex, "#336699")
    }

    /// A cycle of 100,000 aliases: each member reported once at its own alias, in a message of bounded length.
    func testAliasCycleOfHundredThousandIsReportedLinearly() {
        let n = 100_000
        var json = "{\"c\": {\n"
        for i in 0..<n { json += "\"t\(i)\": {\"$type\": \"color\", \"$value\": \"{c.t\((i + 1) % n)}\"}\(i + 1 < n ? "," : "")\n" }
        json += "}}\n"
        let (_, findings) = model(tokens: [("x.tokens.json", json)])
        XCTAssertEqual(findings.count, n)
        XCTAssertEqual(Set(findings.map(\.ruleID)), ["invalid-value"])
        XCTAssertEqual(findings.first { $0.location.line == 2 }?.message,
                       "alias cycle: c.t0 → c.t1 → c.t2 → c.t3 → … 99995 more … → c.t99999 → c.t0")
        XCTAssertEqual(findings.first { $0.location.line == 2 }?.location.column, 36)
    }

    /// A palette chain of 100,000 names is cut every 200 links with an `invalid-value` where the cut falls.
    func testPaletteChainOfHundredThousandIsBounded() {
        let n = 100_000
        var yaml = "w3wtheme: 1\nmodes: [light]\npalette:\n"
        for i in 0..<n { yaml += "  p\(i): p\(i + 1)\n" }
        yaml += "  p\(n): \"#336699\"\n"
        let findings = loadTheme(yaml, file: "a.w3wtheme.yaml").diagnostics
        XCTAssertEqual(findings.count, 500)
        XCTAssertEqual(findings.first.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" },
                       "203:9 invalid-value palette colour `p200` is more than 200 references away from a colour; it was not resolved")
    }

    /// Android `@color/` chains are followed in a loop, each name once: 100,000 links resolve.
    func testAndroidColourChainOfHundredThousandResolves() throws {
        let n = 100_000
        var xml = "<resources>\n"
        for i in 0..<n { xml += "  <color name=\"c\(i)\">@color/c\(i + 1)</color>\n" }
        xml += "  <color name=\"c\(n)\">#336699</color>\n</resources>\n"
        var model = DesignModel()
        var documents = AndroidValuesLoader().load(contents: Data(xml.utf8), file: "m/res/values/colors.xml").documents
        let findings = ThemeAssembler(defaultScales: BuiltinPresets.scales).assemble(&documents, into: &model)
        XCTAssertEqual(findings.map(\.message), [])
        XCTAssertEqual(model.themes.first?.palette.first { $0.name == "c0" }?.color.values["light"]?.hex, "#336699")
    }

    /// A Swift preset chain of 5,000 references: cut every 200 with an `invalid-value`, never a crash.
    func testSwiftPresetChainIsBounded() {
        let n = 5_000
        var source = "public extension W3WCoreColor {\n  struct core {\n"
        for i in 0..<n { source += "    public static let c\(i) = c\(i + 1)\n" }
        source += "    public static let c\(n) = W3WCoreColor(hex: 0x336699)\n  }\n}\n"
        let result = lint([("Core.swift", source)])
        let errors = result.findings.filter { $0.ruleID == "invalid-value" }
        XCTAssertEqual(errors.count, 24)
        XCTAssertEqual(errors.first.map { "\($0.location.line):\($0.location.column) \($0.message)" },
                       "203:23 W3WCoreColor.core.c200: is more than 200 preset references deep; it was not evaluated")
    }

    // MARK: No super-linear work on small inputs

    /// The linear glob matcher agrees with a backtracking reference on random patterns and names.
    func testGlobMatcherAgreesWithBacktrackingReference() {
        var generator = SeededGenerator(state: 21)
        let alphabet: [Character] = ["a", "b", "/", "*", "?", "[", "]", "!", "-", "."]
        let names: [Character] = ["a", "b", "/", ".", "-"]
        for _ in 0..<20_000 {
            let pattern = String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let text = String((0..<Int.random(in: 0...8, using: &generator)).map { _ in names.randomElement(using: &generator)! })
            for separator: Unicode.Scalar? in [nil, "/"] {
                XCTAssertEqual(GlobPattern(pattern, separator: separator).matches(text),
                               ReferenceGlob.match(Array(pattern.unicodeScalars), 0, Array(text.unicodeScalars), 0, separator: separator),
                               "\(pattern) on \(text), separator \(String(describing: separator))")
            }
        }
        // Twelve stars against a long name that almost matches: exponential for backtracking, instant here.
        XCTAssertFalse(pathGlobMatch("*a*a*a*a*a*a*a*a*a*a*a*b", String(repeating: "a", count: 44)))
        XCTAssertTrue(pathGlobMatch("*a*a*a*a*a*a*a*a*a*a*a*b", String(repeating: "a", count: 44) + "b"))
    }

    /// The linear selector matcher agrees with the memoised backtracking one it replaced; a selector of more steps
    /// than the element has ancestors is refused at once.
    func testSelectorMatcherAgreesWithReference() {
        var generator = SeededGenerator(state: 7)
        let types = ["g", "text", "rect"]
        let classes = ["a", "b"]
        for _ in 0..<20_000 {
            let chain = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                CSSElementInfo(name: types.randomElement(using: &generator)!, id: nil,
                               classes: classes.filter { _ in Bool.random(using: &generator) }, isRoot: false)
            }
            let compounds = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                CSSCompoundSelector(type: Bool.random(using: &generator) ? types.randomElement(using: &generator)! : nil, id: nil,
                                    classes: Bool.random(using: &generator) ? [classes.randomElement(using: &generator)!] : [],
                                    isRoot: false, combinator: Bool.random(using: &generator) ? .child : .descendant)
            }
            let selector = CSSSelector(compounds: compounds)
            XCTAssertEqual(selector.matches(chain[...]), ReferenceSelector.matches(selector, chain[...]), "\(compounds) on \(chain.map(\.name))")
        }
        let deep = CSSSelector(compounds: Array(repeating: CSSCompoundSelector(type: "g", id: nil, classes: [], isRoot: false,
                                                                               combinator: .descendant), count: 5_000))
        let chain = Array(repeating: CSSElementInfo(name: "g", id: nil, classes: [], isRoot: false), count: 250)
        XCTAssertFalse(deep.matches(chain[...]))
        XCTAssertTrue(CSSSelector(compounds: Array(deep.compounds.prefix(250))).matches(chain[...]))
    }

    /// Many rules over many elements: each element meets only the rules filed under its classes, id, type or an
    /// ancestor's class or id (plus the universal ones), in sheet order.
    func testSelectorIndexFilesRulesByWhatTheyRequire() throws {
        let sheet = CSSStyleSheet(parsing: ".c1 text { fill: red } #x { fill: blue } text { fill: green } * { opacity: 1 } .c2 { fill: #000 } g > .c1 rect { fill: #111 }")
        let index = CSSSelectorIndex(sheet.rules.flatMap(\.selectors))
        let g = CSSElementInfo(name: "g", id: nil, classes: ["c1"], isRoot: false)
        let text = CSSElementInfo(name: "text", id: "x", classes: ["c2", "c2"], isRoot: false)
        XCTAssertEqual(index.candidates(for: [g, text][...]), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(index.candidates(for: [text][...]), [1, 2, 3, 4])
        XCTAssertEqual(index.candidates(for: [CSSElementInfo(name: "rect", id: nil, classes: [], isRoot: false)][...]), [3])
    }

    /// Text over 300 stacked translucent shapes: each text walks at most 256 of them and says so.
    func testStackedTranslucentShapesAreBounded() {
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\n"
        for _ in 0..<300 { svg += "<rect width=\"100\" height=\"100\" fill=\"#000\" fill-opacity=\"0.01\"/>\n" }
        svg += "<text x=\"10\" y=\"50\" font-size=\"12\" fill=\"#777\">Hi</text>\n</svg>\n"
        let result = lint([("a.svg", svg)], rules: [ContrastRule()])
        XCTAssertEqual(result.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }, [
            "302:1 contrast text \"Hi\" lies over more than 256 translucent shapes (down to svg > rect[44]); its contrast is not checked",
        ])
        // 20 layers at 30%: what lies beneath shows through at 0.7^20 = 0.08%, under half a step of 255.
        var opaqueEnough = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\n"
        for _ in 0..<20 { opaqueEnough += "<rect width=\"100\" height=\"100\" fill=\"#000\" fill-opacity=\"0.3\"/>\n" }
        opaqueEnough += "<text x=\"10\" y=\"50\" font-size=\"12\" fill=\"#111\">Hi</text>\n</svg>\n"
        XCTAssertEqual(lint([("b.svg", opaqueEnough)], rules: [ContrastRule()]).findings.map { "\($0.location.line) \($0.ruleID)" }, ["22 contrast"])
    }

    /// Found by review: nested at-rules copied their bodies level by level (10,000 levels: 58 s, 3.7 GB).
    func testNestedAtRulesAreCutAtThirtyTwoLevels() {
        func sheet(_ depth: Int) -> CSSStyleSheet {
            CSSStyleSheet(parsing: String(repeating: "@media screen{", count: depth) + "rect{fill:red}" + String(repeating: "}", count: depth))
        }
        XCTAssertEqual(sheet(32).rules.count, 1)
        XCTAssertEqual(sheet(33).rules.count, 0)
        XCTAssertEqual(sheet(20_000).rules.count, 0)
    }

    /// Found by review: thousands of rules that all could match every element. The budget of selector tests runs
    /// out at a known element, which is named; what was styled before keeps its style.
    func testStyleSheetMatchingHasABudget() {
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><style>"
        for i in 0..<2_000 { svg += "rect{stroke-width:\(i)}" }
        svg += "</style>\n"
        for _ in 0..<1_100 { svg += "<rect width=\"4\" height=\"4\" fill=\"#E11F26\"/>\n" }
        svg += "</svg>\n"
        let notes = lint([("a.svg", svg)]).findings.filter { $0.ruleID == "not-evaluated" }
        // 2,000 candidates for each rect (none for the svg element): the budget of 2,000,000 covers 1,000 rects.
        XCTAssertEqual(notes.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "1002:1 the style sheets' 2000 selectors were matched against the elements before this one only (more than 2000000 tests); from here on, <style> rules are not applied",
        ])
    }

    /// Found by review: the palette rule converted both colours of every (fill, palette colour) pair. The index
    /// gives the same nearest colour, ties to the first, as the full search.
    func testPaletteIndexAgreesWithFullSearch() {
        var generator = SeededGenerator(state: 5)
        var yaml = "w3wtheme: 1\nmodes: [light]\npalette:\n"
        var palette: [RGBA] = []
        for i in 0..<300 {
            let color = RGBA(red: UInt8.random(in: 0...255, using: &generator), green: UInt8.random(in: 0...255, using: &generator),
                             blue: UInt8.random(in: 0...255, using: &generator))
            palette.append(color)
            yaml += "  c\(i): \"\(color.hex)\"\n"
        }
        yaml += "  twin: \"\(palette[7].hex)\"\n"
        let theme = loadTheme(yaml).model.themes[0]
        var index = PaletteRule.NearestPaletteColor(theme: theme, mode: "light")
        for _ in 0..<2_000 {
            let color = RGBA(red: UInt8.random(in: 0...255, using: &generator), green: UInt8.random(in: 0...255, using: &generator),
                             blue: UInt8.random(in: 0...255, using: &generator))
            var best: (name: String, distance: Double)?
            for (i, entry) in palette.enumerated() {
                let distance = ColorMath.deltaEOK(ColorMath.Channels(color), ColorMath.Channels(entry))
                if best.map({ distance < $0.distance }) ?? true { best = ("c\(i)", distance) }
            }
            let found = index.nearest(to: color)
            XCTAssertEqual(found?.entry.name, best?.name)
            XCTAssertEqual(found?.distance, best?.distance)
            XCTAssertEqual(index.nearest(to: color)?.distance, best?.distance)
        }
        XCTAssertEqual(index.nearest(to: palette[7])?.entry.name, "c7")
        XCTAssertEqual(index.nearest(to: palette[7])?.distance, 0)
    }

    /// Found by review: a cache path that is a link (to a FIFO, a device, standard output) is never written through.
    func testCacheIsWrittenOnlyAsARegularFile() throws {
        let folder = scratch.appendingPathComponent("cache").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(folder + "/" + ResultCache.fileName, 0o600), 0)
        XCTAssertThrowsError(try ResultCache(configuration: "x").save(directory: folder, key: CacheTests.key))
        try FileManager.default.removeItem(atPath: folder + "/" + ResultCache.fileName)
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + ResultCache.fileName, withDestinationPath: "/dev/null")
        XCTAssertThrowsError(try ResultCache(configuration: "x").save(directory: folder, key: CacheTests.key))
        // A report path that is a link to a device is refused too; a device named as itself is written through.
        XCTAssertThrowsError(try OutputFile.writeAtomically("x", to: folder + "/" + ResultCache.fileName))
        XCTAssertEqual(OutputFile.standardStream("/dev/fd/2"), 2)
        XCTAssertNil(OutputFile.standardStream("/dev/fd/987"))
    }

    /// Found by review: with plugins configured (allowed or not) the cache is not used, so the `plugin-not-run`
    /// warning is never dropped by a second, cached run.
    func testPluginNoteSurvivesCache() throws {
        try write(".w3wlint.yml", "plugins:\n  - name: p\n    command: [touch, ran]\n")
        try write("a.w3wtheme.yaml", "w3wtheme: 1\n")
        for _ in 0..<2 {
            var linter = Linter(configuration: try Configuration.resolve(explicit: nil, paths: ["."], workingDirectory: scratch.path))
            linter.cacheDirectory = ".cache"
            linter.cacheKey = CacheTests.key
            XCTAssertEqual(positions(try linter.check(paths: ["."], workingDirectory: scratch.path).findings), ["2:5 plugin-not-run"])
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.appendingPathComponent(".cache").path))
    }

    // MARK: Writing files

    func testReportsAreNeverWrittenThroughLinksAndTemporaryFilesAreExclusive() throws {
        let victim = scratch.appendingPathComponent("victim")
        try "keep".write(to: victim, atomically: true, encoding: .utf8)
        let link = scratch.appendingPathComponent("report.sarif").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim.path)
        XCTAssertThrowsError(try OutputFile.writeAtomically("report", to: link)) { error in
            XCTAssertEqual("\(error)", "\(link) is a symbolic link; w3wlint does not write through links (name the file it points to)")
        }
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "keep")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), victim.path)
        // /dev/null stays a device; a FIFO is written through.
        try OutputFile.writeAtomically("report", to: "/dev/null")
        var info = stat()
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR)
        let fifo = scratch.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let reader = DispatchQueue.global().sync { () -> Thread in
            // Read to the end with plain reads: Foundation may take the FIFO's size (0) as all there is and close
            // it early, and the writer then dies of SIGPIPE.
            let thread = Thread {
                let descriptor = open(fifo, O_RDONLY)
                var buffer = [UInt8](repeating: 0, count: 4096)
                while descriptor >= 0, read(descriptor, &buffer, buffer.count) > 0 {}
                if descriptor >= 0 { close(descriptor) }
            }
            thread.start()
            return thread
        }
        _ = reader
        try OutputFile.writeAtomically("through the pipe", to: fifo)
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
        // A new report gets the umask's mode; a replaced one keeps its mode; no temporary file is left.
        let report = scratch.appendingPathComponent("r.txt").path
        try OutputFile.writeAtomically("one", to: report)
        chmod(report, 0o640)
        try OutputFile.writeAtomically("two", to: report)
        XCTAssertEqual(stat(report, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasSuffix(".tmp") }, [])
    }

    func testFixLeavesHardLinkedFilesAlone() throws {
        try write("t.w3wtheme.yaml", "w3wtheme: 1\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n")
        let file = scratch.appendingPathComponent("t.w3wtheme.yaml").path
        XCTAssertEqual(link(file, scratch.appendingPathComponent("other-name").path), 0)
        var linter = Linter(configuration: try Configuration.defaults(workingDirectory: scratch.path))
        linter.recordsContentDigests = true
        let result = try linter.check(paths: ["."], workingDirectory: scratch.path)
        let plan = FixApplier.plan(result.findings, includeUnsafe: false, digests: result.contentDigests, workingDirectory: scratch.path)
        XCTAssertEqual(plan.changes.count, 1)
        XCTAssertEqual(FixApplier.write(plan).map { "\($0.file) \($0.reason)" }, [
            "t.w3wtheme.yaml has 2 hard links; fixing it would split them, so it was not written (fix it by hand, or break the links first)",
        ])
        XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains("cornerRadius: 5"))
    }

    // MARK: Output that cannot be forged

    /// A run with one finding whose file name and message are `name` and `message`.
    private func result(name: String, message: String) -> LintResult {
        var finding = Finding(ruleID: "parse-error", severity: .error, message: message, location: SourceLocation(file: name, line: 1, column: 1))
        finding.fingerprint = "0:1"
        return LintResult(findings: [finding], files: [name], rules: [], rootDirectory: "/p")
    }

    func testControlCharactersAreShownNotPrinted() {
        let result = result(name: "a\n::error file=x::forged\u{1B}[2J\u{07}\r.svg", message: "bad\nline2 \u{85}\u{7F}")
        XCTAssertEqual(TextReporter().report(result),
                       "a\\n::error file=x::forged\\u001B[2J\\u0007\\r.svg:1:1: error: bad\\nline2 \\u0085\\u007F [parse-error]\n1 error, 0 warnings in 1 file\n")
        XCTAssertEqual(GitHubReporter().report(result).split(separator: "\n").count, 2)
        XCTAssertTrue(GitHubReporter().report(result).hasPrefix(
            "::error file=a\\n%3A%3Aerror file=x%3A%3Aforged\\u001B[2J\\u0007\\r.svg,line=1,col=1,title=w3wlint parse-error::bad\\nline2"))
        XCTAssertFalse(HTMLReporter().report(result).contains("\u{1B}"))
        XCTAssertFalse(JUnitReporter().report(result).contains("\u{1B}"))
    }

    /// Every report format, a new one too: a name or message cannot start a line of its own (a workflow command
    /// GitHub runs from any line a job prints) or carry a control character a terminal or viewer acts on.
    func testNoReportFormatCanBeForged() {
        let result = result(name: "a\n::error file=x::forged\u{1B}[2J\u{07}\r\u{85}\u{2028}\u{202E}\u{200E}\u{2066}\u{061C}.svg",
                            message: "bad\n::warning::forged too\u{1B}[31m\r")
        for format in ReportFormat.allCases {
            let report = format.reporter(useColor: false).report(result)
            XCTAssertTrue(report.contains("forged"), "\(format) shows the name")
            let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
            // GitHub's one line is its own annotation of the finding.
            XCTAssertEqual(lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("::") }.count, format == .github ? 1 : 0,
                           "\(format) lets a name or message start a line: \(lines)")
            let controls = report.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
                || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].contains($0.value) }
            XCTAssertEqual(controls.map { String($0.value, radix: 16) }, [], "\(format) prints control characters")
        }
    }

    func testMessagesOutsideReportsAreEscaped() {
        let error = ConfigurationError(location: SourceLocation(file: ".w3wlint.yml", line: 1, column: 1),
                                       message: "unknown key `zz\n::error file=e.svg::x\u{1B}[31m`")
        XCTAssertEqual(error.description, ".w3wlint.yml:1:1: error: unknown key `zz\\n::error file=e.svg::x\\u001B[31m`")
        XCTAssertEqual(TextEscaping.visible("a\u{202E}b\u{2028}c\u{2066}d → é…"), "a\\u202Eb\\u2028c\\u2066d → é…")
    }

    func testSARIFURIsEncodeEverySegment() throws {
        let finding = Finding(ruleID: "parse-error", severity: .error, message: "m",
                              location: SourceLocation(file: "javascript:alert(1)/a b#?.svg", line: 1, column: 1))
        let sarif = SARIFReporter().report(LintResult(findings: [finding], files: [finding.location.file], rules: [], rootDirectory: "/p"))
        XCTAssertTrue(sarif.contains("\"uri\": \"javascript%3Aalert%281%29/a%20b%23%3F.svg\""), sarif)
    }

    func testLibXML2MessagesStayOnOneLine() {
        let finding = XMLLoading.finding(for: XMLProblem(line: 3, column: 4, code: 5, message: "first\n  second\n", isFatal: false), file: "a.svg")
        XCTAssertEqual(finding.message, "not well-formed XML: first; second (libxml2 error 5)")
    }

    // MARK: Names and values

    func testNameBytesThatAreNotUTF8RoundTrip() {
        let cases: [[UInt8]] = [Array("plain.svg".utf8), [0x62, 0xFF, 0xFE, 0x2E], [0xC3, 0x28], [0xF4, 0x8F, 0xBF, 0xBF, 0x41], [0xE2, 0x82]]
        for bytes in cases {
            let name = bytes.withUnsafeBufferPointer(RawPathBytes.decode)
            XCTAssertEqual(RawPathBytes.encode(name), bytes)
        }
        XCTAssertEqual(TextEscaping.visible([0x62, 0xFF, 0xFE, 0x2E].withUnsafeBufferPointer(RawPathBytes.decode)), "b\\xFF\\xFE.")
        XCTAssertEqual([UInt8]([0xC3, 0xA9]).withUnsafeBufferPointer(RawPathBytes.decode), "é")
    }

    func testRadiiThatAreNotLengthsAreReported() {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
        <rect width="40" height="40" rx="NaN"/>
        <rect width="40" height="40" rx="1e400"/>
        <rect width="40" height="40" rx="-4" ry="auto"/>
        <rect width="40" height="40" rx="8" ry="inf"/>
        <rect width="40" height="40" rx="\(String(repeating: "9", count: 300))x"/>
        </svg>
        """
        let findings = lint([("a.svg", svg)]).findings.filter { $0.ruleID == "invalid-value" }
        XCTAssertEqual(findings.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "2:1 `rx` is `NaN`, not a length of 0 or more; it is ignored (as `auto`)",
            "3:1 `rx` is `1e400`, not a length of 0 or more; it is ignored (as `auto`)",
            "4:1 `rx` is `-4`, not a length of 0 or more; it is ignored (as `auto`)",
            "5:1 `ry` is `inf`, not a length of 0 or more; it is ignored (as `auto`)",
            "6:1 `rx` is `\(String(repeating: "9", count: 39))…`, not a length of 0 or more; it is ignored (as `auto`)",
        ])
    }

    // MARK: `extends:` outside the configuration's repository

    func testPacksOutsideTheRepositoryAreRefusedUnlessNamedByTheUser() throws {
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        try write("outside.yml", "pack: outside\nrules:\n  secret-key-from-another-file: off\n")
        try write("repo/.w3wlint.yml", "extends: [../outside.yml]\n")
        try write("repo/a.w3wtheme.yaml", "w3wtheme: 1\n")
        let repo = scratch.appendingPathComponent("repo").path
        XCTAssertThrowsError(try Configuration.resolve(explicit: nil, paths: ["."], workingDirectory: repo)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(".w3wlint.yml:1:11: error: the rule pack `../outside.yml` is outside this configuration's repository"), text)
            XCTAssertFalse(text.contains("secret-key-from-another-file"), text)
        }
        // Named on the command line, the same configuration may extend it (its own errors then name its keys).
        XCTAssertThrowsError(try Configuration.resolve(explicit: ".w3wlint.yml", paths: ["."], workingDirectory: repo)) { error in
            XCTAssertTrue("\(error)".contains("secret-key-from-another-file"), "\(error)")
        }
        // A configuration that is itself a link out of its repository is not read (its keys are not echoed).
        try FileManager.default.removeItem(atPath: repo + "/.w3wlint.yml")
        try FileManager.default.createSymbolicLink(atPath: repo + "/.w3wlint.yml", withDestinationPath: scratch.appendingPathComponent("outside.yml").path)
        XCTAssertThrowsError(try Configuration.resolve(explicit: nil, paths: ["."], workingDirectory: repo)) { error in
            XCTAssertTrue("\(error)".hasPrefix(".w3wlint.yml:1:1: error: this configuration is a link to a file outside its repository"), "\(error)")
            XCTAssertFalse("\(error)".contains("secret-key-from-another-file"), "\(error)")
        }
        try FileManager.default.removeItem(atPath: repo + "/.w3wlint.yml")
        // A link inside the repository to a file outside it is outside too.
        try FileManager.default.createSymbolicLink(atPath: repo + "/inside.yml", withDestinationPath: scratch.appendingPathComponent("outside.yml").path)
        try write("repo/.w3wlint.yml", "extends: [./inside.yml]\n")
        XCTAssertThrowsError(try Configuration.resolve(explicit: nil, paths: ["."], workingDirectory: repo))
    }
}
