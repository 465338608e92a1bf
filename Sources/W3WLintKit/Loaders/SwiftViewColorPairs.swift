#if SwiftSources // the Swift source reader needs swift-syntax (Package.swift's default trait)
import SwiftSyntax

/// The text colours SwiftUI views are read on, from one call of a view's code: a modifier chain that sets
/// `.foregroundColor(X)` below `.background(Y)`, the children of a stack that has the background, and the views
/// stacked after a colour in a `ZStack`. Colours stay expressions here; the assembler evaluates them.
struct SwiftViewColorPairs {
    let reader: SwiftSourceLoader.Reader
    let declaredNames: DeclaredNames

    /// The names a block's statements or a type's members declare, by the node: a view's every pair asks about its
    /// enclosing blocks, which are read once each (a generated body of thousands of views stays linear).
    final class DeclaredNames {
        private var locals: [SyntaxIdentifier: Set<String>] = [:]
        private var members: [SyntaxIdentifier: [String: PatternBindingSyntax]] = [:]

        func locals(of block: CodeBlockItemListSyntax) -> Set<String> {
            if let known = locals[block.id] { return known }
            let names = Set(block.flatMap { item in item.item.as(VariableDeclSyntax.self)?.bindings.map(\.pattern.trimmedDescription) ?? [] })
            locals[block.id] = names
            return names
        }

