#if SwiftSources // the Swift source reader needs swift-syntax (Package.swift's default trait)
import Foundation
import SwiftParser
import SwiftSyntax

/// Reads the theme presets of a Swift design library (`*.swift`) with swift-syntax: `static let` members of
/// extensions of the W3W types, in nested namespaces too, with the `#if` branch of the configured platform. The
/// code is neither compiled nor run: values are evaluated statically by `ThemeAssembler`, once every file is read,
/// since presets refer to each other across files. A file that declares no preset adds nothing.
public struct SwiftSourceLoader: Loader {
    public var settings: SwiftSourceSettings

    public init(settings: SwiftSourceSettings = SwiftSourceSettings()) {
        self.settings = settings
    }

    public var formatName: String { "Swift theme presets" }
    public func commentSyntax(forFile file: String) -> CommentSyntax? { .swift }
    public var documentTypes: [any AssembledDocument.Type] { [SwiftPresetDocument.self, SwiftDesignDocument.self] }
    public var filePatterns: [String] { ["*.swift"] }

    public func canLoad(path: String) -> Bool {
        path.utf8.last == UInt8(ascii: "t") && path.hasSuffix(".swift") && PathText.lastComponents(of: path, count: 1).first != "Package.swift"
    }

    /// swift-syntax keeps 80 to 300 bytes of tree per byte of source (a dense operator chain the most).
    public var maximumReadSize: Int { 512 * 1024 }
    public var maximumReadSizeIsFixed: Bool { true }

    /// `#if` blocks nested deeper than this are refused before parsing: swift-syntax parses them by recursion with
    /// no limit of its own (10,000 levels overflow even a large stack).
    static let maximumConditionalNesting = 100

    public func load(contents: Data, file: String) -> LoadResult {
        // The parser and the readers recurse as deep as the code nests: on a large stack whether one file is
        // checked or many.
        let loader = self
        return LargeStack.run { loader.read(contents: contents, file: file) }
    }

