/// An immutable value kept out of line: a field most values of a large type lack costs one pointer instead of its
/// own size. Compared and hashed by its value.
final class Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: Boxed, rhs: Boxed) -> Bool { lhs === rhs || lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
