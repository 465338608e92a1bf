import Foundation

/// What `w3wlint init` writes: a commented configuration that changes nothing yet, to be edited.
public enum StarterConfiguration {
    public static let text = """
    # w3wlint configuration (https://github.com/w3wlint/w3wlint#configuration).
    # Packs apply in order: w3w (the default: what3words presets, WCAG AA), wcag-aaa, apple-hig, material3,
    # or a team pack such as ./rules/team.yml.
    extends: [w3w]

    # Turn rules off, change their severity or options: `w3wlint rules` lists them, `w3wlint explain RULE` details one.
    rules:
      # contrast: { options: { level: AAA } }
      # dark-variant: error

    # Only these files (globs relative to this file's folder), and never these.
    # include: ["design/**"]
    exclude: ["**/node_modules/**", "**/build/**"]

    # Different settings for some folders.
    # overrides:
    #   - files: ["legacy/**"]
    #     rules:
    #       spacing-scale: off

    """

    public struct Exists: Error {
        public var path: String
    }

    /// Writes the starter file; refuses to touch an existing one.
    public static func write(to path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else { throw Exists(path: path) }
        // O_EXCL: a file created between the check and the write is not overwritten either.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { throw Exists(path: path) }
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }
}
