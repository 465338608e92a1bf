/// One problem found: data only. Rules and loaders make findings; reporters print them.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// Machine-readable details, in a fixed order per rule (see each rule's documentation).
    public var properties: [(String, PropertyValue)] {
        get { packedProperties.pairs }
        set { packedProperties = PackedProperties(newValue) }
    }
    /// Kept packed: a large drawing has a hundred thousand findings alive at once (see `PackedProperties`).
    private var packedProperties: PackedProperties
    /// A stable identity that survives edits elsewhere in the file; set by the engine (see `Fingerprint`).
    public var fingerprint: String
    /// How to fix it by editing source text, when the rule knows exactly (`--fix` applies it).
    public var fix: Fix? {
        get { fixStorage?.value }
        set { fixStorage = newValue.map(Boxed.init) }
    }
    /// Out of line: most findings have no fix, and a finding without its 32 inline bytes fits a large drawing's
    /// hundred thousand in a fifth less memory.
    private var fixStorage: Boxed<Fix>?

    public init(ruleID: String, severity: Severity, message: String, location: SourceLocation,
                properties: [(String, PropertyValue)] = [], fingerprint: String = "", fix: Fix? = nil)
    {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.packedProperties = PackedProperties(properties)
        self.fingerprint = fingerprint
        self.fixStorage = fix.map(Boxed.init)
    }

    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.ruleID == rhs.ruleID && lhs.severity == rhs.severity && lhs.message == rhs.message
            && lhs.location == rhs.location && PropertyValue.object(lhs.properties) == .object(rhs.properties)
            && lhs.fingerprint == rhs.fingerprint && lhs.fix == rhs.fix
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ruleID)
        hasher.combine(location)
        hasher.combine(message)
    }

    /// The other places this one finding stands for (the same pair drawn in other schemes), and those that explain
    /// it (where its colours are defined): kept as the `related` property, so every report, the cache and plugins
    /// carry them as they carry other details.
    public var relatedLocations: [RelatedLocation] {
        get {
            guard case let .array(items)? = property("related") else { return [] }
            return items.compactMap { item in
                guard case let .object(fields) = item else { return nil }
                let value = { (key: String) in fields.first { $0.0 == key }?.1 }
                guard case let .string(file)? = value("file"), case let .number(line)? = value("line"),
                      case let .number(column)? = value("column"), line.isFinite, column.isFinite,
                      (1...1e9).contains(line), (1...1e9).contains(column) else { return nil }
                let message: String
                if case let .string(text)? = value("message") { message = text } else { message = "" }
                return RelatedLocation(location: SourceLocation(file: file, line: Int(line), column: Int(column)), message: message,
                                       isDefinition: value("definition") == .bool(true))
            }
        }
        set {
            var pairs = properties.filter { $0.0 != "related" }
            if !newValue.isEmpty {
                pairs.append(("related", .array(newValue.map { place in
                    .object([("file", .string(place.location.file)), ("line", .number(Double(place.location.line))),
                             ("column", .number(Double(place.location.column))), ("message", .string(place.message))]
                        + (place.isDefinition ? [("definition", .bool(true))] : []))
                })))
            }
            properties = pairs
        }
    }

    public func property(_ key: String) -> PropertyValue? {
        packedProperties.value(for: key)
    }

    /// The one order every report uses: path, line, column, rule id, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location.file != b.location.file { return a.location.file < b.location.file }
        if a.location.line != b.location.line { return a.location.line < b.location.line }
        if a.location.column != b.location.column { return a.location.column < b.location.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// Another place a finding stands for, or one that explains it, with what is there.
public struct RelatedLocation: Hashable, Sendable {
    public var location: SourceLocation
    public var message: String
    /// Where a colour of the finding is defined: a place to look, not the problem again (an editor shows the finding
    /// at the places it stands for, not at every definition it names).
    public var isDefinition: Bool

    public init(location: SourceLocation, message: String, isDefinition: Bool = false) {
        self.location = location
        self.message = message
        self.isDefinition = isDefinition
    }
}
