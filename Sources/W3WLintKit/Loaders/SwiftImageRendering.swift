#if SwiftSources // the Swift source reader needs swift-syntax (Package.swift's default trait)
import SwiftSyntax

/// Which asset catalog images code renders as templates: `Image("arrow").renderingMode(.template)`,
/// `Asset.arrow.swiftUIImage.resizable().renderingMode(.template)`, `UIImage(named: "arrow")?.withRenderingMode(.alwaysTemplate)`,
/// SwiftGen's `Asset.arrow.image.withRenderingMode(.alwaysTemplate)`. Such an image is a glyph its users tint: the
/// colours its drawing is filled with are not what is shown.
enum SwiftImageRendering {
    /// The image `call` renders as a template (its name as written, or SwiftGen's path to it); nil otherwise.
    static func templateImage(at call: FunctionCallExprSyntax) -> SwiftTemplateImage? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["renderingMode", "withRenderingMode"].contains(member.declName.baseName.text),
              let mode = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              mode == "template" || mode == "alwaysTemplate" else { return nil }
        // Down the chain to the image: modifiers (`.resizable()`), `?` and `!` on the way.
        var expression = member.base
        for _ in 0..<64 {
            guard let current = expression else { return nil }
            if let accessor = current.as(MemberAccessExprSyntax.self), ["swiftUIImage", "image"].contains(accessor.declName.baseName.text) {
                // SwiftGen's `Asset.Icons.arrow`: a type, its namespaces, the image (not `self.item.icon.image`).
                var path: [String] = []
                var node = accessor.base
                while let step = node?.as(MemberAccessExprSyntax.self), path.count < 16 {
                    path.insert(step.declName.baseName.text, at: 0)
                    node = step.base
                }
                guard let root = node?.as(DeclReferenceExprSyntax.self)?.baseName.text, root.first?.isUppercase ?? false,
                      let name = path.last else { return nil }
                return SwiftTemplateImage(name: name, namespace: Array(path.dropLast()), isSwiftGenName: true)
            }
            if let image = current.as(FunctionCallExprSyntax.self), let name = image.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               name == "Image" || name == "UIImage" || name == "NSImage"
            {
                guard let first = image.arguments.first, first.label == nil || first.label?.text == "named",
                      let literal = first.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                      let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text else { return nil }
                let parts = text.split(separator: "/").map(String.init)
                guard let last = parts.last else { return nil }
                return SwiftTemplateImage(name: last, namespace: Array(parts.dropLast()), isSwiftGenName: false)
            }
            if let optional = current.as(OptionalChainingExprSyntax.self) { expression = optional.expression; continue }
            if let forced = current.as(ForceUnwrapExprSyntax.self) { expression = forced.expression; continue }
            if let modifier = current.as(FunctionCallExprSyntax.self), let base = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                expression = base
                continue
            }
            return nil
        }
        return nil
    }
}
#endif
