import Foundation

/// What `w3wlint init` writes: a commented configuration that names the references the repository already has and
/// says which exports have none, to be edited.
public enum StarterConfiguration {
    /// The references a tree already has and the export folders none of them serves.
    public struct Survey: Sendable, Equatable {
        public struct Reference: Sendable, Equatable {
            /// The file (for a token set, colour-set catalog or Android res folder, its first file).
            public var file: String
            /// What kind of file it is, for the comment (`w3w theme`, `token set`, `CSS variables`).
            public var kind: String
            /// The folder it serves, with every folder below it.
            public var scope: String
            /// What w3wlint understood of it: its modes, colours, scales and the contrast pairs it draws.
            public var modes: [String] = []
            public var colours = 0
            public var scales: [String] = []
            public var pairs = 0

            public init(file: String, kind: String, scope: String, modes: [String] = [], colours: Int = 0, scales: [String] = [],
                        pairs: Int = 0)
            {
                (self.file, self.kind, self.scope) = (file, kind, scope)
                (self.modes, self.colours, self.scales, self.pairs) = (modes, colours, scales, pairs)
            }

            /// `modes light, dark; 120 colours; scales cornerRadius, padding; 14 contrast pairs`.
            var understood: String {
                var parts: [String] = []
                if !modes.isEmpty { parts.append("mode\(modes.count == 1 ? "" : "s") \(modes.joined(separator: ", "))") }
                if colours > 0 { parts.append("\(colours) colour\(colours == 1 ? "" : "s")") }
                if !scales.isEmpty { parts.append("scale\(scales.count == 1 ? "" : "s") \(scales.joined(separator: ", "))") }
                if pairs > 0 { parts.append("\(pairs) contrast pair\(pairs == 1 ? "" : "s")") }
                return parts.joined(separator: "; ")
            }
        }

        public var references: [Reference] = []
        /// Folders of exports with no reference in their folder or above, with how many exports each holds that a
        /// reference would judge (those `no-reference` names: not icons in `currentColor`, not illustrations).
        public var unreferenced: [(folder: String, exports: Int)] = []

        public init(references: [Reference] = [], unreferenced: [(folder: String, exports: Int)] = []) {
            self.references = references
            self.unreferenced = unreferenced
        }

        public static func == (a: Survey, b: Survey) -> Bool {
            a.references == b.references && a.unreferenced.map(\.folder) == b.unreferenced.map(\.folder)
                && a.unreferenced.map(\.exports) == b.unreferenced.map(\.exports)
        }

        /// The survey of a loaded model (themes assembled, references indexed).
        public init(model: DesignModel) {
            references = model.themes.map { theme in
                Reference(file: theme.file, kind: theme.name == DesignModel.swiftDesignThemeName ? "Swift design" : Self.kind(of: theme.file),
                          scope: theme.scope,
                          modes: theme.palette.isEmpty ? [] : theme.modes, colours: theme.palette.count,
                          scales: theme.scales.filter { !$0.value.entries.isEmpty }.keys.sorted(),
                          pairs: theme.schemes.reduce(0) { $0 + $1.contrastRequests.count })
            }.sorted { ($0.scope, $0.file) < ($1.scope, $1.file) }
            var counts: [String: Int] = [:]
            for component in model.components
                where model.referenceThemes(forExport: component.file).isEmpty && ReferenceRule.wouldBeJudged(component)
            {
                counts[PathText.folder(of: component.file), default: 0] += 1
            }
            unreferenced = counts.keys.sorted().map { ($0, counts[$0]!) }
        }

        static func kind(of file: String) -> String {
            let lower = file.lowercased()
            if PathText.isStylesheet(lower) { return "CSS variables" }
            if lower.contains(".w3wtheme.") { return "w3w theme" }
            if lower.hasSuffix("contents.json") { return "Xcode colour sets" }
            if lower.hasSuffix(".xml") { return "Android resources" }
            if lower.hasSuffix(".swift") { return "Swift presets" }
            return "token set"
        }
    }

    /// The starter text with nothing surveyed (no references known).
    public static let text = text(survey: Survey())

