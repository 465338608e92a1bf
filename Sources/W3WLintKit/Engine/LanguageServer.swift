import Foundation

/// `w3wlint lsp`: a Language Server (LSP 3.17) that checks the documents an editor has open as they are typed,
/// unsaved text and all, with the workspace's other files as their context (an export is judged against the
/// reference above it on disk). It publishes diagnostics, offers the fixes `--fix` would make as code actions,
/// and on hover over a text colour shows its contrast with each background it is paired with, in each mode.
///
/// The session is a value: each message in, the messages to send out. Plugins never run here (a workspace is
/// untrusted input, and an editor opens any folder).
public struct LanguageServer {
    /// The workspace folder: configurations, references and report paths are worked out from it.
    public private(set) var root: String
    /// Open documents by URI: their path as the run reports it, and their text.
    var documents: [String: (path: String, text: String)] = [:]
    /// The findings last published, by URI (what code actions and hover answer from).
    var findings: [String: [Finding]] = [:]
    private var shutdownRequested = false
    /// Set when the client says `exit`: the process ends with this code (0 after `shutdown`, else 1).
    public private(set) var exitCode: Int32?

    public init(root: String) {
        self.root = root
    }

    /// Handles one message from the client: the responses and notifications to send, in order.
    public mutating func handle(_ message: [String: Any]) -> [[String: Any]] {
        let id = message["id"]
        guard let method = message["method"] as? String else { return [] }  // a response to us: nothing asked
        let params = message["params"] as? [String: Any] ?? [:]
        if shutdownRequested, method != "exit" {
            return id.map { [Self.error(id: $0, code: -32600, "the server is shutting down")] } ?? []
        }
        switch method {
        case "initialize":
            if let folder = Self.path(ofURI: (params["workspaceFolders"] as? [[String: Any]])?.first?["uri"] as? String)
                ?? Self.path(ofURI: params["rootUri"] as? String) ?? params["rootPath"] as? String
            {
                root = folder
            }
            return [Self.response(id: id, [
                "capabilities": [
                    "positionEncoding": "utf-16",
                    "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]] as [String: Any],
                    "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                    "hoverProvider": true,
                ] as [String: Any],
                "serverInfo": ["name": "w3wlint", "version": w3wlintVersion],
            ])]
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles":
            return []
        case "shutdown":
            shutdownRequested = true
            return [Self.response(id: id, NSNull())]
        case "exit":
            exitCode = shutdownRequested ? 0 : 1
            return []
        case "textDocument/didOpen":
            guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String,
                  let text = document["text"] as? String else { return [] }
            open(uri: uri, text: text)
            return lint()
        case "textDocument/didChange":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, documents[uri] != nil,
                  let changes = params["contentChanges"] as? [[String: Any]] else { return [] }
            for change in changes { apply(change, to: uri) }
            return lint()
        case "textDocument/didSave":
            return lint()
        case "textDocument/didClose":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else { return [] }
            documents[uri] = nil
            findings[uri] = nil
            return [Self.publish(uri: uri, diagnostics: [])] + lint()
        case "textDocument/codeAction":
            return [Self.response(id: id, codeActions(params))]
        case "textDocument/hover":
            return [Self.response(id: id, hover(params) ?? NSNull())]
        default:
            // A request we do not serve is answered (MethodNotFound); a notification is let go.
            return id.map { [Self.error(id: $0, code: -32601, "w3wlint does not serve \(TextEscaping.visible(String(method.prefix(100))))")] } ?? []
        }
    }

    private mutating func open(uri: String, text: String) {
        guard let path = Self.path(ofURI: uri) else { return }
        documents[uri] = (Linter.givenKey(path, workingDirectory: root), text)
    }

