/// A document that makes a theme only together with other files (a token file of a set, an Android `values` file, a
/// colour set of a catalog, a Swift file of a package). Its type says how the run's documents of that type are put
/// together once every file is in, so a format that spans files is its loader and this conformance: the engine,
/// `LoadedDocuments` and `ThemeAssembler` know no format. Rules never see documents.
public protocol AssembledDocument: Sendable {
    /// The themes the run's documents of this type make, and the problems found putting them together (like a
    /// loader, only what cannot be read: unknown aliases, cycles). `documents` may be changed for `attach` (evaluated
    /// values); `assembly` holds the run's settings, every other document and the themes assembled before.
    static func assemble(_ documents: inout [Self], in assembly: ThemeAssembly) -> (themes: [Theme], findings: [Finding])
    /// What the documents add once the model is complete (settings, presets and reference themes in place).
    static func attach(_ documents: [Self], to model: inout DesignModel)
}

extension AssembledDocument {
    public static func attach(_ documents: [Self], to model: inout DesignModel) {}
}

/// What loaders read that no rule judges as it is, by document type, each type's documents in file order.
/// `ThemeAssembler` turns them into the model's themes once every file is in.
public struct LoadedDocuments: Sendable {
    private var shelves: [ObjectIdentifier: any DocumentShelf] = [:]

    public init() {}

    public init<Document: AssembledDocument>(_ documents: [Document]) {
        self[Document.self] = documents
    }

    /// The documents of one type (none when no file gave any).
    public subscript<Document: AssembledDocument>(_ type: Document.Type) -> [Document] {
        get { (shelves[ObjectIdentifier(type)] as? Shelf<Document>)?.documents ?? [] }
        set { shelves[ObjectIdentifier(type)] = newValue.isEmpty ? nil : Shelf(documents: newValue) }
    }

    public var isEmpty: Bool { shelves.isEmpty }

    /// The number of documents of every type.
    public var count: Int { shelves.values.reduce(0) { $0 + $1.count } }

    public mutating func merge(_ other: LoadedDocuments) {
        for (type, shelf) in other.shelves {
            // Taken out while appended to, so that the array has one owner and grows in place.
            if var mine = shelves.removeValue(forKey: type) {
                mine.append(contentsOf: shelf)
                shelves[type] = mine
            } else {
                shelves[type] = shelf
            }
        }
    }
}

private protocol DocumentShelf: Sendable {
    var count: Int { get }
    mutating func append(contentsOf other: any DocumentShelf)
}

private struct Shelf<Document: AssembledDocument>: DocumentShelf {
    var documents: [Document]
    var count: Int { documents.count }
    mutating func append(contentsOf other: any DocumentShelf) {
        if let other = other as? Shelf<Document> { documents += other.documents }
    }
}
