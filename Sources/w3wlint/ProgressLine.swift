import Foundation

/// A progress line on standard error for a run that takes more than about a second: only on a terminal, never in a
/// pipe, a file or a CI log (`CI` set), and cleared before the report is written.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private var lastDrawn: Date?
    private var drawn = false

    /// Whether a progress line may be shown: standard error is a terminal that understands `\r` and erasing, and
    /// this is not a CI run.
    static func wanted(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        isatty(STDERR_FILENO) != 0 && environment["CI"] == nil && environment["TERM"] != "dumb"
    }

    static func text(loaded: Int, total: Int) -> String { "w3wlint: read \(loaded) of \(total) files" }

    /// Called from the loading threads; draws at most ten times a second, from the first second on.
    func update(loaded: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard now.timeIntervalSince(start) >= 1, lastDrawn.map({ now.timeIntervalSince($0) >= 0.1 }) ?? true || loaded == total else { return }
        lastDrawn = now
        drawn = true
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + Self.text(loaded: loaded, total: total)).utf8))
    }

    /// Erases the line, if one was drawn, so that nothing of it is left above the report.
    func clear() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        drawn = false
    }
}
