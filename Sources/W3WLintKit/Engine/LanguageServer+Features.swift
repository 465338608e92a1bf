import Foundation

// Diagnostics, code actions and hover: findings as an editor shows them.
extension LanguageServer {
    /// The rule's section of docs/rules.md.
    static func documentation(of ruleID: String) -> String {
        w3wlintInformationURI + "/blob/main/docs/rules.md#" + SARIFReporter.anchor(ruleID)
    }

    func range(of location: SourceLocation, lines: LineIndex, end: TextPosition? = nil) -> [String: Any] {
        let at = lines.editorPosition(line: location.line, column: location.column)
        let endAt = end.map { lines.editorPosition(line: $0.line, column: $0.column) }
        let endColumn = endAt.flatMap { $0.line == at.line ? $0.column : nil } ?? lines.valueEnd(line: at.line, column: at.column)
        let start = lines.utf16(line: at.line, column: at.column)
        let stop = lines.utf16(line: at.line, column: endColumn)
        return ["start": ["line": start.line, "character": start.character], "end": ["line": stop.line, "character": stop.character]]
    }

    /// Where a place starts as the editor counts: in the diagnostic's own document or another open one, by its lines;
    /// in a file not open, at its reader's line and column as they are.
    func editorStart(of location: SourceLocation, documentPath: String, lines: LineIndex) -> (line: Int, character: Int) {
        let index = location.file == documentPath ? lines : documents.values.first { $0.path == location.file }.map(lineIndex)
        guard let index else { return (max(0, location.line - 1), max(0, location.column - 1)) }
        let at = index.editorPosition(line: location.line, column: location.column)
        return index.utf16(line: at.line, column: at.column)
    }

