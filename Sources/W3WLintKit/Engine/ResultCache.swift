import Foundation

/// `--cache`: findings per file, reused while the file, what it depends on (the themes, tokens and resources of the
/// run; for a component export also the exports it is compared with, see `cachedCheck`), the configuration with its
/// packs and the w3wlint version are unchanged. A file whose size, inode, modification and change times are unchanged is taken as
/// unchanged (a file swapped for another of the same size and mtime has a new inode or ctime); otherwise
/// its content hash decides. A cache that cannot be read, was written by another version or configuration, or does
/// not carry this machine's signature (`CacheKey`: a cache committed to the checked repository) is discarded, never
/// trusted.
struct ResultCache {
    /// 2: findings carry their fix. 3: signed (a last line with the HMAC of everything before it). 5: files are
    /// stamped with inode and ctime too.
    static let formatVersion = 6
    /// A cache file larger than this is not read (it is written anew): a planted file cannot make a run load it.
    static let maximumSize = 64 << 20
    static let fileName = "results-v3.tsv"

    /// What stat(2) says of a file; equal stamps are taken as equal contents (unless the file is "racy").
    struct FileStamp: Equatable, Sendable {
        var size: Int
        var modified: Double
        var changed: Double
        var inode: UInt64
    }

    struct Entry: Equatable {
        var stamp: FileStamp
        var content: String
        var dependencies: String
        /// The file's findings as they were reported (their location is the file).
        var findings: [Finding]
        /// Whether a loader found design data in it (`LintResult.designFiles`).
        var holdsDesign = false
    }

    var configuration: String
    var entries: [String: Entry] = [:]
    /// When the cache was written. A file modified within a second before that may have changed again within the
    /// file system's timestamp resolution ("racy" files, as git calls them): its content is hashed, not trusted.
    var savedAt: Double = 0

    func trustsMetadata(of entry: Entry) -> Bool { max(entry.stamp.modified, entry.stamp.changed) < savedAt - 1 }

    /// The cache in `directory` for this configuration, or an empty one when there is none, it is unreadable, or it
    /// belongs to another version or configuration.
    static func load(directory: String, configuration: String, key: CacheKey) -> ResultCache {
        guard case let .success(data) = FileReading.read((directory as NSString).appendingPathComponent(fileName), maximumSize: maximumSize),
              let cache = read([UInt8](data), configuration: configuration, key: key)
        else { return ResultCache(configuration: configuration) }
        return cache
    }

    static let signaturePrefix = Array("w3wlint-signature\t".utf8)

    /// The cache in `bytes`, nil when it is not signed with `key` or any line of it is not as `save` writes it.
    /// Fields are read in place and only what a finding keeps becomes a String: the warm run reads every finding of
    /// the tree.
    static func read(_ bytes: [UInt8], configuration: String, key: CacheKey) -> ResultCache? {
        // The last line is the signature of everything before it; nothing is read from an unsigned cache.
        guard bytes.last == 0x0A, let signatureStart = bytes.dropLast().lastIndex(of: 0x0A).map({ $0 + 1 }),
              bytes[signatureStart...].starts(with: signaturePrefix) else { return nil }
        var mac = HMACSHA256(key: key.bytes)
        mac.update(contiguous: Array(bytes[..<signatureStart]))
        let signature = bytes[(signatureStart + signaturePrefix.count)..<(bytes.count - 1)]
        guard constantTimeEqual(Array(mac.finalize().utf8), Array(signature)) else { return nil }
        return bytes[..<signatureStart].withUnsafeBufferPointer { buffer in
            guard let headerEnd = buffer.firstIndex(of: 0x0A) else { return nil }
            let header = fieldRanges(of: 0..<headerEnd, in: buffer).map { unescape(buffer, $0) }
            guard header.count == 5, header[0] == "w3wlint-cache", header[1] == "\(formatVersion)", header[2] == w3wlintVersion,
                  header[3] == configuration, let savedAt = Double(header[4]),
                  let entries = readEntries(in: headerEnd + 1..<buffer.count, of: buffer) else { return nil }
            var cache = ResultCache(configuration: configuration, savedAt: savedAt)
            cache.entries.reserveCapacity(entries.count)
            for (path, entry) in entries { cache.entries[path] = entry }
            return cache
        }
    }

