/// A self-contained HTML report (no scripts, no network, no external assets): a summary per rule and per file, then
/// every finding with what it is about drawn: the foreground on its background and the suggested colour for contrast
/// findings, the defined swatch beside an empty one for missing modes, the value between its nearest allowed values
/// for scale findings. Headings, tables and landmarks are for screen readers; everything is reachable by keyboard.
public struct HTMLReporter: Reporter {
    public init() {}

    /// The page, written finding by finding (a run of a hundred thousand findings is never held whole).
    public func write<Output: TextOutputStream>(_ result: LintResult, to output: inout Output) {
        let byFile = Dictionary(grouping: result.findings, by: \.location.file)
        let files = Self.worstFirst(byFile)
        output.write("""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <title>w3wlint report</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        <a class="skip" href="#findings">Skip to the findings</a>
        <header>
        <h1>w3wlint report</h1>
        <p class="summary">\(Self.escape(TextReporter.summary(result))) · w3wlint \(Self.escape(w3wlintVersion))</p>
        </header>
        <main>

        """)
        output.write(summaryPerRule(result))
        output.write(summaryPerFile(files: files, byFile: byFile, result: result))
        let repeated = Self.repeatedNotes(result.findings)
        if !repeated.isEmpty { output.write(repeatedNotesSection(repeated, files: files)) }
        let repeatedKeys = Set(repeated.map(\.key))
        output.write("<section id=\"findings\" aria-labelledby=\"findings-title\">\n<h2 id=\"findings-title\">Findings</h2>\n")
        if files.isEmpty { output.write("<p>No findings.</p>\n") }
        for (index, file) in files.enumerated() {
            output.write("<section id=\"file-\(index + 1)\" aria-labelledby=\"file-\(index + 1)-title\">\n")
            output.write("<h3 id=\"file-\(index + 1)-title\">\(Self.escape(file))</h3>\n<ol class=\"findings\">\n")
            var grouped = 0
            for finding in byFile[file]! {
                if finding.severity == .note, repeatedKeys.contains(RepeatedNote.Key(finding)) { grouped += 1 } else { output.write(item(finding)) }
            }
            if grouped > 0 {
                output.write("<li class=\"finding\"><p><span class=\"severity note\">note</span> \(grouped) repeated "
                    + "note\(grouped == 1 ? "" : "s"), each listed once under <a href=\"#repeated-notes\">Repeated notes</a></p></li>\n")
            }
            output.write("</ol>\n</section>\n")
        }
        output.write("</section>\n</main>\n</body>\n</html>\n")
    }

    /// A note that says the same (rule and message) in more than one place, and its places in report order.
    struct RepeatedNote {
        struct Key: Hashable {
            var ruleID: String
            var message: String
            init(_ finding: Finding) {
                ruleID = finding.ruleID
                message = finding.message
            }
        }

        var key: Key
        var locations: [SourceLocation]
    }

    /// Notes said in two places or more, most repeated first (a reader sees them once, with a count, not N times).
    static func repeatedNotes(_ findings: [Finding]) -> [RepeatedNote] {
        var order: [RepeatedNote.Key] = []
        var places: [RepeatedNote.Key: [SourceLocation]] = [:]
        for finding in findings where finding.severity == .note {
            let key = RepeatedNote.Key(finding)
            if places[key] == nil { order.append(key) }
            places[key, default: []].append(finding.location)
        }
        let repeated = order.filter { places[$0]!.count > 1 }.map { RepeatedNote(key: $0, locations: places[$0]!) }
        return repeated.enumerated().sorted { a, b in
            a.element.locations.count != b.element.locations.count ? a.element.locations.count > b.element.locations.count : a.offset < b.offset
        }.map(\.element)
    }

