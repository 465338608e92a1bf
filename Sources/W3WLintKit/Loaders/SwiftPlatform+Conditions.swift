#if SwiftSources // the Swift source reader needs swift-syntax (Package.swift's default trait)
import SwiftSyntax

extension SwiftPlatform {
    /// Decides `canImport(UIKit)`, `os(iOS)`, `targetEnvironment(…)`, `!`, `&&`, `||` and unset flags.
    func evaluate(_ condition: ExprSyntax) -> Result<Bool, Undecidable> {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let boolean = condition.as(BooleanLiteralExprSyntax.self) { return .success(boolean.literal.tokenKind == .keyword(.true)) }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `a && b || c`: && binds tighter than ||, both left to right.
            let elements = Array(sequence.elements)
            guard elements.count % 2 == 1 else { return .failure(Undecidable(text: "an unexpected operator")) }
            var disjunction = false
            var conjunction = true
            for index in stride(from: 0, to: elements.count, by: 2) {
                switch evaluate(elements[index]) {
                case let .failure(error): return .failure(error)
                case let .success(value): conjunction = conjunction && value
                }
                let op = index + 1 < elements.count ? elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text : "||"
                if op == "||" {
                    disjunction = disjunction || conjunction
                    conjunction = true
                } else if op != "&&" {
                    return .failure(Undecidable(text: "the operator `\(op ?? elements[index + 1].trimmedDescription)`"))
                }
            }
            return .success(disjunction)
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let argument = call.arguments.first?.expression.trimmedDescription
        {
            switch function {
            case "canImport":
                let module = argument.split(separator: ".").first.map(String.init) ?? argument
                if importableModules.contains(module) { return .success(true) }
                if Self.appleModules.contains(module) { return .success(false) }
                return .failure(Undecidable(text: "whether module \(module) can be imported is not known"))
            case "os": return .success(argument.lowercased() == osName.lowercased())
            case "targetEnvironment": return .success(false)
            case "swift", "compiler": return .success(true)
            case "arch": return .failure(Undecidable(text: "the processor architecture is not chosen"))
            default: return .failure(Undecidable(text: "`\(function)` is not a condition w3wlint knows"))
            }
        }
        // A compilation flag (`DEBUG`): unset, as in a build without `-D`.
        if condition.is(DeclReferenceExprSyntax.self) { return .success(false) }
        return .failure(Undecidable(text: "an expression w3wlint does not read"))
    }
}
#endif
