import Foundation

/// The ids of what the Swift evaluation reports besides `invalid-value`.
public enum SwiftSourceDiagnostic {
    /// A preset that cannot be evaluated without compiling the code: skipped, never guessed.
    public static let notEvaluated = "not-evaluated"
}

extension ThemeAssembler {
    /// One theme from every Swift file of a run that declares presets: `W3WCoreColor` and `W3WColor` presets are
    /// its palette, metric presets its scales, `W3WScheme` presets (and `W3WColors` no scheme uses) its schemes.
    /// What cannot be evaluated is left out with a `not-evaluated` note at its line.
    /// The scope of Swift presets: the package that holds them (the folder above `Sources/`), else their folder.
    static func swiftScope(_ files: [String]) -> String {
        let folder = PathText.commonFolder(of: files)
        var parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        if let sources = parts.lastIndex(where: { $0 == "Sources" }) {
            parts.removeSubrange(sources...)
            return parts.joined(separator: "/")
        }
        return folder
    }

    func swiftTheme(_ documents: [SwiftPresetDocument]) -> (Theme?, [Finding]) {
        var evaluator = SwiftPresetEvaluator(documents: documents)
        var findings = documents.flatMap(\.skipped).map { skipped in
            Finding(ruleID: SwiftSourceDiagnostic.notEvaluated, severity: .note, message: "not evaluated: \(skipped.reason)",
                    location: skipped.location)
        }
        var palette: [ColorDefinition] = []
        var scaleEntries: [String: [Scale.Entry]] = [:]
        var scaleOrder: [String] = []
        var schemes: [Scheme] = []
        var colorsUsedBySchemes: Set<String> = []
        var unusedColors: [(SwiftPresetDeclaration, [Scheme.RoleEntry])] = []
        for declaration in documents.flatMap(\.declarations) {
            let value: SwiftValue
            switch evaluator.value(of: declaration) {
            case let .success(evaluated): value = evaluated
            case let .failure(skip):
                findings.append(Finding(ruleID: skip.isInvalid ? LoaderDiagnostic.invalidValue : SwiftSourceDiagnostic.notEvaluated,
                                        severity: skip.isInvalid ? .error : .note,
                                        message: skip.isInvalid ? "\(declaration.qualifiedName): \(skip.reason)"
                                            : "not evaluated: \(declaration.qualifiedName) \(skip.reason)",
                                        location: skip.location))
                continue
            }
            switch value {
            case let .coreColor(rgba):
                palette.append(ColorDefinition(name: declaration.qualifiedName, isPaletteEntry: true, location: declaration.location,
                                               color: ResolvedColor(values: ["light": rgba, "dark": rgba], isSingleValue: true),
                                               definedModes: nil, deprecated: declaration.deprecated))
            case let .color(color, definedModes):
                palette.append(ColorDefinition(name: declaration.qualifiedName, isPaletteEntry: true, location: declaration.location,
                                               color: color, definedModes: definedModes, deprecated: declaration.deprecated,
                                               repeatsOneValue: color.repeatsOneValue(in: definedModes)))
            case let .metric(kind, metric):
                if scaleEntries[kind] == nil { scaleOrder.append(kind) }
                scaleEntries[kind, default: []].append(Scale.Entry(name: declaration.memberPath, value: metric,
                                                                   location: declaration.location, deprecated: declaration.deprecated))
            case let .scheme(colorsName, roles, styles):
                if let colorsName { colorsUsedBySchemes.insert(colorsName) }
                schemes.append(Scheme(name: declaration.memberPath, location: declaration.location, roles: roles.map(\.tuple),
                                      styles: styles.map { style in
                                          var style = style
                                          style.path = "W3WScheme.\(declaration.memberPath).styles.\(style.path)"
                                          return style
                                      }, deprecated: declaration.deprecated))
            case let .colors(roles):
                unusedColors.append((declaration, roles))
            default:
                continue
            }
        }
        // A W3WColors preset no scheme uses is still checked, as a scheme of its own.
        for (declaration, roles) in unusedColors where !colorsUsedBySchemes.contains(declaration.qualifiedName) {
            schemes.append(Scheme(name: "W3WColors.\(declaration.memberPath)", location: declaration.location, roles: roles.map(\.tuple),
                                  deprecated: declaration.deprecated))
        }
        guard let first = documents.first(where: { !$0.declarations.isEmpty }) else { return (nil, findings) }
        var scales = defaultScales
        for kind in scaleOrder {
            let entries = scaleEntries[kind]!
            scales[kind] = Scale(kind: kind, entries: entries, location: entries[0].location)
        }
        let theme = Theme(name: "Swift presets", file: first.file, modes: ["light", "dark"], palette: palette, scales: scales,
                          schemes: schemes, scope: Self.swiftScope(documents.filter { !$0.declarations.isEmpty }.map(\.file)))
        return (theme, findings)
    }
}

