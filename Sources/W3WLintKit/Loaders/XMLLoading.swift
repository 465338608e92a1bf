import Foundation

/// Shared by the XML loaders: problems of the XML layer as findings.
enum XMLLoading {
    static func finding(for problem: XMLProblem, file: String) -> Finding {
        // libxml2's messages may span lines and quote the input at length: one line, of bounded length.
        let text = problem.message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ").shortened(to: 300)
        let message = problem.code == 0 ? text : "not well-formed XML: \(text) (libxml2 error \(problem.code))"
        return Finding(ruleID: LoaderDiagnostic.parseError, severity: .error,
                       message: problem.isFatal ? message + "; nothing in the file was checked" : message,
                       location: SourceLocation(file: file, line: problem.line, column: problem.column))
    }
}
