#if SwiftSources // the Swift source reader needs swift-syntax (Package.swift's default trait)
import Foundation
import SwiftSyntax

extension SwiftSourceLoader {
    /// Collects the style uses of one file's syntax tree.
    final class UseSiteReader: SyntaxVisitor {
        let reader: Reader
        let shapes: SwiftCallShapes
        private(set) var uses: [SwiftStyleUse] = []
        private(set) var colorPairs: [SwiftColorPair] = []
        /// Paddings that another in their chain cancels (see `cancellingPaddings`).
        private var cancelledPaddings: Set<SyntaxIdentifier> = []
        private(set) var colorLiterals: [SwiftColorLiteral] = []
        private(set) var templateImages: [SwiftTemplateImage] = []
        /// What decides the pairs and hues below, known once the file is read.
        private var viewFacts = UIKitViewFacts()
        /// The names each block and type of the file declares, read once however many pairs ask.
        private let declaredNames = SwiftViewColorPairs.DeclaredNames()
        /// Labels read on the background of the view they are added to, by the label's name.
        private var pairsOnParents: [(view: String, pair: SwiftColorPair)] = []
        /// `x.backgroundColor = Y` anywhere, by the view's name and the type it is set in: a swipe action's is what its
        /// white title is read on, a field's what its placeholder is.
        private var backgroundAssignments: [(view: String, type: String, target: String, value: ExprSyntax)] = []
        /// `field.attributedPlaceholder = NSAttributedString(…, attributes: [.foregroundColor: X])` without a
        /// `.backgroundColor` of its own: read on the field's background, set anywhere in the same type.
        private var placeholders: [Placeholder] = []

        /// A text field's placeholder: the field, the type it is set in, its colour and font.
        private struct Placeholder {
            var view: String
            var type = ""
            var target: String
            var color: ExprSyntax
            var background: ExprSyntax?
            var size: TextSize
        }
        /// Named hues, with their type as written or implied, or the colour property they are assigned to.
        private var hues: [(type: String?, property: String?, name: String, site: String, painted: Painted, location: SourceLocation)] = []

        init(reader: Reader, shapes: SwiftCallShapes) {
            self.reader = reader
            self.shapes = shapes
            super.init(viewMode: .sourceAccurate)
        }

        /// The enclosing types, outermost first, and the static constants being read (innermost last): a font size in
        /// `static let title = UIFont.systemFont(ofSize: 20)` of a type named for type (`enum Typography`, `extension
        /// UIFont`) defines a step of the type scale rather than using one.
        private var owners: [String] = []
        private var staticConstants: [String] = []

        /// The what3words preset types' own declarations are evaluated as presets, not read again as uses.
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if SwiftThemeTypes.themeTypes.contains(node.extendedType.trimmedDescription) { return .skipChildren }
            owners.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) {
            if !SwiftThemeTypes.themeTypes.contains(node.extendedType.trimmedDescription) { owners.removeLast() }
        }

