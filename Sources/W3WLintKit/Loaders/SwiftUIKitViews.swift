#if SwiftSources // the Swift source reader needs swift-syntax (Package.swift's default trait)
import SwiftSyntax

/// What one Swift file says of its UIKit views, colour properties and types, known only once the whole file is read: which
/// views are plain labels and buttons it makes itself (`let title = UILabel()`), which it gives a background of their
/// own anywhere (in another method, a lazy initialiser, through the layer, a background image or a configuration,
/// or by handing the view to a function), and the types it declares for its properties. A label is read on its
/// parent's background only when it is plain and given none; `.red` assigned to `textColor` is UIKit's red only when
/// the file imports UIKit or AppKit and declares no other type for `textColor`.
struct UIKitViewFacts {
    private var imports: Set<String> = []
    private var plainViews: Set<String> = []
    private var viewsGivenBackgrounds: Set<String> = []
    private var propertyTypes: [String: Set<String>] = [:]
    private var declaredTypes: Set<String> = []
    /// Swipe actions by name, with the function (or closure) each is made in; nil for a type's property.
    private var swipeActions: [String: Set<SyntaxIdentifier?>] = [:]
    /// Views given an image, with the function each is given it in.
    private var viewsGivenImages: [String: Set<SyntaxIdentifier?>] = [:]
    /// Views given an image that draws its own colours (`.withTintColor(…, renderingMode: .alwaysOriginal)`), with the
    /// function each is given it in.
    private var viewsGivenColouredImages: [String: Set<SyntaxIdentifier?>] = [:]
    /// Layers that mask another (`view.layer.mask = shape`): what they are painted with is never seen.
    private var masks: Set<String> = []

    /// Swipe actions draw their title and image in white on the colour they are given.
    static let swipeActionTypes: Set<String> = ["UIContextualAction", "NSTableViewRowAction"]

