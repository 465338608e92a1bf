/// The `spacing-scale` check on component exports: padding inside a container and gaps between siblings.
extension ScaleRule {
    /// Exports round positions (11.5, 12.49): spacing this close to an allowed value matches it.
    static let exportTolerance = 0.5

    /// One child of a group as laid out: an element, or a whole sub-group by its bounds.
    private struct LayoutItem {
        var bounds: BoundingBox
        var firstElement: Int
        var isText: Bool
        var label: String
        var location: SourceLocation
    }

    /// Whether `value` is allowed for `kind`, and if not the nearest allowed values and the scale's description.
    static func allowed(_ value: Double, kind: String, theme: Theme) -> (ok: Bool, nearest: [Scale.Entry], scale: String)? {
        let tolerance = exportTolerance
        if let scale = theme.scales[kind], !scale.isBuiltIn || theme.spacingGrid == nil {
            let ok = scale.allowedEntries.contains { $0.value.points.map { abs($0 - value) <= tolerance } ?? false }
            return (ok, nearestEntries(to: value, in: scale.allowedEntries),
                    "the \(kind) scale" + (scale.isBuiltIn ? " (what3words presets)" : ""))
        }
        if let grid = theme.spacingGrid {
            let steps = (value / grid.base).rounded()
            let ok = abs(steps * grid.base - value) <= tolerance
            let below = (value / grid.base).rounded(.down) * grid.base
            return (ok, [below, below + grid.base].map { Scale.Entry(name: formatNumber($0), value: .points($0)) },
                    "the \(formatNumber(grid.base))-point spacing grid")
        }
        return nil
    }

    func checkComponents(_ model: DesignModel) -> [Finding] {
        let checkPadding = options.kinds.contains("padding")
        let checkGaps = options.kinds.contains("margin")
        guard checkPadding || checkGaps, !model.components.isEmpty else { return [] }
        var findings: [Finding] = []
        for component in model.components where !model.isAnImageAsset(component.file) {
            let theme = ComponentChecking(model: model, for: component).theme
            for container in Self.containers(in: component) {
                if checkPadding { findings += paddingFindings(container, theme: theme) }
                if checkGaps, container.content.count >= 2 { findings += gapFindings(container, theme: theme) }
            }
        }
        return findings
    }

    /// A group laid out as a container: its first painted item begins with a filled rect that holds everything else.
    private struct Container {
        var group: ComponentGroup
        var background: LayoutItem
        var content: [LayoutItem]
    }

    /// The containers of a component, in group order.
    private static func containers(in component: Component) -> [Container] {
        var containers: [Container] = []
        // Each group's subtree: the bounds of all it paints and of its shapes alone, and its first element.
        var subtree: [Int: (bounds: BoundingBox, shapes: BoundingBox?, first: Int)] = [:]
        // Elements are read in place (a copy of one costs a dozen reference counts).
        for index in component.elements.indices {
            let bounds = component.elements[index].bounds
            let shape = component.elements[index].hasText ? nil : bounds
            var group: Int? = component.elements[index].group
            while let current = group {
                if let existing = subtree[current] {
                    let shapes = existing.shapes.map { known in shape.map { known.union($0) } ?? known } ?? shape
                    subtree[current] = (existing.bounds.union(bounds), shapes, existing.first)
                } else {
                    subtree[current] = (bounds, shape, index)
                }
                group = component.groups[current].parent
            }
        }
        // Each group's own elements and child groups, gathered once (not by scanning everything per group).
        var elementsOf: [Int: [Int]] = [:]
        for index in component.elements.indices { elementsOf[component.elements[index].group, default: []].append(index) }
        var childrenOf: [Int: [Int]] = [:]
        for (index, group) in component.groups.enumerated() {
            if let parent = group.parent { childrenOf[parent, default: []].append(index) }
        }
        for (groupIndex, group) in component.groups.enumerated() {
            var items: [LayoutItem] = []
            for index in elementsOf[groupIndex] ?? [] {
                items.append(LayoutItem(bounds: component.elements[index].bounds, firstElement: index,
                                        isText: component.elements[index].hasText, label: component.elements[index].path,
                                        location: component.elements[index].location))
            }
            for childIndex in childrenOf[groupIndex] ?? [] {
                let child = component.groups[childIndex]
                guard let tree = subtree[childIndex] else { continue }
                // A group is measured by its shapes when its text lies within them (a button's label);
                // by estimated text extents otherwise, which are not measured.
                let textInside = tree.shapes.map { $0.contains(tree.bounds, tolerance: Self.exportTolerance) } ?? false
                items.append(LayoutItem(bounds: textInside ? tree.shapes! : tree.bounds, firstElement: tree.first,
                                        isText: !textInside, label: child.path, location: child.location))
            }
            items.sort { $0.firstElement < $1.firstElement }
            guard items.count >= 2 else { continue }
            // A container: its first painted item begins with a filled rect that holds everything else.
            let background = items[0]
            let backgroundElement = component.elements[background.firstElement]
            guard case .rect = backgroundElement.shape, backgroundElement.fill.isVisible,
                  !backgroundElement.fill.paint.colors.isEmpty else { continue }
            let content = Array(items.dropFirst())
            guard content.allSatisfy({ background.bounds.contains($0.bounds, tolerance: Self.exportTolerance) })
            else { continue }
            containers.append(Container(group: group, background: background, content: content))
        }
        return containers
    }

