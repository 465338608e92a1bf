#if SwiftSources // the Swift source reader needs swift-syntax (Package.swift's default trait)
import Foundation
import SwiftSyntax

extension SwiftSourceLoader {
    /// Walks every type, extension and top-level constant of a file for design written in plain Swift (see
    /// `SwiftDesignDocument`); the what3words preset types are left to `Reader`.
    struct DesignReader {
        var reader: Reader
        var document: SwiftDesignDocument
        /// Types declared `private` or `fileprivate` (`Outer.Inner`): their constants are one file's own layout.
        var privateTypes: Set<String> = []

        mutating func notePrivate(_ modifiers: DeclModifierListSyntax, _ path: [String]) {
            if modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }) {
                privateTypes.insert(path.joined(separator: "."))
            }
        }

        func isInPrivateType(_ owner: [String]) -> Bool {
            owner.indices.contains { privateTypes.contains(owner[...$0].joined(separator: ".")) }
        }

        /// Types marked `@available(*, deprecated)`: what they hold is deprecated with them.
        var deprecatedTypes: Set<String> = []

        func isInDeprecatedType(_ owner: [String]) -> Bool {
            !deprecatedTypes.isEmpty && owner.indices.contains { deprecatedTypes.contains(owner[...$0].joined(separator: ".")) }
        }

        /// Types that are views or previews by what they inherit (`struct ProgressRing: View`, `class Cell: UITableViewCell`,
        /// `struct Card_Previews: PreviewProvider`): their colour properties are one view's, no theme.
        var viewTypes: Set<String> = []

        mutating func noteView(_ inheritance: InheritanceClauseSyntax?, _ path: [String]) {
            let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" || $0 == "PreviewProvider"
                || ThemeAssembler.viewTypeSuffixes.contains(where: $0.hasSuffix) }) {
                viewTypes.insert(path.joined(separator: "."))
            }
        }

        /// The labels a type's initialisers take colours by, from its colour-typed instance properties and initialiser
        /// parameters read so far (`Theme.init(tintColor: UIColor, …)`): there `.RCBlue()` or `.white` is a colour.
        var colorLabels: [String: [String: String]] = [:]

        /// Protocols the file declares: their extensions' computed colours are every conforming type's default
        /// (`extension ColorPaletteiOS { var TextNorm: ProtonColor { ProtonColor(name: "MobileTextNorm") } }`), one
        /// value, no theme instance's.
        var protocols: Set<String> = []

        /// What each struct and class inherits from (`WalletColorPaletteiOS` → `ColorPaletteiOS`), by its name path.
        var inheritedTypes: [String: [String]] = [:]
        var notedConformerColors: Set<String> = []
        /// The qualified names of the colour constants read so far, and how many of `document.constants` they hold.
        private var colourConstantNames: Set<String> = []
        private var colourConstantsIndexed = 0

        func isInAView(_ owner: [String]) -> Bool {
            owner.indices.contains { viewTypes.contains(owner[...$0].joined(separator: ".")) }
        }

        init(reader: Reader) {
            self.reader = reader
            document = SwiftDesignDocument(file: reader.file)
        }

        /// Words of a type's name that may make its numbers a scale (which scale, by the configured words, is the
        /// assembler's to decide).
        static let scaleWords: Set<String> = ["spacing", "spacings", "space", "padding", "margin", "inset", "insets", "gap",
                                              "gutter", "radius", "radii", "corner", "rounding", "font", "fontsize", "typography",
                                              "size", "sizes", "height", "metrics", "layout", "dimension", "dimensions"]

        static func namesAScale(_ owner: [String]) -> Bool {
            owner.contains { name in (ASCIIWords.split(name, digitsInWords: false) ?? []).contains(where: scaleWords.contains) }
        }

        static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]

        /// `UIColor` for `UIColor?` and `UIColor!`.
        static func unwrappedName(_ type: TypeSyntax) -> String {
            var text = type.trimmedDescription
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            return text
        }

        /// The value kind a written type names (`UIColor`, `UIColor!`, `CGFloat?`).
        static func kind(of type: TypeSyntax?) -> SwiftDesignValueKind? {
            guard let text = type.map(unwrappedName) else { return nil }
            if SwiftThemeTypes.colorTypes.contains(text) { return .color }
            if numberTypes.contains(text) { return .number }
            return nil
        }

        /// `UIColor` for `UIColor?`, `UIColor!` and the file's alias of it.
        func colorTypeName(_ type: TypeSyntax) -> String {
            let text = Self.unwrappedName(type)
            return reader.colorTypeAliases[text] ?? text
        }

        /// The value kind a written type names, the file's colour type aliases (`RSColor`) too.
        func kind(ofType type: TypeSyntax?) -> SwiftDesignValueKind? {
            Self.kind(of: type) ?? type.flatMap { reader.colorTypeAliases[$0.trimmedDescription] }.map { _ in .color }
                ?? (type.map(Self.isSomeColorProtocol) == true ? .color : nil)
        }

        /// `some hColor`, `any ThemeColor`: a value of a team's own colour protocol, named for a colour.
        static func isSomeColorProtocol(_ type: TypeSyntax) -> Bool {
            guard let written = type.as(SomeOrAnyTypeSyntax.self)?.constraint.trimmedDescription else { return false }
            return SwiftThemeTypes.namesAColour(written)
        }

        /// `UIColor.brand.withAlphaComponent` for a chain of names (calls and other expressions inside end it at the
        /// call: `UIColor(…).x` is `UIColor`), built from the names alone: this runs for every constant of every file.
        static func dottedName(_ expression: ExprSyntax) -> String? {
            var names: [String] = []
            var current: ExprSyntax? = expression
            while let node = current, names.count < 16 {
                if let reference = node.as(DeclReferenceExprSyntax.self) {
                    names.append(reference.baseName.text)
                    return names.reversed().joined(separator: ".")
                }
                if let member = node.as(MemberAccessExprSyntax.self) {
                    names.append(member.declName.baseName.text)
                    // `.dynamic(…)`: a member of the type the context expects.
                    guard let base = member.base else { return "." + names.reversed().joined(separator: ".") }
                    current = base
                } else if let call = node.as(FunctionCallExprSyntax.self) {
                    names.removeAll()
                    current = call.calledExpression
                } else {
                    return nil
                }
            }
            return nil
        }

        /// The kind an unannotated constant's value has: a colour initialiser (`UIColor(…)`, `Color(…)`), a number.
        func kind(of value: ExprSyntax) -> SwiftDesignValueKind? {
            if let forced = value.as(ForceUnwrapExprSyntax.self) { return kind(of: forced.expression) }
            if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) { return .number }
            if let macro = value.as(MacroExpansionExprSyntax.self) { return SwiftSourceLoader.Reader.isColorLiteral(macro) ? .color : nil }
            if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return kind(of: prefix.expression) }
            // `UIColor(…)`, `UIColor.init(…)`, `UIColor.rgb(…)`, `UIColor.brand.withAlphaComponent(…)`, `UIColor.systemBlue`.
            guard let written = Self.dottedName(value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value) else { return nil }
            let root = String(written.prefix { $0 != "." })
            if SwiftThemeTypes.colorTypes.contains(root) || SwiftThemeTypes.colorTypes.contains(written) || reader.colorTypeAliases[root] != nil {
                return .color
            }
            // SwiftGen's colour assets: `ColorAsset(name: "Brand")` and `Asset.brand.swiftUIColor`.
            if root == SwiftDesignEvaluator.colorAssetType || written.hasSuffix("." + SwiftDesignEvaluator.colorAssetSwiftUIMember) { return .color }
            // A team's own type naming a colour set: `ProtonColor(name: "MobileTextNorm")`.
            if let call = value.as(FunctionCallExprSyntax.self), SwiftDesignEvaluator.isColorSetWrapper(written),
               call.arguments.contains(where: { ["name", "named"].contains($0.label?.text) && $0.expression.is(StringLiteralExprSyntax.self) }) {
                return .color
            }
            // `Asset.Colors.brand.color` of SwiftGen's default enum (whether it is a `ColorAsset` is the evaluator's to say).
            if root == "Asset", written.hasSuffix(".color") { return .color }
            // A team's light/dark helper (`swift.modeHelpers`) makes a colour.
            if value.is(FunctionCallExprSyntax.self), reader.modeHelpers[String(written.split(separator: ".").last ?? "")] != nil { return .color }
            // `DynamicColor(lightColor: .gray10, darkColor: .gray90)`: a type of the team's own named for a colour, given one
            // per mode by plain labels (not `lightImage:`), none a literal (not `light: "bg"` or `light: 12`).
            if let call = value.as(FunctionCallExprSyntax.self), root.first?.isUppercase == true,
               SwiftThemeTypes.namesAColour(SwiftSourceLoader.typeCalled(written)),
               SwiftDesignEvaluator.namesBothModes(call.arguments.map { $0.label?.text }),
               call.arguments.allSatisfy({ argument in
                   SwiftDesignEvaluator.mode(ofLabel: argument.label?.text) == nil || SwiftDesignEvaluator.isPlainModeLabel(argument.label?.text)
                       && !argument.expression.is(StringLiteralExprSyntax.self) && kind(of: argument.expression) != .number
               }) {
                return .color
            }
            if value.is(FunctionCallExprSyntax.self), ["CGFloat", "Double", "Float"].contains(root) { return .number }
            return nil
        }

        mutating func read(statements: CodeBlockItemListSyntax, owner: [String]) {
            for statement in statements {
                if case let .decl(decl) = statement.item, let declared = decl.as(ProtocolDeclSyntax.self) { protocols.insert(declared.name.text) }
            }
            for statement in statements {
                guard case let .decl(decl) = statement.item else { continue }
                read(decl: decl, owner: owner, enumCases: nil, isTopLevel: true)
            }
        }

        mutating func read(decl: DeclSyntax, owner: [String], enumCases: [String]?, isTopLevel: Bool) {
            if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                read(extension: extensionDecl)
            } else if let structDecl = decl.as(StructDeclSyntax.self) {
                guard structDecl.name.text != SwiftThemeTypes.fontSizesType else { return }
                read(type: structDecl, owner: owner)
            } else if let classDecl = decl.as(ClassDeclSyntax.self) {
                read(type: classDecl, owner: owner)
            } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
                let cases = enumDecl.memberBlock.members.flatMap { member -> [String] in
                    member.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.text) ?? []
                }
                notePrivate(enumDecl.modifiers, owner + [enumDecl.name.text])
                if reader.isDeprecated(enumDecl.attributes) { deprecatedTypes.insert((owner + [enumDecl.name.text]).joined(separator: ".")) }
                readRawValueCases(enumDecl, owner: owner + [enumDecl.name.text])
                read(members: enumDecl.memberBlock.members, owner: owner + [enumDecl.name.text], enumCases: cases)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                read(variable: variable, owner: owner, enumCases: enumCases, isTopLevel: isTopLevel)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                read(function: function, owner: owner)
                readColorHelper(function, owner: owner)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                for parameter in initializer.signature.parameterClause.parameters where kind(ofType: parameter.type) == .color {
                    colorLabels[owner.joined(separator: "."), default: [:]][parameter.firstName.text] = colorTypeName(parameter.type)
                }
                readPaletteInitializer(initializer, owner: owner)
                readColorHelper(initializer, owner: owner)
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                let skippedBefore = reader.document.skipped.count
                let active = reader.activeClause(ifConfig)
                // A condition that cannot be decided skips the whole block.
                let undecided = reader.document.skipped.count > skippedBefore
                switch active?.elements {
                case let .statements(statements)?: read(statements: statements, owner: owner)
                case let .decls(decls)?: read(members: decls, owner: owner, enumCases: enumCases)
                default: break
                }
                // Another platform's clause (`#if targetEnvironment(macCatalyst)`, `os(macOS)`) holds values of the
                // shared design; a flag's (`DEBUG`, `false`) holds dead or debug code.
                guard !undecided, ifConfig.clauses.allSatisfy({ $0.condition.map(Self.isPlatformCondition) ?? true }) else { return }
                for clause in ifConfig.clauses where clause.id != active?.id {
                    guard case let .decls(decls)? = clause.elements else { continue }
                    for member in decls {
                        if let variable = member.decl.as(VariableDeclSyntax.self) { readOtherPlatformSteps(variable, owner: owner) }
                    }
                }
            }
        }

        /// A struct's or class's members, with what its declaration says of them.
        mutating func read(type: some DeclGroupSyntax & NamedDeclSyntax, owner: [String]) {
            let path = owner + [type.name.text]
            noteDynamicMembers(type.memberBlock.members, type: type.name.text)
            noteColorSetWrapper(type.memberBlock.members, type: type.name.text)
            notePrivate(type.modifiers, path)
            if reader.isDeprecated(type.attributes) { deprecatedTypes.insert(path.joined(separator: ".")) }
            noteView(type.inheritanceClause, path)
            if let inherited = type.inheritanceClause?.inheritedTypes.map({ $0.type.trimmedDescription }) {
                inheritedTypes[path.joined(separator: ".")] = inherited
            }
            noteModePairType(type.memberBlock.members, type: type.name.text)
            read(members: type.memberBlock.members, owner: path, enumCases: nil)
        }

        mutating func read(extension extensionDecl: ExtensionDeclSyntax) {
            let extended = extensionDecl.extendedType.trimmedDescription
            // The what3words preset types are read as presets.
            guard !SwiftThemeTypes.themeTypes.contains(extended) else { return }
            noteDynamicMembers(extensionDecl.memberBlock.members, type: extended)
            // `extension Palette where Self: AnyObject`: defaults of some conforming types only.
            guard extensionDecl.genericWhereClause == nil || !protocols.contains(extended) else { return }
            read(members: extensionDecl.memberBlock.members, owner: extended.split(separator: ".").map(String.init), enumCases: nil)
        }

        /// `static func spacing(_ token: SpacingToken) -> CGFloat { switch token { case .size80: return 8 … } }`
        /// (Fluent's `GlobalTokens`): a value per case of its parameter, as an enum's `switch self` gives, named by the
        /// function and its parameter's type (`corner(_: CornerRadiusToken)`).
        mutating func read(function: FunctionDeclSyntax, owner: [String]) {
            let isStatic = function.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            let parameters = Array(function.signature.parameterClause.parameters)
            guard isStatic, parameters.count == 1, let returned = function.signature.returnClause?.type,
                  let kind = Self.kind(of: returned), let statements = function.body?.statements.map({ $0 }),
                  (1...2).contains(statements.count),
                  let switchExpression = Reader.returnedValue(statements.last)?.as(SwitchExprSyntax.self)
                    ?? statements.last?.item.as(SwitchExprSyntax.self)
                    ?? statements.last?.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
            else { return }
            let parameter = parameters[0]
            let internalName = (parameter.secondName ?? parameter.firstName).text
            guard switchExpression.subject.trimmedDescription == internalName else { return }
            // `let theme = theme ?? Theme.shared.activeTheme` before the switch (Pocket Casts' `ThemeColor`): the
            // parameter, with a default for when none is given.
            if statements.count == 2 {
                guard let binding = statements[0].item.as(VariableDeclSyntax.self)?.bindings.first, binding.pattern.trimmedDescription == internalName,
                      let value = binding.initializer?.value.trimmedDescription, value == internalName || value.hasPrefix(internalName + " ??")
                else { return }
            }
            let branches = self.branches(of: switchExpression)
            guard !branches.isEmpty else { return }
            var values = SwiftCaseSwitch(owner: owner, property: function.name.text, kind: kind, branches: branches,
                                         allCases: branches.flatMap(\.cases), location: reader.location(of: Syntax(function.name)))
            values.isFunction = true
            let parameterWords = ThemeAssembler.splitWords(internalName + " " + parameter.type.trimmedDescription)
            values.switchesOverThemes = parameterWords.contains { ["theme", "themes", "appearance", "scheme"].contains($0) }
            values.switchesOverTextStyles = ["TextStyle", "UIFont.TextStyle", "Font.TextStyle", "NSFont.TextStyle"]
                .contains(parameter.type.trimmedDescription)
            document.switches.append(values)
        }

        /// `convenience init(studioColor: ColorStudio, alpha: CGFloat = 1) { self.init(hexString: studioColor.rawValue,
        /// alpha: alpha) }` in an extension of a colour type: the call makes the colour of the palette value it is given,
        /// with the alpha the call gives or the parameter's default. Each labelled parameter's type (a palette's, not a
        /// number's or a colour's) is kept too, for the implicit members calls give it.
        mutating func readPaletteInitializer(_ initializer: InitializerDeclSyntax, owner: [String]) {
            guard SwiftThemeTypes.colorTypes.contains(owner.joined(separator: ".")) else { return }
            let parameters = Array(initializer.signature.parameterClause.parameters)
            // Numbers, strings and colours name no palette's cases.
            let plainTypes: Set<String> = ["String", "Int", "UInt", "UInt8", "UInt32", "UInt64", "Int64", "CGFloat", "Double", "Float", "Bool"]
            for parameter in parameters where parameter.firstName.text != "_" {
                let type = parameter.type.trimmedDescription
                guard !plainTypes.contains(type), !SwiftThemeTypes.colorTypes.contains(type) else { continue }
                document.initializerParameterTypes[parameter.firstName.text] = type
            }
            guard let parameter = parameters.first, parameters.count <= 2 else { return }
            let alpha = parameters.count == 2 ? parameters[1] : nil
            guard alpha.map({ $0.firstName.text == "alpha" }) ?? true else { return }
            guard let statements = initializer.body?.statements, statements.count == 1,
                  let call = statements.first?.item.as(FunctionCallExprSyntax.self)
                    ?? statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                  call.calledExpression.trimmedDescription == "self.init",
                  let hex = call.arguments.first, hex.label?.text.lowercased().contains("hex") == true,
                  hex.expression.trimmedDescription == (parameter.secondName ?? parameter.firstName).text + ".rawValue"
            else { return }
            let passed = Array(call.arguments.dropFirst())
            let alphaName = alpha.map { ($0.secondName ?? $0.firstName).text }
            guard passed.isEmpty || (passed.count == 1 && passed[0].label?.text == "alpha" && passed[0].expression.trimmedDescription == alphaName)
            else { return }
            document.paletteInitializerLabels.append(parameter.firstName.text)
            if let value = alpha?.defaultValue?.value { document.paletteInitializerAlphaDefaults[parameter.firstName.text] = reader.expression(value) }
        }

        /// A static or top-level function returning a colour type whose body is one expression (`static func
        /// rgba(_ red: CGFloat, …) -> UIColor { UIColor(red: red / 255, …) }`): a colour helper (`SwiftColorHelper`).
        mutating func readColorHelper(_ function: FunctionDeclSyntax, owner: [String]) {
            let isStatic = function.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            guard isStatic || owner.isEmpty, function.genericParameterClause == nil,
                  Self.kind(of: function.signature.returnClause?.type) == .color,
                  let statements = function.body?.statements, statements.count == 1,
                  let body = Reader.returnedValue(statements.first), !body.is(SwitchExprSyntax.self), !body.is(IfExprSyntax.self)
            else { return }
            document.colorHelpers.append(SwiftColorHelper(owner: owner, name: function.name.text,
                                                          parameters: helperParameters(function.signature.parameterClause.parameters),
                                                          body: reader.expression(body)))
            // `static func RCBlue() -> UIColor { UIColor(rgb: 0x1D74F5, alphaVal: 1) }`: a named colour, as a `static var` is;
            // one that returns what another call or a condition gives is a helper only.
            if isStatic, function.signature.parameterClause.parameters.isEmpty, kind(of: body) == .color {
                document.constants.append(SwiftDesignConstant(owner: owner, name: function.name.text, kind: .color, value: reader.expression(body),
                                                              location: reader.location(of: Syntax(function.name)),
                                                              deprecated: reader.isDeprecated(function.attributes), isInPrivateType: isInPrivateType(owner)))
            }
        }

        /// An initialiser of a colour type whose body is one `self.init(…)` (`convenience init(r: CGFloat, g: CGFloat, b:
        /// CGFloat) { self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: 1) }`): a colour helper.
        mutating func readColorHelper(_ initializer: InitializerDeclSyntax, owner: [String]) {
            guard SwiftThemeTypes.colorTypes.contains(owner.joined(separator: ".")), initializer.optionalMark == nil,
                  initializer.genericParameterClause == nil,
                  let statements = initializer.body?.statements, statements.count == 1,
                  let call = Reader.returnedValue(statements.first)?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.trimmedDescription == "self.init",
                  case let .call("self", arguments, location) = reader.expression(ExprSyntax(call))
            else { return }
            document.colorHelpers.append(SwiftColorHelper(owner: owner, name: "init",
                                                          parameters: helperParameters(initializer.signature.parameterClause.parameters),
                                                          body: .call(type: nil, arguments: arguments, location)))
        }

        func helperParameters(_ parameters: FunctionParameterListSyntax) -> [SwiftColorHelper.Parameter] {
            parameters.map { parameter in
                SwiftColorHelper.Parameter(label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
                                           name: (parameter.secondName ?? parameter.firstName).text,
                                           defaultValue: parameter.defaultValue.map { reader.expression($0.value) })
            }
        }

        /// `enum Spacing: CGFloat { case small = 12, medium = 16 }`: in a type named for a scale, cases with numeric
        /// raw values are its steps (`Spacing.small` 12). `enum ColorStudio: String { case gray50 = "646970" }`: cases
        /// whose raw values are all hex colours are a palette.
        mutating func readRawValueCases(_ enumDecl: EnumDeclSyntax, owner: [String]) {
            let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]
            guard let inherited = enumDecl.inheritanceClause?.inheritedTypes else { return }
            if inherited.contains(where: { $0.type.trimmedDescription == "String" }) { return readHexCases(enumDecl, owner: owner) }
            guard inherited.contains(where: { numericTypes.contains($0.type.trimmedDescription) }), Self.namesAScale(owner),
                  !Self.isOrdinal(enumDecl) else { return }
            for member in enumDecl.memberBlock.members {
                guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in caseDecl.elements {
                    guard let rawValue = element.rawValue?.value else { continue }
                    document.constants.append(SwiftDesignConstant(owner: owner, name: element.name.text, kind: .number,
                                                                  value: reader.expression(rawValue),
                                                                  location: reader.location(of: Syntax(element.name)),
                                                                  deprecated: reader.isDeprecated(caseDecl.attributes),
                                                                  isInPrivateType: isInPrivateType(owner)))
                }
            }
        }

        /// `enum FontSize: Int { case small = 0, medium = 1, large = 2 }`: a setting's choices counted from 0 or 1,
        /// not sizes in points.
        static func isOrdinal(_ enumDecl: EnumDeclSyntax) -> Bool {
            var values: [Int] = []
            for member in enumDecl.memberBlock.members {
                guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in caseDecl.elements {
                    guard let rawValue = element.rawValue?.value else { return false }
                    guard let literal = rawValue.as(IntegerLiteralExprSyntax.self), let value = Int(literal.literal.text) else { return false }
                    values.append(value)
                }
            }
            values.sort()
            guard values.count >= 2, let first = values.first, first == 0 || first == 1 else { return false }
            return values == Array(first..<(first + values.count))
        }

        /// The cases of a `String` enum, as colours, when every case's raw value is six hex digits (with or without
        /// `#`), there are two or more, and not all are decimal: a palette written as its hex codes.
        mutating func readHexCases(_ enumDecl: EnumDeclSyntax, owner: [String]) {
            var cases: [(element: EnumCaseElementSyntax, caseDecl: EnumCaseDeclSyntax, value: String)] = []
            for member in enumDecl.memberBlock.members {
                guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in caseDecl.elements {
                    guard let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue,
                          text.count == (text.hasPrefix("#") ? 7 : 6), text.dropFirst(text.hasPrefix("#") ? 1 : 0).allSatisfy(\.isHexDigit)
                    else { return }
                    cases.append((element, caseDecl, text))
                }
            }
            // Codes of decimal digits only (`case text = "100001"`: error codes, identifiers) are no colours: a palette
            // writes `#` or a letter somewhere.
            guard cases.count >= 2, cases.contains(where: { $0.value.hasPrefix("#") || $0.value.contains(where: \.isLetter) }) else { return }
            for (element, caseDecl, text) in cases {
                let location = reader.location(of: Syntax(element.name))
                document.constants.append(SwiftDesignConstant(owner: owner, name: element.name.text, kind: .color,
                                                              value: .string(text, location), location: location,
                                                              deprecated: reader.isDeprecated(caseDecl.attributes),
                                                              isInPrivateType: isInPrivateType(owner)))
            }
        }

        mutating func read(members: MemberBlockItemListSyntax, owner: [String], enumCases: [String]?) {
            for member in members { read(decl: member.decl, owner: owner, enumCases: enumCases, isTopLevel: false) }
        }

        mutating func read(variable: VariableDeclSyntax, owner: [String], enumCases: [String]?, isTopLevel: Bool) {
            let isStatic = variable.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            let deprecated = reader.isDeprecated(variable.attributes) || isInDeprecatedType(owner)
            let inAView = isInAView(owner)
            let isProtocolDefault = owner.count == 1 && protocols.contains(owner[0])
            let isInstance = !isStatic && !isTopLevel && enumCases == nil && !owner.isEmpty && !inAView && !isProtocolDefault
            var place = PropertyPlace(owner: owner, enumCases: enumCases, isStatic: isStatic || isProtocolDefault, isTopLevel: isTopLevel,
                                      isInstance: isInstance, inAView: inAView, deprecated: deprecated)
            place.isProtocolDefault = isProtocolDefault
            // `let background, text: UIColor`: the type is written once, on the last name.
            let sharedType = variable.bindings.last?.typeAnnotation?.type
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let location = reader.location(of: Syntax(binding.pattern))
                let written = kind(ofType: binding.typeAnnotation?.type)
                if !isStatic, !owner.isEmpty { noteStoredProperty(name, binding, type: binding.typeAnnotation?.type ?? sharedType, owner: owner) }
                if isInstance { noteAppearance(name, binding, variable, owner: owner) }
                // `let ColorProvider = ColorProviderBase()`: what `ColorProvider.x` reads is that type's.
                if isTopLevel, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                   let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
                    document.globalInstanceTypes[name] = type
                }
                if let accessors = binding.accessorBlock {
                    readGetter(accessors, name: name, written: written, at: location, place: place,
                               declaredType: binding.typeAnnotation?.type)
                    continue
                }
                // `static var colorPalette: W3WColorPalette = ["ErrorText": [.light: a, .dark: b], …]`: named colours
                // with a value per mode (what3words' W3WSettings).
                if isStatic || isTopLevel, let dictionary = binding.initializer?.value.as(DictionaryExprSyntax.self) {
                    readPalette(dictionary, owner: owner + [name], deprecated: deprecated)
                    continue
                }
                // `static let light = ColorValues(accent: UIColor(…), background: …)`: one instance's colours, by label.
                if !inAView, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), readInstanceArguments(call, owner: owner + [name])
                    || isStatic && written == nil && noteInstanceCandidate(call, declaredType: binding.typeAnnotation?.type, owner: owner + [name]) {
                    continue
                }
                // `var tintColor: Color = .init(red: …)` in a struct or class: one instance's colour.
                if isInstance, let initializer = binding.initializer?.value, (written ?? kind(of: initializer)) == .color {
                    addInstanceColor(name, reader.expression(initializer), owner: owner, at: location, deprecated: deprecated)
                    noteConformerColor(name, reader.expression(initializer), owner: owner, at: location)
                    continue
                }
                guard isStatic || isTopLevel, let initializer = binding.initializer?.value,
                      let kind = written ?? kind(of: initializer) ?? aliasKind(initializer, owner: owner) else { continue }
                // A number is design only in a type named for a scale (`enum Spacing`); `Model.limit` is not.
                guard kind == .color || Self.namesAScale(owner) || ThemeAssembler.namesAScaleStep(name, owner: owner) else { continue }
                document.constants.append(SwiftDesignConstant(owner: owner, name: name, kind: kind, value: reader.expression(initializer),
                                                              location: location, deprecated: deprecated, isInPrivateType: isInPrivateType(owner)))
            }
        }

        /// `static let alertRedOnLight = alertRed50` in `extension Color`: the kind of the colour type's constant the file
        /// declared before under that name.
        mutating func aliasKind(_ initializer: ExprSyntax, owner: [String]) -> SwiftDesignValueKind? {
            guard owner.count == 1, SwiftThemeTypes.colorTypes.contains(owner[0]) else { return nil }
            let name = initializer.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? initializer.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil }
            guard let name else { return nil }
            // Indexed as they come: a file of thousands of aliases stays linear.
            for constant in document.constants[colourConstantsIndexed...] where constant.kind == .color {
                colourConstantNames.insert(constant.qualifiedName)
            }
            colourConstantsIndexed = document.constants.count
            return colourConstantNames.contains(owner[0] + "." + name) ? .color : nil
        }

        /// `subscript(dynamicMember keypath: KeyPath<any ColorPaletteiOS, ProtonColor>) -> UIColor { … }` in a
        /// `@dynamicMemberLookup` type or an extension of it (only such a type may declare one): the roots its key paths
        /// start from, in the order declared.
        mutating func noteDynamicMembers(_ members: MemberBlockItemListSyntax, type: String) {
            for member in members {
                guard let subscriptDecl = member.decl.as(SubscriptDeclSyntax.self),
                      let parameter = subscriptDecl.parameterClause.parameters.first, parameter.firstName.text == "dynamicMember",
                      let keyPath = parameter.type.as(IdentifierTypeSyntax.self), keyPath.name.text.hasSuffix("KeyPath"),
                      let arguments = keyPath.genericArgumentClause?.arguments.map(\.argument.trimmedDescription), arguments.count == 2,
                      // A provider of colours from colours (Draftsman's layout anchors are none).
                      Self.kind(of: subscriptDecl.returnClause.type) == .color,
                      SwiftThemeTypes.colorTypes.contains(arguments[1]) || SwiftDesignEvaluator.isColorSetWrapper(arguments[1])
                else { continue }
                let root = arguments[0]
                let name = root.hasPrefix("any ") ? String(root.dropFirst(4)) : root
                if !(document.dynamicMemberRoots[type] ?? []).contains(name) { document.dynamicMemberRoots[type, default: []].append(name) }
            }
        }

        /// `struct ProtonColor { let name: String; … }`: a type named for a colour that stores a name and no colour of
        /// its own holds a colour set's name.
        mutating func noteColorSetWrapper(_ members: MemberBlockItemListSyntax, type: String) {
            guard SwiftDesignEvaluator.isColorSetWrapper(type) else { return }
            var storesName = false
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    let written = binding.typeAnnotation.map { Self.unwrappedName($0.type) }
                    if kind(ofType: binding.typeAnnotation?.type) == .color { return }
                    if binding.pattern.trimmedDescription == "name", written == "String" { storesName = true }
                    // `let alternativeDarkName: String?`: the set drawn in dark mode.
                    if let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, written == "String",
                       ASCIIWords.split(property, digitsInWords: false)?.contains("dark") == true {
                        document.colorSetWrapperDarkNames[type] = property
                    }
                }
            }
            if storesName { document.colorSetWrappers.append(type) }
        }

        /// Where a property is declared, as its reading needs it.
        struct PropertyPlace {
            var owner: [String]
            var enumCases: [String]?
            var isStatic, isTopLevel, isInstance, inAView, deprecated: Bool
            /// In an extension of a protocol the file declares: a default, read only when its body is one colour
            /// expression (`isEnabled ? a : b` is a conforming type's state).
            var isProtocolDefault = false
        }

        /// A property with a getter: an instance made anew on each read, a theme's computed colour (a name only), an
        /// enum's value per case, or a constant whose getter returns one expression.
        mutating func readGetter(_ accessors: AccessorBlockSyntax, name: String, written: SwiftDesignValueKind?, at location: SourceLocation,
                                 place: PropertyPlace, declaredType: TypeSyntax? = nil) {
            let owner = place.owner
            // `static var dark: Theme { Theme(background: …, text: …, …) }`: an instance made anew on each read.
            if written == nil, place.isStatic || place.isTopLevel, !place.inAView, let body = Self.getterBody(accessors), body.count == 1,
               let call = Reader.returnedValue(body.first)?.as(FunctionCallExprSyntax.self), readInstanceArguments(call, owner: owner + [name]) {
                return
            }
            guard let body = Self.getterBody(accessors) else { return }
            // `var TextNorm: ProtonColor { Shade100 }`: a conforming type's colour of a wrapper type it names.
            if place.isInstance, written == nil, let declaredType, SwiftDesignEvaluator.isColorSetWrapper(Self.unwrappedName(declaredType)),
               body.count == 1,
               let value = Reader.returnedValue(body.first) {
                noteConformerColor(name, reader.expression(value), owner: owner, at: location)
            }
            if place.isStatic, body.count == 1, let value = Reader.returnedValue(body.first), let (type, label, path) = Self.themeKeyPath(value),
               let made = type ?? declaredType.map(Self.unwrappedName) {
                document.themeKeyPathAccessors[name] = SwiftThemeAccessor(type: made, label: label, path: path)
                return
            }
            let returned = body.count == 1 ? Reader.returnedValue(body.first) : nil
            let bodyKind = returned.flatMap(kind(of:))
            // A default of the type written (`var onPrimary: Color { .white }`, `{ primary.opacity(0.12) }`) when it is
            // one value, not a conforming type's state (`isEnabled ? a : b`).
            let isOneValue = returned.map { value in
                !value.is(TernaryExprSyntax.self) && !value.is(SequenceExprSyntax.self) && !value.is(IfExprSyntax.self) && !value.is(SwitchExprSyntax.self)
            } ?? false
            guard let kind = place.isProtocolDefault ? bodyKind ?? (isOneValue ? written : nil) : written ?? bodyKind else { return }
            // `var baseColor: UIColor { flag ? a : b }` in a theme class: one of its colours, by name only (what a
            // getter returns may be another instance's property or a run-time choice).
            if place.isInstance, kind == .color {
                addInstanceColor(name, .opaque(reason: "a computed colour", location), owner: owner, at: location, deprecated: place.deprecated)
                if body.count == 1, let value = Reader.returnedValue(body.first) {
                    noteConformerColor(name, reader.expression(value), owner: owner, at: location)
                }
                return
            }
            // An enum's `var tintColor: UIColor { switch self { case .a: return … } }`: a value per case.
            if !place.isStatic, let enumCases = place.enumCases, body.count == 1,
               let switchExpression = Reader.returnedValue(body.first)?.as(SwitchExprSyntax.self),
               switchExpression.subject.trimmedDescription == "self"
            {
                let branches = self.branches(of: switchExpression)
                guard !branches.isEmpty else { return }
                document.switches.append(SwiftCaseSwitch(owner: owner, property: name, kind: kind, branches: branches,
                                                         allCases: enumCases, location: location))
                return
            }
            guard place.isStatic || place.isTopLevel, body.count == 1, let value = Reader.returnedValue(body.first) else { return }
            if place.isProtocolDefault, kind == .color { document.protocolsWithDefaults.insert(owner[0]) }
            document.constants.append(SwiftDesignConstant(owner: owner, name: name, kind: kind, value: reader.expression(value),
                                                          location: location, deprecated: place.deprecated, isInPrivateType: isInPrivateType(owner)))
        }

        /// One colour of a theme instance: a property with a default, a label of its initialiser, or a computed one by name.
        mutating func addInstanceColor(_ name: String, _ value: SwiftExpression, owner: [String], at location: SourceLocation, deprecated: Bool) {
            document.instanceColors.append(SwiftDesignConstant(owner: owner, name: name, kind: .color, value: value, location: location,
                                                               deprecated: deprecated, isInPrivateType: isInPrivateType(owner)))
        }

        /// `init(light: Color, dark: Color)`: a type that holds a colour per mode.
        mutating func noteModePairType(_ members: MemberBlockItemListSyntax, type: String) {
            for member in members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
                let modes = Set(initializer.signature.parameterClause.parameters.compactMap { SwiftDesignEvaluator.mode(ofLabel: $0.firstName.text) })
                if modes.count == 2 {
                    document.modePairTypes.append(type)
                    return
                }
            }
        }

        /// A colour of a type that inherits from another: a variant's value where the other is a protocol with defaults.
        mutating func noteConformerColor(_ name: String, _ value: SwiftExpression, owner: [String], at location: SourceLocation) {
            let path = owner.joined(separator: ".")
            guard let inherited = inheritedTypes[path], !isInPrivateType(owner), notedConformerColors.insert(path + "." + name).inserted
            else { return }
            document.conformerColors.append(SwiftDesignConstant(owner: owner, name: name, kind: .color, value: value, location: location))
            document.conformances[path] = inherited
        }

        /// `ColorValues(accent: UIColor(rgb: 0x0DBD8B), primaryContent: …, background: …)`: a type's initialiser given
        /// four or more colours by label makes one instance of a theme, whose colours are named by the labels.
        mutating func readInstanceArguments(_ call: FunctionCallExprSyntax, owner written: [String]) -> Bool {
            let owner = Self.withoutBackticks(written)
            guard call.trailingClosure == nil, call.arguments.count >= 4,
                  let type = Self.dottedName(call.calledExpression).map(SwiftSourceLoader.typeCalled),
                  type.first?.isUppercase == true || type.isEmpty, kind(of: ExprSyntax(call)) != .color
            else { return false }
            let key = type.isEmpty ? owner.dropLast().joined(separator: ".") : type
            let declared = colorLabels[key] ?? colorLabels.keys.sorted().first { $0.hasSuffix("." + key) }.flatMap { colorLabels[$0] } ?? [:]
            let colors = Array(call.arguments).filter { argument in
                guard let label = argument.label?.text else { return false }
                return kind(of: argument.expression) == .color || declared[label] != nil && !argument.expression.is(NilLiteralExprSyntax.self)
            }
            guard colors.count >= 4 else { return false }
            for argument in colors {
                var value = reader.expression(argument.expression)
                // `.gray` for a `UIColor` parameter is `UIColor.gray`.
                if case let .reference(nil, path, false, location) = value, path.count == 1, let type = declared[argument.label!.text] {
                    value = .reference(root: type, path: path, bare: false, location)
                }
                addInstanceColor(argument.label!.text, value, owner: owner, at: reader.location(of: Syntax(argument.label!)), deprecated: false)
            }
            for argument in call.arguments {
                guard let label = argument.label?.text, let mode = Self.statedAppearance(label, argument.expression) else { continue }
                document.instanceAppearances[owner.joined(separator: ".")] = mode
            }
            return true
        }

        /// `var accent: Color`, `var label: ColorHierarchy`: a stored property's type, what an instance's argument by
        /// that label is (a colour by a colour type's label wherever the instance is made).
        mutating func noteStoredProperty(_ name: String, _ binding: PatternBindingSyntax, type: TypeSyntax?, owner: [String]) {
            guard binding.initializer == nil, binding.accessorBlock == nil, let type else { return }
            if let root = Self.keyPathRoot(type) { document.keyPathRoots[(owner + [name]).joined(separator: ".")] = root }
            if kind(ofType: type) == .color { colorLabels[owner.joined(separator: "."), default: [:]][name] = colorTypeName(type) }
            document.instancePropertyTypes[owner.joined(separator: "."), default: [:]][name] = colorTypeName(type)
        }

        /// `` static let `default` `` is the instance `default`.
        static func withoutBackticks(_ owner: [String]) -> [String] {
            owner.map { $0.hasPrefix("`") && $0.hasSuffix("`") && $0.count > 2 ? String($0.dropFirst().dropLast()) : $0 }
        }

        /// `static let dracula: Self = .init(label: .init(primary: _primary, …), accent: _purple, …)`: an instance whose
        /// argument kinds the type's declaration will tell (see `SwiftInstanceCandidate`). Four labelled arguments at
        /// least, nested initialisers one level deep.
        mutating func noteInstanceCandidate(_ call: FunctionCallExprSyntax, declaredType: TypeSyntax?, owner: [String]) -> Bool {
            guard owner.count >= 2, call.trailingClosure == nil, call.arguments.count >= 4, call.arguments.allSatisfy({ $0.label != nil }),
                  kind(of: ExprSyntax(call)) == nil, let callee = Self.dottedName(call.calledExpression) else { return false }
            let written = SwiftSourceLoader.typeCalled(callee)
            let declared = declaredType.map(Self.unwrappedName)
            let type = !written.isEmpty && written != "." && written.first?.isUppercase == true ? written
                : declared.flatMap { $0 == "Self" ? nil : $0 } ?? owner.dropLast().joined(separator: ".")
            guard type.first?.isUppercase == true, !SwiftThemeTypes.colorTypes.contains(type) else { return false }
            var arguments: [(path: [String], value: SwiftExpression, location: SourceLocation)] = []
            for argument in call.arguments {
                guard let label = argument.label?.text else { continue }
                let location = reader.location(of: Syntax(argument.label!))
                if let nested = argument.expression.as(FunctionCallExprSyntax.self), nested.trailingClosure == nil, !nested.arguments.isEmpty,
                   nested.arguments.allSatisfy({ $0.label != nil }), let name = Self.dottedName(nested.calledExpression),
                   name == ".init" || name.first?.isUppercase == true, kind(of: argument.expression) != .color,
                   !nested.arguments.contains(where: { SwiftDesignEvaluator.mode(ofLabel: $0.label!.text) != nil }) {
                    for inner in nested.arguments {
                        arguments.append(([label, inner.label!.text], reader.expression(inner.expression), reader.location(of: Syntax(inner.label!))))
                    }
                } else {
                    arguments.append(([label], reader.expression(argument.expression), location))
                }
            }
            document.instanceCandidates.append(SwiftInstanceCandidate(type: type, owner: Self.withoutBackticks(owner), arguments: arguments))
            return true
        }

        /// Properties that say which appearance a theme type is for: a style (`.light`) or a flag (`true` for dark).
        static let appearanceStyleNames: Set<String> = ["userInterfaceStyle", "overrideUserInterfaceStyle", "colorScheme", "preferredColorScheme"]
        static let appearanceFlagNames: Set<String> = ["isDark", "isDarkMode", "isDarkTheme"]

        /// `var userInterfaceStyle: UIUserInterfaceStyle { .light }`, `let isDark = true`: the appearance a theme type
        /// says it is for. A `var` with a default (`@AppStorage("isDark") var isDark = false`) is state, not a statement.
        mutating func noteAppearance(_ name: String, _ binding: PatternBindingSyntax, _ variable: VariableDeclSyntax, owner: [String]) {
            let styleNames = Self.appearanceStyleNames
            guard styleNames.contains(name) || Self.appearanceFlagNames.contains(name), variable.attributes.isEmpty else { return }
            var value = variable.bindingSpecifier.tokenKind == .keyword(.let) ? binding.initializer?.value : nil
            if value == nil, let accessors = binding.accessorBlock, let body = Self.getterBody(accessors), body.count == 1 {
                value = Reader.returnedValue(body.first)
            }
            if let value, let mode = Self.statedAppearance(name, value) { document.instanceAppearances[owner.joined(separator: ".")] = mode }
        }

        /// The appearance a property or an initialiser's argument states: `userInterfaceStyle: .dark`, `appearance: .light`
        /// (a team's own type of that name too), `isDark: true`.
        static func statedAppearance(_ name: String, _ value: ExprSyntax) -> String? {
            if let flag = value.as(BooleanLiteralExprSyntax.self), appearanceFlagNames.contains(name) {
                return flag.literal.tokenKind == .keyword(.true) ? "dark" : "light"
            }
            let isStyle = appearanceStyleNames.contains(name) || ["appearance", "appearence"].contains(name.lowercased())
            guard isStyle, let member = value.as(MemberAccessExprSyntax.self), ["light", "dark"].contains(member.declName.baseName.text) else { return nil }
            return member.declName.baseName.text
        }

        /// A condition made of `os(…)`, `targetEnvironment(…)`, `canImport(…)` and `arch(…)` only.
        static func isPlatformCondition(_ condition: ExprSyntax) -> Bool {
            let text = condition.trimmedDescription
            let rest = text.replacing(/(os|targetEnvironment|canImport|arch)\([A-Za-z0-9_.]*\)/, with: "")
            return rest != text && rest.allSatisfy { "!&|() \t\n".contains($0) }
        }

        /// `static let headline = 20.0` in a scale type, under a platform condition that does not apply: a step only.
        mutating func readOtherPlatformSteps(_ variable: VariableDeclSyntax, owner: [String]) {
            guard variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }),
                  Self.namesAScale(owner) else { return }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let initializer = binding.initializer?.value,
                      (Self.kind(of: binding.typeAnnotation?.type) ?? kind(of: initializer)) == .number else { continue }
                document.otherPlatformSteps.append(SwiftDesignConstant(
                    owner: owner, name: name, kind: .number, value: reader.expression(initializer),
                    location: reader.location(of: Syntax(binding.pattern)), deprecated: reader.isDeprecated(variable.attributes),
                    isInPrivateType: isInPrivateType(owner)))
            }
        }

        /// Entries `"Name": [.light: colour, .dark: colour]` become colours named `Owner.Name`; any other dictionary
        /// is passed over.
        mutating func readPalette(_ dictionary: DictionaryExprSyntax, owner: [String], deprecated: Bool) {
            guard case let .elements(elements) = dictionary.content else { return }
            for element in elements {
                guard let key = element.key.as(StringLiteralExprSyntax.self), key.segments.count == 1,
                      let name = key.segments.first?.as(StringSegmentSyntax.self)?.content.text,
                      let modes = element.value.as(DictionaryExprSyntax.self), case let .elements(values) = modes.content
                else { continue }
                var arguments: [SwiftArgument] = []
                for value in values {
                    let text = value.key.trimmedDescription
                    guard text.hasPrefix("."), SwiftDesignEvaluator.mode(ofLabel: String(text.dropFirst())) != nil else { continue }
                    arguments.append(SwiftArgument(label: String(text.dropFirst()), value: reader.expression(value.value),
                                                   text: value.value.trimmedDescription))
                }
                guard !arguments.isEmpty else { continue }
                let location = reader.location(of: Syntax(key))
                document.constants.append(SwiftDesignConstant(owner: owner, name: name, kind: .color, value: .modes(arguments, location),
                                                              location: location, deprecated: deprecated, isInPrivateType: isInPrivateType(owner)))
            }
        }

        /// `.init(hashString: "primary", getColor: \.label.primary)`: a call given one key path of properties only by a
        /// label, the colour a theme's instance holds there: the type called (nil for `.init`), the label and the path.
        static func themeKeyPath(_ value: ExprSyntax) -> (type: String?, label: String, path: [String])? {
            guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
            // An array, not a filtered syntax collection: filtering one builds a new tree, for every getter of every file.
            let keyPaths = call.arguments.filter { $0.expression.is(KeyPathExprSyntax.self) } as [LabeledExprSyntax]
            guard keyPaths.count == 1, let callee = dottedName(call.calledExpression), let label = keyPaths[0].label?.text,
                  let keyPath = keyPaths[0].expression.as(KeyPathExprSyntax.self),
                  keyPath.root == nil else { return nil }
            let names = keyPath.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }
            guard names.count == keyPath.components.count, !names.isEmpty else { return nil }
            let type = SwiftSourceLoader.typeCalled(callee)
            return (type.isEmpty ? nil : type, label, names)
        }

        /// `(Palette) -> Color` (attributes such as `@Sendable` aside) or `KeyPath<Palette, Color>`: `Palette`.
        static func keyPathRoot(_ type: TypeSyntax) -> String? {
            var type = type
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            if let function = type.as(FunctionTypeSyntax.self), function.parameters.count == 1 {
                return unwrappedName(function.parameters.first!.type)
            }
            guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text.hasSuffix("KeyPath"),
                  let first = identifier.genericArgumentClause?.arguments.first else { return nil }
            return first.argument.as(TypeSyntax.self).map(unwrappedName)
        }

        /// The statements of a read-only computed property (`{ return x }` or `{ get { return x } }`).
        static func getterBody(_ accessors: AccessorBlockSyntax) -> [CodeBlockItemSyntax]? {
            switch accessors.accessors {
            case let .getter(statements): return Array(statements)
            case let .accessors(list):
                guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                      let body = getter.body else { return nil }
                return Array(body.statements)
            }
        }

        /// `case .a, .b: return x` and `default: return y`; a branch that does more than return a value is left out.
        func branches(of switchExpression: SwitchExprSyntax) -> [SwiftCaseSwitch.Branch] {
            var branches: [SwiftCaseSwitch.Branch] = []
            for case let .switchCase(switchCase) in switchExpression.cases {
                let statements = Array(switchCase.statements).filter { !$0.item.is(MissingStmtSyntax.self) }
                guard statements.count == 1, let value = Reader.returnedValue(statements.first) else { continue }
                switch switchCase.label {
                case let .case(label):
                    let names = label.caseItems.compactMap { item -> String? in
                        let text = item.pattern.trimmedDescription.filter { !$0.isWhitespace || $0 == " " }
                        return text.hasPrefix(".") ? String(text.dropFirst()).replacingOccurrences(of: ", ", with: ",") : nil
                    }
                    guard !names.isEmpty else { continue }
                    branches.append(SwiftCaseSwitch.Branch(cases: names, value: reader.expression(value)))
                case .default:
                    branches.append(SwiftCaseSwitch.Branch(cases: [], value: reader.expression(value)))
                }
            }
            return branches
        }
    }
}
#endif