    /// A change: the whole text, or (from a client that sends them anyway) a range replaced.
    private mutating func apply(_ change: [String: Any], to uri: String) {
        guard var document = documents[uri], let text = change["text"] as? String else { return }
        if let range = change["range"] as? [String: Any], let start = Self.position(range["start"]), let end = Self.position(range["end"]) {
            let lines = LineIndex(document.text)
            guard let from = lines.offset(line: start.line, utf16: start.character),
                  let to = lines.offset(line: end.line, utf16: end.character), from <= to else { return }
            let scalars = Array(document.text.unicodeScalars)
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars[..<from])
            result.append(contentsOf: text.unicodeScalars)
            result.append(contentsOf: scalars[to...])
            document.text = String(result)
        } else {
            document.text = text
        }
        documents[uri] = document
    }

    /// Checks every open document (each with the others' unsaved text) and publishes each one's diagnostics.
    private mutating func lint() -> [[String: Any]] {
        let open = documents.sorted { $0.key < $1.key }
        guard !open.isEmpty else { return [] }
        var linter: Linter
        var resolver = ConfigurationResolver(workingDirectory: root)
        let result: LintResult
        do {
            let first = try Configuration.resolve(paths: [open[0].value.path], resolver: &resolver)
            linter = Linter(configuration: first)
            linter.jobs = 1
            for (_, document) in open { linter.givenContents[document.path] = Data(document.text.utf8) }
            result = try linter.check(paths: open.map(\.value.path), configurations: &resolver, workingDirectory: root)
        } catch let errors as ConfigurationErrors {
            findings = [:]
            return [Self.notification("window/showMessage", ["type": 1, "message": "w3wlint: invalid configuration\n\(errors.description)"])]
                + open.map { Self.publish(uri: $0.key, diagnostics: []) }
        } catch {
            return [Self.notification("window/showMessage", ["type": 1, "message": "w3wlint: \(error)"])]
        }
        let byFile = Dictionary(grouping: result.findings, by: \.location.file)
        // A finding that stands for several places is shown at each: at the others it points back to the first.
        var elsewhere: [String: [Finding]] = [:]
        for finding in result.findings {
            for place in finding.relatedLocations where place.location != finding.location && !place.isDefinition {
                var copy = finding
                copy.location = place.location
                copy.fix = nil
                copy.relatedLocations = [RelatedLocation(location: finding.location, message: "reported here first")]
                    + finding.relatedLocations.filter(\.isDefinition)
                elsewhere[place.location.file, default: []].append(copy)
            }
        }
        var messages: [[String: Any]] = []
        for (uri, document) in open {
            let found = byFile[document.path] ?? []
            findings[uri] = found
            let lines = lineIndex(document)
            let shown = found + (elsewhere[document.path] ?? [])
            messages.append(Self.publish(uri: uri, diagnostics: shown.map { diagnostic($0, lines: lines) }))
        }
        return messages
    }

    // MARK: Messages

    static func response(id: Any?, _ result: Any) -> [String: Any] {
        ["jsonrpc": "2.0", "id": id ?? NSNull(), "result": result]
    }

    static func error(id: Any, code: Int, _ message: String) -> [String: Any] {
        ["jsonrpc": "2.0", "id": id, "error": ["code": code, "message": message] as [String: Any]]
    }

    static func notification(_ method: String, _ params: [String: Any]) -> [String: Any] {
        ["jsonrpc": "2.0", "method": method, "params": params]
    }

    static func publish(uri: String, diagnostics: [[String: Any]]) -> [String: Any] {
        notification("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": diagnostics])
    }

    static func position(_ value: Any?) -> (line: Int, character: Int)? {
        guard let object = value as? [String: Any], let line = object["line"] as? Int, let character = object["character"] as? Int,
              line >= 0, character >= 0 else { return nil }
        return (line, character)
    }

    /// The path of a `file:` URI; nil for any other scheme (an untitled buffer, a remote file).
    static func path(ofURI uri: String?) -> String? {
        guard let uri, let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.standardizedFileURL.path
        return path.isEmpty ? nil : path
    }

    func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: Discovery.joined(root, path)).standardizedFileURL.absoluteString
    }
}

/// A text's lines, for turning w3wlint's positions (1-based lines, columns in Unicode scalars) into LSP's
/// (0-based lines, UTF-16 code units) and back. A line break is LF, CR LF or a lone CR, as LSP counts them; w3wlint's
/// positions count lines as the file's reader does (libyaml also ends one at NEL, LS and PS), converted by
/// `editorPosition`.
struct LineIndex {
    /// Each line's scalars, without its line break.
    let lines: [[Unicode.Scalar]]
    /// The offset (in scalars) of each line's start in the whole text.
    let starts: [Int]
    /// For a line with scalars outside the Basic Multilingual Plane (two UTF-16 units each), the UTF-16 offset
    /// before each scalar; other lines need none (a column is its offset), so positions cost O(1) there.
    let utf16Prefixes: [Int: [Int]]
    /// Where the reader's lines start and end (the first scalar of their break), in scalars; nil where the reader
    /// ends lines as LSP does.
    private let readerLines: (starts: [Int], ends: [Int])?
    /// 1 when the text starts with a byte order mark, which the editor shows as a character and readers skip.
    private let byteOrderMark: Int

