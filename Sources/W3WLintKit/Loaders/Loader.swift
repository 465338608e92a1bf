import Foundation

/// What a loader made of one file: model values, documents to assemble with other files, and the problems that
/// kept parts of it from being read.
public struct LoadResult: Sendable {
    public var model: DesignModel
    public var documents: LoadedDocuments
    public var diagnostics: [Finding]
    /// Directives that are data, not comments (a token's `$extensions.w3wlint.disable`); the engine adds those
    /// in the file's comments.
    public var suppressions: [Suppression]
    /// False when the loader refused to read the file (too deep, too costly to parse; its diagnostics say why) or
    /// passed it over as none of its format: its directives are not read (nothing in it was judged, so none can be
    /// unused).
    public var wasRead = true

    public init(model: DesignModel = DesignModel(), documents: LoadedDocuments = LoadedDocuments(), diagnostics: [Finding] = [],
                suppressions: [Suppression] = [], wasRead: Bool = true) {
        self.model = model
        self.documents = documents
        self.diagnostics = diagnostics
        self.suppressions = suppressions
        self.wasRead = wasRead
    }
}

/// Turns the bytes of one file into model values. A loader never reads files itself and never judges a design;
/// it only reports what it cannot read (`parse-error`) or cannot make sense of (`invalid-value`).
public protocol Loader: Sendable {
    /// A short name for `--help` and reports (`w3w theme`).
    var formatName: String { get }
    /// The file name patterns this loader reads, as shown to users (`*.w3wtheme.yaml`).
    var filePatterns: [String] { get }
    func canLoad(path: String) -> Bool
    func load(contents: Data, file: String) -> LoadResult
    /// The types of the documents it returns in `LoadResult.documents` (files that make a theme only together), in
    /// the order they are assembled: a type may read the themes of types before it in `LoaderRegistry`.
    var documentTypes: [any AssembledDocument.Type] { get }
    /// How the file writes comments, where the engine reads suppression directives; nil for a format without
    /// comments. (Strict JSON has none: in every JSON file a file-level `$extensions.w3wlint.disable` stands in.)
    func commentSyntax(forFile file: String) -> CommentSyntax?
    /// Whether the files it reads are component exports (one drawing each), which give context only to their
    /// other-mode twins; themes, tokens and resources give context to every file near them.
    var readsComponentExports: Bool { get }
    /// The largest file it reads, in bytes, unless `--max-file-size` sets one limit (and this one is not fixed). A parser and
    /// its model hold 15 to 90 bytes a source byte (measured per format): past this, one file would take a run past
    /// 200 MB, so a larger one is a `not-evaluated` note instead.
    var maximumReadSize: Int { get }
    /// Whether `--max-file-size` leaves `maximumReadSize` in force (swift-syntax's tree grows past 200 MB above it,
    /// whatever limit a person sets for the other formats).
    var maximumReadSizeIsFixed: Bool { get }
}

extension Array where Element == any Loader {
    /// The loader that reads `path`: the first of the list that can (a run's loaders are in `LoaderRegistry`'s order).
    func reading(_ path: String) -> (any Loader)? {
        first { $0.canLoad(path: path) }
    }
}

/// A loader of JSON files, read by `LocatedJSONParser`: that reader takes JSON5's comments in any of them, so
/// suppression directives are read there too.
public protocol JSONFileLoader: Loader {}

extension JSONFileLoader {
    public func commentSyntax(forFile file: String) -> CommentSyntax? { .json }
}

extension Loader {
    public var documentTypes: [any AssembledDocument.Type] { [] }
    public func commentSyntax(forFile file: String) -> CommentSyntax? { nil }
    public var readsComponentExports: Bool { false }
    public var maximumReadSize: Int { 3 << 19 }
    public var maximumReadSizeIsFixed: Bool { false }

    /// The note for a file above `maximumReadSize`.
    func notReadNote(size: Int, file: String) -> Finding {
        Finding(ruleID: LoaderDiagnostic.notEvaluated, severity: .note,
                message: "this file is \(size) bytes\(FileReading.inUnits(size)); w3wlint reads up to \(maximumReadSize) bytes"
                    + "\(FileReading.inUnits(maximumReadSize)) of \(formatName) (design data is far smaller), so it was not read"
                    + (maximumReadSizeIsFixed ? "" : "; --max-file-size sets one limit for the formats"),
                location: SourceLocation(file: file, line: 1, column: 1))
    }
}

/// The ids of the findings loaders make.
public enum LoaderDiagnostic {
    public static let parseError = "parse-error"
    public static let invalidValue = "invalid-value"
    /// What w3wlint cannot evaluate (a Swift preset known only when the code runs, style sheets past their budget, a
    /// file above its format's size limit): skipped, never guessed.
    public static let notEvaluated = "not-evaluated"
}

/// The text of a file without its byte-order mark: UTF-8, or UTF-16 when a byte-order mark says so (as Windows
/// tools save "Unicode" text); nil for bytes that are neither.
func decodedText(_ data: Data) -> String? {
    let text: String?
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
        text = data.count % 2 == 0 ? String(data: data, encoding: .utf16) : nil
    } else {
        text = String(data: data, encoding: .utf8)
    }
    guard let text else { return nil }
    return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
}
