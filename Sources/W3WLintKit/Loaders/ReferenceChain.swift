/// What loaders share about chains of references (token aliases, palette names, Android `@color/`, Swift presets).
enum ReferenceChain {
    /// How many links a recursive resolver follows before it reports the chain as too deep: far beyond any design
    /// system's aliases (a handful), far below what the stack holds.
    static let maximumDepth = 200

    /// `a → b → c → a`, or for a long chain its first and last names around a count: a message stays one line
    /// however long the chain (each member of a cycle is reported, so a full list would be quadratic output).
    static func describe(_ names: [String]) -> String {
        describe(count: names.count) { names[$0] }
    }

    /// `describe` of the cycle read from `start` round to it again (`cycle[start] → … → cycle[start]`), without
    /// building that list: every member of a cycle is reported, and a list per member made a long cycle quadratic.
    static func describeCycle(_ cycle: [String], from start: Int) -> String {
        describe(count: cycle.count + 1) { cycle[(start + $0) % cycle.count] }
    }

    /// The chain of `count` names given by position: all of them up to eight, else the first four, how many are left
    /// out and the last two.
    private static func describe(count: Int, name: (Int) -> String) -> String {
        guard count > 8 else { return (0..<count).map(name).joined(separator: " → ") }
        return ((0..<4).map(name) + ["… \(count - 6) more …", name(count - 2), name(count - 1)]).joined(separator: " → ")
    }
}