        func member(_ name: String, of block: MemberBlockSyntax) -> PatternBindingSyntax? {
            if let known = members[block.id] { return known[name] }
            var bindings: [String: PatternBindingSyntax] = [:]
            for member in block.members {
                for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] where bindings[binding.pattern.trimmedDescription] == nil {
                    bindings[binding.pattern.trimmedDescription] = binding
                }
            }
            members[block.id] = bindings
            return bindings[name]
        }
    }

    static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "HStackLayout", "VStackLayout"]
    static let shapes: Set<String> = ["Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "UnevenRoundedRectangle"]
    /// Modifiers that put something over a view or change how its colours are seen: its text is not judged on what is below.
    static let covering: Set<String> = ["background", "disabled", "overlay", "opacity", "blendMode", "colorMultiply"]

    /// The pairs `call` sets up: a `.background(_:)` call judges the chain below it, a `ZStack { Color.x; Text(…) }`
    /// the views after its colour.
    func pairs(at call: FunctionCallExprSyntax) -> [SwiftColorPair] {
        if let stack = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, stack == "ZStack" {
            return children(of: call, background: nil, font: TextSize(), depth: 0, afterSiblingsOnly: true)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "background",
              let argument = call.arguments.first?.expression ?? call.trailingClosure.flatMap({ closure in
                  closure.statements.count == 1 ? SwiftSourceLoader.Reader.returnedValue(closure.statements.first) : nil
              })
        else { return [] }
        // `.background(RoundedRectangle(…).fill(Y))` is Y.
        let color = Self.fillColor(of: argument) ?? argument
        let background = (color, ".background(\(Self.oneLine(argument)))")
        let chain = ViewChain(member.base)
        if let (foreground, modifier) = chain.foreground {
            let drawing = Self.drawing(of: chain)
            // An icon hidden from assistive technology is decorative (text is read by the eye all the same).
            guard drawing == .text || drawing == .symbol && !Self.isHiddenFromAccessibility(call) else { return [] }
            return pairs(foreground, modifier, on: background, font: chain.font, chain: chain)
        }
        guard !chain.isCovered, let stack = chain.root?.as(FunctionCallExprSyntax.self) else { return [] }
        // `VStack { Text("Sale").foregroundColor(.white) }.background(Color.accent)`: the stack's children.
        return children(of: stack, background: background, font: chain.font, depth: 0, afterSiblingsOnly: false)
    }

    /// Text on the page: the outermost call of a chain that sets a text colour, with no background, overlay, style or
    /// colour scheme in it or around it in this file (no enclosing `.background`, `ZStack`, button or list row
    /// background), is read on the system background. Only the platform's own colours and literals: a design's colour
    /// is drawn on that design's surfaces (a themed app paints its own page), and another file may still put the view
    /// on a fill, so the assembler keeps the pair only where it fails in every mode on every page the system draws.
    /// Apple's label colours are the platform's own hierarchy of text: not judged here.
    func pagePair(at call: FunctionCallExprSyntax) -> SwiftColorPair? {
        guard call.calledExpression.is(MemberAccessExprSyntax.self), call.parent?.is(MemberAccessExprSyntax.self) != true else { return nil }
        let chain = ViewChain(ExprSyntax(call))
        guard let (foreground, modifier) = chain.foreground, !chain.isCovered, chain.addedViews.isEmpty,
              Self.isAPlatformColour(foreground) else { return nil }
        let drawing = Self.drawing(of: chain)
        let modifiers = Self.modifierNames(of: call)
        guard drawing == .text || drawing == .symbol && !chain.isHiddenFromAccessibility,
              Self.showsText(chain.root, modifiers: modifiers), !modifiers.contains(where: Self.hidingThePage.contains),
              !Self.isDrawnOverAFill(call) else { return nil }
        let location = reader.location(of: Syntax(foreground))
        var pair = SwiftColorPair(foreground: reader.expression(foreground),
                                  background: .reference(root: "UIColor", path: ["systemBackground"], bare: false, location),
                                  foregroundText: ".\(modifier)(\(Self.oneLine(foreground)))",
                                  backgroundText: "the page (no background is set here: the system background)",
                                  location: location, isLargeText: chain.font.isLarge, isSymbol: drawing == .symbol)
        pair.isOnThePage = true
        if let root = Self.root(of: foreground), let type = handedInProperty(root, at: Syntax(foreground)) { pair.themeRoots[root] = type }
        return pair
    }

    /// Modifiers that put a view on something other than the page, or change how its colours are seen.
    static let hidingThePage: Set<String> = [
        "background", "overlay", "listRowBackground", "backgroundStyle", "containerBackground", "presentationBackground",
        "toolbarBackground", "buttonStyle", "labelStyle", "toggleStyle", "colorScheme", "preferredColorScheme", "environment",
        "colorInvert", "colorMultiply", "blendMode", "opacity", "disabled", "mask", "tint", "accentColor", "hidden", "redacted",
    ]
    /// Views that draw their content on a fill or a control of their own, or over other views.
    static let drawingOverAFill: Set<String> = ["ZStack", "Button", "Menu", "Toggle", "Picker", "Canvas", "TabView", "VideoPlayer",
                                                "Map", "Annotation", "MapAnnotation"]
    /// Names in a file that paint a fill a view of it may be drawn on.
    static let paintingAFill: Set<String> = ["background", "listRowBackground", "containerBackground", "presentationBackground",
                                             "toolbarBackground", "backgroundStyle", "modifier", "ViewModifier", "ZStack"]

    /// Text to read: a `Text`, a `Label` or an SF Symbol at the chain's root, or a chain that sets a font (`.font`,
    /// a team's `.odsFont`) on what it draws; a `Divider`, a `ProgressView` or a value not known is no text.
    static func showsText(_ root: ExprSyntax?, modifiers: [String]) -> Bool {
        if let call = root?.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if ["Text", "Label"].contains(name) { return true }
            if name == "Image" { return call.arguments.first?.label?.text == "systemName" }
        }
        return modifiers.contains { $0.lowercased().hasSuffix("font") || $0 == "fontWeight" }
    }
    static let labelColours: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "labelColor", "secondaryLabelColor",
        "tertiaryLabelColor", "quaternaryLabelColor", "placeholderTextColor", "primary", "secondary", "tertiary", "quaternary",
    ]

    /// `Color(UIColor.systemGray3)`, `Color(white: 0.8)`: every name is a platform colour, a colour type or an
    /// initialiser's label, and no name is Apple's label colours'.
    static func isAPlatformColour(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            switch token.tokenKind {
            // A background colour (`systemBackground`) as text is drawn on an inverse fill somewhere.
            case let .identifier(name):
                return !labelColours.contains(name) && !name.hasSuffix("Background") && (literalColourNames.contains(name)
                    || SwiftDesignEvaluator.systemColor(root: nil, path: [name]) != nil)
            case .stringSegment, .stringQuote, .keyword(.self): return false
            default: return true
            }
        }
    }

    static let literalColourNames: Set<String> = [
        "Color", "UIColor", "NSColor", "SwiftUI", "uiColor", "nsColor", "white", "red", "green", "blue", "opacity", "alpha", "hue",
        "saturation", "brightness", "withAlphaComponent",
    ]

    /// The modifiers of a chain from its outermost call in, a bounded number.
    static func modifierNames(of call: FunctionCallExprSyntax) -> [String] {
        SwiftModifierCalls(from: call, limit: 64).map(\.member.declName.baseName.text)
    }

    /// Whether an enclosing view of the body puts this one over something (`ZStack`, a button's label, a view given
    /// a background or a style): read up to the declaration the view is in, a bounded number of nodes.
    static func isDrawnOverAFill(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        var steps = 0
        while let current = node, steps < 256, !current.is(DeclSyntax.self) {
            steps += 1
            if let enclosing = current.as(FunctionCallExprSyntax.self) {
                if let name = enclosing.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, drawingOverAFill.contains(name) { return true }
                if let member = enclosing.calledExpression.as(MemberAccessExprSyntax.self), hidingThePage.contains(member.declName.baseName.text) {
                    return true
                }
            }
            node = current.parent
        }
        // Nested past what is read: where it lies is not known.
        guard steps < 256 else { return true }
        // A style draws on the fill its configuration gives (`ButtonStyle.makeBody`).
        var declaration = node
        while let current = declaration {
            if let type = current.asProtocol(DeclGroupSyntax.self),
               type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("Style") }) == true { return true }
            declaration = current.parent
        }
        return false
    }

    /// Code as a message shows it: its tokens on one line, comments left out, a chain written over several lines
    /// joined at its dots (`RoundedRectangle(cornerRadius: 8).fill(Y)`).
    static func oneLine(_ syntax: some SyntaxProtocol) -> String {
        var text = ""
        var spaceBefore = false
        for token in syntax.tokens(viewMode: .sourceAccurate) {
            let joinsLine = token.leadingTrivia.contains { $0.isNewline }
            let spaced = spaceBefore || !token.leadingTrivia.isEmpty
            if !text.isEmpty, spaced, !(joinsLine && [.period, .rightParen, .rightSquare, .rightBrace].contains(token.tokenKind)) {
                text += " "
            }
            text += token.text
            spaceBefore = !token.trailingTrivia.isEmpty
        }
        return text
    }

    /// `X.background(Y).clipShape(Circle()).accessibilityHidden(true)`: a modifier after the background hides the whole
    /// view from assistive technology.
    static func isHiddenFromAccessibility(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        for _ in 0..<64 {
            guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == node,
                  let outer = member.parent?.as(FunctionCallExprSyntax.self) else { return false }
            if member.declName.baseName.text == "accessibilityHidden",
               outer.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
                return true
            }
            node = Syntax(outer)
        }
        return false
    }

    /// The views of a stack that `background` shows through: each child whose chain sets a text colour and no
    /// background of its own, nested stacks followed a few levels. In a `ZStack`, a colour or filled shape is the
    /// background of the views after it: with `afterSiblingsOnly` only those are read, without it only the views
    /// before it (the stack's own background is read where its `.background` call is, the rest where the `ZStack` is).
    private func children(of stack: FunctionCallExprSyntax, background: (ExprSyntax, String)?, font: TextSize, depth: Int,
                          afterSiblingsOnly: Bool) -> [SwiftColorPair]
    {
        guard depth < 4, let name = stack.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.stacks.contains(name),
              let closure = stack.trailingClosure else { return [] }
        var pairs: [SwiftColorPair] = []
        var background = afterSiblingsOnly ? nil : background
        var sawSibling = false
        for statement in closure.statements {
            guard let view = statement.item.as(ExprSyntax.self) else { continue }
            if name == "ZStack", let color = Self.backgroundView(view) {
                // What follows is read where this `ZStack` is visited, once.
                guard afterSiblingsOnly else { break }
                background = (color, Self.oneLine(view))
                sawSibling = true
                continue
            }
            guard let background, !afterSiblingsOnly || sawSibling else { continue }
            let chain = ViewChain(view)
            var childFont = font
            childFont.merge(chain.font)
            if let (foreground, modifier) = chain.foreground {
                if Self.drawing(of: chain) != .noText {
                    pairs += self.pairs(foreground, modifier, on: background, font: childFont, chain: chain)
                }
            } else if !chain.isCovered, let nested = chain.root?.as(FunctionCallExprSyntax.self) {
                pairs += children(of: nested, background: background, font: childFont, depth: depth + 1, afterSiblingsOnly: false)
            }
        }
        return pairs
    }

    /// The pair, or one per state where a condition picks the colours (`.foregroundStyle(isOn ? .white : .accent)` on
    /// `.fill(isOn ? accent : .clear)`: white on accent, and accent on what is beneath, not read). One condition
    /// written on both sides pairs its branches; on one side, each branch with the other side; two different
    /// conditions are not split. A mode's condition (`colorScheme == .dark ? a : b`) is the colour's modes instead.
    private func pairs(_ foreground: ExprSyntax, _ modifier: String, on background: (color: ExprSyntax, text: String), font: TextSize,
                       chain: ViewChain) -> [SwiftColorPair] {
        let text = branches(of: foreground), fill = branches(of: background.color)
        guard text != nil || fill != nil, text == nil || fill == nil || text!.condition == fill!.condition else {
            return [pair(foreground, modifier, on: background, font: font, chain: chain)]
        }
        let sides = [true, false].map { then -> (ExprSyntax, ExprSyntax) in
            (text.map { then ? $0.then : $0.otherwise } ?? foreground, fill.map { then ? $0.then : $0.otherwise } ?? background.color)
        }
        return sides.compactMap { textColor, fillColor in
            // A clear fill shows what is beneath it, which this chain does not say.
            guard !Self.isClear(fillColor) else { return nil }
            let shown = fill == nil ? background.text : ".background(\(Self.oneLine(fillColor)))"
            return pair(textColor, modifier, on: (fillColor, shown), font: font, chain: chain)
        }
    }

    /// `flag ? a : b` as written, however the parser grouped it, unless the condition asks for dark mode.
    private func branches(of expression: ExprSyntax) -> (condition: String, then: ExprSyntax, otherwise: ExprSyntax)? {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            guard reader.modeTernary(ternary) == nil else { return nil }
            return (ternary.condition.trimmedDescription, ternary.thenExpression, ternary.elseExpression)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), reader.modeTernary(sequence) == nil else { return nil }
        // `n == 0 ? a : b`: the condition is what stands before the one `?`, the other branch one expression after it.
        let elements = Array(sequence.elements)
        let questions = elements.indices.filter { elements[$0].is(UnresolvedTernaryExprSyntax.self) }
        guard questions.count == 1, let question = questions.first, question > 0, question == elements.count - 2,
              let ternary = elements[question].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return (elements[..<question].map(\.trimmedDescription).joined(separator: " "), ternary.thenExpression, elements[question + 1])
    }

    private static func isClear(_ color: ExprSyntax) -> Bool {
        ["clear", ".clear", "Color.clear", "UIColor.clear"].contains(color.trimmedDescription)
    }

    private func pair(_ foreground: ExprSyntax, _ modifier: String, on background: (color: ExprSyntax, text: String), font: TextSize,
                      chain: ViewChain) -> SwiftColorPair {
        var pair = SwiftColorPair(foreground: reader.expression(foreground), background: reader.expression(background.color),
                                  foregroundText: ".\(modifier)(\(Self.oneLine(foreground)))", backgroundText: background.text,
                                  location: reader.location(of: Syntax(foreground)), isLargeText: font.isLarge,
                                  isSymbol: Self.drawing(of: chain) == .symbol)
        for color in [foreground, background.color] {
            if let root = Self.root(of: color), let type = handedInProperty(root, at: Syntax(color)) { pair.themeRoots[root] = type }
        }
        return pair
    }

    /// `palette` of `palette.label.secondary`: the lower-case name a member chain starts at.
    static func root(of expression: ExprSyntax) -> String? {
        var current = expression
        for _ in 0..<16 {
            guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base else { break }
            current = base
        }
        guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text, name != "self", name.first?.isLowercase == true,
              current.id != expression.id else { return nil }
        return name
    }

    /// The type written for `name` where the view declares it as a property handed in from outside: an environment
    /// value (`@Environment(\.palette) var palette`: "", or `@Environment(Palette.self)`: `Palette`) or a stored property
    /// with a type and no value (`var palette: Palette`); nil where a closure's, a function's or a local's name comes
    /// first, or the property is made in place (`let palette = Palette.default`).
    func handedInProperty(_ name: String, at node: Syntax) -> String? {
        var current: Syntax? = node
        for _ in 0..<256 {
            guard let here = current else { return nil }
            if let closure = here.as(ClosureExprSyntax.self), let signature = closure.signature,
               signature.parameterClause?.trimmedDescription.contains(name) == true { return nil }
            if let function = here.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return nil }
            if let block = here.as(CodeBlockItemListSyntax.self), declaredNames.locals(of: block).contains(name) { return nil }
            if let members = here.as(MemberBlockSyntax.self) {
                guard let binding = declaredNames.member(name, of: members),
                      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
                      binding.initializer == nil, binding.accessorBlock == nil else { return nil }
                let environment = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
                    .first { $0.attributeName.trimmedDescription == "Environment" }
                if let environment {
                    let argument = environment.arguments?.trimmedDescription ?? ""
                    return argument.hasSuffix(".self") ? String(argument.dropLast(5)) : ""
                }
                return binding.typeAnnotation.map { SwiftSourceLoader.DesignReader.unwrappedName($0.type) }
            }
            current = here.parent
        }
        return nil
    }

    /// What a view draws with its foreground colour, which decides the contrast it needs.
    enum Drawing: Equatable {
        /// Text, or anything not known to be otherwise.
        case text
        /// An SF Symbol (`Image(systemName: "arrow.right")`): an icon, held to 3:1.
        case symbol
        /// A shape (`Rectangle().foregroundColor(.black)` fills it), an image from the asset catalog (`Image("sun-rays")`,
        /// `Asset.sunRays.swiftUIImage`, a picture tinted whole) or a spacer: no text, so no text contrast applies.
        case noText
    }

    /// What a view's chain draws: its root's drawing and what its overlays add (a badge's dot adds no text, a
    /// caption does; content not read may be text); an image rendered as a template is a glyph in the foreground
    /// colour, an icon.
    static func drawing(of chain: ViewChain, depth: Int = 0) -> Drawing {
        var root = drawing(of: chain.root, depth: depth)
        // An image of a team's own accessor, tinted by the foreground colour: a glyph.
        if root == .text, chain.isAnImage { root = .symbol }
        var drawings: Set<Drawing> = [root == .noText && chain.rendersAsTemplate ? .symbol : root]
        for content in chain.addedViews {
            guard let views = content, depth < 4 else { return .text }
            for view in views { drawings.insert(drawing(of: ViewChain(view), depth: depth + 1)) }
        }
        let drawing = combined(drawings)
        return drawing == .symbol && chain.isHiddenFromAccessibility ? .noText : drawing
    }

    private static func combined(_ drawings: Set<Drawing>) -> Drawing {
        drawings.contains(.text) ? .text : drawings.contains(.symbol) ? .symbol : .noText
    }

    /// What `root` draws: a stack draws what its children do (`VStack { Image(systemName: "plus") }` is an icon),
    /// nested stacks followed a few levels; a child that is not a plain view (an `if`, a `ForEach`) may be text.
    static func drawing(of root: ExprSyntax?, depth: Int = 0) -> Drawing {
        // SwiftGen's image of the asset catalog (`Asset.deleteIcon.swiftUIImage`) is `Image("deleteIcon")`.
        if root?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "swiftUIImage" { return .noText }
        // A colour or a filled shape (an overlay's dot, a background's fill) is no text.
        if let root, backgroundView(root) != nil { return .noText }
        guard let call = root?.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return .text }
        if shapes.contains(name) || name == "Spacer" { return .noText }
        if name == "Image", let first = call.arguments.first {
            return first.label == nil ? .noText : first.label?.text == "systemName" ? .symbol : .text
        }
        guard stacks.contains(name), depth < 4, let closure = call.trailingClosure, !closure.statements.isEmpty else { return .text }
        var drawings: Set<Drawing> = []
        for statement in closure.statements {
            guard let view = statement.item.as(ExprSyntax.self) else { return .text }
            drawings.insert(drawing(of: ViewChain(view), depth: depth + 1))
        }
        return combined(drawings)
    }

    /// `Shape(…).fill(Y)` (or `.foregroundColor(Y)`, which fills a shape): Y.
    static func fillColor(of view: ExprSyntax) -> ExprSyntax? {
        var expression: ExprSyntax? = view
        var color: ExprSyntax?
        var steps = 0
        while let call = expression?.as(FunctionCallExprSyntax.self), steps < 64 {
            steps += 1
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                if covering.contains(name) { return nil }
                if color == nil, ["fill", "foregroundColor", "foregroundStyle"].contains(name) { color = call.arguments.first?.expression }
                expression = member.base
            } else {
                guard let shape = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, shapes.contains(shape) else { return nil }
                return color
            }
        }
        return nil
    }

    /// A view that paints one colour under what a `ZStack` puts after it: `Color.blue`, `Color(…)`,
    /// `Color.blue.ignoresSafeArea()`, a filled shape.
    static func backgroundView(_ view: ExprSyntax) -> ExprSyntax? {
        if let color = fillColor(of: view) { return color }
        var expression = view
        // Layout modifiers keep the colour; anything that covers or fades it does not.
        for (_, member) in SwiftModifierCalls(from: view, limit: 64) {
            guard let base = member.base else { break }
            guard !covering.contains(member.declName.baseName.text) else { return nil }
            expression = base
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "Color" { return expression }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Color" { return expression }
        return nil
    }
}