    /// A finding as an LSP diagnostic: its value's range (the span its fix rewrites, else the value at its column),
    /// the rule id with a link to its documentation, and the other places it stands for.
    func diagnostic(_ finding: Finding, lines: LineIndex) -> [String: Any] {
        let span = finding.fix?.edits.first { $0.span.file == finding.location.file && $0.span.start.line == finding.location.line }?.span
        let severity: Int
        switch finding.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .note: severity = 3
        }
        var diagnostic: [String: Any] = [
            "range": range(of: span.map { SourceLocation(file: finding.location.file, line: $0.start.line, column: $0.start.column) } ?? finding.location,
                           lines: lines, end: span?.end),
            "severity": severity, "source": "w3wlint", "code": finding.ruleID,
            "codeDescription": ["href": Self.documentation(of: finding.ruleID)], "message": finding.message,
        ]
        let related = finding.relatedLocations.map { place -> [String: Any] in
            let at = editorStart(of: place.location, documentPath: finding.location.file, lines: lines)
            let start = ["line": at.line, "character": at.character]
            return ["location": ["uri": uri(ofPath: place.location.file), "range": ["start": start, "end": start]] as [String: Any],
                    "message": place.message]
        }
        if !related.isEmpty { diagnostic["relatedInformation"] = related }
        return diagnostic
    }

    /// The fixes of the findings whose ranges meet the requested range: `--fix`'s edits, safe ones preferred,
    /// unsafe ones (a contrast failure's suggested colour) offered and marked as a design decision.
    func codeActions(_ params: [String: Any]) -> [[String: Any]] {
        guard let documentURI = (params["textDocument"] as? [String: Any])?["uri"] as? String, let document = documents[documentURI],
              let range = params["range"] as? [String: Any], let start = Self.position(range["start"]), let end = Self.position(range["end"])
        else { return [] }
        let lines = lineIndex(document)
        var actions: [[String: Any]] = []
        // Each file's text and lines are made once a request: a request over the whole document meets every finding.
        var targets: [String: EditTarget] = [:]
        for finding in findings[documentURI] ?? [] {
            guard let fix = finding.fix else { continue }
            let shown = diagnostic(finding, lines: lines)
            guard let place = shown["range"] as? [String: Any], let from = Self.position(place["start"]), let to = Self.position(place["end"]),
                  (from.line, from.character) <= (end.line, end.character), (start.line, start.character) <= (to.line, to.character)
            else { continue }
            var changes: [String: [[String: Any]]] = [:]
            var applies = true
            for edit in fix.edits {
                let target = uri(ofPath: edit.span.file)
                let onDisk = { () -> String? in
                    guard case let .success(data) = FileReading.read(Discovery.joined(self.root, edit.span.file),
                                                                     maximumSize: FileReading.defaultMaximumSize) else { return nil }
                    return String(data: data, encoding: .utf8)
                }
                if targets[target] == nil {
                    guard let text = target == documentURI ? document.text : documents[target]?.text ?? onDisk() else { applies = false; break }
                    targets[target] = EditTarget(text)
                }
                // At the span's byte offsets (as --fix writes), offered only where the text is still what was checked.
                guard let (a, b) = targets[target]!.range(of: edit.span) else { applies = false; break }
                changes[target, default: []].append([
                    "range": ["start": ["line": a.line, "character": a.character], "end": ["line": b.line, "character": b.character]],
                    "newText": edit.replacement,
                ])
            }
            guard applies else { continue }
            actions.append([
                "title": (fix.isUnsafe ? "Use the suggested colour (a design decision): " : "Fix: ") + fix.description,
                "kind": "quickfix", "diagnostics": [shown], "isPreferred": !fix.isUnsafe,
                "edit": ["changes": changes],
            ])
        }
        return actions
    }

    /// On a text colour: its contrast with each background it is paired with, in each mode (passing pairs too),
    /// and the findings on that line.
    func hover(_ params: [String: Any]) -> [String: Any]? {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let document = documents[uri],
              let position = Self.position(params["position"]) else { return nil }
        let lines = lineIndex(document)
        let line = position.line + 1
        let column = lines.column(line: position.line, utf16: position.character)
        let covers = { (location: SourceLocation) in
            let at = lines.editorPosition(line: location.line, column: location.column)
            return at.line == line && at.column <= column && column < lines.valueEnd(line: line, column: at.column)
        }
        var sections: [String] = []
        let pairs = measuredPairs(path: document.path).filter { covers($0.location) }
        if !pairs.isEmpty {
            var text = "**Contrast** (WCAG 2)\n"
            for pair in pairs {
                func string(_ key: String) -> String { if case let .string(value)? = pair.property(key) { return value }; return "?" }
                func number(_ key: String) -> Double { if case let .number(value)? = pair.property(key) { return value }; return 0 }
                let scheme: String
                if case let .string(name)? = pair.property("scheme") { scheme = ", scheme \(name)" } else { scheme = "" }
                let ratio = number("ratio"), required = number("required")
                var modes = string("mode")
                if case let .array(all)? = pair.property("modes") {
                    let names = all.compactMap { value -> String? in if case let .string(name) = value { return name }; return nil }
                    modes = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
                }
                text += "\n- \(modes): \(string("foreground")) on \(string("background")) is \(formatNumber(ratio)):1"
                    + " — \(ratio >= required ? "passes" : "below") \(string("level")) \(formatNumber(required)):1 for \(string("kind"))"
                    + " (\(string("role"))\(scheme))"
            }
            sections.append(text)
        }
        let here = (findings[uri] ?? []).filter { lines.editorPosition(line: $0.location.line, column: $0.location.column).line == line }
        if !here.isEmpty { sections.append(here.map { "**\($0.ruleID)**: \($0.message)" }.joined(separator: "\n\n")) }
        guard !sections.isEmpty else { return nil }
        return ["contents": ["kind": "markdown", "value": sections.joined(separator: "\n\n---\n\n")]]
    }

    /// The document's lines, with w3wlint's positions counted as the reader of its format counts lines.
    func lineIndex(_ document: (path: String, text: String)) -> LineIndex {
        let syntax = Linter.defaultLoaders.reading(document.path)?.commentSyntax(forFile: document.path)
        return LineIndex(document.text, readerLineBreaks: syntax?.lineBreaks ?? .lineFeeds)
    }

    /// Every text pair of the document measured, passing or not: the configuration's contrast rule run with every
    /// pair reported, one finding per pair and mode at the text colour.
    func measuredPairs(path: String) -> [Finding] {
        var resolver = ConfigurationResolver(workingDirectory: root)
        guard let configuration = try? Configuration.resolve(paths: [path], resolver: &resolver),
              var contrast = configuration.rules.lazy.compactMap({ $0.rule as? ContrastRule }).first else { return [] }
        contrast.measuresEveryPair = true
        var linter = Linter(configuration: configuration.running([contrast]))
        linter.jobs = 1
        for (_, document) in documents { linter.givenContents[document.path] = Data(document.text.utf8) }
        guard let result = try? linter.check(paths: [path], workingDirectory: root) else { return [] }
        return result.findings.filter { $0.ruleID == contrast.description.id && $0.location.file == path && $0.property("ratio") != nil }
    }
}

/// A file a quick fix edits, as the editor holds it: a span's byte offsets to LSP positions in time independent of
/// the file's length (lines as LSP counts them: LF, CR LF, a lone CR).
struct EditTarget {
    let text: String
    private let bytes: [UInt8]
    private let columns: ScalarColumns
    private let lines: LineIndex
    /// Span offsets count after a byte order mark, which an editor may send as the text's first character.
    private let textStart: Int

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        bytes = Array(text.utf8)
        columns = bytes.withUnsafeBufferPointer { ScalarColumns($0, lineBreaks: .swift) }
        lines = LineIndex(text)
        textStart = text.unicodeScalars.first == "\u{FEFF}" ? 3 : 0
    }

    /// The LSP start and end of the span's text, when the text at its offsets is still what was checked.
    func range(of span: SourceSpan) -> (start: (line: Int, character: Int), end: (line: Int, character: Int))? {
        let offsets = (span.offsets.lowerBound + textStart)..<(span.offsets.upperBound + textStart)
        guard let range = text.range(ofUTF8Offsets: offsets), text.utf8[range].elementsEqual(span.text.utf8) else { return nil }
        func position(_ offset: Int) -> (line: Int, character: Int) {
            let at = bytes.withUnsafeBufferPointer { columns.position(ofByteOffset: offset, in: $0) }
            return lines.utf16(line: at.line, column: at.column)
        }
        return (position(offsets.lowerBound), position(offsets.upperBound))
    }
}