extension Scheme {
    /// A colour role as the Swift evaluation builds it.
    struct RoleEntry {
        var name: String
        var role: ColorRole
        var location: SourceLocation
        var tuple: (name: String, role: ColorRole, location: SourceLocation) { (name, role, location) }
    }
}

/// What a preset evaluates to.
enum SwiftValue {
    case number(Double)
    /// `W3WPadding(top:left:bottom:right:)`: each edge where it is written.
    case padding([(value: Double, location: SourceLocation)])
    case coreColor(RGBA)
    case color(ResolvedColor, definedModes: [String]?)
    /// A metric preset: the scale kind it belongs to and its value.
    case metric(kind: String, MetricValue)
    case basicColors(foreground: ColorUse?, background: ColorUse?)
    case colors([Scheme.RoleEntry])
    case styles([StyleValue])
    /// `colorsName`: the W3WColors preset it uses, when it names one.
    case scheme(colorsName: String?, roles: [Scheme.RoleEntry], styles: [StyleValue])
    case theme
    case none
}

/// Why a preset was skipped, and where.
struct SwiftSkip: Error {
    var reason: String
    var location: SourceLocation
    /// True for a value that is wrong rather than unknown (an alpha of 7): an `invalid-value` error.
    var isInvalid = false
}

/// Evaluates presets statically, following references across files; each declaration once.
struct SwiftPresetEvaluator {
    static let scaleKinds = ["W3WCornerRadius": "cornerRadius", "W3WPadding": "padding", "W3WMargin": "margin",
                             "W3WLineThickness": "lineThickness", "W3WRowHeight": "rowHeight", "W3WFontWeight": "fontWeight",
                             SwiftThemeTypes.fontSizesType: "fontSize"]
    /// W3WColors arguments that are foreground/background pairs; every other label is one colour.
    static let pairRoles: Set<String> = ["highlight", "success", "warning", "error", "header"]
    static let themeSchemes: Set<String> = ["base", "buttons", "textFields", "labels", "maps", "cells", "icons", "voice", "ocr"]

    var declarations: [String: SwiftPresetDeclaration] = [:]
    var results: [String: Result<SwiftValue, SwiftSkip>] = [:]
    var inProgress: Set<String> = []

    init(documents: [SwiftPresetDocument]) {
        for declaration in documents.flatMap(\.declarations) where declarations[declaration.qualifiedName] == nil {
            declarations[declaration.qualifiedName] = declaration
        }
    }