    /// The file lines and their finding lines in `range`, nil when one is not as `save` writes it.
    private static func readEntries(in range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> [(String, Entry)]? {
        var result: [(String, Entry)] = []
        var position = range.lowerBound
        var fields: [Range<Int>] = []
        func nextLine() -> Bool {
            guard position < range.upperBound else { return false }
            let end = (position..<range.upperBound).first { bytes[$0] == 0x0A } ?? range.upperBound
            fields = fieldRanges(of: position..<end, in: bytes)
            position = end + 1
            return true
        }
        func text(_ index: Int) -> String { unescape(bytes, fields[index]) }
        func number(_ index: Int) -> Int? { integer(UnsafeBufferPointer(rebasing: bytes[fields[index]])) }
        func isTag(_ tag: Character) -> Bool { fields[0].count == 1 && bytes[fields[0].lowerBound] == tag.asciiValue! }
        while nextLine() {
            guard fields.count == 10, isTag("F"), let size = number(2), let modified = Double(text(3)), let changed = Double(text(4)),
                  let inode = UInt64(text(5)), let count = number(9), count >= 0 else { return nil }
            let holdsDesign = text(8) == "design"
            let path = text(1)
            let content = text(6)
            let dependencies = text(7)
            var findings: [Finding] = []
            findings.reserveCapacity(min(count, 1024))
            for _ in 0..<count {
                guard nextLine(), fields.count == 9, isTag("R"), let severity = Severity(rawValue: text(2)),
                      let line = number(3), let column = number(4),
                      case let .object(properties)? = json(bytes, fields[7]) else { return nil }
                var fix: Fix?
                if !fields[8].isEmpty {
                    // A fix that does not read back makes the cache unusable, never a finding without its fix.
                    guard let value = json(bytes, fields[8]), let decoded = Fix(cachedValue: value) else { return nil }
                    fix = decoded
                }
                findings.append(Finding(ruleID: text(1), severity: severity, message: text(6),
                                        location: SourceLocation(file: path, line: line, column: column),
                                        properties: properties, fingerprint: text(5), fix: fix))
            }
            result.append((path, Entry(stamp: FileStamp(size: size, modified: modified, changed: changed, inode: inode),
                                       content: content, dependencies: dependencies,
                                       findings: findings, holdsDesign: holdsDesign)))
        }
        return result
    }

    private static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// The tab-separated fields of the line in `range`.
    private static func fieldRanges(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var start = range.lowerBound
        for index in range where bytes[index] == 0x09 {
            fields.append(start..<index)
            start = index + 1
        }
        fields.append(start..<range.upperBound)
        return fields
    }

    /// The JSON value of a field, its escapes undone.
    private static func json(_ bytes: UnsafeBufferPointer<UInt8>, _ field: Range<Int>) -> PropertyValue? {
        let raw = UnsafeBufferPointer(rebasing: bytes[field])
        guard raw.contains(0x5C) else { return CompactJSON.decode(raw) }
        return unescapedBytes(raw).withUnsafeBufferPointer { CompactJSON.decode($0) }
    }

    /// Writes the cache atomically: a header line, then per file a line and one line per finding (tab-separated,
    /// with tabs, newlines and backslashes escaped), which reads back many times faster than JSON.
    func save(directory: String, key: CacheKey) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // Written only into a real folder: a cache folder that is a symbolic link in the checked tree could point
        // anywhere.
        var info = stat()
        guard lstat(directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: directory])
        }
        // Line by line through a buffer: the cache of a large drawing's findings is never held whole as text.
        try OutputFile.writeAtomically(to: (directory as NSString).appendingPathComponent(Self.fileName), allowsSpecialFiles: false) { out in
            var mac = HMACSHA256(key: key.bytes)
            func line(_ text: String) {
                let bytes = Array(text.utf8)
                mac.update(contiguous: bytes)
                out.write(text)
            }
            line("w3wlint-cache\t\(Self.formatVersion)\t\(w3wlintVersion)\t\(configuration)\t\(Date().timeIntervalSince1970)\n")
            for path in entries.keys.sorted() {
                let entry = entries[path]!
                line(["F", path, "\(entry.stamp.size)", "\(entry.stamp.modified)", "\(entry.stamp.changed)", "\(entry.stamp.inode)",
                      entry.content, entry.dependencies,
                      entry.holdsDesign ? "design" : "-", "\(entry.findings.count)"].map(Self.escape).joined(separator: "\t") + "\n")
                for finding in entry.findings {
                    let properties = CompactJSON.encode(.object(finding.properties))
                    let fix = finding.fix.map { CompactJSON.encode($0.cachedValue) } ?? ""
                    line(["R", finding.ruleID, finding.severity.rawValue, "\(finding.location.line)",
                          "\(finding.location.column)", finding.fingerprint, finding.message, properties, fix]
                        .map(Self.escape).joined(separator: "\t") + "\n")
                }
            }
            out.write("w3wlint-signature\t\(mac.finalize())\n")
        }
    }

    /// A decimal integer as `save` writes one (an optional minus and digits), nil for anything else or an overflow.
    static func integer(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        var rest = digits[...]
        let negative = rest.first == UInt8(ascii: "-")
        if negative { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.count <= 18 else { return nil }
        var value = 0
        for byte in rest {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    static func escape(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return field }
        return field.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    static func unescape(_ bytes: UnsafeBufferPointer<UInt8>, _ field: Range<Int>) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[field])
        guard raw.contains(0x5C) else { return String(decoding: raw, as: UTF8.self) }
        return String(decoding: unescapedBytes(raw), as: UTF8.self)
    }

    /// The field's bytes with `\\`, `\t`, `\n` and `\r` undone.
    static func unescapedBytes(_ field: UnsafeBufferPointer<UInt8>) -> [UInt8] {
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
        return out
    }
}