    init(_ text: String, readerLineBreaks: LineBreaks = .swift) {
        var lines: [[Unicode.Scalar]] = [[]]
        var starts = [0]
        var offset = 0
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            offset += 1
            if scalar == "\n", previous == "\r" {
                starts[starts.count - 1] = offset  // CR LF: the line began after the CR, it begins after the LF
            } else if scalar == "\n" || scalar == "\r" {
                lines.append([])
                starts.append(offset)
            } else {
                lines[lines.count - 1].append(scalar)
            }
            previous = scalar
        }
        self.lines = lines
        self.starts = starts
        var prefixes: [Int: [Int]] = [:]
        for (index, line) in lines.enumerated() where line.contains(where: { $0.value > 0xFFFF }) {
            var units = 0
            prefixes[index] = line.map { scalar in
                defer { units += scalar.value > 0xFFFF ? 2 : 1 }
                return units
            } + [line.reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) }]
        }
        utf16Prefixes = prefixes
        readerLines = readerLineBreaks == .swift ? nil : readerLineBreaks.lines(text.unicodeScalars)
        byteOrderMark = text.unicodeScalars.first == "\u{FEFF}" ? 1 : 0
    }

    /// A position as the file's reader counts lines (w3wlint's), as the editor counts them: 1-based line, scalar column.
    func editorPosition(line: Int, column: Int) -> (line: Int, column: Int) {
        guard let readerLines else { return (line, column + (line == 1 ? byteOrderMark : 0)) }
        let index = max(0, min(line - 1, readerLines.starts.count - 1))
        let offset = min(readerLines.starts[index] + max(0, column - 1) + (index == 0 ? byteOrderMark : 0), readerLines.ends[index])
        let editorLine = starts.lastIndex(notAfter: offset)
        return (editorLine + 1, offset - starts[editorLine] + 1)
    }

    /// The LSP character (UTF-16) of a 1-based scalar column on a 1-based line.
    func utf16(line: Int, column: Int) -> (line: Int, character: Int) {
        let index = max(0, min(line - 1, lines.count - 1))
        let scalars = min(max(0, column - 1), lines[index].count)
        return (index, utf16Prefixes[index].map { $0[scalars] } ?? scalars)
    }

    /// The scalar offset in the whole text of an LSP position; nil past the text.
    func offset(line: Int, utf16 character: Int) -> Int? {
        guard line < lines.count else { return line == lines.count ? starts.last.map { $0 + lines[lines.count - 1].count } : nil }
        guard let prefix = utf16Prefixes[line] else { return starts[line] + min(character, lines[line].count) }
        // The first scalar at or after `character` (a position inside a surrogate pair moves past it).
        var low = 0, high = lines[line].count
        while low < high {
            let middle = (low + high) / 2
            if prefix[middle] < character { low = middle + 1 } else { high = middle }
        }
        return starts[line] + low
    }

    /// The 1-based scalar column of an LSP position on its line.
    func column(line: Int, utf16 character: Int) -> Int {
        guard line < lines.count, let offset = offset(line: line, utf16: character) else { return 1 }
        return offset - starts[line] + 1
    }

    /// Where the value that starts at a 1-based scalar column ends (exclusive, 1-based): a quoted string to its
    /// closing quote, else the run of characters up to a space or punctuation that ends a value.
    func valueEnd(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lines.count else { return column + 1 }
        let text = lines[line - 1]
        var index = column - 1
        guard index < text.count else { return column + 1 }
        if text[index] == "\"" || text[index] == "'" {
            let quote = text[index]
            index += 1
            while index < text.count, text[index] != quote { index += 1 }
            return min(index + 1, text.count) + 1
        }
        let stops: Set<Unicode.Scalar> = [" ", "\t", ",", ";", "}", "]", ")", "\"", "'", "<", ">", "{", "("]
        let start = index
        while index < text.count, !stops.contains(text[index]) { index += 1 }
        return (index == start ? start + 1 : index) + 1
    }
}
