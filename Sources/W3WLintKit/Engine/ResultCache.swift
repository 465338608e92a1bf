import Foundation

/// `--cache`: findings per file, reused while the file, what it depends on (the themes of the run, the files beside
/// it and in its counterpart folder, for other-mode twins), the configuration with its packs and the w3wlint
/// version are unchanged. A file whose size and modification time are unchanged is taken as unchanged; otherwise
/// its content hash decides. A cache that cannot be read, or was written by another version or configuration, is
/// discarded, never trusted.
struct ResultCache {
    /// 2: findings carry their fix.
    static let formatVersion = 2
    static let fileName = "results-v2.tsv"

    struct Entry: Codable, Equatable {
        var size: Int
        var modified: Double
        var content: String
        var dependencies: String
        var findings: [CachedFinding]
    }

    struct CachedFinding: Codable, Equatable {
        var ruleID: String
        var severity: String
        var message: String
        var line: Int
        var column: Int
        var fingerprint: String
        var properties: [PropertyPair]
        var fix: CachedValue?

        init(ruleID: String, severity: String, message: String, line: Int, column: Int, fingerprint: String,
             properties: [PropertyPair], fix: CachedValue? = nil)
        {
            self.ruleID = ruleID
            self.severity = severity
            self.message = message
            self.line = line
            self.column = column
            self.fingerprint = fingerprint
            self.properties = properties
            self.fix = fix
        }

        init(_ finding: Finding) {
            ruleID = finding.ruleID
            severity = finding.severity.rawValue
            message = finding.message
            line = finding.location.line
            column = finding.location.column
            fingerprint = finding.fingerprint
            properties = finding.properties.map { PropertyPair(key: $0.0, value: CachedValue($0.1)) }
            fix = finding.fix.map { CachedValue($0.propertyValue) }
        }

        func finding(file: String) -> Finding? {
            guard let severity = Severity(rawValue: severity) else { return nil }
            var decodedFix: Fix?
            if let fix {
                // A fix that does not read back makes the entry unusable, never a finding without its fix.
                guard let decoded = Fix(propertyValue: fix.value) else { return nil }
                decodedFix = decoded
            }
            return Finding(ruleID: ruleID, severity: severity, message: message,
                           location: SourceLocation(file: file, line: line, column: column),
                           properties: properties.map { ($0.key, $0.value.value) }, fingerprint: fingerprint, fix: decodedFix)
        }
    }

    struct PropertyPair: Codable, Equatable {
        var key: String
        var value: CachedValue
    }

    /// A property value that keeps the order of object keys (JSON objects do not).
    struct CachedValue: Codable, Equatable {
        var value: PropertyValue

        init(_ value: PropertyValue) {
            self.value = value
        }

        enum Kind: String, Codable { case string, number, bool, array, object, null }

        private enum Keys: String, CodingKey { case kind, string, number, bool, items, pairs }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            switch value {
            case let .string(text): try container.encode(Kind.string, forKey: .kind); try container.encode(text, forKey: .string)
            case let .number(number): try container.encode(Kind.number, forKey: .kind); try container.encode(number, forKey: .number)
            case let .bool(flag): try container.encode(Kind.bool, forKey: .kind); try container.encode(flag, forKey: .bool)
            case let .array(items): try container.encode(Kind.array, forKey: .kind); try container.encode(items.map(CachedValue.init), forKey: .items)
            case let .object(pairs):
                try container.encode(Kind.object, forKey: .kind)
                try container.encode(pairs.map { PropertyPair(key: $0.0, value: CachedValue($0.1)) }, forKey: .pairs)
            case .null: try container.encode(Kind.null, forKey: .kind)
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            switch try container.decode(Kind.self, forKey: .kind) {
            case .string: value = .string(try container.decode(String.self, forKey: .string))
            case .number: value = .number(try container.decode(Double.self, forKey: .number))
            case .bool: value = .bool(try container.decode(Bool.self, forKey: .bool))
            case .array: value = .array(try container.decode([CachedValue].self, forKey: .items).map(\.value))
            case .object: value = .object(try container.decode([PropertyPair].self, forKey: .pairs).map { ($0.key, $0.value.value) })
            case .null: value = .null
            }
        }
    }

    var configuration: String
    var entries: [String: Entry] = [:]
    /// When the cache was written. A file modified within a second before that may have changed again within the
    /// file system's timestamp resolution ("racy" files, as git calls them): its content is hashed, not trusted.
    var savedAt: Double = 0

    func trustsMetadata(of entry: Entry) -> Bool { entry.modified < savedAt - 1 }