    private func read(contents: Data, file: String) -> LoadResult {
        guard let text = String(data: contents, encoding: .utf8) else {
            return LoadResult(diagnostics: [Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                                                    message: "the file is not UTF-8 text",
                                                    location: SourceLocation(file: file, line: 1, column: 1))])
        }
        if let line = Self.lineBeyondConditionalNesting(contents) {
            return LoadResult(diagnostics: [Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                                                    message: "`#if` blocks are nested more than \(Self.maximumConditionalNesting) deep here; the file is not read",
                                                    location: SourceLocation(file: file, line: line, column: 1))], wasRead: false)
        }
        if let line = Self.lineBeyondBracketNesting(contents) {
            return LoadResult(diagnostics: [Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                                                    message: "brackets are nested too deep here (`(`, `{` and `<` more than \(Self.maximumBracketNesting), "
                                                        + "`[` more than \(Self.maximumSquareBracketNesting) levels); the file is not read",
                                                    location: SourceLocation(file: file, line: line, column: 1))], wasRead: false)
        }
        if let line = Self.lineWithLongHashRun(contents) {
            return LoadResult(diagnostics: [Finding(ruleID: LoaderDiagnostic.notEvaluated, severity: .note,
                                                    message: "a run of more than \(Self.maximumHashRun) `#` here; the file is not read "
                                                        + "(the Swift parser's time grows with the square of such a run)",
                                                    location: SourceLocation(file: file, line: line, column: 1))], wasRead: false)
        }
        let tree = Self.parse(text)
        var reader = Reader(file: file, converter: SourceLocationConverter(fileName: file, tree: tree), platform: settings.platform,
                            source: Array(text.utf8))
        reader.modeHelpers = settings.modeHelpers
        reader.colorTypeAliases = Self.colorTypeAliases(tree.statements)
        reader.read(statements: tree.statements)
        var design = DesignReader(reader: reader)
        design.read(statements: tree.statements, owner: [])
        // Tests lay out fixtures, not the product: their numbers and theme instances are not the design's.
        if Self.isTestFile(file) { design.document.dropThemeInstances() } else {
            let useSites = UseSiteReader(reader: reader, shapes: settings.callShapes)
            useSites.walk(tree)
            design.document.uses = useSites.uses
            design.document.colorPairs = useSites.colorPairs
            design.document.colorLiterals = useSites.colorLiterals
            design.document.templateImages = useSites.templateImages
        }
        design.document.importsWhat3words = Self.importsWhat3words(tree.statements)
        design.document.instancePropertyTypes = Self.typesHoldingColours(design.document.instancePropertyTypes)
        // A file with only functions building presets is reported (its notes); an `#if` w3wlint cannot decide in
        // an app's other code is not.
        let hasPresets = !reader.document.declarations.isEmpty || reader.document.skipped.contains(where: \.isThemeDeclaration)
        guard hasPresets || !design.document.isEmpty else { return LoadResult() }
        var documents = LoadedDocuments()
        if hasPresets { documents[SwiftPresetDocument.self] = [reader.document] }
        if !design.document.isEmpty { documents[SwiftDesignDocument.self] = [design.document] }
        var diagnostics: [Finding] = []
        // Syntax errors are reported only for files with presets: elsewhere w3wlint has nothing to say.
        if tree.hasError, let error = tree.tokens(viewMode: .all).first(where: { $0.hasError || $0.presence == .missing }) {
            diagnostics.append(Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                                       message: "Swift syntax error: \(error.presence == .missing ? "expected" : "unexpected") `\(error.text)`; presets after it may be missing",
                                       location: reader.location(of: Syntax(error))))
        }
        return LoadResult(documents: documents, diagnostics: diagnostics)
    }

    /// Whether the file imports a what3words design library (`import W3WSwiftThemes`).
    static func importsWhat3words(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { statement in
            guard let importDecl = statement.item.as(ImportDeclSyntax.self), let module = importDecl.path.first?.name.text else { return false }
            return module.hasPrefix("W3WSwiftThemes") || module.hasPrefix("W3WSwiftDesign") || module.hasPrefix("W3WSwiftComponents")
        }
    }

    /// `typealias PlatformColor = UIColor` at the top of a file, in any `#if` branch (a cross-platform file names
    /// each platform's type so): alias to colour type.
    static func colorTypeAliases(_ statements: CodeBlockItemListSyntax) -> [String: String] {
        var aliases: [String: String] = [:]
        var pending: [CodeBlockItemListSyntax] = [statements]
        var lists = 0
        while let list = pending.popLast(), lists < 64 {
            lists += 1
            for statement in list {
                if let alias = statement.item.as(TypeAliasDeclSyntax.self) {
                    let type = alias.initializer.value.trimmedDescription
                    if SwiftThemeTypes.colorTypes.contains(type), aliases[alias.name.text] == nil { aliases[alias.name.text] = type }
                } else if let conditional = statement.item.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case let .statements(inner)? = clause.elements { pending.append(inner) }
                    }
                }
            }
        }
        return aliases
    }

    /// The line where `#if` directives (a line's first word) open more than `maximumConditionalNesting` blocks
    /// at once, nil when they never do. One pass over the bytes.
    static func lineBeyondConditionalNesting(_ contents: Data) -> Int? {
        var depth = 0
        var line = 1
        var atLineStart = true
        var index = contents.startIndex
        while index < contents.endIndex {
            let byte = contents[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                atLineStart = true
            } else if atLineStart, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
                atLineStart = false
                if byte == UInt8(ascii: "#") {
                    let rest = contents[(index + 1)...].prefix(6)
                    if rest.starts(with: "if".utf8), rest.count == 2 || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "(")].contains(rest.dropFirst(2).first!) {
                        depth += 1
                        if depth > maximumConditionalNesting { return line }
                    } else if rest.starts(with: "endif".utf8) {
                        depth = max(0, depth - 1)
                    }
                }
            }
            index += 1
        }
        return nil
    }

    /// The release default nesting limit, named: a debug build of swift-syntax stops at 20 levels, which a SwiftUI
    /// view's body passes, and a debug `swift run` would report a syntax error the compiler does not.
    static func parse(_ text: String) -> SourceFileSyntax {
        var parser = Parser(text, maximumNestingLevel: 256)
        return SourceFileSyntax.parse(from: &parser)
    }

    /// The longest chain of calls and member accesses an expression is read with (`UIColor.red.withAlphaComponent(…)…`);
    /// design code chains a few, and a longer one is a `not-evaluated` note.
    static let maximumChainLength = 100

    /// `(`, `[` and `{` nested deeper than this, or `<` opened this often on one line, are refused before parsing:
    /// the parser and the readers recurse once a level (15,000 `Array<` overflowed a 64 MB stack).
    static let maximumBracketNesting = 200
    /// `[` nested deeper than this is refused: swift-syntax's look-ahead for inline array types (`[3 of Int]`) tries
    /// each `[[[…` both ways, doubling its time a level (26 levels took 11 s).
    static let maximumSquareBracketNesting = 16

    /// The line where brackets are open more than `maximumBracketNesting` deep (or a line opens that many generic
    /// argument lists, `Array<Array<…`), nil when none is. One pass over the bytes; text in strings and comments
    /// counts too, which only a file no one writes by hand reaches.
    static func lineBeyondBracketNesting(_ contents: Data) -> Int? {
        var depth = 0
        var squares = 0
        var angles = 0
        var line = 1
        var previous: UInt8 = 0
        for byte in contents {
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                angles = 0
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if byte == UInt8(ascii: "[") { squares += 1 }
                if depth > maximumBracketNesting || squares > maximumSquareBracketNesting { return line }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                if byte == UInt8(ascii: "]") { squares = max(0, squares - 1) }
            case UInt8(ascii: "<") where previous.isIdentifierByte:
                angles += 1
                if angles > maximumBracketNesting { return line }
            default:
                break
            }
            previous = byte
        }
        return nil
    }

    /// A run of `#` longer than this is refused before parsing: swift-syntax's lexer counts the rest of the run at each
    /// `#` (raw-string delimiters), so 400,000 in a row took 184 s and 466 MB. Raw strings use a few; a comment banner
    /// of a hundred is still read.
    static let maximumHashRun = 256

    /// The line of the first run of more than `maximumHashRun` `#`, nil when there is none. One pass over the bytes.
    static func lineWithLongHashRun(_ contents: Data) -> Int? {
        var line = 1
        var run = 0
        for byte in contents {
            if byte == UInt8(ascii: "#") {
                run += 1
                if run > maximumHashRun { return line }
            } else {
                run = 0
                if byte == UInt8(ascii: "\n") { line += 1 }
            }
        }
        return nil
    }

    /// `UIFont.Weight` raw values (the ones what3words' W3WFontWeight writes out for platforms without UIKit).
    static let fontWeightValues: [String: Double] = [
        "ultraLight": -0.8, "thin": -0.6, "light": -0.4, "regular": 0, "medium": 0.23, "semibold": 0.3, "bold": 0.4, "heavy": 0.56,
        "black": 0.62,
    ]

    /// The property types of the types that hold a colour, themselves or in a type of one of their properties the
    /// same file declares (`Palette` with `label: ColorHierarchy`): what a theme instance's arguments are read by.
    static func typesHoldingColours(_ types: [String: [String: String]]) -> [String: [String: String]] {
        let holders = Set(types.filter { $0.value.values.contains(where: SwiftThemeTypes.colorTypes.contains) }.keys)
        let kept = holders.union(types.keys.filter { type in
            types[type]!.values.contains { property in holders.contains { $0 == property || $0.hasSuffix("." + property) } }
        })
        return types.filter { kept.contains($0.key) }
    }

    /// The type an initialiser call names: `Palette` for `Palette.init`, empty for `.init`, the callee itself otherwise.
    static func typeCalled(_ callee: String) -> String {
        callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
    }

    /// A file of a test target: in a `Tests`, `UITests` or `Specs` folder, or named `…Tests.swift` / `…Spec.swift`.
    static func isTestFile(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if parts.dropLast().contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") || $0 == "Specs" }) { return true }
        let name = parts.last ?? ""
        return name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift") || name.hasSuffix("Spec.swift")
    }

    /// Walks one file's syntax tree, collecting the presets of the W3W types.
    struct Reader {
        let file: String
        let converter: SourceLocationConverter
        let platform: SwiftPlatform
        /// A team's own light/dark helpers whose labels do not name the modes: function name → mode of each argument.
        var modeHelpers: [String: [String]] = [:]
        /// `typealias RSColor = NSColor` in this file: the alias names the colour type.
        var colorTypeAliases: [String: String] = [:]
        /// The file's lines: swift-syntax counts columns in UTF-8 bytes, w3wlint in Unicode characters.
        /// The file's UTF-8 bytes, to count a column in characters where a line is not ASCII.
        let source: [UInt8]
        /// UTF-8 continuation bytes before every 256th byte: a column in characters is the column in bytes less the
        /// continuation bytes between the line's start and the position, counted from the nearest mark (walking
        /// the line for each node made a long line quadratic).
        private let continuationMarks: [Int]
        private static let markStride = 256
        var document: SwiftPresetDocument

        init(file: String, converter: SourceLocationConverter, platform: SwiftPlatform, source: [UInt8]) {
            self.file = file
            self.converter = converter
            self.platform = platform
            self.source = source
            var marks: [Int] = []
            marks.reserveCapacity(source.count / Self.markStride + 1)
            var count = 0
            for (offset, byte) in source.enumerated() {
                if offset % Self.markStride == 0 { marks.append(count) }
                if ScalarColumns.isContinuation(byte) { count += 1 }
            }
            continuationMarks = marks
            self.document = SwiftPresetDocument(file: file)
        }

        /// Continuation bytes before `offset`.
        private func continuations(before offset: Int) -> Int {
            // The last mark at or before `offset` (an offset at the end of a file of 256 × n bytes has none of its own).
            guard !continuationMarks.isEmpty else { return 0 }
            let mark = min(offset / Self.markStride, continuationMarks.count - 1)
            return source[(mark * Self.markStride)..<offset].reduce(continuationMarks[mark]) { $0 + (ScalarColumns.isContinuation($1) ? 1 : 0) }
        }

        func location(of node: Syntax) -> SourceLocation {
            location(of: node.positionAfterSkippingLeadingTrivia)
        }

        func location(of position: AbsolutePosition) -> SourceLocation {
            let location = converter.location(for: position)
            let end = position.utf8Offset, start = end - (location.column - 1)
            guard start >= 0, end <= source.count else { return SourceLocation(file: file, line: location.line, column: location.column) }
            return SourceLocation(file: file, line: location.line,
                                  column: location.column - (continuations(before: end) - continuations(before: start)))
        }

        mutating func read(statements: CodeBlockItemListSyntax) {
            for statement in statements {
                guard case let .decl(decl) = statement.item else { continue }
                read(topLevel: decl)
            }
        }

        mutating func read(topLevel decl: DeclSyntax) {
            if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                let owner = extensionDecl.extendedType.trimmedDescription
                guard SwiftThemeTypes.presetTypes.contains(owner) || SwiftThemeTypes.fontTypes.contains(owner) else { return }
                read(members: extensionDecl.memberBlock.members, owner: owner, namespace: [],
                     deprecated: isDeprecated(extensionDecl.attributes), isStaticScope: false)
            } else if let structDecl = decl.as(StructDeclSyntax.self), structDecl.name.text == SwiftThemeTypes.fontSizesType {
                read(fontSizes: structDecl.memberBlock.members, deprecated: isDeprecated(structDecl.attributes))
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                guard let clause = activeClause(ifConfig) else { return }
                if case let .statements(statements) = clause.elements { read(statements: statements) }
            }
        }

        /// Members of an extension (`isStaticScope` false) or of a namespace nested in one (where `static` is
        /// still required for a preset, as it is written: `public struct core { public static let … }`).
        mutating func read(members: MemberBlockItemListSyntax, owner: String, namespace: [String], deprecated: Bool,
                           isStaticScope: Bool)
        {
            for member in members {
                let decl = member.decl
                if let variable = decl.as(VariableDeclSyntax.self) {
                    read(variable: variable, owner: owner, namespace: namespace, deprecated: deprecated)
                } else if let function = decl.as(FunctionDeclSyntax.self) {
                    read(function: function, owner: owner, namespace: namespace)
                } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    guard let clause = activeClause(ifConfig) else { continue }
                    if case let .decls(decls) = clause.elements {
                        read(members: decls, owner: owner, namespace: namespace, deprecated: deprecated, isStaticScope: isStaticScope)
                    }
                } else if let nested = decl.as(StructDeclSyntax.self) {
                    read(members: nested.memberBlock.members, owner: owner, namespace: namespace + [nested.name.text],
                         deprecated: deprecated || isDeprecated(nested.attributes), isStaticScope: true)
                } else if let nested = decl.as(EnumDeclSyntax.self) {
                    read(members: nested.memberBlock.members, owner: owner, namespace: namespace + [nested.name.text],
                         deprecated: deprecated || isDeprecated(nested.attributes), isStaticScope: true)
                }
            }
        }

        mutating func read(variable: VariableDeclSyntax, owner: String, namespace: [String], deprecated: Bool) {
            guard variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) else { return }
            let isDeprecated = deprecated || isDeprecated(variable.attributes)
            let isFont = SwiftThemeTypes.fontTypes.contains(owner)
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let location = location(of: Syntax(binding.pattern))
                let annotatedType = binding.typeAnnotation?.type.trimmedDescription
                // `static let names: [String: String]`, `static var override: W3WColorMode?`: not a preset.
                guard isThemeTyped(annotation: binding.typeAnnotation?.type, initializer: binding.initializer?.value, owner: owner) else {
                    continue
                }
                let opaque: String?
                if binding.accessorBlock != nil {
                    opaque = "is a computed property: its value is known only when the code runs"
                } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.calledExpression.is(ClosureExprSyntax.self) {
                    opaque = "is computed by a closure: its value is known only when the code runs"
                } else if isFont {
                    opaque = "is a font preset: w3wlint reads font sizes from the W3WFontSizes type scale only"
                } else {
                    opaque = nil
                }
                if let opaque {
                    // Kept as a declaration, so a preset that uses it says so.
                    document.declarations.append(SwiftPresetDeclaration(
                        owner: owner, namespace: namespace, name: name, annotatedType: annotatedType,
                        value: .opaque(reason: opaque, location), location: location, deprecated: isDeprecated))
                    continue
                }
                guard let initializer = binding.initializer else { continue }
                document.declarations.append(SwiftPresetDeclaration(
                    owner: owner, namespace: namespace, name: name, annotatedType: annotatedType,
                    value: expression(initializer.value), location: location, deprecated: isDeprecated))
            }
        }

        /// `static func buttonPrimary(theme: W3WTheme?) -> W3WScheme`: a preset built when the code runs, from its
        /// arguments. Reported as a note when it returns a theme type; any other function is no preset.
        mutating func read(function: FunctionDeclSyntax, owner: String, namespace: [String]) {
            guard function.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }),
                  let returned = function.signature.returnClause?.type,
                  let type = Self.themeType(returned, owner: owner) else { return }
            let parameters = function.signature.parameterClause.parameters
            let labels = parameters.map { "\($0.firstName.text):" }.joined()
            let name = "\(owner).\((namespace + [function.name.text]).joined(separator: "."))(\(labels))"
            // Every parameter defaulted and one expression returned: the preset is that expression with the defaults
            // (what `W3WScheme.buttonPrimarySmall()` gives), and a caller's arguments are bound in its place.
            if !parameters.isEmpty, parameters.allSatisfy({ $0.defaultValue != nil }), let statements = function.body?.statements,
               statements.count == 1, let body = Reader.returnedValue(statements.first)
            {
                let bound = parameters.map { parameter in
                    var type = parameter.type.trimmedDescription
                    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                    return SwiftParameter(label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                                          type: type, defaultValue: expression(parameter.defaultValue!.value))
                }
                let here = location(of: Syntax(function.name))
                let value = SwiftThemeTypes.fontTypes.contains(type)
                    ? .opaque(reason: "is a font preset: w3wlint reads font sizes from the W3WFontSizes type scale only", here) : expression(body)
                document.declarations.append(SwiftPresetDeclaration(
                    owner: owner, namespace: namespace, name: function.name.text, annotatedType: type, value: value,
                    location: here, deprecated: isDeprecated(function.attributes), parameters: bound))
                return
            }
            let why = parameters.isEmpty ? "w3wlint does not evaluate function bodies"
                : "its result depends on its arguments and is not evaluated"
            document.skipped.append(SwiftSkippedDeclaration(
                reason: "\(name) is a function returning \(type); \(why)", location: location(of: Syntax(function.name)),
                isThemeDeclaration: true))
        }

        /// `struct W3WFontSizes { var body: CGFloat = 17.0 … }`: each stored property's default value is a size of
        /// the type scale (`fontSize`), as `W3WFontSizes()` gives it.
        mutating func read(fontSizes members: MemberBlockItemListSyntax, deprecated: Bool) {
            let owner = SwiftThemeTypes.fontSizesType
            for member in members {
                if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                    guard let clause = activeClause(ifConfig) else { continue }
                    if case let .decls(decls) = clause.elements { read(fontSizes: decls, deprecated: deprecated) }
                    continue
                }
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) else { continue }
                let isDeprecated = deprecated || isDeprecated(variable.attributes)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let location = location(of: Syntax(binding.pattern))
                    let value: SwiftExpression
                    if binding.accessorBlock != nil {
                        value = .opaque(reason: "is a computed property: its value is known only when the code runs", location)
                    } else if let initializer = binding.initializer {
                        value = expression(initializer.value)
                    } else {
                        continue
                    }
                    // The written type is `CGFloat`; the value is a size of the type scale.
                    document.declarations.append(SwiftPresetDeclaration(
                        owner: owner, namespace: [], name: name, annotatedType: nil, value: value, location: location,
                        deprecated: isDeprecated))
                }
            }
        }

        /// The theme type a written type names (`W3WScheme`, `W3WColor?`, `Self`), or nil for any other type.
        static func themeType(_ type: TypeSyntax, owner: String) -> String? {
            var text = type.trimmedDescription
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            if text == "Self" { return owner }
            // `W3WSwiftThemes.W3WColor`: the module does not matter.
            if let last = text.split(separator: ".").last, SwiftThemeTypes.themeTypes.contains(String(last)) { return String(last) }
            return nil
        }

        /// Whether a static property can be a preset: its written type is a theme type, or, unwritten, its value is
        /// not a literal of another type (an array, a dictionary, a string, a boolean).
        func isThemeTyped(annotation: TypeSyntax?, initializer: ExprSyntax?, owner: String) -> Bool {
            if let annotation { return Self.themeType(annotation, owner: owner) != nil }
            guard let initializer else { return true }
            return !(initializer.is(ArrayExprSyntax.self) || initializer.is(DictionaryExprSyntax.self)
                || initializer.is(StringLiteralExprSyntax.self) || initializer.is(BooleanLiteralExprSyntax.self))
        }

        func isDeprecated(_ attributes: AttributeListSyntax) -> Bool {
            attributes.contains { element in
                guard case let .attribute(attribute) = element,
                      attribute.attributeName.trimmedDescription == "available" else { return false }
                return attribute.arguments?.tokens(viewMode: .sourceAccurate).contains { $0.text == "deprecated" } ?? false
            }
        }

        // MARK: - #if

        /// The clause of `#if … #elseif … #else` that applies on the platform; nil when none does, or when a
        /// condition cannot be decided (then a note says so and the whole block is skipped).
        mutating func activeClause(_ ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
            for clause in ifConfig.clauses {
                guard let condition = clause.condition else { return clause }
                switch platform.evaluate(condition) {
                case .success(true): return clause
                case .success(false): continue
                case let .failure(reason):
                    document.skipped.append(SwiftSkippedDeclaration(
                        reason: "the condition `\(condition.trimmedDescription)` cannot be decided for \(platform.rawValue) (\(reason.text)); the #if block is skipped",
                        location: location(of: Syntax(condition))))
                    return nil
                }
            }
            return nil
        }
    }
}
private extension UInt8 {
    /// A byte of a Swift identifier (ASCII letters, digits, `_`) or the end of one (`>`), before a generic `<`.
    var isIdentifierByte: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || self == UInt8(ascii: "_") || self == UInt8(ascii: ">")
    }
}
#endif
