import Foundation

/// The small part of CSS that design exports use: declaration lists (`style="…"`) and style sheets of rules with
/// type, class, id, universal and `:root` selectors, compounds (`rect.cls-1`), descendant and child combinators,
/// and grouped selectors (`.a, .b`). At-rules are skipped; a selector w3wlint cannot match makes its rule match nothing.
public struct CSSDeclaration: Hashable, Sendable {
    /// Lower case, except custom properties (`--anatomy-gray-50`), which are case-sensitive.
    public var property: String
    public var value: String
    public var important: Bool = false
}

/// One compound selector (`rect.cls-1#a`) and the combinator that joins it to the compound before it.
public struct CSSCompoundSelector: Hashable, Sendable {
    public enum Combinator: Hashable, Sendable {
        case descendant
        case child
    }

    public var type: String?
    public var id: String?
    public var classes: [String]
    public var isRoot: Bool
    public var combinator: Combinator
}

public struct CSSSelector: Hashable, Sendable {
    /// Left to right: `g > .a` is [g, .a(child)].
    public var compounds: [CSSCompoundSelector]

    /// (ids, classes and pseudo-classes, types), compared in that order.
    public var specificity: [Int] {
        [compounds.filter { $0.id != nil }.count,
         compounds.reduce(0) { $0 + $1.classes.count + ($1.isRoot ? 1 : 0) },
         compounds.filter { $0.type != nil }.count]
    }
}

/// What a selector is matched against: an element and its ancestors.
public struct CSSElementInfo: Sendable {
    public var name: String
    public var id: String?
    public var classes: [String]
    public var isRoot: Bool

    /// Public: the selector fuzzer (outside the module) builds element chains.
    public init(name: String, id: String?, classes: [String], isRoot: Bool) {
        (self.name, self.id, self.classes, self.isRoot) = (name, id, classes, isRoot)
    }
}

extension CSSSelector {
    /// Whether the selector matches the last element of `chain` (root first). Compound by compound over the
    /// ancestors (which of them can hold compound i, given where compound i - 1 can be): time is the number of
    /// compounds times the depth, whatever the combinators; a selector of more compounds than the chain has
    /// elements cannot match and is refused at once.
    public func matches(_ chain: ArraySlice<CSSElementInfo>) -> Bool {
        guard let last = compounds.last, let element = chain.last, Self.matches(last, element) else { return false }
        guard compounds.count <= chain.count else { return false }
        if compounds.count == 1 { return true }
        let elements = Array(chain)
        // possible[d]: compounds 0...i match with compound i on elements[d]; reachable[d]: possible at d or before.
        var possible = [Bool](repeating: false, count: elements.count)
        var reachable = possible
        var next = possible
        for index in 0..<(compounds.count - 1) {
            let compound = compounds[index]
            let toPrevious = compound.combinator
            for position in elements.indices.dropLast() {
                var holds = false
                if position >= index, Self.matches(compound, elements[position]) {
                    if index == 0 {
                        holds = true
                    } else if position > 0 {
                        holds = toPrevious == .child ? possible[position - 1] : reachable[position - 1]
                    }
                }
                next[position] = holds
            }
            swap(&possible, &next)
            var any = false
            for position in possible.indices {
                any = any || possible[position]
                reachable[position] = any
            }
            if !any { return false }
        }
        let position = elements.count - 1
        return last.combinator == .child ? possible[position - 1] : reachable[position - 1]
    }

    private static func matches(_ compound: CSSCompoundSelector, _ element: CSSElementInfo) -> Bool {
        if let type = compound.type, type != element.name { return false }
        if let id = compound.id, id != element.id { return false }
        if compound.isRoot, !element.isRoot { return false }
        return compound.classes.allSatisfy { element.classes.contains($0) }
    }
}

public struct CSSRule: Sendable {
    public var selectors: [CSSSelector]
    public var declarations: [CSSDeclaration]
    /// The colour scheme an `@media (prefers-color-scheme: …)` block limits the rule to; nil for every scheme.
    public var colorScheme: ExportName.Mode?
}

public struct CSSStyleSheet: Sendable {
    public var rules: [CSSRule] = []

