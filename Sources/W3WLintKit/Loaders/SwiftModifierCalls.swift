#if SwiftSources // the Swift source reader needs swift-syntax (Package.swift's default trait)
import SwiftSyntax

/// The calls of a SwiftUI modifier chain from its outermost in (`Text("a").font(.body).padding()`: `padding`, then
/// `font`), at most `limit` of them. Lazy, so a search stops at its first match without building the chain.
struct SwiftModifierCalls: Sequence, IteratorProtocol {
    private var upcoming: ExprSyntax?
    private var remaining: Int

    init(from outermost: ExprSyntax?, limit: Int) {
        upcoming = outermost
        remaining = limit
    }

    init(from outermost: FunctionCallExprSyntax, limit: Int) {
        self.init(from: ExprSyntax(outermost), limit: limit)
    }

    mutating func next() -> (call: FunctionCallExprSyntax, member: MemberAccessExprSyntax)? {
        guard remaining > 0, let call = upcoming?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        remaining -= 1
        upcoming = member.base
        return (call, member)
    }
}
#endif
