extension StringProtocol {
    /// The text without leading and trailing white space (Unicode White_Space, which covers XML's and CSS's).
    /// Foundation's `trimmingCharacters(in:)` goes through NSString on Linux and was a sixth of the time of
    /// loading a large SVG.
    func trimmedWhitespace() -> String {
        // Most values have nothing to trim: a visible ASCII character at each end.
        let scalars = unicodeScalars
        if let first = scalars.first?.value, let last = scalars.last?.value, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return String(self)
        }
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
