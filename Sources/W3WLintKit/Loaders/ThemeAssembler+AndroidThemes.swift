import Foundation

/// The colour pairs an Android theme draws by Material's and AppCompat's conventions: `colorOnSecondary` on
/// `colorSecondary`, `colorOnSurface` on `colorSurface`, `android:textColorPrimary` on `android:colorBackground`,
/// each in day (`values/`) and night (a theme of `values-night/` replaces the day one), items followed through `@color/`,
/// `?attr/` and the theme's parents.
struct AndroidThemePairs {
    /// Foreground and background items a theme pairs.
    static let rolePairs: [(foreground: String, background: String)] = [
        ("colorOnPrimary", "colorPrimary"), ("colorOnSecondary", "colorSecondary"), ("colorOnTertiary", "colorTertiary"),
        ("colorOnSurface", "colorSurface"), ("colorOnSurfaceVariant", "colorSurfaceVariant"),
        ("colorOnBackground", "android:colorBackground"), ("colorOnError", "colorError"),
        ("colorOnPrimaryContainer", "colorPrimaryContainer"), ("colorOnSecondaryContainer", "colorSecondaryContainer"),
        ("colorOnTertiaryContainer", "colorTertiaryContainer"), ("colorOnErrorContainer", "colorErrorContainer"),
        ("android:textColorPrimary", "android:colorBackground"), ("android:textColorSecondary", "android:colorBackground"),
    ]

    /// How many `?attr/` and parent steps each colour of a pair is followed through: resource files may loop.
    static let maximumSteps = 32

    /// A style with its items by name (`android:` written out as in the file; the last of a name wins, as in Android).
    private struct Definition {
        var parent: String?
        var items: [String: AndroidValue]
    }

    /// Styles by name: the day definition and the night one.
    private var day: [String: Definition] = [:]
    private var night: [String: Definition] = [:]
    private var order: [String] = []

    init(_ documents: [AndroidValuesDocument]) {
        for document in documents where !document.hasOtherQualifiers {
            for style in document.styles {
                if day[style.name] == nil && night[style.name] == nil { order.append(style.name) }
                let definition = Definition(parent: style.parent,
                                            items: Dictionary(style.items.map { ($0.name, $0) }, uniquingKeysWith: { $1 }))
                if document.isNight { night[style.name] = definition } else { day[style.name] = definition }
            }
        }
    }

    /// An item of a definition: `colorPrimary` is also found written `android:colorPrimary`.
    private static func item(_ name: String, in definition: Definition) -> AndroidValue? {
        definition.items[name] ?? (name.hasPrefix("android:") ? nil : definition.items["android:" + name])
    }

    /// A style's parent: its `parent` attribute, else the name before its last dot (`Theme.App.Blue` → `Theme.App`).
    private func parent(of name: String, mode: String) -> String? {
        let style = mode == "dark" ? night[name] ?? day[name] : day[name]
        // `parent=""` says there is none, even for a dotted name.
        if let written = style?.parent {
            if written.isEmpty { return nil }
            return written.hasPrefix("@style/") ? String(written.dropFirst("@style/".count)) : written
        }
        return name.lastIndex(of: ".").map { String(name[..<$0]) }
    }

    /// The item as the theme gives it in a mode: its own, else its parents'.
    private func item(_ itemName: String, of style: String, mode: String, steps: inout Int) -> AndroidValue? {
        var current: String? = style
        while let name = current, steps < Self.maximumSteps {
            steps += 1
            // A style in `values-night/` replaces the day one at night, items and parent alike; it does not add to it.
            if let definition = mode == "dark" ? night[name] ?? day[name] : day[name],
               let found = Self.item(itemName, in: definition) { return found }
            current = parent(of: name, mode: mode)
        }
        return nil
    }

    /// The module's own colour, else the run's other modules'.
    private struct Colors {
        var own: AndroidColorTables
        var all: AndroidColorTables
        mutating func resolve(_ name: String, mode: String) -> RGBA? { own.resolve(name, mode: mode) ?? all.resolve(name, mode: mode) }
    }

    private func value(_ text: String, of style: String, mode: String, colors: inout Colors, steps: inout Int) -> RGBA? {
        var text = text
        while steps < Self.maximumSteps {
            steps += 1
            // A literal, a platform colour or `@color/`, as drawables write them.
            switch AndroidVectorBuilder.color(text) {
            case let .fixed(rgba)?: return rgba
            case let .variable(name, _)?: return colors.resolve(name, mode: mode)
            default: break
            }
            // `?attr/colorAccent`, `?colorAccent`, `?android:attr/colorBackground`: another item of the theme.
            guard text.hasPrefix("?") else { return nil }
            var name = String(text.dropFirst())
            if name.hasPrefix("attr/") { name = String(name.dropFirst("attr/".count)) }
            if name.hasPrefix("android:attr/") { name = "android:" + name.dropFirst("android:attr/".count) }
            guard let next = item(name, of: style, mode: mode, steps: &steps) else { return nil }
            text = next.text
        }
        return nil
    }

    /// Every pair a theme of these files sets one of the two items of: reported at its own item, once per theme.
    func requests(colors own: inout AndroidColorTables, otherModules: inout AndroidColorTables) -> [ContrastRequest] {
        var colors = Colors(own: own, all: otherModules)
        defer { (own, otherModules) = (colors.own, colors.all) }
        var requests: [ContrastRequest] = []
        for styleName in order {
            let own = [day[styleName], night[styleName]].compactMap { $0 }
            for (foregroundItem, backgroundItem) in Self.rolePairs {
                let ownForeground = own.lazy.compactMap { Self.item(foregroundItem, in: $0) }.first
                let ownBackground = own.lazy.compactMap { Self.item(backgroundItem, in: $0) }.first
                guard let location = (ownForeground ?? ownBackground)?.location else { continue }
                var foreground: [String: RGBA] = [:]
                var background: [String: RGBA] = [:]
                for mode in ["light", "dark"] {
                    var (fgSteps, bgSteps) = (0, 0)
                    guard let fgItem = item(foregroundItem, of: styleName, mode: mode, steps: &fgSteps),
                          let bgItem = item(backgroundItem, of: styleName, mode: mode, steps: &bgSteps),
                          let fg = value(fgItem.text, of: styleName, mode: mode, colors: &colors, steps: &fgSteps),
                          let bg = value(bgItem.text, of: styleName, mode: mode, colors: &colors, steps: &bgSteps),
                          fg != bg // One colour for both is a placeholder, not a pair.
                    else { continue }
                    foreground[mode] = fg
                    background[mode] = bg
                }
                guard !foreground.isEmpty else { continue }
                let fgName = "\(styleName) \(foregroundItem)"
                let bgName = "\(styleName) \(backgroundItem)"
                requests.append(ContrastRequest(
                    foregroundName: fgName, backgroundName: bgName,
                    foreground: ColorUse(written: fgName, location: location, color: ResolvedColor(values: foreground, isSingleValue: false)),
                    background: ColorUse(written: bgName, location: ownBackground?.location ?? location,
                                         color: ResolvedColor(values: background, isSingleValue: false)),
                    level: nil, kind: .text, location: location))
            }
        }
        return requests
    }
}
