/// A value whose copies are made with one field changed: `ContrastRule.Options().with(\.level, .aaa)`,
/// `TokenSettings().with(\.modes, ["light", "dark"])`.
public protocol CopyingWith {}

extension CopyingWith {
    /// A copy with the field at `path` set to `value`.
    public func with<Value>(_ path: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
        var copy = self
        copy[keyPath: path] = value
        return copy
    }
}
