import Foundation

/// `--fix`: turns the fixes of a run's findings into new file contents, then writes them (or shows them as a diff).
/// Edits are grouped per file and applied together; a fix whose edit overlaps one already taken (in report order)
/// is left for the next run, and a file that changed since it was checked, or whose text at an edit is not what the
/// loader saw, is not touched at all.
public struct FixPlan: Sendable {
    /// One file's new text.
    public struct Change: Sendable {
        /// The path as findings name it.
        public var file: String
        /// Where it is read and written.
        public var absolutePath: String
        public var original: Data
        public var fixed: Data
    }

    /// A fix that was not taken, and why.
    public struct Skipped: Sendable {
        public var finding: Finding
        public var reason: String
    }

    /// Files whose text changes, in path order.
    public var changes: [Change] = []
    /// The findings whose fix is in `changes`, in report order.
    public var fixed: [Finding] = []
    public var skipped: [Skipped] = []
}

public enum FixApplier {
    /// Plans the fixes of `findings` (unsafe ones only with `includeUnsafe`). `digests` are the SHA-256 digests of
    /// the files as the run read them (`LintResult.contentDigests`): a file that differs now is left alone.
    public static func plan(_ findings: [Finding], includeUnsafe: Bool, digests: [String: String],
                            workingDirectory: String) -> FixPlan
    {
        var plan = FixPlan()
        let candidates = findings.filter { finding in
            guard let fix = finding.fix, !fix.edits.isEmpty else { return false }
            return includeUnsafe || !fix.isUnsafe
        }
        let (texts, refused) = currentTexts(of: Set(candidates.flatMap { $0.fix!.edits.map(\.span.file) }).sorted(),
                                            digests: digests, workingDirectory: workingDirectory)
        // Fixes in report order; each is taken whole or not at all.
        var taken: [String: [(range: Range<String.Index>, edit: TextEdit)]] = [:]
        var takenEdits: [String: Set<TextEdit>] = [:]
        var takenRanges: [String: DisjointRanges] = [:]
        for finding in candidates {
            let fix = finding.fix!
            var ranges: [(range: Range<String.Index>, edit: TextEdit)] = []
            var reason: String?
            for edit in fix.edits {
                if let refusal = refused[edit.span.file] { reason = refusal; break }
                // At the span's byte offsets, not its line and column: readers end lines at different characters
                // (libyaml at NEL, LS and PS too), and a line counted otherwise is another line.
                guard let file = texts[edit.span.file], let range = file.text.range(ofUTF8Offsets: edit.span.offsets),
                      file.text.utf8[range].elementsEqual(edit.span.text.utf8)
                else {
                    reason = "the text at \(edit.span.file):\(edit.span.start.line):\(edit.span.start.column) is not what was checked"
                    break
                }
                // The same edit made for another finding (a colour two pairs share) is made once.
                if takenEdits[edit.span.file]?.contains(edit) == true { continue }
                if takenRanges[edit.span.file]?.overlaps(range) == true || ranges.contains(where: { $0.range.overlaps(range) }) {
                    reason = "another fix edits the same text; run --fix again"
                    break
                }
                ranges.append((range, edit))
            }
            if let reason {
                plan.skipped.append(FixPlan.Skipped(finding: finding, reason: reason))
                continue
            }
            for item in ranges {
                taken[item.edit.span.file, default: []].append(item)
                takenEdits[item.edit.span.file, default: []].insert(item.edit)
                takenRanges[item.edit.span.file, default: DisjointRanges()].insert(item.range)
            }
            plan.fixed.append(finding)
        }
        for file in taken.keys.sorted() {
            guard let current = texts[file],
                  let fixed = applying(taken[file]!.sorted { $0.range.lowerBound < $1.range.lowerBound }, to: current)
            else { continue }
            plan.changes.append(FixPlan.Change(file: file, absolutePath: current.absolute, original: current.data, fixed: fixed))
        }
        return plan
    }

    /// A file as it is now, for editing.
    private typealias CurrentText = (data: Data, bom: Bool, text: String, absolute: String)

    /// Each file as it is now, or why it cannot be edited.
    private static func currentTexts(of files: [String], digests: [String: String], workingDirectory: String)
        -> (texts: [String: CurrentText], refused: [String: String])
    {
        var texts: [String: CurrentText] = [:]
        var refused: [String: String] = [:]
        for file in files {
            let absolute = file.hasPrefix("/") ? file : (workingDirectory as NSString).appendingPathComponent(file)
            guard case let .success(data) = FileReading.read(absolute, maximumSize: nil) else {
                refused[file] = "\(file) cannot be read"
                continue
            }
            guard let digest = digests[file], digest == SHA256.hex([UInt8](data)) else {
                refused[file] = "\(file) changed since it was checked"
                continue
            }
            let bom = data.starts(with: [0xEF, 0xBB, 0xBF])
            guard let text = String(data: bom ? data.dropFirst(3) : data, encoding: .utf8) else {
                refused[file] = "\(file) is not UTF-8 text"
                continue
            }
            var contiguous = text
            contiguous.makeContiguousUTF8()
            texts[file] = (data, bom, contiguous, absolute)
        }
        return (texts, refused)
    }

