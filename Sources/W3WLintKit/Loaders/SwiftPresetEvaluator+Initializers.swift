import Foundation

// The initializers of what3words' preset types (`W3WColor(light:dark:)`, `W3WScheme(colors:styles:)` …) evaluated.

extension SwiftPresetEvaluator {
    mutating func call(_ type: String, _ arguments: [SwiftArgument], at location: SourceLocation,
                       scope: SwiftPresetDeclaration) -> Result<SwiftValue, SwiftSkip>
    {
        let labels = arguments.map { $0.label ?? "_" }
        let signature = "\(type)(\(labels.map { "\($0):" }.joined()))"
        let unknown = SwiftSkip(reason: "uses `\(signature)`, an initializer w3wlint does not evaluate", location: location)
        func argument(_ label: String) -> SwiftArgument? { arguments.first { $0.label == label } }
        switch type {
        case "W3WCoreColor":
            return coreColor(labels: labels, argument, at: location, scope: scope).flatMap { rgba in
                rgba.map { .success(.coreColor($0)) } ?? .failure(unknown)
            }
        case "W3WColor":
            let modeLabels = Set(labels)
            guard modeLabels == ["all"] || (!modeLabels.isEmpty && modeLabels.isSubset(of: ["light", "dark"])) else { return .failure(unknown) }
            return color(arguments, scope: scope)
        case "W3WBasicColors":
            guard Set(labels).isSubset(of: ["foreground", "background"]) else { return .failure(unknown) }
            var uses: [String: ColorUse] = [:]
            for argument in arguments {
                switch colorUse(argument, scope: scope) {
                case let .success(use): uses[argument.label!] = use
                case let .failure(skip): return .failure(skip)
                }
            }
            return .success(.basicColors(foreground: uses["foreground"], background: uses["background"]))
        case "W3WColors":
            guard !labels.contains("_"), !labels.contains("colors") else { return .failure(unknown) }
            return colorRoles(arguments, scope: scope).map { .colors($0) }
        case "W3WScheme":
            guard Set(labels).isSubset(of: ["colors", "styles"]) else { return .failure(unknown) }
            return scheme(arguments, scope: scope)
        case "W3WStyles":
            return styles(arguments, scope: scope)
        case "W3WTheme":
            // A theme gathers presets evaluated on their own; evaluating its arguments finds unknown names.
            for argument in arguments {
                guard let label = argument.label else { continue }
                let expected = Self.themeSchemes.contains(label) ? "W3WScheme" : "W3WColor"
                guard label != "typefaces" else { continue }
                if case let .failure(skip) = evaluate(argument.value, as: expected, scope: scope) { return .failure(skip) }
            }
            return .success(.theme)
        default:
            guard let kind = Self.scaleKinds[type] else { return .failure(unknown) }
            return metric(kind: kind, arguments, labels: labels, scope: scope) ?? .failure(unknown)
        }
    }

    /// `W3WColor(light:dark:)` or `W3WColor(all:)`.
    private mutating func color(_ arguments: [SwiftArgument], scope: SwiftPresetDeclaration) -> Result<SwiftValue, SwiftSkip> {
        var values: [String: RGBA] = [:]
        var modes: [String] = []
        for argument in arguments {
            switch evaluate(argument.value, as: "W3WCoreColor", scope: scope) {
            case let .success(.coreColor(rgba)):
                if argument.label == "all" { return .success(.color(ResolvedColor(values: ["light": rgba, "dark": rgba], isSingleValue: true),
                                                                    definedModes: nil)) }
                values[argument.label!] = rgba
                modes.append(argument.label!)
            case let .failure(skip): return .failure(skip)
            default: return .failure(SwiftSkip(reason: "`\(argument.text)` is not a W3WCoreColor", location: argument.value.location))
            }
        }
        // A mode left out shows the first defined one, as platforms fall back to the "any" appearance.
        let ordered = ["light", "dark"].filter(modes.contains)
        for mode in ["light", "dark"] where values[mode] == nil { values[mode] = values[ordered[0]] }
        return .success(.color(ResolvedColor(values: values, isSingleValue: false), definedModes: ordered))
    }