    private func repeatedNotesSection(_ repeated: [RepeatedNote], files: [String]) -> String {
        let anchors = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, "#file-\($0 + 1)") })
        var out = "<section id=\"repeated-notes\" aria-labelledby=\"repeated-title\">\n<h2 id=\"repeated-title\">Repeated notes</h2>\n"
        out += "<p>Notes that say the same thing in several places, each listed once with its places.</p>\n<ol class=\"findings\">\n"
        for note in repeated {
            out += "<li class=\"finding\">\n<p><span class=\"severity note\">note</span> <span class=\"where\">×\(note.locations.count)</span> "
                + "\(Self.escape(note.key.message)) <code class=\"rule\">\(Self.escape(note.key.ruleID))</code></p>\n"
                + "<details><summary>\(note.locations.count) places</summary>\n<ul>\n"
            for location in note.locations {
                out += "<li><a href=\"\(anchors[location.file] ?? "#findings")\">\(Self.escape(location.file))</a> "
                    + "<span class=\"where\">line \(location.line), column \(location.column)</span></li>\n"
            }
            out += "</ul>\n</details>\n</li>\n"
        }
        return out + "</ol>\n</section>\n"
    }

    /// Files with the most errors first, then the most warnings, then the most notes; ties by name. A reader starts
    /// where the work is.
    static func worstFirst(_ byFile: [String: [Finding]]) -> [String] {
        let counts = byFile.mapValues { findings in [Severity.error, .warning, .note].map { severity in findings.filter { $0.severity == severity }.count } }
        return byFile.keys.sorted { a, b in
            counts[a]! != counts[b]! ? counts[a]!.lexicographicallyPrecedes(counts[b]!, by: >) : a < b
        }
    }

    private func summaryPerRule(_ result: LintResult) -> String {
        let byRule = Dictionary(grouping: result.findings, by: \.ruleID)
        var out = "<section aria-labelledby=\"rules-title\">\n<h2 id=\"rules-title\">Findings per rule</h2>\n"
        guard !byRule.isEmpty else { return out + "<p>No findings.</p>\n</section>\n" }
        out += "<table>\n<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">What it checks</th>"
            + "<th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th><th scope=\"col\">Notes</th></tr></thead>\n<tbody>\n"
        for id in byRule.keys.sorted() {
            let findings = byRule[id]!
            let summary = result.rules.first { $0.id == id }?.summary ?? ""
            out += "<tr><th scope=\"row\"><code>\(Self.escape(id))</code></th><td>\(Self.escape(summary))</td>"
                + Severity.allCases.reversed().map { severity in "<td>\(findings.filter { $0.severity == severity }.count)</td>" }.joined()
                + "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }

    private func summaryPerFile(files: [String], byFile: [String: [Finding]], result: LintResult) -> String {
        var out = "<section aria-labelledby=\"files-title\">\n<h2 id=\"files-title\">Findings per file</h2>\n"
        out += "<p>\(result.files.count) file\(result.files.count == 1 ? "" : "s") checked, \(files.count) with findings.</p>\n"
        guard !files.isEmpty else { return out + "</section>\n" }
        out += "<table>\n<thead><tr><th scope=\"col\">File</th><th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th>"
            + "<th scope=\"col\">Notes</th></tr></thead>\n<tbody>\n"
        for (index, file) in files.enumerated() {
            let findings = byFile[file]!
            out += "<tr><th scope=\"row\"><a href=\"#file-\(index + 1)\">\(Self.escape(file))</a></th>"
                + Severity.allCases.reversed().map { severity in "<td>\(findings.filter { $0.severity == severity }.count)</td>" }.joined()
                + "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }

    private func item(_ finding: Finding) -> String {
        var out = "<li class=\"finding\">\n<p><span class=\"severity \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
        out += "<span class=\"where\">line \(finding.location.line), column \(finding.location.column)</span> "
        out += "\(Self.escape(finding.message)) <code class=\"rule\">\(Self.escape(finding.ruleID))</code></p>\n"
        out += visual(finding)
        return out + "</li>\n"
    }

    /// The picture of a finding, from its properties (whatever rule made it).
    private func visual(_ finding: Finding) -> String {
        func text(_ key: String) -> String? {
            if case let .string(value)? = finding.property(key) { return value }
            return nil
        }
        func number(_ key: String) -> Double? {
            if case let .number(value)? = finding.property(key) { return value }
            return nil
        }
        if let foreground = text("foreground").flatMap(Self.cssColor), let background = text("background").flatMap(Self.cssColor) {
            let mode = text("mode") ?? ""
            let ratio = number("ratio").map { formatNumber($0) + ":1" } ?? (number("lc").map { "Lc " + formatNumber($0) } ?? "")
            let required = number("required").map { formatNumber($0) + (number("lc") == nil ? ":1" : "") } ?? ""
            var out = "<div class=\"visual\">\n"
            out += Self.swatch(foreground: foreground, background: background,
                               caption: "\(mode.isEmpty ? "" : "\(mode) mode: ")\(ratio), needs \(required)")
            if let suggestion = text("suggestion").flatMap(Self.cssColor) {
                out += Self.swatch(foreground: suggestion, background: background, caption: "suggested \(suggestion), reaches \(required)")
            }
            return out + "</div>\n"
        }
        // A colour off the palette beside the nearest palette colour.
        if let color = text("color").flatMap(Self.cssColor), let nearest = text("nearestColor").flatMap(Self.cssColor) {
            let name = text("nearest").map { " (\(Self.escape($0)))" } ?? ""
            return "<div class=\"visual\">\n"
                + "<figure class=\"chip\"><span class=\"fill\" style=\"background:\(color)\"></span><figcaption>used: \(color)</figcaption></figure>\n"
                + "<figure class=\"chip\"><span class=\"fill\" style=\"background:\(nearest)\"></span><figcaption>palette\(name): \(nearest)</figcaption></figure>\n"
                + "</div>\n"
        }
        if case let .array(missing)? = finding.property("missingModes") {
            let missingNames = missing.compactMap { value -> String? in if case let .string(name) = value { return name }; return nil }
            var out = "<div class=\"visual\">\n"
            if case let .object(defined)? = finding.property("defined") {
                for (mode, value) in defined {
                    guard case let .string(hex) = value, let color = Self.cssColor(hex) else { continue }
                    out += "<figure class=\"chip\"><span class=\"fill\" style=\"background:\(color)\"></span>"
                        + "<figcaption>\(Self.escape(mode)): \(color)</figcaption></figure>\n"
                }
            }
            for mode in missingNames {
                out += "<figure class=\"chip\"><span class=\"fill empty\"></span><figcaption>\(Self.escape(mode)): missing</figcaption></figure>\n"
            }
            return out + "</div>\n"
        }
        if let value = number("value"), case let .array(allowed)? = finding.property("allowed") {
            let points = allowed.compactMap { item -> Double? in if case let .number(n) = item { return n }; return nil }
            guard let low = ([value] + points).min(), let high = ([value] + points).max(), high > low else { return "" }
            func position(_ x: Double) -> String { formatNumber(((x - low) / (high - low) * 90 + 5).rounded()) }
            var out = "<div class=\"visual\"><div class=\"scale\" role=\"img\" aria-label=\"\(Self.escape(formatNumber(value))) between the allowed "
                + "\(Self.escape(points.map(formatNumber).joined(separator: " and ")))\">\n"
            for point in points {
                out += "<span class=\"tick allowed\" style=\"left:\(position(point))%\">\(formatNumber(point))</span>\n"
            }
            out += "<span class=\"tick value\" style=\"left:\(position(value))%\">\(formatNumber(value))</span>\n"
            return out + "</div></div>\n"
        }
        return ""
    }

    private static func swatch(foreground: String, background: String, caption: String) -> String {
        "<figure class=\"swatch\"><div class=\"sample\" style=\"color:\(foreground);background:\(background)\" role=\"img\" "
            + "aria-label=\"\(escape("\(foreground) text on \(background)"))\"><span class=\"big\">Aa</span> Text</div>"
            + "<figcaption>\(escape(foreground)) on \(escape(background)) · \(escape(caption))</figcaption></figure>\n"
    }

    /// `#RRGGBB` / `#RRGGBBAA` only: property values go into a style attribute, so nothing else is let through.
    static func cssColor(_ hex: String) -> String? {
        guard let color = RGBA(hex: hex) else { return nil }
        return color.hex
    }

    /// Text and attribute escaping, byte by byte: a quote followed by a combining mark is still escaped, as a browser
    /// reads it.
    static func escape(_ text: String) -> String {
        TextEscaping.replacingASCII(in: TextEscaping.visible(text)) { TextEscaping.markupEntity($0, apostrophe: "&#39;") }
    }

    /// Dark text on white (15:1 and more); severities are words as well as colours; focus is always visible.
    static let style = """
    :root { color: #1A1A1A; background: #FFFFFF; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
    body { max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
    h1 { font-size: 1.75rem; margin-bottom: 0.25rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #767676; }
    h3 { font-family: ui-monospace, monospace; font-size: 1rem; background: #F2F2F2; padding: 0.25rem 0.5rem; overflow-wrap: anywhere; }
    th[scope="row"] { overflow-wrap: anywhere; }
    a { color: #0B4F8A; } a:focus, a:hover { outline: 3px solid #0B4F8A; outline-offset: 2px; }
    .skip { position: absolute; left: -999px; } .skip:focus { left: 1rem; top: 1rem; background: #FFFFFF; padding: 0.5rem; }
    table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 0.25rem 0.75rem; border-bottom: 1px solid #D0D0D0; }
    td { font-variant-numeric: tabular-nums; } code { font-family: ui-monospace, monospace; }
    .summary { color: #3B3B3B; } ol.findings { padding-left: 1.5rem; } .finding { margin: 0.75rem 0; }
    .severity { display: inline-block; min-width: 4.5rem; font-weight: 700; text-transform: uppercase; font-size: 0.8rem; }
    .severity.error { color: #A50E0E; } .severity.warning { color: #7A4A00; } .severity.note { color: #0B4F8A; }
    .where { color: #3B3B3B; font-variant-numeric: tabular-nums; } .rule { color: #3B3B3B; }
    .visual { display: flex; flex-wrap: wrap; gap: 1rem; margin: 0.5rem 0 0; }
    figure { margin: 0; } figcaption { font-size: 0.85rem; color: #3B3B3B; }
    .swatch .sample { border: 1px solid #767676; border-radius: 6px; padding: 0.5rem 1rem; min-width: 10rem; }
    .swatch .big { font-size: 1.5rem; font-weight: 600; }
    .chip .fill { display: block; width: 6rem; height: 2.5rem; border: 1px solid #767676; border-radius: 6px; }
    .chip .fill.empty { background: repeating-linear-gradient(45deg, #FFFFFF 0 6px, #E0E0E0 6px 12px); }
    .scale { position: relative; width: 22rem; height: 3rem; border-bottom: 2px solid #767676; }
    .tick { position: absolute; bottom: -0.2rem; transform: translateX(-50%); font-size: 0.85rem; padding: 0 0.25rem; }
    .tick.allowed { color: #1B5E20; border-left: 2px solid #1B5E20; } .tick.value { bottom: 1.4rem; color: #A50E0E; font-weight: 700; }
    """
}