extension Linter {
    /// A check that reuses the results of `cache` (being read from `cacheDirectory`) for unchanged files, and
    /// writes what it learnt back there (see `ResultCache`).
    func cachedCheck(files: [String], context: [String], workingDirectory: String, cache pendingCache: BackgroundValue<ResultCache>,
                     cacheDirectory: String, key: CacheKey) -> LintResult
    {
        // Plain string paths: URL operations cost more than the whole check of an unchanged file.
        let root = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        let absolute = { @Sendable (path: String) -> String in path.hasPrefix("/") ? path : root + path }

        // What each file is now: its metadata (looked at on `jobs` threads while the cache may still be being read;
        // on an unchanged tree this is one stat(2) per file), then its content hash, reused from the cache when the
        // metadata agrees.
        let paths = files + context  // (context files are those not checked)
        let metadata = parallelMap(paths, jobs: jobs) { path in Self.fileMetadata(absolute(path)) }
        var cache = pendingCache.wait()
        var (hashes, contents) = currentHashes(paths, metadata: metadata, cache: cache, absolute: absolute)
        let dependencyKeys = CacheDependencies(hashes: hashes)
        let themes = dependencyKeys.themes, groups = dependencyKeys.groups, groupOfExport = dependencyKeys.groupOfExport
        func dependencies(_ path: String) -> String { dependencyKeys.key(of: path) }

        var findings: [Finding] = []
        var designFiles: Set<String> = []
        var misses: [String] = []
        var keys: [String: String] = [:]
        for path in files {
            let key = dependencies(path)
            if let entry = cache.entries[path], let hash = hashes[path], entry.content == hash, entry.dependencies == key {
                findings += entry.findings
                if entry.holdsDesign { designFiles.insert(path) }
            } else {
                misses.append(path)
                keys[path] = key
            }
        }
        var rules: [RuleDescription]
        if misses.isEmpty {
            var seen: Set<String> = []
            rules = ruleVariants(for: files, workingDirectory: workingDirectory).map(\.rule.description)
                .filter { seen.insert($0.id).inserted } + EngineRules.all
        } else {
            func input(_ path: String) -> FileInput {
                contents[path].map { .given(.success($0)) } ?? .onDisk(absolute(path))
            }
            let groupsOfMisses = Set(misses.compactMap { groupOfExport[$0] })
            let needed = Set(themes + groupsOfMisses.flatMap { groups[$0]! }).subtracting(misses)
            let readAgain = Set(misses.filter { contents[$0] == nil })
            let fresh = check(inputs: misses.map { ($0, input($0)) }, context: needed.sorted().map { ($0, input($0)) },
                              workingDirectory: workingDirectory)
            // The files' bytes are not needed past the check.
            contents = [:]
            findings += fresh.findings
            designFiles.formUnion(fresh.designFiles ?? [])
            rules = fresh.rules
            remember(fresh, of: misses, dependencies: keys, hashes: hashes,
                     metadata: Dictionary(zip(paths, metadata), uniquingKeysWith: { first, _ in first }),
                     readAgain: readAgain, absolute: absolute, in: &cache)
        }
        // Entries of files that are gone are dropped, so the cache does not grow without bound; an unchanged cache
        // is not written again.
        let gone = cache.entries.keys.filter { hashes[$0] == nil }
        for path in gone { cache.entries[path] = nil }
        if !misses.isEmpty || !gone.isEmpty { try? cache.save(directory: cacheDirectory, key: key) }
        findings.sort(by: Finding.reportOrder)
        var result = LintResult(findings: findings, files: files.sorted(), rules: rules, rootDirectory: workingDirectory)
        result.designFiles = designFiles
        if recordsContentDigests {
            for path in files { result.contentDigests[path] = hashes[path] }
        }
        return result
    }

