import Foundation

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

    /// The finding for the declaration `name`: an `invalid-value` error (`name` and the reason, joined by
    /// `invalidSeparator`), or a `not-evaluated` note.
    func finding(naming name: String, invalidSeparator: String = " ") -> Finding {
        Finding(ruleID: isInvalid ? LoaderDiagnostic.invalidValue : LoaderDiagnostic.notEvaluated, severity: isInvalid ? .error : .note,
                message: isInvalid ? name + invalidSeparator + reason : "not evaluated: \(name) \(reason)", location: location)
    }
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
        case let .arithmetic(terms, operators, text, location):
            return .arithmetic(terms: terms.map { substitute($0, bound) }, operators: operators, text: text, location)
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
        case let .unsupported(text, _), let .arithmetic(_, _, text, _):
            // A long expression (a dictionary literal) is named by its start.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
            let shown = lines.count > 1 || text.count > 80 ? String(lines.first?.prefix(60) ?? "") + " …" : text
            return .failure(SwiftSkip(reason: "uses `\(shown)`, which cannot be evaluated without compiling the code", location: location))
        case let .reference(root, path, bare, _):
            return reference(root: root, path: path, bare: bare, as: type, scope: scope, at: location)
        case let .method(base, name, arguments, _):
            return method(base, name, arguments, as: type, scope: scope, at: location)
        case let .call(typeName, arguments, _):
            return call(typeName ?? type, arguments, at: location, scope: scope)
        }
    }

    /// A name: a preset of the files read, looked up as Swift would from the scope, or a stored property of one.
    private mutating func reference(root: String?, path: [String], bare: Bool, as type: String, scope: SwiftPresetDeclaration,
                                    at location: SourceLocation) -> Result<SwiftValue, SwiftSkip>
    {
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
    }

    /// A preset function called (`.buttonPrimary(theme: theme)`), or `.with(alpha:)` on a colour.
    private mutating func method(_ base: SwiftExpression, _ name: String, _ arguments: [SwiftArgument], as type: String,
                                 scope: SwiftPresetDeclaration, at location: SourceLocation) -> Result<SwiftValue, SwiftSkip>
    {
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
}