    /// The file with the edits made (sorted, disjoint); nil when that changes nothing.
    private static func applying(_ edits: [(range: Range<String.Index>, edit: TextEdit)], to current: CurrentText) -> Data? {
        // Front to back over the original text: the same result as applying the edits bottom-up. Built as UTF-8
        // bytes (the ranges are scalar-aligned, so they index the UTF-8 view too): appending to a String's
        // scalar view copies the whole string each time, quadratic in the number of edits.
        let utf8 = current.text.utf8
        var fixed = current.bom ? Data([0xEF, 0xBB, 0xBF]) : Data()
        fixed.reserveCapacity(current.data.count + 64)
        var position = utf8.startIndex
        for (range, edit) in edits {
            fixed.append(contentsOf: utf8[position..<range.lowerBound])
            fixed.append(contentsOf: edit.replacement.utf8)
            position = range.upperBound
        }
        fixed.append(contentsOf: utf8[position...])
        return fixed == current.data ? nil : fixed
    }

    /// Writes each changed file atomically (a temporary file renamed over it, keeping its permissions), after
    /// checking once more that it still holds what the plan was made from. Returns the files not written, with why.
    @discardableResult
    public static func write(_ plan: FixPlan) -> [(file: String, reason: String)] {
        var failed: [(String, String)] = []
        for change in plan.changes {
            // Write through a symbolic link to the file it names, not over the link.
            let target = change.absolutePath.unicodeScalars.contains(where: RawPathBytes.isEscape) ? change.absolutePath
                : URL(fileURLWithPath: change.absolutePath).resolvingSymlinksInPath().path
            guard case let .success(now) = FileReading.read(target, maximumSize: nil), now == change.original else {
                failed.append((change.file, "changed while fixing; not written"))
                continue
            }
            // A fixed file is a new file renamed over the old name: another hard link would keep the old text and
            // no longer be the same file. Such a file is left alone, with the reason.
            var info = stat()
            if Discovery.fileStatus(target, &info) == 0, info.st_nlink > 1 {
                failed.append((change.file, "has \(info.st_nlink) hard links; fixing it would split them, so it was not written (fix it by hand, or break the links first)"))
                continue
            }
            do {
                try OutputFile.writeAtomically(change.fixed, to: target)
            } catch {
                failed.append((change.file, "cannot be written: \(error.localizedDescription)"))
            }
        }
        return failed
    }

    /// The plan as a unified diff (`--- a/path`, `+++ b/path`, hunks with three lines of context).
    public static func diff(_ plan: FixPlan) -> String {
        var out = ""
        writeDiff(plan, to: &out)
        return out
    }

    /// The diff written as it is made: a large file's diff is never held whole.
    public static func writeDiff(_ plan: FixPlan, to out: inout some TextOutputStream) {
        for change in plan.changes {
            UnifiedDiff.write(old: change.original, new: change.fixed, path: change.file, to: &out)
        }
    }
}

/// Ranges that do not overlap, in order: whether a new range overlaps any of them is one binary search, so a file
/// with tens of thousands of fixes is planned in n log n, not n².
struct DisjointRanges {
    private var ranges: [Range<String.Index>] = []

    /// Whether `range` shares an element with one of the ranges (an empty range shares none, as in `Range.overlaps`).
    func overlaps(_ range: Range<String.Index>) -> Bool {
        guard !range.isEmpty else { return false }
        // Disjoint and ordered: of the ranges that start before `range` ends, the last reaches furthest.
        let before = firstIndex(startingAtOrAfter: range.upperBound)
        return before > 0 && ranges[before - 1].upperBound > range.lowerBound
    }

    /// Adds `range`, which overlaps none of the ranges (empty ones are not kept: they overlap nothing).
    mutating func insert(_ range: Range<String.Index>) {
        guard !range.isEmpty else { return }
        ranges.insert(range, at: firstIndex(startingAtOrAfter: range.lowerBound))
    }

    private func firstIndex(startingAtOrAfter bound: String.Index) -> Int {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// A unified diff of two texts, as `diff -u` prints it: lines end at each line feed (a carriage return stays part of
/// its line). Lines are compared as byte ranges of the two texts, never copied into strings of their own.
enum UnifiedDiff {
    static let context = 3

    static func make(old: String, new: String, path: String) -> String {
        var out = ""
        write(old: Data(old.utf8), new: Data(new.utf8), path: path, to: &out)
        return out
    }

    static func write(old: Data, new: Data, path: String, to out: inout some TextOutputStream) {
        old.withUnsafeBytes { oldBytes in
            new.withUnsafeBytes { newBytes in
                write(old: Text(oldBytes), new: Text(newBytes), path: path, to: &out)
            }
        }
    }

    /// A text's bytes and its lines (without their line feeds).
    private struct Text {
        let bytes: UnsafeRawBufferPointer
        var lines: [Range<Int>] = []
        /// Whether the last line ends with a line feed.
        var endsWithNewline = true

        init(_ bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
            guard !bytes.isEmpty else { return }
            var start = 0
            for (offset, byte) in bytes.enumerated() where byte == 0x0A {
                lines.append(start..<offset)
                start = offset + 1
            }
            if start < bytes.count {
                lines.append(start..<bytes.count)
                endsWithNewline = false
            }
        }

        var count: Int { lines.count }

        func line(_ index: Int) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: bytes[lines[index]]) }

        func sameLine(_ index: Int, as other: Text, _ otherIndex: Int) -> Bool {
            let mine = line(index), theirs = other.line(otherIndex)
            return mine.count == theirs.count && (mine.isEmpty || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0)
        }
    }

