/// The `dark-variant` check on component exports: a light export needs a dark twin.
extension RequiredModesRule {
    func checkComponents(_ model: DesignModel) -> [Finding] {
        guard !model.components.isEmpty else { return [] }
        let names = model.components.map { ExportName(path: $0.file) }
        let darkKeys = Set(names.filter { $0.mode == .dark }.map(\.variantKey))
        // Everything before the last slash (empty without one).
        func folder(_ key: String) -> String {
            key.lastIndex(of: "/").map { String(key[..<$0]) } ?? ""
        }
        // The first dark export of each folder (by model order), whose suffix its siblings' expected names follow.
        var darkSiblingByFolder: [String: ExportName] = [:]
        for name in names where name.mode == .dark && darkSiblingByFolder[folder(name.variantKey)] == nil {
            darkSiblingByFolder[folder(name.variantKey)] = name
        }
        // Per folder: how many exports other than dark ones there are, and how many of them have a dark twin. A folder
        // where few do (an Android res folder with two night drawables among a hundred: the rest adapt through theme
        // attributes or need none) asks nothing of the others.
        var exportCount: [String: Int] = [:]
        var twinnedCount: [String: Int] = [:]
        for name in names where name.mode != .dark {
            exportCount[folder(name.variantKey), default: 0] += 1
            if darkKeys.contains(name.variantKey) { twinnedCount[folder(name.variantKey), default: 0] += 1 }
        }
        func mostHaveTwins(_ key: String) -> Bool { 2 * twinnedCount[folder(key), default: 0] >= exportCount[folder(key), default: 0] }
        var findings: [Finding] = []
        for (component, name) in zip(model.components, names) where name.mode != .dark {
            // An export whose own CSS adapts to a dark colour scheme is its own dark variant.
            guard !darkKeys.contains(name.variantKey), !component.adaptsToColorScheme,
                  !model.imageSetsWithDarkAppearance.contains(PathText.folder(of: component.file)) else { continue }
            // Only a theme (or rule) that asks for a dark mode asks exports for dark twins.
            let required = options.modes ?? ComponentChecking(model: model, for: component).theme.modes
            guard let darkMode = required.first(where: ComponentChecking.isDark) else { continue }
            let message: String
            var expected = name.darkTwin
            if name.mode == .light {
                // Named as the light variant: the dark one is expected.
                message = "light export has no dark variant"
                    + (name.darkTwin.map { " (expected `\($0)`)" } ?? "")
            } else if let sibling = darkSiblingByFolder[folder(name.variantKey)], mostHaveTwins(name.variantKey) {
                // Not named by mode, beside exports that have dark variants: this one lacks its own. Its expected name
                // follows its dark siblings' suffix (`close-dark.svg` beside `close.svg`).
                if expected == nil, let separator = sibling.suffixSeparator {
                    let dot = component.file.lastIndex(of: ".") ?? component.file.endIndex
                    expected = component.file[..<dot] + "\(separator)dark" + component.file[dot...]
                }
                message = "export has no dark variant, while other exports in `\(folder(name.variantKey))` have one"
                    + (expected.map { " (expected `\($0)`)" } ?? "")
            } else {
                continue
            }
            findings.append(finding(message, at: component.location, [
                ("export", .string(component.file)),
                ("missingModes", .array([.string(darkMode)])),
                ("expected", expected.map { .string($0) } ?? .null),
            ]))
        }
        return findings
    }

    static var componentTriggeringExamples: [RuleExample] {
        [
            // Figma variant naming: the light export of a button with no `Mode=Dark` twin among the checked files.
            RuleExample("""
            ↓<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#E11F26"/></svg>
            """, file: "Button/Type=Primary, Mode=Light.svg", supportingFiles: [
                ("Button/Type=Secondary, Mode=Light.svg", "<svg viewBox='0 0 1 1'/>"),
                ("Button/Type=Secondary, Mode=Dark.svg", "<svg viewBox='0 0 1 1'/>"),
            ], messages: ["light export has no dark variant (expected `Button/Type=Primary, Mode=Dark.svg`)"]),
            // A folder whose other exports have `-dark` twins: this one lacks its own.
            RuleExample("""
            ↓<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg>
            """, file: "icons/close.svg", supportingFiles: [
                ("icons/search.svg", "<svg viewBox='0 0 1 1'/>"),
                ("icons/search-dark.svg", "<svg viewBox='0 0 1 1'/>"),
            ], messages: [
                "export has no dark variant, while other exports in `icons` have one (expected `icons/close-dark.svg`)",
            ]),
            RuleExample("""
            ↓<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>
            """, file: "exports/light/card.svg", messages: ["light export has no dark variant (expected `exports/dark/card.svg`)"]),
            // Android: this res folder has night drawables, but not this one's.
            RuleExample("""
            ↓<vector xmlns:android="http://schemas.android.com/apk/res/android" android:viewportWidth="1" android:viewportHeight="1"/>
            """, file: "app/res/drawable/ic_logo.xml", supportingFiles: [
                ("app/res/drawable/ic_close.xml", "<vector/>"),
                ("app/res/drawable-night/ic_close.xml", "<vector/>"),
            ], messages: [
                "export has no dark variant, while other exports in `app/res/drawable` have one (expected `app/res/drawable-night/ic_logo.xml`)",
            ]),
        ]
    }

    static var componentNonTriggeringExamples: [RuleExample] {
        [
            // Android: one night drawable among three is the exception, not the rule of the folder.
            RuleExample("""
            <vector xmlns:android="http://schemas.android.com/apk/res/android" android:viewportWidth="1" android:viewportHeight="1"/>
            """, file: "app/res/drawable/ic_share.xml", supportingFiles: [
                ("app/res/drawable/ic_close.xml", "<vector/>"),
                ("app/res/drawable/ic_play.xml", "<vector/>"),
                ("app/res/drawable-night/ic_close.xml", "<vector/>"),
            ]),
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#E11F26"/></svg>
            """, file: "Button/Type=Primary, Mode=Light.svg", supportingFiles: [
                ("Button/Type=Primary, Mode=Dark.svg", "<svg viewBox='0 0 1 1'/>"),
            ]),
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>
            """, file: "icons/search_light.svg", supportingFiles: [("icons/search_dark.svg", "<svg viewBox='0 0 1 1'/>")]),
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>
            """, file: "exports/light/card.svg", supportingFiles: [("exports/dark/card.svg", "<svg viewBox='0 0 1 1'/>")]),
            RuleExample("""
            <vector xmlns:android="http://schemas.android.com/apk/res/android" android:viewportWidth="1" android:viewportHeight="1"/>
            """, file: "app/res/drawable/ic_close.xml", supportingFiles: [("app/res/drawable-night/ic_close.xml", "<vector/>")]),
            // Exports that never say their mode need no twin.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>
            """, file: "icons/close.svg"),
        ]
    }
}