/// One view's modifier chain read from the outside in: the text colour it sets, whether something covers it, its
/// font, and the view at its root (`Text(…)`, a stack).
struct ViewChain {
    private(set) var foreground: (expression: ExprSyntax, modifier: String)?
    private(set) var isCovered = false
    private(set) var font = TextSize()
    private(set) var root: ExprSyntax?
    /// The views each `.overlay` (or `.background` under the colour) adds: its content's views, nil where they are not
    /// plain views to read (a function's result, a builder's `if`).
    private(set) var addedViews: [[ExprSyntax]?] = []
    /// `.renderingMode(.template)`: an image drawn in the foreground colour.
    private(set) var rendersAsTemplate = false
    /// `.resizable()`, a modifier only an image has: whatever the root (`Asset.checkmark.view`), an image.
    private(set) var isAnImage = false
    /// `.accessibilityHidden(true)`: hidden from assistive technology; an icon so hidden is decorative (WCAG's 3:1 is
    /// for graphics needed to understand the page), text is not.
    private(set) var isHiddenFromAccessibility = false

    init(_ view: ExprSyntax?) {
        var expression = view
        for (call, member) in SwiftModifierCalls(from: view, limit: 64) {
            guard let base = member.base else { break }
            let name = member.declName.baseName.text
            if name == "overlay" || (name == "background" && foreground != nil) { addedViews.append(Self.content(of: call)) }
            if name == "renderingMode", call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "template" {
                rendersAsTemplate = true
            }
            if name == "resizable" { isAnImage = true }
            if name == "accessibilityHidden", call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
                isHiddenFromAccessibility = true
            }
            // A nearer background or a disabled view: the colour below it is not what the text is read on.
            if foreground == nil, SwiftViewColorPairs.covering.contains(name) {
                isCovered = true
                return
            }
            if foreground == nil, name == "foregroundColor" || name == "foregroundStyle", call.arguments.count == 1,
               let color = call.arguments.first?.expression
            {
                foreground = (color, name)
            }
            font.read(modifier: name, arguments: call.arguments)
            expression = base
        }
        root = expression
    }

    /// `.overlay(Circle())`, `.overlay(alignment: .top) { Text("1") }`: the views a modifier's content lists.
    private static func content(of call: FunctionCallExprSyntax) -> [ExprSyntax]? {
        if let closure = call.trailingClosure {
            let views = closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
            return views.count == closure.statements.count ? views : nil
        }
        return call.arguments.first { $0.label == nil || $0.label?.text == "content" }.map { [$0.expression] }
    }
}