    public static func text(survey: Survey) -> String {
        var references = ""
        if survey.references.isEmpty {
            references = """
            # No reference was found (a w3w theme, token set, CSS variables file, colour-set catalog or Android res
            # folder). Exports are judged against the reference in their folder or a folder above; without one their
            # colours, spacing, radii, type and sizes are not judged.

            """
        } else {
            references = "# References found: each judges the exports in the folder it serves and every folder below it.\n"
            let width = min(60, survey.references.map(\.file.count).max() ?? 0)
            for reference in survey.references.prefix(40) {
                let served = reference.scope.isEmpty ? "this folder" : reference.scope + "/"
                references += "#   " + reference.file.padding(toLength: max(width, reference.file.count), withPad: " ", startingAt: 0)
                    + "  \(reference.kind), serves \(served)\n"
                if !reference.understood.isEmpty { references += "#     " + reference.understood + "\n" }
            }
            if survey.references.count > 40 { references += "#   … and \(survey.references.count - 40) more\n" }
            references += "\n"
        }
        if !survey.unreferenced.isEmpty {
            references += "# Exports with no reference in their folder or above (their colours, spacing, radii, type and sizes are\n"
                + "# not judged until one is given):\n"
            for (folder, count) in survey.unreferenced.prefix(40) {
                references += "#   \(folder.isEmpty ? "." : folder)/ (\(count) export\(count == 1 ? "" : "s"))\n"
            }
            if survey.unreferenced.count > 40 { references += "#   … and \(survey.unreferenced.count - 40) more folders\n" }
            if survey.references.count == 1 {
                references += "# The one reference found judges them too:\nexports:\n  reference: \(yamlScalar(survey.references[0].file))\n\n"
            } else if let first = survey.references.first {
                references += "# Name the one that judges them:\n# exports:\n#   reference: \(yamlScalar(first.file))\n\n"
            } else {
                references += "\n"
            }
        }
        return """
        # w3wlint configuration (https://github.com/w3wlint/w3wlint#configuration).
        \(references)\(packs(survey))

        # Turn rules off, change their severity or options: `w3wlint rules` lists them, `w3wlint explain RULE` details one.
        rules:
          # contrast: { options: { level: AAA } }
          # dark-variant: error

        # Only these files (globs relative to this file's folder), and never these.
        # include: ["design/**"]
        \(exclude(survey))

        # Different settings for some folders.
        # overrides:
        #   - files: ["legacy/**"]
        #     rules:
        #       spacing-scale: off

        """
    }

    /// A path as a YAML scalar: quoted when plain YAML would read it otherwise.
    /// A pack's presets judge values by someone else's scale: suggested only where the design has none of its own.
    static func packs(_ survey: Survey) -> String {
        if survey.references.contains(where: { !$0.scales.isEmpty }) {
            return """
            # Packs: none is needed; the scales listed above are this design's own and judge its values. A pack's presets
            # (w3w, dnakit, material3, apple-hig) would judge them by another system's scale instead.
            """
        }
        return """
        # Packs: the rules are the default pack's (w3w: WCAG AA contrast, dark variants, presets). Naming packs also
        # judges files with no reference by their presets: w3w (what3words), dnakit (DNAKit), material3, apple-hig,
        # wcag-aaa, or a team pack such as ./rules/team.yml.
        # extends: [w3w]
        """
    }

    /// Dependencies and build output are not the team's design, unless the design is built there (PatternFly keeps
    /// its token style sheets in `build/css/`).
    static func exclude(_ survey: Survey) -> String {
        let buildHoldsDesign = survey.references.contains { $0.file.split(separator: "/").dropLast().contains("build") }
        return buildHoldsDesign ? "# `build/` holds references listed above, so it is checked.\nexclude: [\"**/node_modules/**\"]"
            : "exclude: [\"**/node_modules/**\", \"**/build/**\"]"
    }

    static func yamlScalar(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-".unicodeScalars.contains($0) }
        guard !plain || text.isEmpty else { return text }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    public struct Exists: Error {
        public var path: String
    }

    /// Writes the starter file; refuses to touch an existing one.
    public static func write(to path: String, text: String = StarterConfiguration.text) throws {
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