    /// `W3WScheme(colors:styles:)`: its roles, styles and the name of the colours preset it uses.
    private mutating func scheme(_ arguments: [SwiftArgument], scope: SwiftPresetDeclaration) -> Result<SwiftValue, SwiftSkip> {
        var roles: [Scheme.RoleEntry] = []
        var styles: [StyleValue] = []
        var colorsName: String?
        for argument in arguments {
            let expected = argument.label == "colors" ? "W3WColors" : "W3WStyles"
            switch evaluate(argument.value, as: expected, scope: scope) {
            case let .success(.colors(found)):
                roles = found
                if case let .reference(root, path, _, _) = argument.value { colorsName = ([root ?? "W3WColors"] + path).joined(separator: ".") }
                // `.buttonPrimary(theme: theme)`: the function preset is used by this scheme.
                if case let .method(.reference(nil, [], _, _), name, _, _) = argument.value { colorsName = "W3WColors." + name }
            case let .success(.styles(found)): styles = found
            case .success(.none): continue
            case let .failure(skip): return .failure(skip)
            default: return .failure(SwiftSkip(reason: "`\(argument.text)` is not a \(expected)", location: argument.value.location))
            }
        }
        return .success(.scheme(colorsName: colorsName, roles: roles, styles: styles))
    }

    /// `W3WStyles(…)`: corner radius, padding and border are checked against the scales; fonts are not evaluated.
    private mutating func styles(_ arguments: [SwiftArgument], scope: SwiftPresetDeclaration) -> Result<SwiftValue, SwiftSkip> {
        var styles: [StyleValue] = []
        for argument in arguments {
            guard let label = argument.label, let (scaleType, kind) = Self.styleArguments[label] else { continue }
            switch evaluate(argument.value, as: scaleType, scope: scope) {
            case let .success(.metric(_, value)):
                styles.append(StyleValue(kind: kind, path: label, value: Self.shape(value, kind: kind),
                                         presetName: Self.presetName(argument.value), location: argument.value.location))
            case let .success(.padding(edges)):
                for (index, edge) in edges.enumerated() {
                    styles.append(StyleValue(kind: kind, path: "\(label)[\(index)]", value: .points(edge.value), location: edge.location))
                }
            case let .failure(skip): return .failure(skip)
            default: return .failure(SwiftSkip(reason: "`\(argument.text)` is not a \(scaleType)", location: argument.value.location))
            }
        }
        return .success(.styles(styles))
    }

    /// A scale type's initializer (`W3WCornerRadius(8)`, `W3WPadding(top:left:bottom:right:)`); nil for others.
    private mutating func metric(kind: String, _ arguments: [SwiftArgument], labels: [String],
                                 scope: SwiftPresetDeclaration) -> Result<SwiftValue, SwiftSkip>?
    {
        if labels.count == 1, ["_", "value", "floatLiteral", "integerLiteral"].contains(labels[0]) {
            guard case let .number(value) = evaluateNumber(arguments[0].value, scope: scope) else {
                return .failure(SwiftSkip(reason: "uses `\(arguments[0].text)`, which cannot be evaluated without compiling the code",
                                          location: arguments[0].value.location))
            }
            return .success(.metric(kind: kind, Self.shape(.points(value), kind: kind)))
        }
        guard labels == ["top", "left", "bottom", "right"] else { return nil }
        var edges: [(value: Double, location: SourceLocation)] = []
        for argument in arguments {
            guard case let .number(value) = evaluateNumber(argument.value, scope: scope) else { return nil }
            edges.append((value, argument.value.location))
        }
        return .success(.padding(edges))
    }

    /// W3WStyles arguments checked against a scale: (the argument's type, the scale kind).
    static let styleArguments: [String: (String, String)] = [
        "cornerRadius": ("W3WCornerRadius", "cornerRadius"), "padding": ("W3WPadding", "padding"),
        "border": ("W3WLineThickness", "lineThickness"), "lineThickness": ("W3WLineThickness", "lineThickness"),
    ]

    /// The two corner-radius sentinels: infinity is a capsule (oval), NaN a circle.
    static func shape(_ value: MetricValue, kind: String) -> MetricValue {
        guard kind == "cornerRadius", let points = value.points else { return value }
        if points.isNaN { return .circle }
        if points.isInfinite { return .oval }
        return value
    }