    /// Whether an `@media` block applies to the exported drawing, and to which colour scheme: `all` and `screen`
    /// always; `prefers-color-scheme: light` or `dark` in that scheme only; print and conditions on the viewport
    /// cannot be known and are left out (`nil`).
    static func mediaScheme(_ prelude: String) -> (applies: Bool, scheme: ExportName.Mode?) {
        let condition = prelude.dropFirst("@media".count).lowercased().replacingOccurrences(of: " ", with: "")
        if condition.isEmpty || condition == "all" || condition == "screen" { return (true, nil) }
        guard !condition.contains("width"), !condition.contains("height"), !condition.contains("print") else {
            return (false, nil)
        }
        if condition.contains("prefers-color-scheme:light") { return (true, .light) }
        if condition.contains("prefers-color-scheme:dark") { return (true, .dark) }
        return (false, nil)
    }

    /// How deep `@media` and `@supports` blocks nest before the inner ones are dropped: each level copied its
    /// body, so a sheet of ten thousand nested blocks took gigabytes.
    static let maximumNesting = 32

    public init(parsing text: String) {
        self.init(parsing: text, nesting: 0)
    }

    private init(parsing text: String, nesting: Int) {
        rules = []
        let source = Array(CSSParser.removingComments(text).unicodeScalars)
        var index = 0
        while index < source.count {
            guard let open = CSSParser.find("{", in: source, from: index) else { break }
            let prelude = String(String.UnicodeScalarView(source[index..<open])).trimmedWhitespace()
            let close = CSSParser.matchingBrace(in: source, open: open)
            let body = String(String.UnicodeScalarView(source[(open + 1)..<min(close, source.count)]))
            index = close + 1
            if prelude.hasPrefix("@") {
                // @supports and @media wrap ordinary rules; other at-rules (@font-face, @keyframes) style nothing here.
                guard nesting < Self.maximumNesting else { continue }
                if prelude.hasPrefix("@supports") {
                    rules += CSSStyleSheet(parsing: body, nesting: nesting + 1).rules
                } else if prelude.hasPrefix("@media") {
                    let (applies, scheme) = Self.mediaScheme(prelude)
                    guard applies else { continue }
                    rules += CSSStyleSheet(parsing: body, nesting: nesting + 1).rules.map { rule in
                        var limited = rule
                        limited.colorScheme = limited.colorScheme ?? scheme
                        return limited
                    }
                }
                continue
            }
            let selectors = prelude.split(separator: ",").map { CSSParser.selector(String($0)) }
            guard !selectors.isEmpty else { continue }
            // A group with one selector w3wlint cannot read is dropped whole, as a browser drops an invalid group.
            let valid = selectors.compactMap { $0 }
            guard valid.count == selectors.count else { continue }
            rules.append(CSSRule(selectors: valid, declarations: CSSParser.declarations(body), colorScheme: nil))
        }
    }
}

public enum CSSParser {
    /// The declarations of a `style` attribute or rule body, in order.
    public static func declarations(_ text: String) -> [CSSDeclaration] {
        var result: [CSSDeclaration] = []
        for part in splitTopLevel(removingComments(text), separator: ";") {
            guard let colon = part.firstIndex(of: ":") else { continue }
            var property = part[..<colon].trimmedWhitespace()
            var value = part[part.index(after: colon)...].trimmedWhitespace()
            guard !property.isEmpty else { continue }
            if !property.hasPrefix("--") { property = property.lowercased() }
            var important = false
            if let bang = value.range(of: "!important", options: [.caseInsensitive, .backwards]),
               value[bang.upperBound...].trimmedWhitespace().isEmpty
            {
                important = true
                value = value[..<bang.lowerBound].trimmedWhitespace()
            }
            result.append(CSSDeclaration(property: property, value: value, important: important))
        }
        return result
    }

    /// One selector of a group, or nil when it uses what w3wlint does not match (attributes, pseudo-classes other
    /// than `:root`, sibling combinators).
    static func selector(_ text: String) -> CSSSelector? {
        var compounds: [CSSCompoundSelector] = []
        var combinator = CSSCompoundSelector.Combinator.descendant
        let tokens = text.replacingOccurrences(of: ">", with: " > ").split(separator: " ", omittingEmptySubsequences: true)
        for token in tokens {
            if token == ">" {
                combinator = .child
                continue
            }
            guard var compound = compoundSelector(String(token)) else { return nil }
            compound.combinator = combinator
            compounds.append(compound)
            combinator = .descendant
        }
        return compounds.isEmpty ? nil : CSSSelector(compounds: compounds)
    }

