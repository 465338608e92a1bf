import Foundation

/// Findings recorded on a day, so a team can adopt w3wlint on a legacy design system and see only new findings.
/// Entries match by rule, file and fingerprint (built from the line's text and the message, not the line number),
/// so unrelated edits that move lines keep them matched; identical findings match as many times as recorded.
public struct Baseline: Sendable, Equatable {
    public static let version = 1

    public struct Entry: Hashable, Sendable {
        public var ruleID: String
        public var file: String
        /// The fingerprint without its occurrence number.
        public var hash: String
        public var message: String
    }

    public var entries: [Entry]

    public init(findings: [Finding]) {
        entries = findings.map { Entry(ruleID: $0.ruleID, file: $0.location.file, hash: Self.hash($0.fingerprint), message: $0.message) }
    }

    static func hash(_ fingerprint: String) -> String {
        String(fingerprint.split(separator: ":").first ?? Substring(fingerprint))
    }

    /// The findings the baseline does not account for.
    public func newFindings(_ findings: [Finding]) -> [Finding] {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining["\(entry.ruleID)\u{0}\(entry.file)\u{0}\(entry.hash)", default: 0] += 1 }
        return findings.filter { finding in
            let key = "\(finding.ruleID)\u{0}\(finding.location.file)\u{0}\(Self.hash(finding.fingerprint))"
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    public var json: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// The baseline file's text, written entry by entry (see `StreamedJSON`).
    public func write<Output: TextOutputStream>(to output: inout Output) {
        let entries = entries
        JSONWriter.write(.object([
            ("version", .value(.number(Double(Self.version)))),
            ("tool", .value(.object([("name", "w3wlint"), ("version", .string(w3wlintVersion))]))),
            ("findings", .items(count: entries.count) { index in
                let entry = entries[index]
                return .object([("ruleId", .string(entry.ruleID)), ("file", .string(entry.file)),
                                ("fingerprint", .string(entry.hash)), ("message", .string(entry.message))])
            }),
        ]), to: &output)
    }

    /// A baseline exactly as `write` makes it, read without Foundation's object tree and entry by entry (both held a
    /// large baseline several times over); nil for anything else, which `read` then reads and judges as before.
    static func readAsWritten(_ data: Data) -> Baseline? {
        var entries: [Entry] = []
        guard let root = data.withUnsafeBytes({ raw in
                  CompactJSON.decode(raw.bindMemory(to: UInt8.self), handingItemsOf: "findings") { item in
                      guard let entry = Self.entry(item) else { return false }
                      entries.append(entry)
                      return true
                  }
              }),
              case let .object(pairs) = root, Set(pairs.map(\.0)).count == pairs.count,
              pairs.first(where: { $0.0 == "version" })?.1 == .number(Double(version)),
              case .array? = pairs.first(where: { $0.0 == "findings" })?.1
        else { return nil }
        var baseline = Baseline(findings: [])
        swap(&baseline.entries, &entries)
        return baseline
    }

    /// An entry as `write` makes it: its four fields once each, all strings (a missing message is empty).
    private static func entry(_ item: PropertyValue) -> Entry? {
        guard case let .object(fields) = item, Set(fields.map(\.0)).count == fields.count else { return nil }
        func string(_ key: String) -> String?? {
            guard let value = fields.first(where: { $0.0 == key })?.1 else { return .some(nil) }
            guard case let .string(text) = value else { return nil }
            return .some(text)
        }
        guard let rule = string("ruleId") ?? nil, let path = string("file") ?? nil,
              let hash = string("fingerprint") ?? nil, let message = string("message") else { return nil }
        return Entry(ruleID: rule, file: path, hash: hash, message: message ?? "")
    }

    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads a baseline file; anything but a version-1 baseline is refused rather than half trusted.
    public static func read(_ data: Data, file: String) throws -> Baseline {
        if let baseline = readAsWritten(data) { return baseline }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw ReadError(description: "\(file) is not a w3wlint baseline (not a JSON object)")
        }
        guard (root["version"] as? NSNumber)?.intValue == version, let items = root["findings"] as? [[String: Any]] else {
            throw ReadError(description: "\(file) is not a version-\(version) w3wlint baseline")
        }
        var baseline = Baseline(findings: [])
        for (index, item) in items.enumerated() {
            guard let rule = item["ruleId"] as? String, let path = item["file"] as? String, let hash = item["fingerprint"] as? String else {
                throw ReadError(description: "\(file): entry \(index + 1) lacks ruleId, file or fingerprint")
            }
            baseline.entries.append(Entry(ruleID: rule, file: path, hash: hash, message: item["message"] as? String ?? ""))
        }
        return baseline
    }
}