    /// The container's paddings off the scale: from its background to the nearest content on each edge.
    private func paddingFindings(_ container: Container, theme: Theme) -> [Finding] {
        let (group, background, content) = (container.group, container.background, container.content)
        var findings: [Finding] = []
        let edges: [(String, (LayoutItem) -> Double)] = [
            ("top", { $0.bounds.minY - background.bounds.minY }),
            ("leading", { $0.bounds.minX - background.bounds.minX }),
            ("bottom", { background.bounds.maxY - $0.bounds.maxY }),
            ("trailing", { background.bounds.maxX - $0.bounds.maxX }),
        ]
        for (edge, distance) in edges {
            // Text extents are estimates: an edge whose nearest content is text is not measured.
            guard let nearest = content.min(by: { distance($0) < distance($1) }), !nearest.isText else { continue }
            let value = (distance(nearest) * 1000).rounded() / 1000
            guard let verdict = Self.allowed(value, kind: "padding", theme: theme), !verdict.ok else { continue }
            findings.append(finding(
                "\(edge) padding \(formatNumber(value)) of \(group.path) (from its background to "
                    + "\(nearest.label)) is not on \(verdict.scale); nearest: \(describeEntries(verdict.nearest))",
                at: nearest.location, offScaleProperties(.number(value), kind: "padding", nearest: verdict.nearest) + [
                    ("edge", .string(edge)),
                    ("container", .string(group.path)),
                ]))
        }
        return findings
    }

    /// The gaps off the scale between the items of a container laid out in a row or a column.
    private func gapFindings(_ container: Container, theme: Theme) -> [Finding] {
        let (group, content) = (container.group, container.content)
        var findings: [Finding] = []
        for horizontal in [true, false] {
            let sorted = content.sorted { horizontal ? $0.bounds.minX < $1.bounds.minX : $0.bounds.minY < $1.bounds.minY }
            let isLine = zip(sorted, sorted.dropFirst()).allSatisfy { previous, next in
                horizontal
                    ? next.bounds.minX >= previous.bounds.maxX - Self.exportTolerance
                        && previous.bounds.overlapsVertically(next.bounds)
                    : next.bounds.minY >= previous.bounds.maxY - Self.exportTolerance
                        && previous.bounds.overlapsHorizontally(next.bounds)
            }
            guard isLine else { continue }
            for (previous, next) in zip(sorted, sorted.dropFirst()) where !previous.isText && !next.isText {
                let gap = horizontal ? next.bounds.minX - previous.bounds.maxX : next.bounds.minY - previous.bounds.maxY
                let value = (max(0, gap) * 1000).rounded() / 1000
                guard let verdict = Self.allowed(value, kind: "margin", theme: theme), !verdict.ok else { continue }
                findings.append(finding(
                    "gap \(formatNumber(value)) between \(previous.label) and \(next.label) "
                        + "(\(horizontal ? "row" : "column") in \(group.path)) is not on \(verdict.scale); "
                        + "nearest: \(describeEntries(verdict.nearest))",
                    at: next.location, offScaleProperties(.number(value), kind: "margin", nearest: verdict.nearest) + [
                        ("container", .string(group.path)),
                    ]))
            }
            break
        }
        return findings
    }
}

extension ScaleRule {
    static var componentTriggeringExamples: [RuleExample] {
        [
            // A button frame: 14 leading padding to the icon, a gap of 6 between icon and badge, 9 at the top.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">
              <g id="Button">
                <rect width="120" height="40" rx="8" fill="#E11F26"/>
                ↓↓<rect id="Icon" x="14" y="9" width="16" height="16" fill="#FFFFFF"/>
                ↓<rect id="Badge" x="36" y="12" width="16" height="16" fill="#FFFFFF"/>
                <text x="60" y="26" font-size="13" fill="#FFFFFF">Go</text>
              </g>
            </svg>
            """, file: "button.svg", messages: [
                "leading padding 14 of svg > g#Button (from its background to svg > g#Button > rect#Icon) is not on the padding scale (what3words presets); nearest: medium (12) or bold (16)",
                "top padding 9 of svg > g#Button (from its background to svg > g#Button > rect#Icon) is not on the padding scale (what3words presets); nearest: light (8) or extraMedium (10)",
                "gap 6 between svg > g#Button > rect#Icon and svg > g#Button > rect#Badge (row in svg > g#Button) is not on the margin scale (what3words presets); nearest: half (4) or one (8)",
            ]),
        ]
    }

    static var componentNonTriggeringExamples: [RuleExample] {
        [
            // 12 leading, 12 top, a gap of 8; 0.4 px of export rounding is absorbed; the label's estimated extent is not measured.
            RuleExample("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">
              <g id="Button" transform="translate(10 0)">
                <rect width="120" height="40" rx="8" fill="#E11F26"/>
                <rect id="Icon" x="12.4" y="12" width="16" height="16" fill="#FFFFFF"/>
                <rect id="Badge" x="36.4" y="12" width="16" height="16" fill="#FFFFFF"/>
                <text x="60" y="26" font-size="13" fill="#FFFFFF">Go</text>
              </g>
            </svg>
            """, file: "button.svg"),
        ]
    }
}