    /// The UIKit views that draw no background unless given one.
    static let plainTypes: Set<String> = ["UILabel", "UIButton"]
    /// Properties and methods that give a view something of its own beneath its text.
    static let backgroundProperties: Set<String> = ["backgroundColor", "borderStyle", "configuration", "backgroundConfiguration",
                                                    "backgroundView"]
    static let backgroundMethods: Set<String> = ["setBackgroundImage", "setBackgroundColor", "addSublayer", "insertSublayer"]
    /// Calls that place a view without styling it.
    static let placingMethods: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview",
                                              "bringSubviewToFront", "sendSubviewToBack", "removeFromSuperview"]

    /// `self.label` and `label` are one view; `label.layer` is drawn by the label.
    static func viewName(_ text: String) -> String {
        var name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        if name.hasSuffix(".layer") { name.removeLast(6) }
        return name
    }

    mutating func noteType(_ name: String) { declaredTypes.insert(name) }

    /// Whether the file declares a type of this name (its own `Color`).
    func declaresType(_ name: String) -> Bool { declaredTypes.contains(name) }

    mutating func note(_ importDecl: ImportDeclSyntax) {
        if let module = importDecl.path.first?.name.text { imports.insert(module) }
    }

    /// UIKit properties that hold a colour.
    static let colorProperties: Set<String> = ["textColor", "tintColor", "backgroundColor", "onTintColor", "thumbTintColor",
                                               "barTintColor", "titleColor", "baseForegroundColor", "baseBackgroundColor"]

    /// `let title = UILabel()`, `var tone: Tone`, `lazy var badge: UILabel = { … }()` (not plain: made elsewhere).
    mutating func note(_ binding: PatternBindingSyntax) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        if Self.colorProperties.contains(name), var type = binding.typeAnnotation?.type.trimmedDescription {
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            propertyTypes[name, default: []].insert(type)
        }
        if let value = binding.initializer?.value { noteMade(name, value, at: Syntax(binding)) }
    }

    /// `title` for `title` or `self.title`; nil for any other expression (named without printing it: this runs for
    /// every argument and assignment of every file).
    private static func ownName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `countLabel = UILabel()`, `tag.backgroundColor = .ink`, `pill.layer.backgroundColor = …`.
    mutating func note(assignmentTo target: ExprSyntax, value: ExprSyntax) {
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let property = member.declName.baseName.text
            if Self.backgroundProperties.contains(property) { viewsGivenBackgrounds.insert(Self.viewName(base.trimmedDescription)) }
            if property == "image" {
                let view = Self.viewName(base.trimmedDescription)
                // Every function it is written in (a closure inside the method that sets the colour shares the method).
                let scopes = Self.scopes(of: Syntax(target))
                let written: Set<SyntaxIdentifier?> = scopes.isEmpty ? [nil] : Set(scopes.map(Optional.some))
                viewsGivenImages[view, default: []].formUnion(written)
                if Self.drawsItsOwnColours(value) { viewsGivenColouredImages[view, default: []].formUnion(written) }
            }
            if property == "mask", let layer = Self.ownName(value) { masks.insert(layer) }
        }
        if let name = Self.ownName(target) { noteMade(name, value, at: Syntax(target)) }
    }

    /// `UIImage(…).withTintColor(.black, renderingMode: .alwaysOriginal)`: an image that keeps its own colours (read
    /// from the written text: this runs only for assignments to `image`).
    private static func drawsItsOwnColours(_ image: ExprSyntax) -> Bool {
        let text = image.trimmedDescription
        return text.contains("alwaysOriginal") || text.contains("withTintColor")
    }

    /// The functions, accessors, initialisers and closures a node is written in, innermost first, up to `limit` levels
    /// of syntax: a name made in one of them is no view of that name in another.
    static func scopes(of node: Syntax, limit: Int = 256) -> [SyntaxIdentifier] {
        var found: [SyntaxIdentifier] = []
        var current = node.parent
        for _ in 0..<limit {
            guard let parent = current else { break }
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) || parent.is(AccessorBlockSyntax.self)
                || parent.is(InitializerDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(DeinitializerDeclSyntax.self) {
                found.append(parent.id)
            }
            current = parent.parent
        }
        return found
    }

    /// `button.setBackgroundImage(…)`, `styleTag(tag)`: the view may be given a background there.
    mutating func note(_ call: FunctionCallExprSyntax) {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let method = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        if Self.backgroundMethods.contains(method), let base = member?.base {
            viewsGivenBackgrounds.insert(Self.viewName(base.trimmedDescription))
        }
        guard !Self.placingMethods.contains(method) else { return }
        for argument in call.arguments {
            if let name = Self.ownName(argument.expression) { viewsGivenBackgrounds.insert(name) }
        }
    }

    private mutating func noteMade(_ name: String, _ value: ExprSyntax, at place: Syntax) {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
        guard let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return }
        if Self.swipeActionTypes.contains(type) { swipeActions[name, default: []].insert(Self.scopes(of: place).first) }
        if call.trailingClosure == nil, Self.plainTypes.contains(type) { plainViews.insert(name) }
    }

    /// The platform type of a swipe action the file makes (`UIContextualAction(…)`) under this name where `place` is
    /// written (in the same function, or a property of the type), nil for any other name.
    func swipeActionColorType(_ name: String, at place: Syntax) -> String? {
        guard let made = swipeActions[name], Self.reaches(made, place) else { return nil }
        return imports.contains("UIKit") ? "UIColor" : "NSColor"
    }

    /// Whether a name noted in these functions (nil: a type's property) is the one written at `place`.
    private static func reaches(_ scopes: Set<SyntaxIdentifier?>, _ place: Syntax) -> Bool {
        scopes.contains(nil) || !scopes.isDisjoint(with: Self.scopes(of: place))
    }

    /// A swipe action given an image where `place` is written shows it (an icon) rather than its title.
    func showsAnImage(_ name: String, at place: Syntax) -> Bool { viewsGivenImages[name].map { Self.reaches($0, place) } ?? false }

    /// A swipe action whose image keeps its own colours, where `place` is written: what is drawn on its colour is not
    /// known from the file.
    func showsAColouredImage(_ name: String, at place: Syntax) -> Bool { viewsGivenColouredImages[name].map { Self.reaches($0, place) } ?? false }

    /// A layer the file uses as another's mask (`view.layer.mask = shape`).
    func isAMask(_ name: String) -> Bool { masks.contains(name) }

    /// A view the file makes plain and gives no background: it shows its parent's.
    func showsItsParentsBackground(_ view: String) -> Bool {
        plainViews.contains(view) && !viewsGivenBackgrounds.contains(view)
    }

    /// The platform colour type an implicit `.red` assigned to `property` has: `UIColor` (or `NSColor`) in a file of
    /// UIKit (or AppKit) code whose declarations give the property no other type, `Color` where they give it that.
    func colorType(ofProperty property: String) -> String? {
        let platform = imports.contains("UIKit") ? "UIColor" : imports.contains("AppKit") || imports.contains("Cocoa") ? "NSColor" : nil
        guard let declared = propertyTypes[property] else { return platform }
        guard declared.count == 1, let type = declared.first else { return nil }
        if type == "Color" || type == "SwiftUI.Color" { return "Color" }
        return ["UIColor", "NSColor"].contains(type) && platform != nil ? type : nil
    }
}
#endif
