import Foundation
import XCTest
@testable import W3WLintKit

/// Outside plugins: the shipped example works, and every way a plugin can fail is an error finding naming it,
/// with the rest of the run unaffected.
final class PluginTests: ScratchFolderTestCase {
    override func setUpWithError() throws {
        guard (try? runProcess("/usr/bin/env", ["python3", "--version"]))?.status == 0 else {
            throw XCTSkip("python3 is not installed; the plugin tests run plugins written in Python")
        }
        try super.setUpWithError()
        try write("a.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  brandRed: \"#E11F26\"\n  brandPink: \"#FF2D55\"\nschemes:\n  s:\n    styles:\n      cornerRadius: 5\n")
    }

    private func run(plugin script: String, timeout: Double = 10) throws -> LintResult {
        try write("plugin.py", script)
        try write(".w3wlint.yml", "plugins:\n  - name: team\n    command: [python3, plugin.py]\n    timeout: \(timeout)\n")
        let configuration = try Configuration.resolve(explicit: nil, paths: ["."], workingDirectory: scratch.path)
        var linter = Linter(configuration: configuration)
        linter.allowsPlugins = true
        return try linter.check(paths: ["."], workingDirectory: scratch.path)
    }

    private func summary(_ result: LintResult) -> [String] {
        result.findings.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.severity) \($0.ruleID) \($0.message)" }
    }

    /// A configuration in the checked tree names a program: it is not started unless the person running w3wlint
    /// allows plugins, and the run says so once per plugin, at the configuration's line, and goes on.
    func testPluginsDoNotRunUnlessAllowed() throws {
        let marker = scratch.appendingPathComponent("ran")
        try write("plugin.py", "open('ran', 'w').write('x')\n")
        try write(".w3wlint.yml", "plugins:\n  - name: team\n    command: [python3, plugin.py]\n")
        let configuration = try Configuration.resolve(explicit: nil, paths: ["."], workingDirectory: scratch.path)
        let result = try Linter(configuration: configuration).check(paths: ["."], workingDirectory: scratch.path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "the plugin ran")
        XCTAssertEqual(summary(result), [
            ".w3wlint.yml:2:5 warning plugin-not-run plugin `team` was not run: it would start `python3 plugin.py`, and "
                + "plugins run only when you allow them (--allow-plugins or W3WLINT_ALLOW_PLUGINS=1); its findings are "
                + "missing from this report",
            "a.w3wtheme.yaml:8:21 warning corner-radius cornerRadius 5 in scheme s is not a preset; nearest: extraSmall (4) or small (8)",
        ])
        XCTAssertEqual(result.rules.first { $0.id == "plugin-not-run" }?.severity, .warning)
        // The command line: not started without the flag, started with it or with the environment variable.
        let cli = try builtExecutable()
        let plain = try runProcess(cli, ["check", "."], in: scratch)
        XCTAssertEqual(plain.status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "the plugin ran from the command line")
        XCTAssertTrue(plain.stdout.contains("[plugin-not-run]"), plain.stdout)
        _ = try runProcess(cli, ["check", ".", "--allow-plugins"], in: scratch)
        XCTAssertTrue(FileManager.default.fileExists(atPath: marker.path), "--allow-plugins did not run the plugin")
        try FileManager.default.removeItem(at: marker)
        _ = try runProcess("/usr/bin/env", ["W3WLINT_ALLOW_PLUGINS=1", cli, "check", "."], in: scratch)
        XCTAssertTrue(FileManager.default.fileExists(atPath: marker.path), "W3WLINT_ALLOW_PLUGINS=1 did not run the plugin")
    }

    func testExamplePlugin() throws {
        let script = try String(contentsOf: packageRoot.appendingPathComponent("Samples/plugins/brand_rules.py"), encoding: .utf8)
        try write("plugin.py", script)
        try write(".w3wlint.yml", "plugins:\n  - name: brand\n    command: [python3, plugin.py]\n")
        let configuration = try Configuration.resolve(explicit: nil, paths: ["."], workingDirectory: scratch.path)
        var linter = Linter(configuration: configuration)
        linter.allowsPlugins = true
        let result = try linter.check(paths: ["."], workingDirectory: scratch.path)
        XCTAssertEqual(summary(result), [
            "a.w3wtheme.yaml:4:3 error brand/official-colours brand colour `brandPink` is #FF2D55 in dark mode, not an official brand colour (#E11F26, #0A3049)",
            "a.w3wtheme.yaml:4:3 error brand/official-colours brand colour `brandPink` is #FF2D55 in light mode, not an official brand colour (#E11F26, #0A3049)",
            "a.w3wtheme.yaml:8:21 warning corner-radius cornerRadius 5 in scheme s is not a preset; nearest: extraSmall (4) or small (8)",
        ])
        XCTAssertEqual(PropertyValue.object(result.findings[0].properties),
                       .object([("plugin", "brand"), ("color", "brandPink"), ("mode", "dark"), ("value", "#FF2D55")]))
        let rule = try XCTUnwrap(result.rules.first { $0.id == "brand/official-colours" })
        XCTAssertEqual(rule.summary, "Palette colours named brand* must be official brand colours.")
        XCTAssertEqual(rule.severity, .error)
    }

    func testPluginReceivesTheModelWithLocations() throws {
        let result = try run(plugin: """
        import json, sys
        request = json.load(sys.stdin)
        theme = request["model"]["themes"][0]
        red = theme["palette"][0]
        style = theme["schemes"][0]["styles"][0]
        message = f"{request['protocol']} {request['files']} {red['name']} {red['values']} {red['location']} {style['kind']} {style['value']}"
        json.dump({"protocol": 1, "findings": [{"ruleId": "echo", "message": message, "location": style["location"]}]}, sys.stdout)
        """)
        XCTAssertEqual(summary(result).first,
                       "a.w3wtheme.yaml:8:21 warning corner-radius cornerRadius 5 in scheme s is not a preset; nearest: extraSmall (4) or small (8)")
        XCTAssertEqual(summary(result).last,
                       "a.w3wtheme.yaml:8:21 warning team/echo 1 ['a.w3wtheme.yaml'] brandRed {'light': '#E11F26', 'dark': '#E11F26'} "
                           + "{'file': 'a.w3wtheme.yaml', 'line': 3, 'column': 3} cornerRadius 5")
    }

    private func assertFailure(_ script: String, timeout: Double = 10, says expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run(plugin: script, timeout: timeout)
        XCTAssertEqual(summary(result), [
            ".w3wlint.yml:2:5 error plugin-error plugin `team` \(expected)",
            "a.w3wtheme.yaml:8:21 warning corner-radius cornerRadius 5 in scheme s is not a preset; nearest: extraSmall (4) or small (8)",
        ], file: file, line: line)
    }

    func testCrash() throws {
        try assertFailure("import sys\nprint('boom: no model', file=sys.stderr)\nsys.exit(3)\n", says: "exited with status 3: boom: no model")
    }

    func testHang() throws {
        try assertFailure("import time\ntime.sleep(60)\n", timeout: 1, says: "did not finish within 1 s and was stopped")
    }

    func testInvalidJSON() throws {
        try assertFailure("print('hello')\n", says: "printed output that is not JSON")
    }

    func testWrongProtocol() throws {
        try assertFailure("print('{\"protocol\": 2, \"findings\": []}')\n", says: "answered with protocol 2; w3wlint speaks protocol 1")
        try assertFailure("print('{\"protocol\": 1}')\n", says: "printed JSON that is not protocol 1: missing `findings`")
    }

    func testLocationOutsideItsInputs() throws {
        let finding = #"{"ruleId": "x", "message": "m", "location": {"file": "a.w3wtheme.yaml", "line": 99}}"#
        try assertFailure("print('{\"protocol\": 1, \"findings\": [\(finding.replacingOccurrences(of: "\"", with: "\\\""))]}')\n",
                          says: "reported a.w3wtheme.yaml:99:1, which is not in the files it was given")
        let elsewhere = #"{"ruleId": "x", "message": "m", "location": {"file": "/etc/passwd", "line": 1}}"#
        try assertFailure("print('{\"protocol\": 1, \"findings\": [\(elsewhere.replacingOccurrences(of: "\"", with: "\\\""))]}')\n",
                          says: "reported /etc/passwd:1:1, which is not in the files it was given")
    }

    /// A plugin's line is checked as the file's own reader counts lines: in a theme saved with lone CRs, libyaml's
    /// line 8 is there.
    func testLinesAreCountedAsTheFilesReaderCountsThem() throws {
        try write("a.w3wtheme.yaml", "w3wtheme: 1\rpalette:\r  brandRed: \"#E11F26\"\r  brandPink: \"#FF2D55\"\rschemes:\r  s:\r    styles:\r      cornerRadius: 5\r")
        let plugin = { (line: Int) in
            "import json\nprint(json.dumps({'protocol': 1, 'findings': [{'ruleId': 'x', 'message': 'm', "
                + "'location': {'file': 'a.w3wtheme.yaml', 'line': \(line), 'column': 7}}]}))\n"
        }
        XCTAssertEqual(summary(try run(plugin: plugin(8))), [
            "a.w3wtheme.yaml:8:7 warning team/x m",
            "a.w3wtheme.yaml:8:21 warning corner-radius cornerRadius 5 in scheme s is not a preset; nearest: extraSmall (4) or small (8)",
        ])
        try assertFailure(plugin(10), says: "reported a.w3wtheme.yaml:10:7, which is not in the files it was given")
    }

    func testPluginReceivesComponentsWithResolvedColoursAndGeometry() throws {
        try write("button.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 40\">\n  <g transform=\"translate(10 5)\"><rect id=\"bg\" width=\"80\" height=\"30\" rx=\"8\" style=\"fill: #0A3049\"/></g>\n  <text x=\"20\" y=\"25\" font-size=\"17\" fill=\"#FFF\">OK</text>\n</svg>\n")
        let result = try run(plugin: """
        import json, sys
        request = json.load(sys.stdin)
        c = request["model"]["components"][0]
        rect, text = c["elements"]
        message = f"{c['file']} {rect['id']} {rect['fill']['paint']} {rect['bounds']} {rect['cornerRadius']} {text['text']['content']} {text['fill']['paint']['colors']}"
        json.dump({"protocol": 1, "findings": [{"ruleId": "echo", "message": message, "location": rect["location"]}]}, sys.stdout)
        """)
        let echo = try XCTUnwrap(result.findings.first { $0.ruleID == "team/echo" })
        XCTAssertEqual(echo.message, "button.svg bg {'type': 'solid', 'colors': ['#0A3049']} {'x': 10, 'y': 5, 'width': 80, 'height': 30} "
            + "{'rx': 8, 'ry': 8} OK ['#FFFFFF']")
        XCTAssertEqual("\(echo.location.line):\(echo.location.column)", "2:34")
    }

    func testLargeModelAndOutputDoNotBlock() throws {
        var theme = "w3wtheme: 1\npalette:\n"
        for index in 0..<20_000 { theme += "  c\(index): \"#123456\"\n" }
        try write("a.w3wtheme.yaml", theme)
        let result = try run(plugin: """
        import json, sys
        request = json.load(sys.stdin)
        findings = [{"ruleId": "all", "message": c["name"] * 20, "location": c["location"]} for c in request["model"]["themes"][0]["palette"]]
        json.dump({"protocol": 1, "findings": findings}, sys.stdout)
        """, timeout: 60)
        XCTAssertEqual(result.findings.count, 20_000)
        XCTAssertEqual(result.findings.last?.location.line, 20_002)
    }

    /// The request names the folder its paths are relative to, so a plugin (which runs in the configuration's folder)
    /// can open the files; it validates against the protocol's JSON Schema in docs/, as an answer does.
    func testTheRequestCarriesTheWorkingDirectoryAndMatchesTheSchema() throws {
        try write("design/a.w3wtheme.yaml", "w3wtheme: 1\npalette:\n  brandRed: \"#E11F26\"\n")
        try write("design/vars.css", ":root { --ink: #767676; }\n")
        try write("design/chip.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 40 20\"><rect width=\"40\" height=\"20\" rx=\"3\" fill=\"var(--ink)\"/><text x=\"2\" y=\"14\" font-size=\"12\" fill=\"#FFFFFF\">Hi</text></svg>")
        // The plugin runs in `tools/` (the config's folder); it opens each file through `workingDirectory`.
        let tools = scratch.appendingPathComponent("tools")
        try write("tools/plugin.py", """
        import json, os, sys
        request = json.load(sys.stdin)
        json.dump(request, open("request.json", "w"))
        path = request["files"][0]
        lines = open(os.path.join(request["workingDirectory"], path)).read().count("\\n")
        print(json.dumps({"protocol": 1, "findings": [{"ruleId": "lines", "message": "%d lines" % lines, "location": {"file": path, "line": 1}}]}))
        """)
        try write("tools/w3wlint.yml", "plugins:\n  - name: reader\n    command: [python3, plugin.py]\n")
        var linter = Linter(configuration: try Configuration.load(file: "tools/w3wlint.yml", workingDirectory: scratch.path))
        linter.allowsPlugins = true
        let result = try linter.check(paths: ["design"], workingDirectory: scratch.path)
        XCTAssertEqual(result.findings.filter { $0.ruleID.hasPrefix("reader/") || $0.ruleID.hasPrefix("plugin") }
                        .map { "\($0.location.file):\($0.location.line) \($0.ruleID) \($0.message)" },
                       ["design/a.w3wtheme.yaml:1 reader/lines 3 lines"])
        let request = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: tools.appendingPathComponent("request.json"))) as? [String: Any])
        XCTAssertEqual(request["workingDirectory"] as? String, URL(fileURLWithPath: scratch.path).standardizedFileURL.path)
        XCTAssertEqual(request["files"] as? [String], ["design/a.w3wtheme.yaml", "design/chip.svg", "design/vars.css"])
        // Both schemas hold for what w3wlint sends and for the answer this plugin gave.
        guard (try? runProcess("/usr/bin/env", ["python3", "-c", "import jsonschema"]))?.status == 0 else {
            throw XCTSkip("python3 has no jsonschema module; the request was not validated against docs/plugin-request.schema.json")
        }
        let docs = packageRoot.appendingPathComponent("docs")
        let check = try runProcess("/usr/bin/env", ["python3", "-c", """
        import json, sys, jsonschema
        for schema, document in [(sys.argv[1], json.load(open(sys.argv[2]))),
                                 (sys.argv[3], {"protocol": 1, "findings": [{"ruleId": "lines", "message": "3 lines", "location": {"file": "design/a.w3wtheme.yaml", "line": 1}}]})]:
            schema = json.load(open(schema))
            jsonschema.Draft202012Validator.check_schema(schema)
            jsonschema.Draft202012Validator(schema).validate(document)
        print("ok")
        """, docs.appendingPathComponent("plugin-request.schema.json").path, tools.appendingPathComponent("request.json").path,
            docs.appendingPathComponent("plugin-response.schema.json").path])
        XCTAssertEqual(check.stdout, "ok\n", check.stderr)
    }

    func testPluginsSeeTheStructure() throws {
        var model = loadTheme("""
        w3wtheme: 1
        typography:
          caption: { size: 12, weight: regular, lineHeight: 1.2 }
        components:
          button: [24]
        hierarchy: [primary, secondary]
        """).model
        model.merge(SVGLoader().load(contents: Data("""
        <svg xmlns="http://www.w3.org/2000/svg"><text font-size="12" letter-spacing="0.5">A</text><text font-size="12">B</text></svg>
        """.utf8), file: "a.svg").model)
        let json = CompactJSON.encode(ModelJSON.encode(model, files: [], plugin: "p", workingDirectory: "/"))
        XCTAssertTrue(json.contains(#""typography":[{"name":"caption","size":12.0,"weight":400.0,"letterSpacing":0.0,"lineHeight":1.2,"location":{"file":"test.w3wtheme.yaml","line":3.0,"column":3.0}}]"#), json)
        XCTAssertTrue(json.contains(#""components":{"button":{"builtIn":false"#), json)
        XCTAssertTrue(json.contains(#""hierarchy":["primary","secondary"]"#), json)
        XCTAssertTrue(json.contains(#""text":{"content":"A","fontSize":12.0,"fontWeight":400.0,"letterSpacing":0.5}"#), json)
        XCTAssertTrue(json.contains(#""text":{"content":"B","fontSize":12.0,"fontWeight":400.0}"#), json)
    }
}
