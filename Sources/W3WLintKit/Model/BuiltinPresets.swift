/// The what3words presets (w3w-swift-themes `PresetMetrics.swift` and `W3WFontSizes.swift`, non-deprecated values),
/// used for every scale a theme does not define.
public enum BuiltinPresets {
    public static let scales: [String: Scale] = [
        "cornerRadius": scale("cornerRadius", [
            ("none", .points(0)), ("extraSmall", .points(4)), ("small", .points(8)), ("regular", .points(12)),
            ("large", .points(16)), ("extraLarge", .points(32)), ("circle", .circle), ("oval", .oval),
        ]),
        "padding": points("padding", [
            ("none", 0), ("single", 1), ("fine", 2), ("thin", 4), ("extraLight", 6), ("light", 8),
            ("extraMedium", 10), ("medium", 12), ("bold", 16), ("heavy", 24),
        ]),
        "margin": points("margin", [
            ("none", 0), ("half", 4), ("one", 8), ("two", 16), ("three", 24), ("four", 32), ("five", 40),
        ]),
        "lineThickness": points("lineThickness", [("none", 0), ("onePoint", 1), ("twoPoint", 2), ("fourPoint", 4)]),
        "rowHeight": points("rowHeight", [
            ("extraSmall", 32), ("small", 40), ("medium", 48), ("large", 64), ("extraLarge", 72),
        ]),
        "fontSize": points("fontSize", [
            ("caption2", 11), ("caption1", 12), ("footnote", 13), ("subheadline", 15), ("callout", 16), ("body", 17),
            ("title3", 20), ("title2", 22), ("title1", 28), ("largeTitle", 34),
        ]),
    ]

    private static func scale(_ kind: String, _ entries: [(String, MetricValue)]) -> Scale {
        Scale(kind: kind, entries: entries.map { Scale.Entry(name: $0.0, value: $0.1) })
    }

    private static func points(_ kind: String, _ entries: [(String, Double)]) -> Scale {
        scale(kind, entries.map { ($0.0, .points($0.1)) })
    }
}