    mutating func value(of declaration: SwiftPresetDeclaration) -> Result<SwiftValue, SwiftSkip> {
        let key = declaration.qualifiedName
        if let result = results[key] { return result }
        guard inProgress.insert(key).inserted else {
            return .failure(SwiftSkip(reason: "refers to itself", location: declaration.location, isInvalid: true))
        }
        // Each reference is a level of recursion: a chain of thousands is cut with one finding, not a crash.
        guard inProgress.count <= ReferenceChain.maximumDepth else {
            inProgress.remove(key)
            let skip = SwiftSkip(reason: "is more than \(ReferenceChain.maximumDepth) preset references deep; it was not evaluated",
                                 location: declaration.location, isInvalid: true)
            results[key] = .failure(skip)
            return .failure(skip)
        }
        let type = declaration.annotatedType ?? declaration.owner
        let result = evaluate(Self.substitute(declaration.value, Self.bindings(of: declaration, arguments: [])), as: type, scope: declaration)
        inProgress.remove(key)
        results[key] = result
        return result
    }

    /// Follows a reference to another preset: its failure is reported there, so here it only says which.
    mutating func referenced(_ key: String, at location: SourceLocation) -> Result<SwiftValue, SwiftSkip>? {
        guard let declaration = declarations[key] else { return nil }
        // The skipped preset is reported where it is defined; here it is only named.
        return value(of: declaration).mapError { skip in
            SwiftSkip(reason: "uses \(key), which is \(skip.isInvalid ? "invalid" : "not evaluated")", location: location)
        }
    }

    // MARK: - Preset functions

    /// Each parameter of a preset function bound to the caller's argument for it, else its default; an implicit
    /// reference (`.standard`) gets the parameter's type as its root, so that members of it can be found.
    static func bindings(of function: SwiftPresetDeclaration, arguments: [SwiftArgument]) -> [String: SwiftExpression] {
        var bound: [String: SwiftExpression] = [:]
        for parameter in function.parameters {
            var value = arguments.first { ($0.label ?? "_") == parameter.label }?.value ?? parameter.defaultValue
            if case let .reference(nil, path, false, location) = value, let type = parameter.type {
                value = .reference(root: type, path: path, bare: false, location)
            }
            bound[parameter.name] = value
        }
        return bound
    }

    /// The expression with each parameter name replaced by what it is bound to: `theme?.labelsPrimary` with `theme`
    /// bound to `W3WTheme.standard` is `W3WTheme.standard.labelsPrimary`; a member of nil is nil.
    static func substitute(_ expression: SwiftExpression, _ bound: [String: SwiftExpression]) -> SwiftExpression {
        guard !bound.isEmpty else { return expression }
        func arguments(_ list: [SwiftArgument]) -> [SwiftArgument] {
            list.map { SwiftArgument(label: $0.label, value: substitute($0.value, bound), text: $0.text) }
        }
        switch expression {
        case let .reference(root, path, bare, location):
            let name = bare ? path.first : root
            guard let name, let value = bound[name] else { return expression }
            let rest = bare ? Array(path.dropFirst()) : path
            if rest.isEmpty { return value }
            switch value {
            case let .reference(valueRoot, valuePath, valueBare, _): return .reference(root: valueRoot, path: valuePath + rest, bare: valueBare, location)
            case .nilLiteral: return .nilLiteral(location)
            default: return .unsupported(text: (([name]) + rest).joined(separator: "."), location)
            }
        case let .call(type, list, location): return .call(type: type, arguments: arguments(list), location)
        case let .method(base, name, list, location): return .method(base: substitute(base, bound), name: name, arguments: arguments(list), location)
        case let .modes(list, location): return .modes(arguments(list), location)
        default: return expression
        }
    }