    private static func compoundSelector(_ text: String) -> CSSCompoundSelector? {
        var compound = CSSCompoundSelector(type: nil, id: nil, classes: [], isRoot: false, combinator: .descendant)
        var scalars = Substring(text)
        func name() -> String {
            let end = scalars.firstIndex { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } ?? scalars.endIndex
            let result = String(scalars[..<end])
            scalars = scalars[end...]
            return result
        }
        if scalars.first == "*" {
            scalars = scalars.dropFirst()
        } else if let first = scalars.first, first.isLetter {
            compound.type = name()
        }
        while let first = scalars.first {
            scalars = scalars.dropFirst()
            switch first {
            case ".":
                let value = name()
                guard !value.isEmpty else { return nil }
                compound.classes.append(value)
            case "#":
                let value = name()
                guard !value.isEmpty else { return nil }
                compound.id = value
            case ":":
                guard name().lowercased() == "root" else { return nil }
                compound.isRoot = true
            default:
                return nil
            }
        }
        return compound
    }

    /// The text without its `/* … */` comments, in one pass over its scalars (a search per comment restarted from
    /// the text's start on some platforms: thousands of comments would cost their square).
    static func removingComments(_ text: String) -> String {
        guard text.contains("/*") else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { index += 1 }
                // An unclosed comment runs to the end.
                index += 2
                continue
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// Splits at `separator` outside parentheses and quotes (`fill: var(--a, rgb(0 0 0))`).
    static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(0, depth - 1)
            } else if character == separator, depth == 0 {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.trimmedWhitespace().isEmpty { parts.append(current) }
        return parts
    }

    static func find(_ scalar: Unicode.Scalar, in source: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < source.count {
            if source[index] == scalar { return index }
            index += 1
        }
        return nil
    }

    /// The index of the `}` closing the block opened at `open`, or the end of the text.
    static func matchingBrace(in source: [Unicode.Scalar], open: Int) -> Int {
        var depth = 0
        var index = open
        while index < source.count {
            if source[index] == "{" { depth += 1 }
            if source[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return source.count
    }
}

/// Selectors filed by an id or class they require (of the element itself, else of an ancestor), else by the
/// element's type, as browsers file rules: an element is matched only against the selectors that could match it,
/// so a sheet of many rules over many elements is not their product.
public struct CSSSelectorIndex: Sendable {
    public enum Key: Hashable, Sendable {
        case id(String)
        case className(String)
        case type(String)
    }

    /// Selectors filed by what the matched element itself must have.
    private var byElement: [Key: [Int]] = [:]
    /// Selectors filed by an id or class an ancestor must have.
    private var byAncestor: [Key: [Int]] = [:]
    private var anyElement: [Int] = []

    /// `selectors` in order; `candidates` returns positions in it.
    public init(_ selectors: [CSSSelector]) {
        for (position, selector) in selectors.enumerated() {
            guard let last = selector.compounds.last else { continue }
            if let id = last.id {
                byElement[.id(id), default: []].append(position)
            } else if let name = last.classes.first {
                byElement[.className(name), default: []].append(position)
            } else if let ancestor = selector.compounds.dropLast().last(where: { $0.id != nil || !$0.classes.isEmpty }) {
                byAncestor[ancestor.id.map(Key.id) ?? .className(ancestor.classes[0]), default: []].append(position)
            } else if let type = last.type {
                byElement[.type(type), default: []].append(position)
            } else {
                anyElement.append(position)
            }
        }
    }

    /// The positions of the selectors that may match the last element of `chain` (root first), ascending.
    public func candidates(for chain: ArraySlice<CSSElementInfo>) -> [Int] {
        guard let element = chain.last else { return [] }
        var lists: [[Int]] = [anyElement]
        if let id = element.id, let list = byElement[.id(id)] { lists.append(list) }
        for name in Set(element.classes) { if let list = byElement[.className(name)] { lists.append(list) } }
        if let list = byElement[.type(element.name)] { lists.append(list) }
        if !byAncestor.isEmpty {
            var keys: Set<Key> = []
            for ancestor in chain.dropLast() {
                if let id = ancestor.id { keys.insert(.id(id)) }
                for name in ancestor.classes { keys.insert(.className(name)) }
            }
            for key in keys { if let list = byAncestor[key] { lists.append(list) } }
        }
        return lists.count == 1 ? lists[0] : lists.joined().sorted()
    }
}