/// The size and weight of a view's text as its code sets them, enough to tell WCAG large text (at least 18 pt, or
/// 14 pt bold; iOS points are CSS pixels at 1×, so the thresholds are 24 and 18.66): `.font(.system(size: 24))`,
/// `.font(.largeTitle)`, `.bold()`, `.fontWeight(.bold)`, `UIFont.boldSystemFont(ofSize: 20)`.
struct TextSize {
    var size: Double?
    var isBold = false

    static let boldWeights: Set<String> = ["bold", "heavy", "black"]

    /// A font set nearer the text (a child's own `.font`) wins over its stack's.
    mutating func merge(_ nearer: TextSize) {
        size = nearer.size ?? size
        isBold = isBold || nearer.isBold
    }

    var isLarge: Bool {
        guard let size else { return false }
        return size >= 24 || (isBold && size >= 18.66)
    }

    mutating func read(modifier name: String, arguments: LabeledExprListSyntax) {
        switch name {
        case "bold": isBold = arguments.isEmpty || arguments.first?.expression.trimmedDescription == "true"
        case "fontWeight": if let weight = arguments.first?.expression.trimmedDescription { isBold = Self.boldWeights.contains(weight.trimmingPrefix(".").description) }
        case "font": if let font = arguments.first?.expression { read(font: font) }
        default: break
        }
    }

