import Foundation

/// What an export's file name says about its colour mode, and the name it shares with its other-mode twins.
public struct ExportName: Hashable, Sendable {
    public enum Mode: String, Hashable, Sendable {
        case light
        case dark
    }

    public var mode: Mode?
    /// Whether the mode was written in the name (`Mode=Light`, `-light`, `light/`), rather than assumed.
    public var isExplicit: Bool
    /// The path with the mode marker removed: twins share it (`icons/Mode=.svg`, `icons/close.svg`).
    public var variantKey: String
    /// The path the other mode's twin would have, when the convention says so.
    public var darkTwin: String?
    /// The separator of a `-dark`/`_dark`/`.dark` suffix, when the name uses one.
    public var suffixSeparator: Character?

    /// Reads `Mode=Light`/`Mode=Dark` (Figma variant names), `-dark`/`_dark`/`.dark` (and light) suffixes,
    /// `light/` and `dark/` folders, and Android's `drawable-night` qualifier.
    public init(path: String) {
        // Most paths name no mode and no Android resource folder: nothing below would change them.
        if Self.hasNoMarker(path) {
            mode = nil
            isExplicit = false
            variantKey = path
            darkTwin = nil
            suffixSeparator = nil
            return
        }
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var mode: Mode?
        var twin = components
        let fileName = components.removeLast()
        let dot = fileName.lastIndex(of: ".") ?? fileName.endIndex
        var stem = String(fileName[..<dot])
        let fileExtension = String(fileName[dot...])
        var twinStem = stem

        // Figma variant properties: `Mode=Dark`, possibly among others (`Type=Primary, Mode=Light`).
        // The regular expressions only where they can match: most names have no mode marker at all.
        let lowerStem = stem.lowercased()
        let mayHaveVariant = lowerStem.contains("mode") && lowerStem.contains("=")
        let mayHaveSuffix = lowerStem.hasSuffix("light") || lowerStem.hasSuffix("dark")
        if mayHaveVariant,
           let range = stem.range(of: #"mode\s*=\s*(light|dark)"#, options: [.regularExpression, .caseInsensitive]) {
            let value = stem[range].lowercased()
            mode = value.hasSuffix("dark") ? .dark : .light
            twinStem = stem.replacingCharacters(in: range, with: stem[range].replacingOccurrences(
                of: "light", with: "Dark", options: .caseInsensitive))
            stem.replaceSubrange(range, with: "Mode=")
        } else if mayHaveSuffix,
                  let range = stem.range(of: #"[-_.](light|dark)$"#, options: [.regularExpression, .caseInsensitive]) {
            let marker = stem[range]
            suffixSeparator = marker.first
            mode = marker.lowercased().hasSuffix("dark") ? .dark : .light
            twinStem = stem.replacingCharacters(in: range, with: String(marker.first!)
                + (marker.dropFirst().first!.isUppercase ? "Dark" : "dark"))
            if marker.dropFirst().allSatisfy(\.isUppercase) { twinStem = stem.replacingCharacters(in: range, with: String(marker.first!) + "DARK") }
            stem.removeSubrange(range)
        }
        var folders = components
        if mode == nil { mode = Self.folderMode(&folders, twin: &twin) }
        let imageSetMarked = Self.readImageSetMarkers(&folders, twin: &twin, mode: &mode)
        self.mode = mode
        isExplicit = mode != nil
        // Sets named by mode are twins whatever their files are called (`Logo=Full 1.svg` beside `Logo=Full.svg`).
        variantKey = imageSetMarked ? folders.joined(separator: "/") + "/" : (folders + [stem + fileExtension]).joined(separator: "/")
        twin[twin.count - 1] = twinStem + fileExtension
        let twinPath = twin.joined(separator: "/")
        darkTwin = mode == .dark || twinPath == path ? nil : twinPath
    }

    /// An ASCII path in which no letter-case of `light`, `dark`, `drawable` or `mipmap` occurs: it has no mode
    /// marker (suffix, folder, Figma variant) and no Android resource folder, so it is its own variant key.
    static func hasNoMarker(_ path: String) -> Bool {
        path.utf8.allSatisfy { $0 < 0x80 }
            && !["light", "dark", "drawable", "mipmap"].contains { PathText.contains(path, $0, ignoringCase: true) }
    }

    /// A `light/` or `dark/` folder, or an Android `drawable-night`/`-notnight` qualifier: the mode it gives (the
    /// folder dropped from the variant key's folders), and the twin's folder.
    private static func folderMode(_ folders: inout [String], twin: inout [String]) -> Mode? {
        for index in folders.indices.reversed() {
            let folder = folders[index].lowercased()
            if folder == "light" || folder == "dark" {
                twin[index] = folders[index].first!.isUppercase ? "Dark" : "dark"
                folders.remove(at: index)
                return folder == "dark" ? .dark : .light
            }
            if folder.hasPrefix("drawable") || folder.hasPrefix("mipmap") {
                let qualifiers = folder.split(separator: "-")
                if qualifiers.contains("night") {
                    folders[index] = qualifiers.filter { $0 != "night" }.joined(separator: "-")
                    return .dark
                } else if qualifiers.contains("notnight") {
                    folders[index] = qualifiers.filter { $0 != "notnight" }.joined(separator: "-")
                    return .light
                }
                twin[index] = ([String(qualifiers[0]), "night"] + qualifiers.dropFirst().map(String.init)).joined(separator: "-")
                return nil
            }
        }
        return nil
    }

    /// Xcode asset catalogs often keep the two appearances as two image sets (`logoLight.imageset`,
    /// `logoDark.imageset`): the set's name marks the mode too, and twins share it without the marker. Whether any
    /// set was so marked.
    private static func readImageSetMarkers(_ folders: inout [String], twin: inout [String], mode: inout Mode?) -> Bool {
        var imageSetMarked = false
        for index in folders.indices where folders[index].lowercased().hasSuffix(".imageset") {
            let base = String(folders[index].dropLast(".imageset".count))
            guard let range = base.range(of: #"[-_.]?(light|dark)$"#, options: [.regularExpression, .caseInsensitive]),
                  range.lowerBound > base.startIndex else { continue }
            let marker = base[range]
            // Without a separator the marker must start a word of its own (`logoLight`, `LOGODARK` is no marker):
            // `spotlight`, `highlight` and `moonlight` are names, not light variants.
            if let first = marker.first, first.isLetter {
                let before = base[base.index(before: range.lowerBound)]
                guard first.isUppercase, before.isLowercase || before.isNumber else { continue }
            }
            let isDark = marker.lowercased().hasSuffix("dark")
            if mode == nil { mode = isDark ? .dark : .light }
            let word = marker.drop { !$0.isLetter }
            let dark = word.allSatisfy(\.isUppercase) ? "DARK" : (word.first!.isUppercase ? "Dark" : "dark")
            twin[index] = String(base[..<range.lowerBound]) + marker.prefix { !$0.isLetter } + dark + ".imageset"
            folders[index] = String(base[..<range.lowerBound]) + ".imageset"
            imageSetMarked = true
        }
        return imageSetMarked
    }
}
