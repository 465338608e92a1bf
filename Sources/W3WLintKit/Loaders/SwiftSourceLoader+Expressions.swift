#if SwiftSources // the Swift source reader needs swift-syntax (Package.swift's default trait)
import Foundation
import SwiftSyntax

// Swift expressions of theme presets as `SwiftExpression` values, evaluated later by `ThemeAssembler`.

extension SwiftSourceLoader.Reader {
    func expression(_ syntax: ExprSyntax) -> SwiftExpression {
        let here = location(of: Syntax(syntax))
        // Evaluating (and freeing) an expression recurses once a link: a chain longer than real code writes is not
        // followed, so no file can overflow the stack that evaluates it.
        if Self.chainLength(of: syntax, upTo: SwiftSourceLoader.maximumChainLength + 1) > SwiftSourceLoader.maximumChainLength {
            return .opaque(reason: "chains more than \(SwiftSourceLoader.maximumChainLength) calls and member accesses, which w3wlint does not follow", here)
        }
        if let literal = literal(syntax, at: here) { return literal }
        // `UIColor(named: "Star")!`: the value unwrapped is the value.
        if let forced = syntax.as(ForceUnwrapExprSyntax.self) { return expression(forced.expression) }
        if let sequence = syntax.as(SequenceExprSyntax.self) {
            if let value = arithmetic(sequence, at: here) { return value }
            if let ternary = modeTernary(sequence) { return ternary }
        }
        if let ternary = syntax.as(TernaryExprSyntax.self), let modes = modeTernary(ternary) { return modes }
        if let call = syntax.as(FunctionCallExprSyntax.self), let value = callExpression(call, at: here) { return value }
        // Xcode's colour literal `#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)` is that initialiser.
        if let macro = syntax.as(MacroExpansionExprSyntax.self), Self.isColorLiteral(macro), macro.trailingClosure == nil {
            return .call(type: "UIColor", arguments: macro.arguments.map { argument in
                SwiftArgument(label: argument.label?.text, value: expression(argument.expression), text: argument.expression.trimmedDescription)
            }, here)
        }
        if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil
        {
            return expression(only.expression)
        }
        if let reference = syntax.as(DeclReferenceExprSyntax.self) {
            return .reference(root: nil, path: [reference.baseName.text], bare: true, here)
        }
        if let member = syntax.as(MemberAccessExprSyntax.self), let value = memberExpression(member, at: here) { return value }
        return .unsupported(text: syntax.trimmedDescription, here)
    }

    static func isColorLiteral(_ macro: MacroExpansionExprSyntax) -> Bool { macro.macroName.text == "colorLiteral" }

