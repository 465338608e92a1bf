import Foundation

/// Writes a report so that a reader never sees half a file and a failed write never destroys the old one:
/// the bytes go to a temporary file in the same folder, which is then renamed over the target.
public enum OutputFile {
    public static func writeAtomically(_ text: String, to path: String) throws {
        try writeAtomically(Data(text.utf8), to: path)
    }

    public static func writeAtomically(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).w3wlint-\(ProcessInfo.processInfo.processIdentifier).tmp")
        // Keep the permissions of a report being replaced.
        let permissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions]
        do {
            try data.write(to: temporary)
            if let permissions {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path,
                                                                NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
