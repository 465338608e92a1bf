#if SwiftSources // the Swift source reader needs swift-syntax (Package.swift's default trait)
import SwiftSyntax

/// The size SwiftUI code gives a shape, where it says so in numbers: `RoundedRectangle(cornerRadius: 1).frame(height: 1)`,
/// or a shape filling a `ZStack { … }.frame(width: 28, height: 18)`. A radius of half the shorter side or more
/// rounds the shape fully (a capsule, a rounded line's ends): no corner radius is chosen from a scale there.
enum SwiftShapeFrame {
    /// Whether `radius`, given to the shape `call`, rounds it fully in the frame the code gives it.
    static func isFullyRounded(_ call: FunctionCallExprSyntax, radius: ExprSyntax) -> Bool {
        guard let value = number(radius), value > 0, let side = shorterSide(of: call) else { return false }
        return value * 2 >= side - 1e-9
    }

    /// The shorter of the width and height the nearest frame gives: the shape's own modifiers first, then those of
    /// the `ZStack` it stands in (a shape fills the stack).
    static func shorterSide(of call: FunctionCallExprSyntax) -> Double? {
        let (side, top) = frameSide(up: ExprSyntax(call))
        if let side { return side }
        // `ZStack { RoundedRectangle(…) … }.frame(…)`: the statement is the closure's, the closure the stack's.
        guard let closure = top.parent?.as(CodeBlockItemSyntax.self)?.parent?.parent?.as(ClosureExprSyntax.self),
              let stack = closure.parent?.as(FunctionCallExprSyntax.self), stack.trailingClosure?.id == closure.id,
              stack.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ZStack" else { return nil }
        return frameSide(up: ExprSyntax(stack)).side
    }

    /// Up a modifier chain from `expression`: the shorter side of the first `.frame(width:height:)` that gives both
    /// or one in numbers, and the chain's outermost expression.
    private static func frameSide(up expression: ExprSyntax) -> (side: Double?, top: ExprSyntax) {
        var current = expression
        // A chain of modifiers is short; the bound keeps a generated one linear.
        for _ in 0..<64 {
            guard let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                  let modifier = member.parent?.as(FunctionCallExprSyntax.self) else { break }
            if member.declName.baseName.text == "frame" {
                let sides = modifier.arguments.filter { ["width", "height"].contains($0.label?.text) }.compactMap { number($0.expression) }
                if let side = sides.min() { return (side, ExprSyntax(modifier)) }
            }
            current = ExprSyntax(modifier)
        }
        return (nil, current)
    }

    private static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingOccurrences(of: "_", with: "")) }
        return nil
    }
}
#endif