    /// Changed blocks (ranges of old lines replaced by ranges of new lines). Fixes change lines in place, so equal
    /// line counts compare line by line; otherwise the part between the common prefix and suffix is one block.
    private static func changedBlocks(old a: Text, new b: Text) -> [(old: Range<Int>, new: Range<Int>)] {
        let aEnds = a.endsWithNewline, bEnds = b.endsWithNewline
        var blocks: [(old: Range<Int>, new: Range<Int>)] = []
        if a.count == b.count, aEnds == bEnds {
            var index = 0
            while index < a.count {
                guard !a.sameLine(index, as: b, index) else { index += 1; continue }
                let start = index
                while index < a.count, !a.sameLine(index, as: b, index) { index += 1 }
                blocks.append((start..<index, start..<index))
            }
        } else {
            var prefix = 0
            while prefix < min(a.count, b.count), a.sameLine(prefix, as: b, prefix) { prefix += 1 }
            var suffix = 0
            while suffix < min(a.count, b.count) - prefix, a.sameLine(a.count - 1 - suffix, as: b, b.count - 1 - suffix) {
                suffix += 1
            }
            // A changed final newline changes the last line.
            if aEnds != bEnds, suffix > 0 { suffix = 0 }
            blocks.append((prefix..<(a.count - suffix), prefix..<(b.count - suffix)))
        }
        return blocks
    }

    private static func write(old a: Text, new b: Text, path: String, to out: inout some TextOutputStream) {
        let blocks = changedBlocks(old: a, new: b)
        guard !blocks.isEmpty else { return }
        // Blocks closer than twice the context share a hunk.
        var hunks: [[(old: Range<Int>, new: Range<Int>)]] = []
        for block in blocks {
            if let last = hunks.last?.last, block.old.lowerBound - last.old.upperBound <= 2 * context {
                hunks[hunks.count - 1].append(block)
            } else {
                hunks.append([block])
            }
        }
        let shown = TextEscaping.visible(path)
        out.write("--- a/\(shown)\n+++ b/\(shown)\n")
        for hunk in hunks {
            let first = hunk.first!
            let last = hunk.last!
            let oldStart = max(0, first.old.lowerBound - context)
            let newStart = max(0, first.new.lowerBound - context)
            let oldEnd = min(a.count, last.old.upperBound + context)
            let newEnd = min(b.count, last.new.upperBound + context)
            out.write("@@ -\(range(oldStart, oldEnd - oldStart)) +\(range(newStart, newEnd - newStart)) @@\n")
            var oldIndex = oldStart
            func line(_ prefix: String, _ text: Text, _ index: Int) {
                // The texts are UTF-8 (only such files are fixed), so a line decodes as it is; its control characters,
                // line separators and bidirectional controls are shown as escapes, as in every other output, but for
                // the carriage return of a Windows line end (as `diff -u` prints it: it cannot start a line).
                let raw = String(decoding: text.line(index), as: UTF8.self)
                let windowsEnd = raw.utf8.last == UInt8(ascii: "\r")
                out.write(prefix + TextEscaping.visible(windowsEnd ? String(raw.dropLast()) : raw) + (windowsEnd ? "\r\n" : "\n"))
                if index == text.count - 1, !text.endsWithNewline { out.write("\\ No newline at end of file\n") }
            }
            for block in hunk {
                while oldIndex < block.old.lowerBound { line(" ", a, oldIndex); oldIndex += 1 }
                for index in block.old { line("-", a, index) }
                for index in block.new { line("+", b, index) }
                oldIndex = block.old.upperBound
            }
            while oldIndex < oldEnd { line(" ", a, oldIndex); oldIndex += 1 }
        }
    }

    /// `start,count` (1-based), as diff writes it: the count left out when it is 1, the line before when it is 0.
    private static func range(_ start: Int, _ count: Int) -> String {
        if count == 0 { return "\(start),0" }
        return count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }
}

extension String {
    /// The range these UTF-8 byte offsets name, when it lies inside the text and starts and ends between Unicode
    /// scalars; nil otherwise.
    func range(ofUTF8Offsets offsets: Range<Int>) -> Range<String.Index>? {
        guard offsets.lowerBound >= 0, offsets.upperBound <= utf8.count else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        let end = utf8.index(start, offsetBy: offsets.count)
        guard start.samePosition(in: unicodeScalars) != nil, end.samePosition(in: unicodeScalars) != nil else { return nil }
        return start..<end
    }
}
