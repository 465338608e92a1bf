/// What the structure checks (`component-size`, `hierarchy`, touch targets) share: which parts of an export are
/// components of a known kind, and how layer names are read.
struct ComponentInstance {
    /// The component kind (`button`, `row`, `icon`).
    var kind: String
    /// The layer or file name the kind was read from.
    var name: String
    /// The component's frame in the export's coordinates: a group's painted shapes (text left out, its extent is an
    /// estimate), or the export's viewport when the kind comes from the file's name.
    var box: BoundingBox
    var location: SourceLocation
    /// `svg > g#Button`, or the file for a whole export.
    var path: String
    /// The group's index in `Component.groups`; nil for a whole export.
    var group: Int?
}

public enum ComponentStructure {
    /// The words that name each component kind by default. A layer or file name names a kind when its words
    /// (split at case changes, digits and punctuation) start or end with a name's words: `ListRow`, `table-cell`,
    /// `Icon/Close`, not `Field Button Fill`. Plurals (`Buttons`, `icons/`) and a container word after the name
    /// (`ButtonGroup`, `Icon set`) name a set, not a component, and do not match.
    public static let defaultNames: [String: [String]] = ["button": ["button", "btn"], "row": ["row", "cell"], "icon": ["icon"]]

    /// The default words that mark a component's image layer.
    public static let defaultImageNames = ["image", "avatar", "photo", "thumbnail", "picture"]

    /// Words that name a picture rather than part of an interface: a logo (whose colours are the brand's own, and
    /// which WCAG exempts), an avatar or image placeholder, a launcher icon, an illustration.
    static let pictureWords = Set(["logo", "logotype", "logomark", "wordmark", "lockup", "avatar", "placeholder",
                                   "launcher", "illustration", "decoration", "splash"]).union(brandNames)
    /// Third-party brands whose marks apps show (a share sheet's WhatsApp, a sign-in's Google): a file named for one
    /// is that brand's logo, in the brand's colours.
    static let brandNames: Set<String> = ["google", "apple", "facebook", "instagram", "whatsapp", "telegram", "tumblr", "twitter",
                                          "linkedin", "github", "gitlab", "slack", "spotify", "microsoft", "paypal", "mastodon",
                                          "snapchat", "tiktok", "pinterest", "reddit", "discord", "wechat"]

    /// Whether a file or layer name names a picture (`ic_launcher_foreground`, `logo_avatar_anonymous_40dp`).
    static func namesAPicture(_ name: String) -> Bool {
        words(name).contains(where: pictureWords.contains)
    }

    /// Whether an export is a picture by its file: its name names one, or it is a layer of an app icon (an
    /// `.appiconset`, an Icon Composer `.icon` bundle).
    static func isPicture(file: String) -> Bool {
        let name = PathText.lastComponent(of: file)
        if namesAPicture(String(name.split(separator: ".").first ?? Substring(name))) { return true }
        return file.contains(".appiconset/") || file.contains(".icon/")
    }

    /// The words that name a control or an icon: shapes inside a layer named so are held to non-text contrast.
    static let controlWords: [String: [String]] = [
        "control": ["button", "btn", "icon", "checkbox", "check", "radio", "switch", "toggle", "slider", "input", "field",
                    "textfield", "textbox", "select", "dropdown", "combobox", "stepper", "tab", "chip", "control", "knob", "thumb"],
    ]

    /// `controlWords` as names are matched, built once: every export of a run asks.
    static let controlNames = KindNames(controlWords)

    /// The elements of an export held to non-text contrast by default: none in a logo, avatar or placeholder (by its
    /// file name); every one when the export is a control or an icon by its file or folder name, or icon-sized (48 × 48
    /// or smaller); else those inside a layer named for one.
    static func controlElements(of component: Component) -> Set<Int> {
        let names = controlNames
        let parts = PathText.lastComponents(of: component.file, count: 2).map(String.init)
        let stem = parts.last.map { $0.split(separator: ".").dropLast().joined(separator: ".") }
        let folder = parts.count > 1 ? parts[0] : nil
        // Logos, avatars and placeholders are pictures, not controls, whatever their size (WCAG exempts logotypes, and
        // a placeholder carries no information).
        if isPicture(file: component.file) { return [] }
        let iconSized = component.viewport.map { $0.width <= 48 && $0.height <= 48 } ?? false
        if iconSized || [stem, folder].compactMap({ $0 }).contains(where: { kind(of: $0, kinds: names) != nil }) {
            return Set(component.elements.indices)
        }
        var controlGroups: Set<Int> = []
        for (index, group) in component.groups.enumerated() where group.parent != nil {
            if kind(of: group.layerName, kinds: names) != nil { controlGroups.insert(index) }
        }
        guard !controlGroups.isEmpty else { return [] }
        var held: Set<Int> = []
        for (index, element) in component.elements.enumerated()
            where ancestors(of: element.group, in: component).contains(where: controlGroups.contains)
        {
            held.insert(index)
        }
        return held
    }

    /// `ListRow_2` → [list, row]; `Mode=Dark` → [mode, dark]; `primaryText` → [primary, text].
    static func words(_ name: String) -> [String] {
        ASCIIWords.split(name, digitsInWords: false) ?? ASCIIWords.splitCharacters(name, digitsInWords: false)
    }

    /// Whether `words` contain the words of `name` in a row.
    static func contains(_ words: [String], name: String) -> Bool {
        contains(words, wanted: Self.words(name))
    }

    /// Whether `words` contain `wanted` (a name's words) in a row.
    static func contains(_ words: [String], wanted: [String]) -> Bool {
        guard !wanted.isEmpty, wanted.count <= words.count else { return false }
        return (0...(words.count - wanted.count)).contains { start in Array(words[start..<start + wanted.count]) == wanted }
    }

