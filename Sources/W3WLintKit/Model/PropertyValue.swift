/// A small JSON-like value: what a finding carries for machines, and what reporters print without knowing its meaning.
public enum PropertyValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([PropertyValue])
    case object([(String, PropertyValue)])
    case null

    public static func == (lhs: PropertyValue, rhs: PropertyValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.null, .null): return true
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .string(s): hasher.combine(0); hasher.combine(s)
        case let .number(n): hasher.combine(1); hasher.combine(n)
        case let .bool(b): hasher.combine(2); hasher.combine(b)
        case let .array(a): hasher.combine(3); hasher.combine(a)
        case let .object(o):
            hasher.combine(4)
            for (k, v) in o { hasher.combine(k); hasher.combine(v) }
        case .null: hasher.combine(5)
        }
    }

    /// The value for `key` when this is an object.
    public subscript(key: String) -> PropertyValue? {
        guard case let .object(pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }
}

extension PropertyValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: PropertyValue...) { self = .array(elements) }
}

/// Numbers as people write them: integers without a fraction, others in their shortest exact form.
public func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value > 0 ? "Infinity" : "-Infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