    /// A file's stamp, from stat(2) itself: FileManager's attributes also look up owner names, which costs more
    /// than the rest.
    private static func fileMetadata(_ path: String) -> ResultCache.FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return ResultCache.FileStamp(size: Int(info.st_size), modified: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9,
                                     changed: Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) / 1e9, inode: UInt64(info.st_ino))
    }

    /// Caches the findings of the files just checked, each under the hash and dependencies it was checked with.
    private func remember(_ fresh: LintResult, of misses: [String], dependencies keys: [String: String], hashes: [String: String],
                          metadata metadataByPath: [String: ResultCache.FileStamp?], readAgain: Set<String>,
                          absolute: (String) -> String, in cache: inout ResultCache)
    {
        let freshByFile = Dictionary(grouping: fresh.findings, by: \.location.file)
        for path in misses {
            guard let hash = hashes[path], let meta = metadataByPath[path] ?? nil else { continue }
            // A file read again by the check is cached only if it still looks as it did when it was hashed:
            // findings of other bytes are not kept under this hash.
            if readAgain.contains(path) {
                guard Self.fileMetadata(absolute(path)) == meta else { continue }
            }
            cache.entries[path] = ResultCache.Entry(stamp: meta, content: hash,
                                                    dependencies: keys[path] ?? "", findings: freshByFile[path] ?? [],
                                                    holdsDesign: fresh.designFiles?.contains(path) ?? false)
        }
    }

    /// Each file's content hash: the cached one when its size and time agree (and the cache trusts them), else
    /// hashed from its bytes, which are kept for the check (but a large file's, read again by the job that loads it).
    private func currentHashes(_ paths: [String], metadata: [ResultCache.FileStamp?], cache: ResultCache,
                               absolute: @Sendable (String) -> String) -> (hashes: [String: String], contents: [String: Data])
    {
        var hashes: [String: String] = [:]
        hashes.reserveCapacity(paths.count)
        var unknown: [String] = []
        for (path, meta) in zip(paths, metadata) {
            guard let meta else { continue }
            if let entry = cache.entries[path], entry.stamp == meta, cache.trustsMetadata(of: entry) {
                hashes[path] = entry.content
            } else {
                unknown.append(path)
            }
        }
        let maximumFileSize = self.maximumFileSize
        let read = parallelMap(unknown, jobs: jobs) { path -> Data? in
            guard case let .success(data) = FileReading.read(absolute(path), maximumSize: maximumFileSize) else { return nil }
            return data
        }
        var contents: [String: Data] = [:]
        for (path, data) in zip(unknown, read) {
            guard let data else { continue }
            if data.count < releasedFileSize { contents[path] = data }
            hashes[path] = SHA256.hex([UInt8](data))
        }
        return (hashes, contents)
    }
}

/// What an unchanged file's cached findings depend on. Themes, token files, colour sets and Android values feed every
/// check (a theme is the reference for exports, token aliases cross files): they form one input for all. An export is
/// judged with the exports it is compared with: `dark-variant` looks for its twin and at its siblings by their variant
/// keys (`a/light/x.svg` and `a/dark/x.svg` are both `a/x.svg`), so the exports whose variant keys share a folder are
/// one group, and each export depends on its group.
private struct CacheDependencies {
    let themes: [String]
    let themesKey: String
    var groups: [String: [String]] = [:]
    var groupOfExport: [String: String] = [:]
    var groupKeys: [String: String] = [:]

    init(hashes: [String: String]) {
        themes = hashes.keys.filter { !Self.isExport($0) }.sorted()
        var themeDigest = SHA256()
        for theme in themes { themeDigest.update(theme); themeDigest.update(hashes[theme]!) }
        themesKey = themeDigest.finalize()
        for path in hashes.keys where Self.isExport(path) {
            let group = ExportName.variantFolder(of: path)
            groups[group, default: []].append(path)
            groupOfExport[path] = group
        }
        for (group, members) in groups {
            var digest = SHA256()
            digest.update(themesKey)
            for member in members.sorted() { digest.update(member); digest.update(hashes[member]!) }
            groupKeys[group] = digest.finalize()
        }
    }

    static func isExport(_ path: String) -> Bool {
        PathText.hasSuffix(path, ignoringCase: ".svg")
            || (PathText.hasSuffix(path, ignoringCase: ".xml") && PathText.contains(path, "/drawable"))
    }

    /// The key of what `path`'s findings depend on: its export group's, else that of every theme.
    func key(of path: String) -> String {
        groupOfExport[path].flatMap { groupKeys[$0] } ?? themesKey
    }
}