    static func presetName(_ expression: SwiftExpression) -> String? {
        if case let .reference(_, path, _, _) = expression { return path.last }
        return nil
    }

    mutating func coreColor(labels: [String], _ argument: (String) -> SwiftArgument?, at location: SourceLocation,
                            scope: SwiftPresetDeclaration) -> Result<RGBA?, SwiftSkip>
    {
        var numbers: [String: Double] = [:]
        for label in labels {
            guard let written = argument(label) else { return .success(nil) }
            guard case let .number(value) = evaluateNumber(written.value, scope: scope) else {
                return .failure(SwiftSkip(reason: "uses `\(written.text)`, which cannot be evaluated without compiling the code",
                                          location: written.value.location))
            }
            numbers[label] = value
        }
        func invalid(_ label: String, _ range: String) -> Result<RGBA?, SwiftSkip> {
            .failure(SwiftSkip(reason: "\(label) \(formatNumber(numbers[label]!)) is outside \(range)",
                               location: argument(label)!.value.location, isInvalid: true))
        }
        let alpha = numbers["alpha"] ?? 1
        switch Set(labels) {
        case ["hex"], ["hex", "alpha"]:
            guard labels.first == "hex" else {
                // `W3WCoreColor(alpha: 0xff, hex: …)`: the alpha-first form takes alpha as 0…255.
                guard let hex = numbers["hex"], let byte = UInt8(exactly: alpha) else { return invalid("alpha", "0…255") }
                return .success(Self.rgb(hex, alpha: byte))
            }
            guard let hex = numbers["hex"], let byte = Self.component(alpha) else { return invalid("alpha", "0…1") }
            return .success(Self.rgb(hex, alpha: byte))
        case ["red", "green", "blue"], ["red", "green", "blue", "alpha"]:
            var bytes: [UInt8] = []
            for label in ["red", "green", "blue", "alpha"] {
                guard let byte = Self.component(numbers[label] ?? alpha) else { return invalid(label, "0…1") }
                bytes.append(byte)
            }
            return .success(RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3]))
        case ["grey"], ["grey", "alpha"]:
            guard let grey = Self.component(numbers["grey"]!) else { return invalid("grey", "0…1") }
            guard let byte = Self.component(alpha) else { return invalid("alpha", "0…1") }
            return .success(RGBA(red: grey, green: grey, blue: grey, alpha: byte))
        default:
            return .success(nil)
        }
    }

    static func rgb(_ hex: Double, alpha: UInt8) -> RGBA {
        let value = Int(hex)
        return RGBA(red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF), alpha: alpha)
    }

    mutating func colorUse(_ argument: SwiftArgument, scope: SwiftPresetDeclaration) -> Result<ColorUse?, SwiftSkip> {
        switch evaluate(argument.value, as: "W3WColor", scope: scope) {
        case let .success(.color(color, _)): return .success(ColorUse(written: argument.text, location: argument.value.location, color: color))
        case .success(.none): return .success(nil)
        case let .failure(skip): return .failure(skip)
        default: return .failure(SwiftSkip(reason: "`\(argument.text)` is not a W3WColor", location: argument.value.location))
        }
    }

    mutating func colorRoles(_ arguments: [SwiftArgument], scope: SwiftPresetDeclaration) -> Result<[Scheme.RoleEntry], SwiftSkip> {
        var roles: [Scheme.RoleEntry] = []
        for argument in arguments {
            let name = argument.label!
            if Self.pairRoles.contains(name) {
                switch evaluate(argument.value, as: "W3WBasicColors", scope: scope) {
                case let .success(.basicColors(foreground?, background?)):
                    roles.append(Scheme.RoleEntry(name: name, role: .pair(foreground: foreground, background: background),
                                                  location: argument.value.location))
                case .success(.basicColors), .success(.none):
                    continue // half a pair has nothing to be checked against
                case let .failure(skip): return .failure(skip)
                default: return .failure(SwiftSkip(reason: "`\(argument.text)` is not a W3WBasicColors", location: argument.value.location))
                }
            } else {
                switch colorUse(argument, scope: scope) {
                case let .success(use?): roles.append(Scheme.RoleEntry(name: name, role: .single(use), location: argument.value.location))
                case .success(nil): continue
                case let .failure(skip): return .failure(skip)
                }
            }
        }
        return .success(roles)
    }
}