    /// The cache in `directory` for this configuration, or an empty one when there is none, it is unreadable, or it
    /// belongs to another version or configuration.
    static func load(directory: String, configuration: String) -> ResultCache {
        let empty = ResultCache(configuration: configuration)
        guard let data = FileManager.default.contents(atPath: (directory as NSString).appendingPathComponent(fileName)) else {
            return empty
        }
        // Bytes, not Characters: splitting a large String by grapheme clusters costs more than checking every file.
        let bytes = [UInt8](data)
        var lines: [[String]] = []
        var fields: [String] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x09 || byte == 0x0A {
            fields.append(unescape(bytes[start..<index]))
            start = index + 1
            if byte == 0x0A {
                lines.append(fields)
                fields = []
            }
        }
        var rows = lines[...]
        guard let header = rows.popFirst(), header.count == 5, header[0] == "w3wlint-cache", header[1] == "\(formatVersion)",
              header[2] == w3wlintVersion, header[3] == configuration, let savedAt = Double(header[4]) else { return empty }
        var cache = ResultCache(configuration: configuration, savedAt: savedAt)
        while let fields = rows.popFirst() {
            guard fields.count == 7, fields[0] == "F", let size = Int(fields[2]), let modified = Double(fields[3]),
                  let count = Int(fields[6]), count >= 0, count <= rows.count else { return empty }
            var findings: [CachedFinding] = []
            findings.reserveCapacity(count)
            for _ in 0..<count {
                guard let parts = rows.popFirst(), parts.count == 9, parts[0] == "R", Severity(rawValue: parts[2]) != nil,
                      let line = Int(parts[3]), let column = Int(parts[4]),
                      case let .object(pairs)? = CompactJSON.decode(parts[7]) else { return empty }
                var fix: CachedValue?
                if !parts[8].isEmpty {
                    guard let value = CompactJSON.decode(parts[8]), Fix(propertyValue: value) != nil else { return empty }
                    fix = CachedValue(value)
                }
                findings.append(CachedFinding(ruleID: parts[1], severity: parts[2], message: parts[6], line: line, column: column,
                                              fingerprint: parts[5],
                                              properties: pairs.map { PropertyPair(key: $0.0, value: CachedValue($0.1)) }, fix: fix))
            }
            cache.entries[fields[1]] = Entry(size: size, modified: modified, content: fields[4], dependencies: fields[5], findings: findings)
        }
        return cache
    }

    /// Writes the cache atomically: a header line, then per file a line and one line per finding (tab-separated,
    /// with tabs, newlines and backslashes escaped), which reads back many times faster than JSON.
    func save(directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var out = "w3wlint-cache\t\(Self.formatVersion)\t\(w3wlintVersion)\t\(configuration)\t\(Date().timeIntervalSince1970)\n"
        for path in entries.keys.sorted() {
            let entry = entries[path]!
            out += ["F", path, "\(entry.size)", "\(entry.modified)", entry.content, entry.dependencies, "\(entry.findings.count)"]
                .map(Self.escape).joined(separator: "\t") + "\n"
            for finding in entry.findings {
                let properties = CompactJSON.encode(.object(finding.properties.map { ($0.key, $0.value.value) }))
                let fix = finding.fix.map { CompactJSON.encode($0.value) } ?? ""
                out += ["R", finding.ruleID, finding.severity, "\(finding.line)", "\(finding.column)", finding.fingerprint,
                        finding.message, properties, fix].map(Self.escape).joined(separator: "\t") + "\n"
            }
        }
        try OutputFile.writeAtomically(out, to: (directory as NSString).appendingPathComponent(Self.fileName))
    }

