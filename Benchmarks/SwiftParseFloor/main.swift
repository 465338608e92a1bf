// The floor of the Swift benchmark (Benchmarks/swift.sh): read each file and parse it with SwiftParser, nothing else.
import Foundation
import SwiftParser
import SwiftSyntax

var tokens = 0
for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
    // Touch the tree once, as w3wlint's readers do, so that the parse is not optimised away.
    tokens += tree.tokens(viewMode: .sourceAccurate).reduce(0) { count, _ in count + 1 }
}
print("\(CommandLine.arguments.count - 1) files, \(tokens) tokens")
