/// The `corner-radius` check on component exports: the corner radii of painted rects, as drawn (after transforms).
extension PresetsRule {
    /// Exports round lengths (5.999, 8.0001): radii this close to a preset match it.
    static let exportTolerance = 0.05

    /// The radius a rect shows: points, `circle` when it is half the shorter side, `oval` when the corners are
    /// half of each side (an ellipse-ended capsule); nil for square corners.
    static func cornerRadius(of element: ComponentElement) -> MetricValue? {
        guard case let .rect(box, rx, ry) = element.shape, rx > 0, ry > 0 else { return nil }
        let width = box.width * element.transform.scaleX
        let height = box.height * element.transform.scaleY
        let radiusX = rx * element.transform.scaleX
        let radiusY = ry * element.transform.scaleY
        let tolerance = exportTolerance
        if abs(radiusX - radiusY) <= tolerance {
            let radius = (radiusX + radiusY) / 2
            if radius >= min(width, height) / 2 - tolerance { return .circle }
            return .points((radius * 1000).rounded() / 1000)
        }
        if abs(radiusX - width / 2) <= tolerance, abs(radiusY - height / 2) <= tolerance { return .oval }
        // Elliptical corners that are not a full oval: judged by the larger radius.
        return .points((max(radiusX, radiusY) * 1000).rounded() / 1000)
    }

    func checkComponents(_ model: DesignModel) -> [Finding] {
        guard options.kind == "cornerRadius", !model.components.isEmpty else { return [] }
        var findings: [Finding] = []
        for component in model.components where !model.isAnImageAsset(component.file) {
            let checking = ComponentChecking(model: model, for: component)
            guard let entries = checking.theme.scales[options.kind]?.allowedEntries else { continue }
            for element in component.elements {
                guard let radius = Self.cornerRadius(of: element) else { continue }
                let isPreset = entries.contains { entry in
                    switch (entry.value, radius) {
                    case let (.points(a), .points(b)): return abs(a - b) <= Self.exportTolerance
                    default: return entry.value == radius
                    }
                }
                guard !isPreset else { continue }
                let allowed = radius.points.map { nearestEntries(to: $0, in: entries) }
                    ?? entries.filter { $0.value.points == nil }
                let presets = allowed.isEmpty ? "the scale has no such preset" : "nearest: \(describeEntries(allowed))"
                var found = finding(
                    "corner radius \(radius) of \(element.path) is not a preset; \(presets)", at: element.location, [
                        ("value", radius.propertyValue),
                        ("kind", .string(options.kind)),
                        ("allowed", .array(allowed.map(\.value.propertyValue))),
                        ("element", .string(element.path)),
                    ])
                if let points = radius.points {
                    found.fix = Self.radiusFix(element, radius: points, nearest: allowed, tie: options.fixTie)
                }
                findings.append(found)
            }
        }
        return findings
    }
}

extension PresetsRule {
    /// Rewrites a rect's `rx`/`ry` attributes so that, drawn with its transform, its radius is the nearest preset.
    /// Only for round corners (rx = ry as drawn), plain or `px` numbers, and a preset below half the shorter side
    /// (a larger one would be read as `circle`).
    static func radiusFix(_ element: ComponentElement, radius: Double, nearest: [Scale.Entry], tie: FixTie) -> Fix? {
        guard !element.radiusSpans.isEmpty, case let .rect(box, rx, ry) = element.shape else { return nil }
        let scaleX = element.transform.scaleX
        let scaleY = element.transform.scaleY
        guard scaleX > 0, scaleY > 0, abs(rx * scaleX - ry * scaleY) <= exportTolerance,
              let target = tie.nearest(to: radius, among: nearest.compactMap(\.value.points)),
              target < min(box.width * scaleX, box.height * scaleY) / 2 - exportTolerance else { return nil }
        var edits: [TextEdit] = []
        for (name, scale) in [("rx", scaleX), ("ry", scaleY)] {
            guard let span = element.radiusSpans[name] else { continue }
            // The written value that draws as `target`, if a short decimal does.
            let written = (target / scale * 1000).rounded() / 1000
            guard abs(written * scale - target) <= 0.001 else { return nil }
            // Other units (%, em) depend on the viewport or the font.
            let unit = span.text.drop { $0.isNumber || $0 == "." || $0 == "+" }
            guard unit.isEmpty || unit == "px", let replacement = rewriteNumber(span.text, to: written) else { return nil }
            edits.append(TextEdit(span: span, replacement: replacement))
        }
        return Fix(description: "\(formatNumber(radius)) → \(formatNumber(target))", edits: edits)
    }

    static var componentTriggeringExamples: [RuleExample] {
        [
            // 6 is not a preset; 5 scaled by 2 is 10, not a preset either.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
              ↓<rect width="80" height="40" rx="6" fill="#E11F26"/>
              <g transform="scale(2)">↓<rect y="25" width="40" height="20" rx="5" fill="#E11F26"/></g>
            </svg>
            """, file: "cards.svg", messages: [
                "corner radius 6 of svg > rect is not a preset; nearest: extraSmall (4) or small (8)",
                "corner radius 10 of svg > g > rect is not a preset; nearest: small (8) or regular (12)",
            ]),
        ]
    }

    static var componentNonTriggeringExamples: [RuleExample] {
        [
            // 8, 4 scaled to 8, half the shorter side (circle and pill) and half of each side (oval).
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
              <rect width="80" height="40" rx="8" fill="#E11F26"/>
              <g transform="scale(2)"><rect y="25" width="40" height="20" rx="4" fill="#E11F26"/></g>
              <rect x="100" width="40" height="40" rx="20" fill="#E11F26"/>
              <rect x="100" y="50" width="80" height="20" ry="10" fill="#E11F26"/>
              <rect x="100" y="80" width="80" height="20" rx="40" ry="10" fill="#E11F26"/>
              <rect x="150" width="10" height="10" fill="#E11F26"/>
            </svg>
            """, file: "cards.svg"),
        ]
    }
}
