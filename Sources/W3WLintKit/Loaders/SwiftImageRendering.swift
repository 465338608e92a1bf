#if SwiftSources // the Swift source reader needs swift-syntax (Package.swift's default trait)
import SwiftSyntax

/// Which asset catalog images code renders as templates: `Image("arrow").renderingMode(.template)`,
/// `Asset.arrow.swiftUIImage.resizable().renderingMode(.template)`, `UIImage(named: "arrow")?.withRenderingMode(.alwaysTemplate)`,
/// SwiftGen's `Asset.arrow.image.withRenderingMode(.alwaysTemplate)`. Such an image is a glyph its users tint: the
/// colours its drawing is filled with are not what is shown.
enum SwiftImageRendering {
    /// The image's name (as written, or SwiftGen's property name) when `call` renders it as a template; nil otherwise.
    static func templateImageName(at call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["renderingMode", "withRenderingMode"].contains(member.declName.baseName.text),
              let mode = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              mode == "template" || mode == "alwaysTemplate" else { return nil }
        // Down the chain to the image: modifiers (`.resizable()`), `?` and `!` on the way.
        var expression = member.base
        for _ in 0..<64 {
            guard let current = expression else { return nil }
            if let accessor = current.as(MemberAccessExprSyntax.self), ["swiftUIImage", "image"].contains(accessor.declName.baseName.text),
               let asset = accessor.base?.as(MemberAccessExprSyntax.self), asset.base != nil
            {
                return asset.declName.baseName.text
            }
            if let image = current.as(FunctionCallExprSyntax.self), let name = image.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               name == "Image" || name == "UIImage" || name == "NSImage"
            {
                guard let first = image.arguments.first, first.label == nil || first.label?.text == "named",
                      let literal = first.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                      let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text else { return nil }
                return text
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