    /// `.largeTitle`, `.system(size: 24, weight: .bold)`, `UIFont.boldSystemFont(ofSize: 20)`, `.preferredFont(forTextStyle: .title1)`.
    mutating func read(font: ExprSyntax) {
        var expression = font
        // `.title.bold()`, `.system(size: 20).weight(.bold)`.
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, ["bold", "weight"].contains(member.declName.baseName.text)
        {
            if member.declName.baseName.text == "bold" { isBold = true } else {
                isBold = Self.boldWeights.contains(call.arguments.first?.expression.trimmedDescription.trimmingPrefix(".").description ?? "")
            }
            expression = base
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let style = AppleTextStyles.defaults[member.declName.baseName.text] {
            size = style.size
            isBold = isBold || style.bold
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledExpression.trimmedDescription
        for argument in call.arguments {
            let text = argument.expression.trimmedDescription
            switch argument.label?.text {
            case "size", "ofSize": size = Double(text)
            case "weight": isBold = isBold || Self.boldWeights.contains(text.trimmingPrefix(".").description)
            case "forTextStyle":
                let name = text.trimmingPrefix(".").description
                if let style = AppleTextStyles.defaults[name == "title1" ? "title" : name] { size = style.size; isBold = isBold || style.bold }
            default: continue
            }
        }
        if callee == "boldSystemFont" { isBold = true }
    }
}
#endif