    static func escape(_ field: String) -> String {
        guard field.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return field }
        return field.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    static func unescape(_ field: ArraySlice<UInt8>) -> String {
        guard field.contains(0x5C) else { return String(decoding: field, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(field.count)
        var escaped = false
        for byte in field {
            if escaped {
                switch byte {
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                default: out.append(byte)
                }
                escaped = false
            } else if byte == 0x5C {
                escaped = true
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension Linter {
    /// A check that reuses `--cache` results for unchanged files (see `ResultCache`).
    func cachedCheck(files: [String], context: [String], workingDirectory: String, cacheDirectory: String,
                     configurationKey: String) -> LintResult
    {
        var cache = ResultCache.load(directory: cacheDirectory, configuration: configurationKey)
        // Plain string paths: URL operations cost more than the whole check of an unchanged file.
        let root = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : root + path }

        // What each file is now: its metadata, and its content hash (reused from the cache when the metadata agrees).
        var contents: [String: Data] = [:]
        var hashes: [String: String] = [:]
        var metadata: [String: (size: Int, modified: Double)] = [:]
        for path in Set(files + context) {
            // stat(2) itself: FileManager's attributes also look up owner names, which costs more than the rest.
            var info = stat()
            guard stat(absolute(path), &info) == 0 else { continue }
            let size = Int(info.st_size)
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            metadata[path] = (size, modified)
            if let entry = cache.entries[path], entry.size == size, entry.modified == modified, cache.trustsMetadata(of: entry) {
                hashes[path] = entry.content
            } else if case let .success(data) = FileReading.read(absolute(path), maximumSize: maximumFileSize) {
                contents[path] = data
                hashes[path] = SHA256.hex([UInt8](data))
            }
        }
        // Themes, token files, colour sets and Android values feed every check (a theme is the reference for exports,
        // token aliases cross files): they form one input for all. Only component exports are judged per file.
        func isExport(_ path: String) -> Bool {
            path.lowercased().hasSuffix(".svg") || (path.lowercased().hasSuffix(".xml") && path.contains("/drawable"))
        }
        let themes = hashes.keys.filter { !isExport($0) }.sorted()
        var themeDigest = SHA256()
        for theme in themes { themeDigest.update(theme); themeDigest.update(hashes[theme]!) }
        let themesKey = themeDigest.finalize()
        let folder = PathText.folder(of:)
        let byFolder = Dictionary(grouping: hashes.keys, by: folder)
        func neighbours(_ path: String) -> [String] {
            let here = folder(path)
            let counterparts = Discovery.counterpartFolders(of: URL(fileURLWithPath: here.isEmpty ? "." : here))
                .map { here.isEmpty ? $0.lastPathComponent : (((here as NSString).deletingLastPathComponent) as NSString).appendingPathComponent($0.lastPathComponent) }
            return ([here] + counterparts).flatMap { byFolder[$0] ?? [] }.sorted()
        }
        // Files of one folder share their neighbourhood: hash it once per folder.
        var folderKeys: [String: String] = [:]
        func dependencies(_ path: String) -> String {
            guard isExport(path) else { return themesKey }
            if let key = folderKeys[folder(path)] { return key }
            var digest = SHA256()
            digest.update(themesKey)
            for neighbour in neighbours(path) { digest.update(neighbour); digest.update(hashes[neighbour] ?? "") }
            let key = digest.finalize()
            folderKeys[folder(path)] = key
            return key
        }

        var findings: [Finding] = []
        var misses: [String] = []
        var keys: [String: String] = [:]
        for path in files {
            let key = dependencies(path)
            keys[path] = key
            if let entry = cache.entries[path], let hash = hashes[path], entry.content == hash, entry.dependencies == key,
               case let cached = entry.findings.compactMap({ $0.finding(file: path) }), cached.count == entry.findings.count
            {
                findings += cached
            } else {
                misses.append(path)
            }
        }
        var rules: [RuleMetadata]
        if misses.isEmpty {
            var seen: Set<String> = []
            rules = ruleVariants(for: files, workingDirectory: workingDirectory).map(\.rule.rule.metadata)
                .filter { seen.insert($0.id).inserted } + LoaderDiagnosticsMetadata.all
        } else {
            func read(_ path: String) -> Result<Data, any Error> {
                if let data = contents[path] { return .success(data) }
                return FileReading.read(absolute(path), maximumSize: maximumFileSize)
            }
            let needed = Set(themes + misses.flatMap(neighbours)).subtracting(misses)
            let fresh = check(files: misses.map { ($0, read($0)) }, context: needed.sorted().map { ($0, read($0)) },
                              workingDirectory: workingDirectory)
            findings += fresh.findings
            rules = fresh.rules
            let freshByFile = Dictionary(grouping: fresh.findings, by: \.location.file)
            for path in misses {
                guard let hash = hashes[path], let meta = metadata[path] else { continue }
                cache.entries[path] = ResultCache.Entry(size: meta.size, modified: meta.modified, content: hash,
                                                        dependencies: keys[path] ?? "",
                                                        findings: (freshByFile[path] ?? []).map(ResultCache.CachedFinding.init))
            }
        }
        // Entries of files that are gone are dropped, so the cache does not grow without bound; an unchanged cache
        // is not written again.
        let present = Set(hashes.keys)
        let before = cache.entries.count
        cache.entries = cache.entries.filter { present.contains($0.key) }
        if !misses.isEmpty || cache.entries.count != before { try? cache.save(directory: cacheDirectory) }
        findings.sort(by: Finding.reportOrder)
        var result = LintResult(findings: findings, files: files.sorted(), rules: rules, rootDirectory: workingDirectory)
        if recordsContentDigests {
            for path in files { result.contentDigests[path] = hashes[path] }
        }
        return result
    }
}