    /// A call of a preset function (`.buttonPrimary(theme: theme)` where a `W3WColors` is expected,
    /// `W3WStyles.buttonSmall()`): its body with the arguments bound; nil when no such function is read.
    mutating func callFunction(_ key: String, _ arguments: [SwiftArgument], at location: SourceLocation) -> Result<SwiftValue, SwiftSkip>? {
        guard let function = declarations[key], !function.parameters.isEmpty else { return nil }
        guard inProgress.insert(key + "()").inserted else {
            return .failure(SwiftSkip(reason: "calls \(key)(…), which calls itself", location: location, isInvalid: true))
        }
        defer { inProgress.remove(key + "()") }
        guard inProgress.count <= ReferenceChain.maximumDepth else {
            return .failure(SwiftSkip(reason: "calls presets more than \(ReferenceChain.maximumDepth) deep; it was not evaluated",
                                      location: location, isInvalid: true))
        }
        let body = Self.substitute(function.value, Self.bindings(of: function, arguments: arguments))
        return evaluate(body, as: function.annotatedType ?? function.owner, scope: function).mapError { skip in
            SwiftSkip(reason: "uses \(key)(…), which is \(skip.isInvalid ? "invalid" : "not evaluated") with these arguments: \(skip.reason)",
                      location: location)
        }
    }

    /// `W3WTheme.standard.labelsPrimary`: the argument a preset built by an initializer was given for that label
    /// (`W3WTheme(labelsPrimary: .standardLabelsPrimary, …)`), evaluated where the preset is declared; nil (`.none`)
    /// when the initializer leaves it out.
    mutating func member(of root: String, path: [String], as type: String) -> Result<SwiftValue, SwiftSkip>? {
        guard path.count >= 2, let owner = declarations[([root] + path.dropLast()).joined(separator: ".")],
              case let .call(_, arguments, _) = owner.value else { return nil }
        guard let argument = arguments.first(where: { $0.label == path.last }) else { return .success(.none) }
        return evaluate(argument.value, as: type, scope: owner)
    }

    mutating func evaluate(_ expression: SwiftExpression, as type: String, scope: SwiftPresetDeclaration) -> Result<SwiftValue, SwiftSkip> {
        let location = expression.location
        switch expression {
        case let .number(value, _):
            if let kind = Self.scaleKinds[type] { return .success(.metric(kind: kind, .points(value))) }
            return .success(.number(value))
        case .nilLiteral:
            return .success(.none)
        case let .opaque(reason, _):
            return .failure(SwiftSkip(reason: reason, location: location))
        case .string, .modes:
            return .failure(SwiftSkip(reason: "uses a string or a per-mode value, which is no W3W preset value", location: location))
        case let .unsupported(text, _):
            // A long expression (a dictionary literal) is named by its start.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
            let shown = lines.count > 1 || text.count > 80 ? String(lines.first?.prefix(60) ?? "") + " …" : text
            return .failure(SwiftSkip(reason: "uses `\(shown)`, which cannot be evaluated without compiling the code", location: location))
        case let .reference(root, path, bare, _):
            if root == nil, !bare, path.count == 1, path[0] == "infinity" || path[0] == "nan" {
                return .success(.number(path[0] == "nan" ? .nan : .infinity))
            }
            var candidates: [String] = []
            // A name that is not a W3W type (`purple40`, `core.blue76` inside `struct hig`) is looked up from the
            // innermost enclosing namespace outwards, as Swift does.
            if bare || root.map({ !SwiftThemeTypes.presetTypes.contains($0) }) == true {
                let names = (root.map { [$0] } ?? []) + path
                for depth in stride(from: scope.namespace.count, through: 0, by: -1) {
                    candidates.append(([scope.owner] + scope.namespace.prefix(depth) + names).joined(separator: "."))
                }
                if !bare, !candidates.contains(where: { declarations[$0] != nil }) {
                    // `UIColor.systemRed.…`, `theme.brandBase`: a value of the platform or of a variable.
                    return .failure(SwiftSkip(reason: "uses `\(names.joined(separator: "."))`, which cannot be evaluated without compiling the code",
                                              location: location))
                }
            } else if let root {
                candidates.append(([root] + path).joined(separator: "."))
            } else {
                candidates.append(([type] + path).joined(separator: "."))
            }
            for key in candidates {
                if let result = referenced(key, at: location) { return result }
            }
            if let root, let result = member(of: root, path: path, as: type) { return result }
            let written = root.map { "\($0)." } ?? (bare ? "" : ".")
            return .failure(SwiftSkip(reason: "uses `\(written)\(path.joined(separator: "."))`, which is not a \(type) preset in the files read",
                                      location: location))
        case let .method(base, name, arguments, _):
            // `.buttonPrimary(theme: theme)` where a `W3WColors` is expected, `W3WStyles.buttonSmall(theme: theme)`.
            if case let .reference(root, path, _, _) = base, path.count <= 1,
               let result = callFunction(([path.first ?? root ?? type] + [name]).joined(separator: "."), arguments, at: location)
            {
                return result
            }
            guard name == "with", arguments.count == 1, arguments[0].label == "alpha" else {
                return .failure(SwiftSkip(reason: "calls `.\(name)(…)`, which w3wlint does not evaluate", location: location))
            }
            let baseValue: SwiftValue
            switch evaluate(base, as: type, scope: scope) {
            case let .success(value): baseValue = value
            case let .failure(skip): return .failure(skip)
            }
            guard case let .number(alpha) = evaluateNumber(arguments[0].value, scope: scope) else {
                return .failure(SwiftSkip(reason: "uses an alpha that is not a number literal", location: arguments[0].value.location))
            }
            guard (0 ... 1).contains(alpha) else {
                return .failure(SwiftSkip(reason: "alpha \(formatNumber(alpha)) is outside 0…1", location: arguments[0].value.location,
                                          isInvalid: true))
            }
            switch baseValue {
            case let .coreColor(rgba): return .success(.coreColor(Self.with(rgba, alpha: alpha)))
            case let .color(color, modes):
                return .success(.color(ResolvedColor(values: color.values.mapValues { Self.with($0, alpha: alpha) },
                                                     isSingleValue: color.isSingleValue), definedModes: modes))
            default:
                return .failure(SwiftSkip(reason: "calls `.with(alpha:)` on something that is not a colour", location: location))
            }
        case let .call(typeName, arguments, _):
            return call(typeName ?? type, arguments, at: location, scope: scope)
        }
    }