    /// Words after a kind's name that make the layer a container of components, not one (`ButtonGroup`, `Icon set`).
    static let containerWords: Set<String> = ["group", "groups", "set", "sets", "bar", "list", "stack", "container",
                                              "area", "anatomy", "grid", "row", "rows", "fill", "label", "text"]

    /// Whether a kind's name stands at the start or the end of `words` (`Icon/Close`, `Primary_Button`, not
    /// `Field Button Fill` nor `ToggleButtonGroupAnatomy`), not followed by a container word.
    /// `wanted` is the name already split into words.
    static func names(_ words: [String], kindWords wanted: [String]) -> Bool {
        guard !wanted.isEmpty, wanted.count <= words.count else { return false }
        if Array(words.suffix(wanted.count)) == wanted { return true }
        guard Array(words.prefix(wanted.count)) == wanted else { return false }
        return !containerWords.contains(words[wanted.count...].first ?? "")
    }

    /// The kinds in sorted order, each with its names split into words: worked out once per run, not once per
    /// layer (a drawing has thousands of groups) nor per export (a run has thousands of icons).
    struct KindNames: Sendable {
        let kinds: [(kind: String, names: [[String]])]

        init(_ names: [String: [String]]) {
            kinds = names.keys.sorted().map { kind in (kind, names[kind]!.map(ComponentStructure.words)) }
        }

        static let defaults = KindNames(ComponentStructure.defaultNames)
    }

    /// The kind a name gives, by the first kind (in sorted order) one of whose names it starts or ends with.
    static func kind(of name: String?, kinds: KindNames) -> String? {
        guard let name else { return nil }
        let nameWords = words(name)
        guard !nameWords.isEmpty else { return nil }
        return kinds.kinds.first { entry in entry.names.contains { Self.names(nameWords, kindWords: $0) } }?.kind
    }

    /// The groups above an element or group, nearest first (the group itself included).
    static func ancestors(of group: Int, in component: Component) -> [Int] {
        var chain: [Int] = []
        var current: Int? = group
        while let index = current, chain.count <= component.groups.count {
            chain.append(index)
            current = component.groups[index].parent
        }
        return chain
    }

    /// The component instances of an export: every group (not the root) whose layer name gives a kind, measured
    /// by its frame (the shape holding all it paints); when there is none, the whole export when its file name (or, for Figma's
    /// `Button/Mode=Light.svg`, its folder's name) gives a kind, measured by its viewport.
    /// `kindNames` is made once per rule run (`KindNames(options.names)`), not once per export.
    static func instances(in component: Component, kindNames: KindNames) -> [ComponentInstance] {
        // The groups whose layer name gives a kind: only these are measured.
        var kinds: [Int: String] = [:]
        for (index, group) in component.groups.enumerated() where group.parent != nil {
            if let kind = kind(of: group.layerName, kinds: kindNames) { kinds[index] = kind }
        }
        // Each such group's painted shapes (text left out: its extent is an estimate), as indices into the elements:
        // a large drawing has a hundred thousand of them, too many to copy per group.
        var members: [Int: [Int]] = [:]
        if !kinds.isEmpty {
            for elementIndex in component.elements.indices where !component.elements[elementIndex].hasText {
                for group in ancestors(of: component.elements[elementIndex].group, in: component) where kinds[group] != nil {
                    members[group, default: []].append(elementIndex)
                }
            }
        }
        /// The group's frame: a rect or ellipse whose bounds hold every shape of the group, with its stroke's outer
        /// half. A group without one (an icon's glyph, a stroked cross) does not draw its size, so it is not measured.
        func frame(of group: Int) -> BoundingBox? {
            guard let indices = members[group], let first = indices.first else { return nil }
            let elements = component.elements
            let union = indices.dropFirst().reduce(elements[first].bounds) { $0.union(elements[$1].bounds) }
            return indices.lazy.map { elements[$0] }.first { shape in
                let isFrameShape: Bool
                switch shape.shape {
                case .rect, .ellipse: isFrameShape = true
                case .path, .line, .text: isFrameShape = false
                }
                let box = shape.bounds
                return isFrameShape && box.minX <= union.minX + 0.5 && box.minY <= union.minY + 0.5
                    && box.maxX >= union.maxX - 0.5 && box.maxY >= union.maxY - 0.5
            }.map { frame in
                // A stroked frame's outline reaches half the stroke beyond its geometry.
                let half = frame.stroke.isVisible ? frame.strokeWidth / 2 : 0
                let box = frame.bounds
                return BoundingBox(minX: box.minX - half, minY: box.minY - half, maxX: box.maxX + half, maxY: box.maxY + half)
            }
        }
        var found: [ComponentInstance] = []
        for (index, group) in component.groups.enumerated() where group.parent != nil {
            guard let kind = kinds[index], let box = frame(of: index) else { continue }
            found.append(ComponentInstance(kind: kind, name: group.layerName ?? group.kind, box: box,
                                           location: group.location, path: group.path, group: index))
        }
        if !found.isEmpty { return found }
        let parts = PathText.lastComponents(of: component.file, count: 2).map(String.init)
        guard let fileName = parts.last else { return [] }
        let stem = fileName.split(separator: ".").dropLast().joined(separator: ".")
        let folder = parts.count > 1 ? parts[parts.count - 2] : nil
        for name in [stem, folder].compactMap({ $0 }) {
            guard let kind = kind(of: name, kinds: kindNames) else { continue }
            guard let box = component.viewport ?? component.elements.map(\.bounds).reduce(BoundingBox?.none, { $0?.union($1) ?? $1 })
            else { return [] }
            return [ComponentInstance(kind: kind, name: name, box: box, location: component.location,
                                      path: component.file, group: nil)]
        }
        return []
    }
}