    /// How many calls, member accesses, subscripts and unwraps lead to `syntax` (`a.b().c` is 3), counted up to
    /// `limit` (a loop, not recursion).
    static func chainLength(of syntax: ExprSyntax, upTo limit: Int) -> Int {
        var node = syntax
        var count = 0
        while count < limit {
            if let call = node.as(FunctionCallExprSyntax.self) {
                node = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
                node = base
            } else if let subscripted = node.as(SubscriptCallExprSyntax.self) {
                node = subscripted.calledExpression
            } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
                node = forced.expression
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                node = optional.expression
            } else if let prefix = node.as(PrefixOperatorExprSyntax.self) {
                node = prefix.expression
            } else {
                break
            }
            count += 1
        }
        return count
    }

    /// A number, `nil` or a string written as a literal (a negated number too); nil for other expressions.
    private func literal(_ syntax: ExprSyntax, at here: SourceLocation) -> SwiftExpression? {
        if let integer = syntax.as(IntegerLiteralExprSyntax.self) {
            return Self.integer(integer.literal.text).map { .number($0, here) } ?? .unsupported(text: syntax.trimmedDescription, here)
        }
        if let float = syntax.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: "")).map { .number($0, here) }
                ?? .unsupported(text: syntax.trimmedDescription, here)
        }
        if let prefix = syntax.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           case let .number(value, _) = expression(prefix.expression)
        {
            return .number(-value, here)
        }
        if syntax.is(NilLiteralExprSyntax.self) { return .nilLiteral(here) }
        if let string = syntax.as(StringLiteralExprSyntax.self) {
            // Only a literal without interpolation is a value.
            let parts = string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }
            return parts.count == string.segments.count ? .string(parts.joined(), here) : .unsupported(text: syntax.trimmedDescription, here)
        }
        return nil
    }

    /// A call: a number converted, a mode helper or dynamic provider (a colour per mode), an initializer or a
    /// method; nil for a call with a trailing closure that is none of these.
    private func callExpression(_ call: FunctionCallExprSyntax, at here: SourceLocation) -> SwiftExpression? {
        // `CGFloat(92)`, `Double(0.5)`: a number converted.
        if call.arguments.count == 1, call.arguments.first?.label == nil,
           let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["CGFloat", "Double", "Float", "Int"].contains(type),
           case let .number(value, _) = expression(call.arguments.first!.expression)
        {
            return .number(value, here)
        }
        // `dynamic(a, b)` where the configuration says its arguments are light and dark (`swift.modeHelpers`).
        if !modeHelpers.isEmpty,
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
               ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
           let modes = modeHelpers[name], modes.count == call.arguments.count
        {
            return .modes(zip(modes, call.arguments).map { mode, argument in
                SwiftArgument(label: mode, value: expression(argument.expression), text: argument.expression.trimmedDescription)
            }, here)
        }
        // A dynamic provider: `UIColor { trait in … }`, `UIColor(dynamicProvider: { … })`, `NSColor(name: nil) { … }`.
        if let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
           let modes = modeClosure(closure)
        {
            return modes
        }
        guard call.trailingClosure == nil else { return nil }
        let arguments = call.arguments.map { argument in
            SwiftArgument(label: argument.label?.text, value: expression(argument.expression),
                          text: argument.expression.trimmedDescription)
        }
        if let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return .call(type: colorTypeAliases[typeName] ?? typeName, arguments: arguments, here)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // `.init(…)`, or an implicit static factory (`let tint: Color = .hex("0A3049")`): the type is the
            // declaration's.
            return name == "init" ? .call(type: nil, arguments: arguments, here)
                : .method(base: .reference(root: nil, path: [], bare: false, here), name: name, arguments: arguments, here)
        }
        if name == "init", let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return .call(type: colorTypeAliases[typeName] ?? typeName, arguments: arguments, here)
        }
        return .method(base: expression(base), name: name, arguments: arguments, here)
    }

    /// A member: a platform font weight, a reference (`W3WColors.primary`), or a text style's default point size;
    /// nil for others.
    private func memberExpression(_ member: MemberAccessExprSyntax, at here: SourceLocation) -> SwiftExpression? {
        // `UIFont.Weight.bold.rawValue`: the platform's constants, as AppKit and UIKit document them.
        if member.declName.baseName.text == "rawValue",
           let weight = member.base?.as(MemberAccessExprSyntax.self),
           ["UIFont.Weight", "NSFont.Weight"].contains(weight.base?.trimmedDescription ?? ""),
           let value = SwiftSourceLoader.fontWeightValues[weight.declName.baseName.text]
        {
            return .number(value, here)
        }
        if let (root, path) = referencePath(member) {
            return .reference(root: platformColorType(root, path) ?? root, path: path, bare: false, here)
        }
        // `UIFont.preferredFont(forTextStyle: .body).pointSize` (W3WFontSizes on UIKit): the user's text size, read
        // at the default one (Large), where each text style has Apple's documented size; another style is opaque.
        if member.declName.baseName.text == "pointSize",
           let call = member.base?.as(FunctionCallExprSyntax.self),
           call.calledExpression.trimmedDescription.hasSuffix("preferredFont")
        {
            let style = call.arguments.first?.expression.trimmedDescription.trimmingPrefix(".").description ?? ""
            if let size = AppleTextStyles.defaults[style]?.size { return .number(size, here) }
            return .opaque(reason: "uses `\(member.trimmedDescription)`, which follows the user's Dynamic Type text size: known only when the app runs", here)
        }
        return nil
    }

    /// `PlatformColor.systemBackground` where the file says `typealias PlatformColor = UIColor`: the platform's own
    /// colour, nil for any other member (a team's `extension PlatformColor { static let brand … }` keeps its name).
    private func platformColorType(_ root: String?, _ path: [String]) -> String? {
        guard let root, let type = colorTypeAliases[root], path.count == 1,
              SwiftDesignEvaluator.systemColor(root: type, path: path) != nil || SwiftHueColors.values(type: type, name: path[0]) != nil
        else { return nil }
        return type
    }

    /// A sequence of terms and `+ - * /`: folded when every term is a number literal (`92 / 255`, `0.5 * 2`), else
    /// kept for the evaluator (`red / 255` in a colour helper's body, up to 16 terms); nil for any other operator or
    /// a literal division by zero.
    func arithmetic(_ sequence: SequenceExprSyntax, at here: SourceLocation) -> SwiftExpression? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        var operators: [String] = []
        for element in elements.enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
            guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else { return nil }
            operators.append(op)
        }
        var terms: [SwiftExpression] = []
        var numbers: [Double] = []
        for element in elements.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
            let term = expression(element)
            if case let .number(value, _) = term { numbers.append(value) }
            terms.append(term)
        }
        if numbers.count == terms.count { return SwiftDesignEvaluator.fold(numbers, operators).map { .number($0, here) } }
        guard terms.count <= 16 else { return nil }
        return .arithmetic(terms: terms, operators: operators, text: Self.textStart(of: Syntax(sequence)), here)
    }

    /// The first 81 characters of a node's text, which is all a message shows of it (60, and ` …` past 80), read
    /// token by token: a nested sequence keeps no copy of every level's whole text.
    static func textStart(of node: Syntax) -> String {
        var text = ""
        var trailing = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty { text += trailing + token.leadingTrivia.description }
            text += token.text
            if text.count > 80 { return String(text.prefix(81)) }
            trailing = token.trailingTrivia.description
        }
        return text
    }

    /// Whether a condition asks for dark mode (`$0.userInterfaceStyle == .dark`): true, false for light
    /// (`!= .dark`, `== .light`), nil for a condition about anything else.
    func asksForDark(_ condition: ExprSyntax) -> Bool? {
        // `!isDark`, `(isDark)`: the question inside, negated as often as written; `a && b` asks more than the mode.
        var current = condition
        var negated = false
        for _ in 0..<8 {
            if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 1 {
                current = sequence.elements.first!
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                current = tuple.elements.first!.expression
            } else if let not = current.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" {
                negated.toggle()
                current = not.expression
            } else {
                break
            }
        }
        let text = current.trimmedDescription.replacingOccurrences(of: " ", with: "")
        guard text.contains("userInterfaceStyle") || text.contains("colorScheme") || text.contains("appearance")
            || text.contains("isDark"), !text.contains("&&"), !text.contains("||"), !text.hasPrefix("!") else { return nil }
        let dark: Bool
        if text.contains("==.dark") || text.hasSuffix("isDarkMode") || text.hasSuffix("isDark") {
            dark = true
        } else if text.contains("!=.dark") || text.contains("==.light") {
            dark = false
        } else if text.contains("!=.light") {
            dark = true
        } else {
            return nil
        }
        return dark != negated
    }

    func modes(dark: ExprSyntax, light: ExprSyntax, at location: SourceLocation) -> SwiftExpression {
        .modes([SwiftArgument(label: "light", value: expression(light), text: light.trimmedDescription),
                SwiftArgument(label: "dark", value: expression(dark), text: dark.trimmedDescription)], location)
    }

    /// `style == .dark ? a : b`, however the parser grouped it.
    func modeTernary(_ sequence: SequenceExprSyntax) -> SwiftExpression? {
        let elements = Array(sequence.elements)
        guard let question = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let ternary = elements[question].as(UnresolvedTernaryExprSyntax.self), question + 1 < elements.count,
              let condition = ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[..<question]))),
              let dark = asksForDark(condition)
        else { return nil }
        let rest = elements[(question + 1)...]
        let otherwise = rest.count == 1 ? rest.first! : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(rest))))
        return dark ? modes(dark: ternary.thenExpression, light: otherwise, at: location(of: Syntax(sequence)))
            : modes(dark: otherwise, light: ternary.thenExpression, at: location(of: Syntax(sequence)))
    }

    func modeTernary(_ ternary: TernaryExprSyntax) -> SwiftExpression? {
        guard let dark = asksForDark(ternary.condition) else { return nil }
        let here = location(of: Syntax(ternary))
        return dark ? modes(dark: ternary.thenExpression, light: ternary.elseExpression, at: here)
            : modes(dark: ternary.elseExpression, light: ternary.thenExpression, at: here)
    }

    /// A closure that returns one colour for dark mode and another otherwise: `{ $0.userInterfaceStyle == .dark ?
    /// a : b }`, `if … == .dark { return a } else { return b }` (or `return b` after the `if`), `switch
    /// trait.userInterfaceStyle { case .dark: return a; default: return b }`.
    func modeClosure(_ closure: ClosureExprSyntax) -> SwiftExpression? {
        let statements = Array(closure.statements)
        let here = location(of: Syntax(closure))
        if statements.count == 1, let value = Self.returnedValue(statements.first) {
            let expression = self.expression(value)
            if case .modes = expression { return expression }
            if let ifExpression = value.as(IfExprSyntax.self) { return modeIf(ifExpression, after: nil, at: here) }
            if let switchExpression = value.as(SwitchExprSyntax.self) { return modeSwitch(switchExpression, at: here) }
            return nil
        }
        if statements.count == 2, let ifExpression = Self.returnedValue(statements.first)?.as(IfExprSyntax.self),
           let after = Self.returnedValue(statements.last)
        {
            return modeIf(ifExpression, after: after, at: here)
        }
        return nil
    }

    func modeIf(_ ifExpression: IfExprSyntax, after: ExprSyntax?, at location: SourceLocation) -> SwiftExpression? {
        guard ifExpression.conditions.count == 1, case let .expression(condition)? = ifExpression.conditions.first?.condition,
              let dark = asksForDark(condition), ifExpression.body.statements.count == 1,
              let then = Self.returnedValue(ifExpression.body.statements.first)
        else { return nil }
        var otherwise = after
        if case let .codeBlock(block)? = ifExpression.elseBody, block.statements.count == 1 {
            otherwise = Self.returnedValue(block.statements.first)
        }
        guard let otherwise else { return nil }
        return dark ? modes(dark: then, light: otherwise, at: location) : modes(dark: otherwise, light: then, at: location)
    }

    func modeSwitch(_ switchExpression: SwitchExprSyntax, at location: SourceLocation) -> SwiftExpression? {
        let subject = switchExpression.subject.trimmedDescription
        guard subject.contains("userInterfaceStyle") || subject.contains("colorScheme") else { return nil }
        var dark: ExprSyntax?
        var light: ExprSyntax?
        for case let .switchCase(switchCase) in switchExpression.cases {
            guard switchCase.statements.count == 1, let value = Self.returnedValue(switchCase.statements.first) else { continue }
            switch switchCase.label {
            case let .case(label):
                let names = label.caseItems.map { $0.pattern.trimmedDescription }
                if names.contains(".dark") { dark = value } else if names.contains(".light") || names.contains(".unspecified") {
                    light = light ?? value
                }
            case .default:
                light = light ?? value
                dark = dark ?? value
            }
        }
        guard let dark, let light else { return nil }
        return modes(dark: dark, light: light, at: location)
    }

    /// What a statement gives: `return x`, or a lone expression (an implicit return, an `if`/`switch`).
    static func returnedValue(_ item: CodeBlockItemSyntax?) -> ExprSyntax? {
        guard let item else { return nil }
        if let statement = item.item.as(ReturnStmtSyntax.self) { return statement.expression }
        if let expression = item.item.as(ExprSyntax.self) { return expression }
        if let statement = item.item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return nil
    }

    /// `.core.red50` → (nil, [core, red50]); `W3WColor.red` → (W3WColor, [red]); nil for anything with a call
    /// or an optional chain in it.
    func referencePath(_ member: MemberAccessExprSyntax) -> (String?, [String])? {
        let name = member.declName.baseName.text
        guard var base = member.base else { return (nil, [name]) }
        // `theme?.labelsPrimary` reads like `theme.labelsPrimary`: a missing value gives nil either way.
        if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, [name]) }
        if let inner = base.as(MemberAccessExprSyntax.self), let (root, path) = referencePath(inner) { return (root, path + [name]) }
        return nil
    }

    static func integer(_ text: String) -> Double? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        let radix = digits.hasPrefix("0x") ? 16 : digits.hasPrefix("0o") ? 8 : digits.hasPrefix("0b") ? 2 : 10
        return UInt64(radix == 10 ? Substring(digits) : digits.dropFirst(2), radix: radix).map { Double($0) }
    }
}
#endif
