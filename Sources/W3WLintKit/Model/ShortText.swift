extension String {
    /// The text itself when it has at most `length` characters, else its first `length - 1` and `…`: messages quote
    /// input (text runs, attribute values, libxml2's messages) without growing with it.
    func shortened(to length: Int) -> String {
        count > length ? String(prefix(length - 1)) + "…" : self
    }
}