    mutating func evaluateNumber(_ expression: SwiftExpression, scope: SwiftPresetDeclaration) -> SwiftValue? {
        switch evaluate(expression, as: "Double", scope: scope) {
        case let .success(.number(value)): return .number(value)
        case let .success(.metric(_, .points(value))): return .number(value)
        default: return nil
        }
    }

    static func with(_ rgba: RGBA, alpha: Double) -> RGBA {
        RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: UInt8((alpha * 255).rounded()))
    }

    static func component(_ value: Double) -> UInt8? {
        (0 ... 1).contains(value) ? UInt8((value * 255).rounded()) : nil
    }

    // MARK: - Initializers

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
            var values: [String: RGBA] = [:]
            var modes: [String] = []
            let modeLabels = Set(labels)
            guard modeLabels == ["all"] || (!modeLabels.isEmpty && modeLabels.isSubset(of: ["light", "dark"])) else { return .failure(unknown) }
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
        case "W3WStyles":
            // Corner radius, padding and border are checked against the scales; fonts are not evaluated.
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
            if labels.count == 1, ["_", "value", "floatLiteral", "integerLiteral"].contains(labels[0]) {
                guard case let .number(value) = evaluateNumber(arguments[0].value, scope: scope) else {
                    return .failure(SwiftSkip(reason: "uses `\(arguments[0].text)`, which cannot be evaluated without compiling the code",
                                              location: arguments[0].value.location))
                }
                return .success(.metric(kind: kind, Self.shape(.points(value), kind: kind)))
            }
            if labels == ["top", "left", "bottom", "right"] {
                var edges: [(value: Double, location: SourceLocation)] = []
                for argument in arguments {
                    guard case let .number(value) = evaluateNumber(argument.value, scope: scope) else { return .failure(unknown) }
                    edges.append((value, argument.value.location))
                }
                return .success(.padding(edges))
            }
            return .failure(unknown)
        }
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