        /// SwiftUI previews lay out sample screens for Xcode's canvas, not the shipped interface: nothing in them is a use.
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            owners.append(node.name.text)
            viewFacts.noteType(node.name.text)
            let isPreview = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("PreviewProvider") } ?? false
            return isPreview ? .skipChildren : .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { return .skipChildren }
            if definitionDepth == 0, SwiftSourceLoader.Reader.isColorLiteral(node), !definesOwnColours, !Self.isArtworkOrData(node) {
                colorLiterals.append(SwiftColorLiteral(value: reader.expression(ExprSyntax(node)), site: "`#colorLiteral`",
                                                       location: reader.location(of: Syntax(node))))
            }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        /// `#if DEBUG` (alone or with `&&`) holds a debug build's screens, which never ship: nothing in it is a use.
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            guard let condition = node.condition else { return .visitChildren }
            var terms = [condition]
            var debugOnly = false
            while let term = terms.popLast(), terms.count < 16 {
                if let sequence = term.as(InfixOperatorExprSyntax.self), sequence.operator.trimmedDescription == "&&" {
                    terms += [sequence.leftOperand, sequence.rightOperand]
                } else if let sequence = term.as(SequenceExprSyntax.self), sequence.elements.allSatisfy({ !$0.is(BinaryOperatorExprSyntax.self) || $0.trimmedDescription == "&&" }) {
                    terms += Array(sequence.elements).filter { !$0.is(BinaryOperatorExprSyntax.self) }
                } else if let tuple = term.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
                    terms.append(inner)
                } else if term.as(DeclReferenceExprSyntax.self)?.baseName.text == "DEBUG" {
                    debugOnly = true
                }
            }
            return debugOnly ? .skipChildren : .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            owners.append(node.name.text)
            viewFacts.noteType(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            owners.append(node.name.text)
            viewFacts.noteType(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }

        /// Inside a static or top-level constant: a colour there is a definition (the design reader's), not a use.
        private var definitionDepth = 0

        private static func isStatic(_ node: VariableDeclSyntax) -> Bool {
            node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        }

        private static func isDefinition(_ node: VariableDeclSyntax) -> Bool {
            isStatic(node) || (node.parent?.parent?.parent?.is(SourceFileSyntax.self) ?? false)
        }

        /// `static func RCBlue() -> UIColor { … }`: a named colour of the palette (the design reader keeps it), not a use.
        private static func definesNamedColor(_ node: FunctionDeclSyntax) -> Bool {
            node.signature.parameterClause.parameters.isEmpty && node.body?.statements.count == 1
                && node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
                && SwiftSourceLoader.DesignReader.kind(of: node.signature.returnClause?.type) == .color
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if Self.definesNamedColor(node) { definitionDepth += 1 }
            return .visitChildren
        }

        override func visitPost(_ node: FunctionDeclSyntax) {
            if Self.definesNamedColor(node) { definitionDepth -= 1 }
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if Self.isDefinition(node) { definitionDepth += 1 }
            if Self.isStatic(node) { staticConstants.append(node.bindings.first?.pattern.trimmedDescription ?? "") }
            collectLayoutConstant(node)
            return .visitChildren
        }

        /// `static let badgeMarginHorizontal: CGFloat = 5`, `private struct Constants { static let cornerRadius:
        /// CGFloat = 14 }`: a constant named for a spacing, radius or font size outside a type named for a scale is a
        /// layout value written once and used by name, judged as a use; in a scale's own type it is a step.
        private func collectLayoutConstant(_ node: VariableDeclSyntax) {
            guard node.bindingSpecifier.tokenKind == .keyword(.let), !owners.isEmpty,
                  !SwiftSourceLoader.DesignReader.namesAScale(owners), typeScaleStep == nil else { return }
            for binding in node.bindings {
                // A length is a `CGFloat` or `Double` (or a literal with a fraction); an `Int` is a count.
                let type = binding.typeAnnotation?.type.trimmedDescription
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      !ThemeAssembler.namesAScaleStep(name, owner: owners),
                      let initializer = binding.initializer?.value, Self.isNumberLiteral(initializer),
                      type.map({ ["CGFloat", "Double", "Float"].contains($0) }) ?? initializer.trimmedDescription.contains("."),
                      let kind = Self.layoutKind(ofName: name) else { continue }
                // A hairline adjustment (`ringInnerGapOffset = 0.5`) is geometry, not a step of spacing.
                if case let .number(value, _) = reader.expression(initializer), abs(value) < 1 { continue }
                // A function's local (`let padding = 20.0`) spaces only where it is given as a layout argument
                // itself; one that enters arithmetic (`x = index * padding`) is an offset or a step of its own.
                if Self.isLocal(node), !Self.standsAloneAsArgument(name, after: node) { continue }
                if Self.saysItMatchesThePlatform(node) { continue }
                collect(initializer, kind: kind, site: "let \(name)")
            }
        }

        /// `static let cornerRadius: CGFloat = 34 // Matches iOS 26 system sheets.`: a value its comment says is the
        /// platform's own is chosen to match the platform, not the design's scale.
        static func saysItMatchesThePlatform(_ node: VariableDeclSyntax) -> Bool {
            let trivia = node.leadingTrivia.pieces + (node.lastToken(viewMode: .sourceAccurate)?.trailingTrivia.pieces ?? [])
            let comments = trivia.compactMap { piece -> String? in
                switch piece {
                case let .lineComment(text), let .docLineComment(text), let .blockComment(text), let .docBlockComment(text): return text
                default: return nil
                }
            }
            return comments.contains { comment in
                // Words as written, lowercased (`iOS`, `macOS`, `SwiftUI` stay whole); a negation says the opposite.
                let words = Set(comment.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'") }).map(String.init))
                return !words.isDisjoint(with: ["match", "matches", "matching", "same"])
                    && !words.isDisjoint(with: ["ios", "ipados", "macos", "tvos", "watchos", "visionos", "uikit", "appkit", "swiftui",
                                                "system", "system's", "apple", "apple's", "platform", "platform's", "hig", "android", "material"])
                    && words.isDisjoint(with: ["not", "never", "unlike", "no", "doesn't", "don't", "isn't", "won't"])
            }
        }

        /// A constant declared in a function's (or closure's) body, not a type's member.
        private static func isLocal(_ node: VariableDeclSyntax) -> Bool {
            node.parent?.is(CodeBlockItemSyntax.self) == true && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == false
        }

        /// Whether `name` is given whole as a call's argument (`.padding(padding)`, `spacing: gap`) in the statements
        /// after its declaration.
        private static func standsAloneAsArgument(_ name: String, after declaration: VariableDeclSyntax) -> Bool {
            guard let item = declaration.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self)
            else { return false }
            final class Finder: SyntaxVisitor {
                let name: String
                var found = false
                init(_ name: String) {
                    self.name = name
                    super.init(viewMode: .sourceAccurate)
                }
                override func visit(_ argument: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                    if argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name { found = true }
                    return found ? .skipChildren : .visitChildren
                }
            }
            let finder = Finder(name)
            for statement in list where statement.position > item.position {
                finder.walk(statement)
                if finder.found { return true }
            }
            return false
        }

        private static func isNumberLiteral(_ expression: ExprSyntax) -> Bool {
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return isNumberLiteral(prefix.expression) }
            return expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
        }

        /// The kind of layout value a constant's name says: `cornerRadius`, `fontSize`, `padding` (padding, inset) or
        /// `margin` (margin, spacing, gap); nil for other measures (`badgeMaxWidth`, `lineSpacing`, `ringGapOffset`).
        static func layoutKind(ofName name: String) -> String? {
            guard !ThemeAssembler.namesAnotherMeasure(name, linesNameMeasures: false) else { return nil }
            let words = ThemeAssembler.splitWords(name)
            // An offset or a stroke's inset moves or draws, it does not space; a count or a factor is no length; a
            // distance from the keyboard places a view on the screen.
            guard !words.contains(where: { ["offset", "stroke", "border", "shadow", "blur", "count", "index", "percent", "percentage",
                                            "scale", "factor", "number", "columns", "rows", "keyboard"].contains($0) }) else { return nil }
            // A bound on a padding caps a view's size (`minimumTopExpandedPadding` of a sheet); a minimum spacing
            // between items (`minimumInteritemSpacing`) is the spacing.
            let isBound = words.contains { ["min", "max", "minimum", "maximum"].contains($0) }
            if isBound, !words.contains(where: { ["spacing", "gap", "margin", "margins"].contains($0) }) { return nil }
            if words.contains(where: { ["radius", "radii", "corner", "rounding"].contains($0) }) { return "cornerRadius" }
            if words.contains("fontsize") || (words.contains("font") && words.contains("size")) { return "fontSize" }
            if words.contains(where: { ["padding", "inset", "insets"].contains($0) }) { return "padding" }
            if words.contains(where: { ["margin", "margins", "spacing", "gap"].contains($0) }) { return "margin" }
            return nil
        }

        override func visitPost(_ node: VariableDeclSyntax) {
            if Self.isDefinition(node) { definitionDepth -= 1 }
            if Self.isStatic(node) { staticConstants.removeLast() }
        }

        /// `AppFont.title` for a font size written in a static constant of a type named for type; nil elsewhere.
        private var typeScaleStep: String? {
            guard let constant = staticConstants.last, !constant.isEmpty, let owner = owners.last else { return nil }
            guard ["UIFont", "NSFont", "Font", "SwiftUI.Font"].contains(owner)
                || ThemeAssembler.namesTypeScale(owners.flatMap { ThemeAssembler.splitWords($0) }) else { return nil }
            return (owners + [constant]).joined(separator: ".")
        }

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let viewPairs = SwiftViewColorPairs(reader: reader, declaredNames: declaredNames)
            colorPairs += viewPairs.pairs(at: call)
            if let onThePage = viewPairs.pagePair(at: call), !paintsAFill(Syntax(call).root) { colorPairs.append(onThePage) }
            viewFacts.note(call)
            if let image = SwiftImageRendering.templateImage(at: call) { templateImages.append(image) }
            if definitionDepth == 0 { collectLiteral(call) }
            // Paddings are read once per chain, from its outermost call, which is visited first.
            if call.parent?.is(MemberAccessExprSyntax.self) != true, Self.chainHasAPadding(call) {
                cancelledPaddings.formUnion(Self.cancellingPaddings(inChainEndingAt: call))
            }
            let callee: String
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                callee = name
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                // `UIEdgeInsets.init(…)` is `UIEdgeInsets(…)`.
                callee = name == "init" ? (member.base?.trimmedDescription ?? name) : name
            } else {
                return .visitChildren
            }
            guard let labels = shapes.calls[callee] else { return .visitChildren }
            let isMethod = call.calledExpression.is(MemberAccessExprSyntax.self) && callee.first?.isLowercase == true
            for argument in call.arguments {
                let label = argument.label?.text ?? "_"
                guard let kind = labels[label] else { continue }
                if kind == "cornerRadius", SwiftShapeFrame.isFullyRounded(call, radius: argument.expression) { continue }
                if isMethod, callee == "padding", cancelledPaddings.contains(call.id) { continue }
                if kind == "fontSize", Self.sizesASymbol(call) { continue }
                let site = (isMethod ? "." : "") + "\(callee)(\(label):)"
                collect(argument.expression, kind: kind, site: site)
            }
            return .visitChildren
        }

        /// `.padding(.bottom, 10)` and a later `.padding(.bottom, -10)` in the same modifier chain, with only shape
        /// modifiers between them (`.cornerRadius`, `.shadow`, `.mask`), cancel: room made for a shadow or for a corner to
        /// fall outside a clip, no spacing between views. Each padding cancels one other; a background, frame or border
        /// between makes the padding visible. Read once per chain from its outermost call, a bounded number of modifiers.
        static func cancellingPaddings(inChainEndingAt outermost: FunctionCallExprSyntax) -> Set<SyntaxIdentifier> {
            var cancelled: Set<SyntaxIdentifier> = []
            // Paddings not yet cancelled since the last modifier that shows them, by edge and magnitude as written.
            var open: [String: [(call: FunctionCallExprSyntax, isNegative: Bool)]] = [:]
            for (call, member) in Array(SwiftModifierCalls(from: outermost, limit: 256)).reversed() {
                let name = member.declName.baseName.text
                guard name == "padding" else {
                    if !Self.shapeModifiers.contains(name) { open.removeAll() }
                    continue
                }
                guard let value = call.arguments.last?.expression, call.arguments.count <= 2 else { continue }
                var magnitude = value.trimmedDescription, isNegative = false
                if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
                    magnitude = prefix.expression.trimmedDescription
                    isNegative = true
                }
                let key = (call.arguments.count == 2 ? call.arguments.first!.expression.trimmedDescription : "") + "\u{0}" + magnitude
                if let match = open[key]?.lastIndex(where: { $0.isNegative != isNegative }) {
                    cancelled.insert(open[key]![match].call.id)
                    cancelled.insert(call.id)
                    open[key]!.remove(at: match)
                } else {
                    open[key, default: []].append((call, isNegative))
                }
            }
            return cancelled
        }

        /// `Image(systemName: "xmark").font(.system(size: 18))`: the point size of an SF Symbol, an icon's size, not
        /// a step of the type scale.
        static func sizesASymbol(_ font: FunctionCallExprSyntax) -> Bool {
            guard let modifier = font.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let member = modifier.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "font"
            else { return false }
            var view = member.base
            for (_, modifier) in SwiftModifierCalls(from: member.base, limit: 63) { view = modifier.base }
            guard let root = view?.as(FunctionCallExprSyntax.self), let name = root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return false }
            return name == "Image" && root.arguments.first?.label?.text == "systemName"
        }

        static func chainHasAPadding(_ outermost: FunctionCallExprSyntax) -> Bool {
            SwiftModifierCalls(from: outermost, limit: 256).contains { $0.member.declName.baseName.tokenKind == .identifier("padding") }
        }

        /// Modifiers that shape what a padding made room for without drawing in that room.
        private static let shapeModifiers: Set<String> = ["cornerRadius", "clipShape", "clipped", "shadow", "mask", "compositingGroup",
                                                          "drawingGroup"]

        /// Inside a type named for colours or a theme (`class AppTheme`, `ColorManager`) colours are defined, not used;
        /// inside one named for a picture (`AboutViewLogos`) they are a logo's own.
        private var definesOwnColours: Bool {
            let words = Set(owners.flatMap { ThemeAssembler.splitWords($0) })
            let singular = Set(words.map { $0.hasSuffix("s") ? String($0.dropLast()) : $0 })
            return !words.isDisjoint(with: ThemeAssembler.colourDefiningWords) || !singular.isDisjoint(with: ComponentStructure.pictureWords)
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            viewFacts.note(node)
            return .skipChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            viewFacts.note(node)
            return .visitChildren
        }

        /// Whether the file paints a fill anywhere (a `.background`, a `ZStack`, a view modifier): a view it makes may
        /// be drawn on it, so none is read on the page. Read once, for the first text that might be.
        private var filePaintsAFill: Bool?

        private func paintsAFill(_ file: Syntax) -> Bool {
            if let known = filePaintsAFill { return known }
            let paints = file.tokens(viewMode: .sourceAccurate).contains { token in
                if case let .identifier(name) = token.tokenKind { return SwiftViewColorPairs.paintingAFill.contains(name) }
                return false
            }
            filePaintsAFill = paints
            return paints
        }

        override func visitPost(_ node: SourceFileSyntax) {
            colorPairs += pairsOnParents.filter { viewFacts.showsItsParentsBackground($0.view) }.map(\.pair)
            // A field given one background in its type shows its placeholder on it; given several, which is unknown.
            for placeholder in placeholders {
                let given = backgroundAssignments.filter { $0.view == placeholder.view && $0.type == placeholder.type }
                guard let background = given.first, Set(given.map(\.value.trimmedDescription)).count == 1 else { continue }
                colorPairs.append(pair(placeholder, on: background.value, written: background.target))
            }
            // `starAction.backgroundColor = .systemYellow`: UIKit and AppKit draw a swipe action's title and image white.
            for assignment in backgroundAssignments {
                guard let type = viewFacts.swipeActionColorType(assignment.view, at: Syntax(assignment.value)),
                      !viewFacts.showsAColouredImage(assignment.view, at: Syntax(assignment.value)) else { continue }
                let location = reader.location(of: Syntax(assignment.value))
                let showsAnImage = viewFacts.showsAnImage(assignment.view, at: Syntax(assignment.value))
                colorPairs.append(SwiftColorPair(
                    foreground: .reference(root: type, path: ["white"], bare: false, location), background: reader.expression(assignment.value),
                    foregroundText: "\(assignment.view)'s \(showsAnImage ? "image" : "title") (white)", backgroundText: assignment.target,
                    location: location, isSymbol: showsAnImage))
            }
            for hue in hues {
                // A type of the file's own named `Color` (`enum Color { case blue }`) is not the platform's.
                guard let type = hue.property.map(viewFacts.colorType(ofProperty:)) ?? hue.type, !viewFacts.declaresType(type),
                      SwiftHueColors.values(type: type, name: hue.name) != nil else { continue }
                if case let .view(layer) = hue.painted, viewFacts.isAMask(layer) { continue }
                colorLiterals.append(SwiftColorLiteral(value: .reference(root: type, path: [hue.name], bare: false, hue.location),
                                                       site: hue.site, location: hue.location, isNamedHue: true))
            }
        }

        /// `UIColor.red`, `Color.blue`, or `.red` where the type is clear (a SwiftUI colour modifier's argument, a UIKit
        /// colour property assigned, `paletteColors:`, the return of a property typed `UIColor`): a platform's named hue
        /// chosen in code, judged by the palette like a literal.
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            guard definitionDepth == 0, SwiftHueColors.fixed[name] != nil || SwiftHueColors.swiftUI[name] != nil else { return .visitChildren }
            // The type as written, or implied where it is written; a colour property's is the file's to say (`visitPost`).
            let property = node.base == nil ? Self.assignedColorProperty(of: node) : nil
            let type = node.base.map { $0.as(DeclReferenceExprSyntax.self)?.baseName.text } ?? (property == nil ? Self.impliedColorType(of: node) : nil)
            let painted = Self.painted(by: node)
            guard type != nil || property != nil, !definesOwnColours, !Self.isArtworkOrData(node), painted != .mask, !Self.isCompared(node),
                  !Self.isACategory(node) else { return .visitChildren }
            hues.append((type, property, name, "`\(node.base == nil ? "" : type ?? "").\(name)`", painted, reader.location(of: Syntax(node))))
            return .visitChildren
        }

        /// `Gradient.Stop`, `LinearGradient.init`: a callee of names only, nil for one on a value (`x.y().z`, `.z`).
        private static func typeName(_ expression: ExprSyntax) -> String? {
            var names: [String] = []
            var current = expression
            while names.count < 8 {
                if let reference = current.as(DeclReferenceExprSyntax.self) {
                    return ([reference.baseName.text] + names.reversed()).joined(separator: ".")
                }
                guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
                names.append(member.declName.baseName.text)
                current = base
            }
            return nil
        }

        /// `switch account { case .a: return .purple; case .b: return .green; case .c: return .blue … }`: hues that
        /// tell things apart, chosen as distinct from each other, not as the palette's.
        private static func isACategory(_ node: MemberAccessExprSyntax) -> Bool {
            guard node.parent?.is(ReturnStmtSyntax.self) ?? false,
                  let switchExpr = node.parent?.parent?.parent?.parent?.parent?.parent?.as(SwitchExprSyntax.self) else { return false }
            var hues: Set<String> = []
            for element in switchExpr.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self), switchCase.statements.count == 1,
                      let returned = switchCase.statements.first?.item.as(ReturnStmtSyntax.self)?.expression?.as(MemberAccessExprSyntax.self)
                else { continue }
                let name = returned.declName.baseName.text
                if SwiftHueColors.fixed[name] != nil || SwiftHueColors.swiftUI[name] != nil { hues.insert(name) }
            }
            return hues.count >= 3
        }

        /// `dot.backgroundColor == UIColor.red`: a comparison paints nothing.
        private static func isCompared(_ node: MemberAccessExprSyntax) -> Bool {
            var current = Syntax(node)
            while let parent = current.parent, parent.is(MemberAccessExprSyntax.self) || parent.is(ExprListSyntax.self) {
                if let sequence = parent.parent?.as(SequenceExprSyntax.self), parent.is(ExprListSyntax.self) {
                    return sequence.elements.contains { ["==", "!=", "===", "!=="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") }
                }
                current = parent
            }
            return false
        }

        /// What a colour is assigned to paint: a mask, a view or layer by name (`shape.fillColor = …` paints `shape`, which
        /// the file may make a mask later), or something else.
        private enum Painted: Equatable { case mask, view(String), other }

        /// `maskLayer.fillColor = UIColor.red.cgColor`: a mask shows only its alpha, whatever colour fills it.
        /// SwiftUI's `.mask { Rectangle().fill(.blue) }` too; a layer's gradient stops (`gradient.colors = [ … ]`) are
        /// artwork, as a gradient's are.
        private static func painted(by node: MemberAccessExprSyntax) -> Painted {
            var current = node.parent
            for _ in 0..<16 {
                guard let parent = current else { return .other }
                if let sequence = parent.as(SequenceExprSyntax.self), let target = sequence.elements.first {
                    if target.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "colors" { return .mask }
                    let names = target.trimmedDescription.split(separator: ".").map(String.init)
                    if names.contains(where: { (ASCIIWords.split($0, digitsInWords: false) ?? []).contains("mask") }) { return .mask }
                    return target.as(MemberAccessExprSyntax.self)?.base.map { .view(UIKitViewFacts.viewName($0.trimmedDescription)) } ?? .other
                }
                if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "mask" {
                    return .mask
                }
                // A statement ends the climb, but for one of a closure (`.mask { … }`'s).
                if parent.is(CodeBlockItemSyntax.self), !(parent.parent?.parent?.is(ClosureExprSyntax.self) ?? false) { return .other }
                current = parent.parent
            }
            return .other
        }

        /// SwiftUI modifiers whose one unlabelled argument is a colour (or a style a colour is).
        private static let colorModifiers: Set<String> = ["foregroundColor", "foregroundStyle", "fill", "stroke", "tint", "background",
                                                          "accentColor", "border"]

        /// The colour type `.red` stands for where it is written, when the code says: nil when only the compiler knows.
        private static func impliedColorType(of node: MemberAccessExprSyntax) -> String? {
            guard let parent = node.parent else { return nil }
            if let argument = parent.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
                let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
                if argument.label == nil, colorModifiers.contains(callee), call.arguments.count == 1 { return "Color" }
                if callee == "setTitleColor", argument.label == nil { return "UIColor" }
                return nil
            }
            if let element = parent.as(ArrayElementSyntax.self),
               element.parent?.parent?.parent?.as(LabeledExprSyntax.self)?.label?.text == "paletteColors" { return "UIColor" }
            guard parent.is(ReturnStmtSyntax.self) else { return nil }
            // The declared type of the property or function the `return` belongs to.
            var current = parent.parent
            for _ in 0..<64 {
                guard let node = current, !node.is(ClosureExprSyntax.self) else { return nil }
                if let function = node.as(FunctionDeclSyntax.self) { return colorTypeName(function.signature.returnClause?.type) }
                if let binding = node.as(PatternBindingSyntax.self) { return colorTypeName(binding.typeAnnotation?.type) }
                current = node.parent
            }
            return nil
        }

        /// `label.textColor = .red`: the UIKit colour property assigned; its type is the file's to say.
        private static func assignedColorProperty(of node: MemberAccessExprSyntax) -> String? {
            guard let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == node.id,
                  let property = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
                  UIKitViewFacts.colorProperties.contains(property) else { return nil }
            return property
        }

        private static func colorTypeName(_ type: TypeSyntax?) -> String? {
            guard var text = type?.trimmedDescription else { return nil }
            if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            return SwiftThemeTypes.colorTypes.contains(text) ? text : nil
        }

        /// A colour that is no choice of the palette's: a gradient's stop (artwork), one of a named list of three or more
        /// (`let skinTones = [...]`, an avatar's colours: data), or the fallback after `??` of a theme's value
        /// (`theme?.tintColor ?? #colorLiteral(…)`, drawn only without a theme).
        private static func isArtworkOrData(_ node: some SyntaxProtocol) -> Bool {
            if let list = node.parent?.as(ExprListSyntax.self), isAfterNilCoalescing(node, in: list) { return true }
            var current = node.parent
            for _ in 0..<6 {
                guard let parent = current else { break }
                // A named list (`let skinTones = [...]`), not a call's argument (`paletteColors: [...]`) or a loop's sequence.
                if let array = parent.as(ArrayExprSyntax.self) {
                    if array.elements.count >= 3, array.parent?.is(InitializerClauseSyntax.self) == true { return true }
                    break
                }
                current = parent.parent
            }
            return isGradientStop(node)
        }

        /// Whether `child` of a flat sequence stands after a `??`: a fallback (`theme?.tint ?? #colorLiteral(…)`).
        private static func isAfterNilCoalescing(_ child: some SyntaxProtocol, in list: ExprListSyntax) -> Bool {
            guard let index = list.firstIndex(where: { $0.id == child.id }) else { return false }
            return list[list.startIndex..<index].contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }
        }

        /// A colour given to a gradient (`Gradient.Stop(color:)`, `LinearGradient(colors:)`): artwork's own colours.
        private static func isGradientStop(_ call: some SyntaxProtocol) -> Bool {
            var node = call.parent
            for _ in 0..<6 {
                guard let current = node else { return false }
                // The called type itself (`LinearGradient(…)`, `Gradient.Stop(…)`), not a method whose name mentions one.
                // Named from its names alone: a modifier's callee is the whole chain below it, printed for every call.
                if let enclosing = current.as(FunctionCallExprSyntax.self), let called = typeName(enclosing.calledExpression) {
                    let typeName = SwiftSourceLoader.typeCalled(called)
                    if typeName.hasSuffix("Gradient") || typeName.hasSuffix("Gradient.Stop") { return typeName.first?.isUppercase ?? false }
                }
                node = current.parent
            }
            return false
        }

        /// `Color(red: 0.2, green: 0.4, blue: 0.6)`, `UIColor(white: 0.9, alpha: 1)`, `UIColor(hex: "#1C86CC")`: a colour
        /// made from numbers or a hex string in code. Conversions (`Color(uiColor:)`) and named sets are not literals.
        private func collectLiteral(_ call: FunctionCallExprSyntax) {
            // Named without printing the callee: this runs for every call of every file.
            var callee = call.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
            let type: String
            // `UIColor.rgba(30, 30, 30)`, `.rgba(30, 30, 30)`: a static function, perhaps a colour helper of the run's
            // (one that is none is not evaluated, so not kept).
            var isFunction = false
            if let reference = callee.as(DeclReferenceExprSyntax.self) {
                type = reference.baseName.text
            } else if let member = callee.as(MemberAccessExprSyntax.self), let module = member.base?.as(DeclReferenceExprSyntax.self) {
                type = module.baseName.text + "." + member.declName.baseName.text
                isFunction = SwiftThemeTypes.colorTypes.contains(module.baseName.text)
            } else if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text != "init" {
                type = "." + member.declName.baseName.text
                isFunction = true
            } else {
                return
            }
            guard SwiftThemeTypes.colorTypes.contains(type) || isFunction, !call.arguments.isEmpty else { return }
            let literal = call.arguments.allSatisfy { argument in
                argument.expression.is(IntegerLiteralExprSyntax.self) || argument.expression.is(FloatLiteralExprSyntax.self)
                    || argument.expression.is(StringLiteralExprSyntax.self) || argument.expression.is(SequenceExprSyntax.self)
                    || argument.expression.is(MemberAccessExprSyntax.self) && argument.label == nil && call.arguments.count > 1
            }
            guard literal, !call.arguments.contains(where: { ["named", "uiColor", "nsColor", "cgColor"].contains($0.label?.text ?? "") }) else { return }
            guard !definesOwnColours, !Self.isArtworkOrData(call) else { return }
            let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
            colorLiterals.append(SwiftColorLiteral(value: reader.expression(ExprSyntax(call)), site: "`\(type)(\(labels))`",
                                                   location: reader.location(of: Syntax(call))))
        }

        /// UIKit: `label.textColor = X` (or `button.setTitleColor(X, for: .normal)`) and `label.backgroundColor = Y` in
        /// one block are X read on Y; `label.font = .boldSystemFont(ofSize: 20)` there says whether the text is large.
        /// A label with no background of its own added to a view of the block (`addSubview(label)`,
        /// `contentView.addSubview(label)`) is read on that view's background.
        override func visit(_ block: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
            var foregrounds: [String: (target: String, value: ExprSyntax)] = [:]
            var backgrounds: [String: (target: String, value: ExprSyntax)] = [:]
            var fonts: [String: TextSize] = [:]
            var order: [String] = []
            var parents: [String: String] = [:]
            for item in block {
                let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
                if let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first?.label == nil,
                   let (parent, _) = Self.target(call.calledExpression, among: Self.subviewMethods),
                   let child = call.arguments.first?.expression.trimmedDescription
                {
                    parents[Self.withoutSelf(child)] = parents[Self.withoutSelf(child)] ?? Self.withoutSelf(parent)
                    continue
                }
                // `button.setTitleColor(X, for: .normal)`: a disabled state is exempt, as WCAG exempts inactive controls.
                if let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.count == 2,
                   let (written, _) = Self.target(call.calledExpression, among: Self.colorMethods), let color = call.arguments.first?.expression,
                   case let state = call.arguments.last!.expression.trimmedDescription, !state.hasSuffix("disabled")
                {
                    let base = Self.withoutSelf(written)
                    if foregrounds[base] == nil { order.append(base) }
                    foregrounds[base] = foregrounds[base] ?? ("\(written).setTitleColor(_:for: \(state))", color)
                    continue
                }
                guard let sequence = expression?.as(SequenceExprSyntax.self) else { continue }
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let placeholder = Self.placeholder(elements, in: block, before: item) {
                    note(placeholder)
                    continue
                }
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      let (written, name) = Self.target(elements[0], among: Self.colorProperties) else { continue }
                let base = Self.withoutSelf(written)
                switch name {
                case "textColor":
                    if foregrounds[base] == nil { order.append(base) }
                    foregrounds[base] = (elements[0].trimmedDescription, elements[2])
                case "backgroundColor": backgrounds[base] = (elements[0].trimmedDescription, elements[2])
                case "font": fonts[base, default: TextSize()].read(font: elements[2])
                default: continue
                }
            }
            for base in order {
                guard let foreground = foregrounds[base], let background = backgrounds[base] ?? parents[base].flatMap({ backgrounds[$0] })
                else { continue }
                let pair = SwiftColorPair(
                    foreground: reader.expression(foreground.value), background: reader.expression(background.value),
                    foregroundText: foreground.target, backgroundText: background.target,
                    location: reader.location(of: Syntax(foreground.value)), isLargeText: fonts[base]?.isLarge ?? false)
                if backgrounds[base] != nil { colorPairs.append(pair) } else { pairsOnParents.append((base, pair)) }
            }
            return .visitChildren
        }

        /// A placeholder drawn on its own `.backgroundColor` attribute is a pair now; one without, once the type's
        /// backgrounds are known.
        private func note(_ placeholder: Placeholder) {
            guard let background = placeholder.background else {
                var placeholder = placeholder
                placeholder.type = owners.joined(separator: ".")
                placeholders.append(placeholder)
                return
            }
            colorPairs.append(pair(placeholder, on: background, written: ".backgroundColor attribute"))
        }

        private func pair(_ placeholder: Placeholder, on background: ExprSyntax, written: String) -> SwiftColorPair {
            SwiftColorPair(foreground: reader.expression(placeholder.color), background: reader.expression(background),
                           foregroundText: placeholder.target, backgroundText: written,
                           location: reader.location(of: Syntax(placeholder.color)), isLargeText: placeholder.size.isLarge)
        }

        /// `field.attributedPlaceholder = NSAttributedString(string: text, attributes: [.foregroundColor: X, .font: F])`:
        /// the field, its colour (a local `let` of the block followed) and the font's size.
        private static func placeholder(_ elements: [ExprSyntax], in block: CodeBlockItemListSyntax, before item: CodeBlockItemSyntax)
            -> Placeholder?
        {
            guard let (written, _) = target(elements[0], among: placeholderProperties),
                  let call = elements[2].as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasSuffix("AttributedString"),
                  case let .elements(attributes)? = call.arguments.first(where: { $0.label?.text == "attributes" })?.expression
                    .as(DictionaryExprSyntax.self)?.content else { return nil }
            func attribute(_ key: String) -> ExprSyntax? {
                attributes.first { $0.key.trimmedDescription.hasSuffix("." + key) }?.value
            }
            guard var color = attribute("foregroundColor") else { return nil }
            if let name = color.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = local(name, in: block, before: item) { color = value }
            var size = TextSize()
            if let font = attribute("font") { size.read(font: font) }
            return Placeholder(view: withoutSelf(written), target: elements[0].trimmedDescription, color: color,
                               background: attribute("backgroundColor"), size: size)
        }

        private static let placeholderProperties: Set<String> = ["attributedPlaceholder"]

        /// The value the block's last `let name = value` before `item` gives `name`.
        private static func local(_ name: String, in block: CodeBlockItemListSyntax, before item: CodeBlockItemSyntax) -> ExprSyntax? {
            var value: ExprSyntax?
            for earlier in block {
                if earlier.id == item.id { break }
                if let binding = earlier.item.as(VariableDeclSyntax.self)?.bindings.first,
                   binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    value = binding.initializer?.value
                }
            }
            return value
        }

        /// The object and the property or method: `label.textColor` is (`label`, `textColor`); a bare `textColor` in a
        /// view's own method is `self`'s.
        /// Only for the properties and methods in `names`: the base's text is built only for those.
        private static func target(_ expression: ExprSyntax, among names: Set<String>) -> (base: String, name: String)? {
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                return names.contains(name) ? (base.trimmedDescription, name) : nil
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self), names.contains(reference.baseName.text) {
                return ("self", reference.baseName.text)
            }
            return nil
        }

        private static let colorMethods: Set<String> = ["setTitleColor"]
        private static let subviewMethods: Set<String> = ["addSubview", "addArrangedSubview"]

        /// `self.label` and `label` are one view.
        private static func withoutSelf(_ name: String) -> String { name.hasPrefix("self.") ? String(name.dropFirst(5)) : name }
        private static let colorProperties: Set<String> = ["textColor", "backgroundColor", "font"]

        /// `view.layer.cornerRadius = 6`, `stack.spacing = 12`.
        override func visit(_ sequence: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(sequence.elements)
            // `action.image = starred ? a : b` is one sequence of more elements: the target is still assigned.
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
            viewFacts.note(assignmentTo: elements[0], value: elements[2])
            guard elements.count == 3 else { return .visitChildren }
            if let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "backgroundColor", let base = member.base {
                backgroundAssignments.append((Self.withoutSelf(base.trimmedDescription), owners.joined(separator: "."),
                                              elements[0].trimmedDescription, elements[2]))
            }
            guard let member = elements[0].as(MemberAccessExprSyntax.self),
                  let kind = shapes.assignments[member.declName.baseName.text] else { return .visitChildren }
            collect(elements[2], kind: kind, site: "\(member.declName.baseName.text) =")
            return .visitChildren
        }

        private func collect(_ expression: ExprSyntax, kind: String, site: String) {
            let value: Double
            switch reader.expression(expression) {
            // No spacing at all (`spacing: 0`) is on every scale; a font of size 1 (`UIFont(name: "Inter", size: 1)`)
            // names a family whose size is set later (`.withSize(_:)`).
            // `.infinity` (a frame's `maxWidth`) is no layout value of a scale.
            // Less than a point of padding or gap (`.inset(by: 0.5)` under a 1 pt stroke) is a hairline's geometry.
            case let .number(number, _) where number.isFinite && number != 0 && !(kind == "fontSize" && abs(number) <= 1)
                && !(["padding", "margin"].contains(kind) && abs(number) < 1): value = abs(number)
            // `.soft`: a preset by name, judged for deprecation by the scale that knows it.
            case let .reference(nil, path, false, _) where path.count == 1 && path[0] != "infinity":
                var use = SwiftStyleUse(kind: kind, value: 0, site: "`\(site)`", location: reader.location(of: Syntax(expression)),
                                        written: nil, presetName: path[0])
                if let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName {
                    let start = reader.location(of: Syntax(name))
                    let offset = name.positionAfterSkippingLeadingTrivia.utf8Offset
                    use.writtenName = SourceSpan(file: reader.file, start: TextPosition(line: start.line, column: start.column),
                                                 end: TextPosition(line: start.line, column: start.column + name.text.count), text: name.text,
                                                 offsets: offset..<(offset + name.text.utf8.count))
                }
                uses.append(use)
                return
            default: return
            }
            let location = reader.location(of: Syntax(expression))
            var written: WrittenNumber?
            // Only a literal standing alone is rewritten by a fix (`-16` keeps its sign: the digits are replaced).
            var literal = expression
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { literal = prefix.expression }
            if literal.is(IntegerLiteralExprSyntax.self) || literal.is(FloatLiteralExprSyntax.self) {
                let start = reader.location(of: Syntax(literal))
                let text = literal.trimmedDescription
                let offset = literal.positionAfterSkippingLeadingTrivia.utf8Offset
                written = WrittenNumber(span: SourceSpan(file: reader.file, start: TextPosition(line: start.line, column: start.column),
                                                         end: TextPosition(line: start.line, column: start.column + text.count), text: text,
                                                         offsets: offset..<(offset + text.utf8.count)))
            }
            var use = SwiftStyleUse(kind: kind, value: value, site: "`\(site)`", location: location, written: written)
            if kind == "fontSize", let step = typeScaleStep {
                // A fallback in the type scale's own type is neither a step nor a use.
                guard !Self.isFallback(expression) else { return }
                use.definedAs = step
            }
            uses.append(use)
        }

        /// Whether a size is only a fallback of its property: after `??` (`UIFont(name: "Brand", size: 15) ?? .systemFont(ofSize:
        /// 15)`) or in the `else` of an `if`/`guard` (`if let font { return font } else { return .italicSystemFont(ofSize: 16) }`).
        private static func isFallback(_ expression: ExprSyntax) -> Bool {
            var child = Syntax(expression)
            var node = expression.parent
            while let current = node, !current.is(VariableDeclSyntax.self) {
                if let list = current.as(ExprListSyntax.self), isAfterNilCoalescing(child, in: list) { return true }
                if let ifExpression = current.as(IfExprSyntax.self), let elseBody = ifExpression.elseBody, elseBody.id == child.id { return true }
                if let guardStatement = current.as(GuardStmtSyntax.self), guardStatement.body.id == child.id { return true }
                child = current
                node = current.parent
            }
            return false
        }
    }
}
#endif
