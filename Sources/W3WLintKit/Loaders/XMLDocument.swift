import CLibXML2
import Foundation

/// One XML element as w3wlint needs it: names, attributes, text and child elements in document order, and where
/// its start tag begins.
public struct XMLElementNode: Sendable {
    /// The local name (`rect`), without a prefix.
    public var name: String
    public var namespaceURI: String?
    /// Attributes in document order, keyed by qualified name (`fill`, `xlink:href`, `android:fillColor`).
    public var attributes: [(name: String, value: String)] = []
    public var children: [XMLContent] = []
    /// The line and column (1-based, Unicode scalars) of the `<` that starts the element.
    public var line: Int
    public var column: Int

    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    public var childElements: [XMLElementNode] {
        children.compactMap { if case let .element(element) = $0 { return element } else { return nil } }
    }

    /// The concatenated text of this element and its descendants.
    public var textContent: String {
        children.map { content in
            switch content {
            case let .text(text): return text
            case let .element(element): return element.textContent
            }
        }.joined()
    }
}

public enum XMLContent: Sendable {
    case element(XMLElementNode)
    case text(String)
}

/// A problem libxml2 (or w3wlint's safety policy) found, where it found it.
public struct XMLProblem: Sendable, Equatable {
    public var line: Int
    public var column: Int
    /// libxml2's error code (`xmlParserErrors`), or 0 for w3wlint's own policy findings.
    public var code: Int
    public var message: String
    /// Fatal problems end the parse: the document is not used.
    public var isFatal: Bool
    /// A reference to an entity that was not expanded: moot when the parse failed.
    public var isUnexpandedReference = false
}

/// The outcome of parsing: a root element (possibly with non-fatal problems), or the fatal problem that stopped it.
public struct XMLParseResult: Sendable {
    public var root: XMLElementNode?
    public var problems: [XMLProblem]
}

/// libxml2 behind a small, safe API: bytes in, elements with start-tag locations (or located problems) out.
///
/// Safety: only `XML_PARSE_NONET`; external entities and DTDs are never loaded (the parser's own entity resolver is
/// replaced by one that refuses), so nothing outside the bytes is read. libxml2's defaults refuse entity loops
/// ("billion laughs") and nesting deeper than 256 elements. Internal entities reach the SAX handlers once per
/// reference, so the text and elements they add are budgeted: a small entity named many times ("quadratic
/// blow-up") stops the parse with a problem instead of growing the tree without bound.
/// Every parse has its own context and error handler, so parses may run on any thread at the same time.
public enum XMLDocumentParser {
    /// Bytes above this are refused before parsing: no design export is this large.
    public static let maximumSize = 64 * 1024 * 1024

    /// libxml2's one-time library set-up, which its documentation asks to run before parsing on several threads;
    /// Swift runs a static initializer exactly once, whichever thread gets there first.
    private static let libraryReady: Bool = {
        xmlInitParser()
        return true
    }()

    public static func parse(_ data: Data, file: String) -> XMLParseResult {
        precondition(libraryReady)
        if data.isEmpty || data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            return XMLParseResult(root: nil, problems: [
                XMLProblem(line: 1, column: 1, code: Int(XML_ERR_DOCUMENT_EMPTY.rawValue),
                           message: "the file is empty: no XML document", isFatal: true),
            ])
        }
        guard data.count <= maximumSize else {
            return XMLParseResult(root: nil, problems: [
                XMLProblem(line: 1, column: 1, code: 0,
                           message: "the file is \(data.count) bytes, more than the \(maximumSize)-byte limit for XML",
                           isFatal: true),
            ])
        }
        // The parse reads the file's bytes in place: a copy would add the file's size to the peak memory.
        return data.withUnsafeBytes { raw in parse(raw.bindMemory(to: UInt8.self), file: file) }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> XMLParseResult {
        let builder = TreeBuilder(bytes: bytes)
        guard let context = xmlNewParserCtxt() else {
            return XMLParseResult(root: nil, problems: [
                XMLProblem(line: 1, column: 1, code: 0, message: "libxml2 could not create a parser", isFatal: true),
            ])
        }
        defer { xmlFreeParserCtxt(context) }
        installHandlers(on: context)
        let unmanaged = Unmanaged.passRetained(builder)
        defer { unmanaged.release() }
        context.pointee._private = unmanaged.toOpaque()
        builder.documentContext = context
        let document = bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { pointer in
            xmlCtxtReadMemory(context, pointer, Int32(bytes.count), file, nil, Int32(XML_PARSE_NONET.rawValue))
        }
        if let document { xmlFreeDoc(document) }
        // xmlCtxtReadMemory resets the context; make sure the builder really saw the parse.
        let wellFormed = context.pointee.wellFormed != 0 && document != nil
        var problems = builder.problems
        if !wellFormed, !problems.contains(where: \.isFatal) {
            problems.append(XMLProblem(line: 1, column: 1, code: Int(context.pointee.errNo),
                                       message: "libxml2 could not parse the document", isFatal: true))
        }
        problems.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        guard wellFormed, let root = builder.root else {
            return XMLParseResult(root: nil, problems: problems.filter { !$0.isUnexpandedReference })
        }
        return XMLParseResult(root: root, problems: problems)
    }

    private static func builder(_ ctx: UnsafeMutableRawPointer?) -> (TreeBuilder, xmlParserCtxtPtr)? {
        guard let ctx else { return nil }
        let context = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let opaque = context.pointee._private else { return nil }
        return (Unmanaged<TreeBuilder>.fromOpaque(opaque).takeUnretainedValue(), context)
    }

    /// The builder, for content events of the document itself. libxml2 also parses an entity's replacement text
    /// (with a context of its own, or a nested input) and reports its elements and text through the same handlers;
    /// those are left out: entities are never expanded (their references are reported instead).
    private static func documentBuilder(_ ctx: UnsafeMutableRawPointer?) -> (TreeBuilder, xmlParserCtxtPtr)? {
        guard let (builder, context) = builder(ctx), context == builder.documentContext, context.pointee.inputNr <= 1
        else { return nil }
        return (builder, context)
    }

    /// An element's attributes as SAX2 gives them: five pointers each (local name, prefix, URI, value start, value end).
    private static func attributes(_ pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) -> [(name: String, value: String)] {
        guard let pointers else { return [] }
        var parsed: [(name: String, value: String)] = []
        for index in 0..<count {
            guard let name = pointers[index * 5] else { continue }
            let prefix = pointers[index * 5 + 1].map { String(cString: $0) }
            var value = ""
            if let start = pointers[index * 5 + 3], let end = pointers[index * 5 + 4] {
                value = String(decoding: UnsafeBufferPointer(start: start, count: max(0, end - start)), as: UTF8.self)
            }
            let local = String(cString: name)
            parsed.append((prefix.map { "\($0):\(local)" } ?? local, value))
        }
        return parsed
    }

    private static func installHandlers(on context: xmlParserCtxtPtr) {
        guard let sax = context.pointee.sax else { return }
        sax.pointee.initialized = XML_SAX2_MAGIC
        sax.pointee.serror = { userData, error in
            guard let (builder, context) = XMLDocumentParser.builder(userData), let error else { return }
            builder.record(error.pointee, context: context)
        }
        sax.pointee.startElementNs = { ctx, localname, _, uri, _, _, attributeCount, _, attributes in
            guard let (builder, context) = XMLDocumentParser.documentBuilder(ctx), let localname,
                  builder.spend(64, context: context) else { return }
            let parsed = XMLDocumentParser.attributes(attributes, count: Int(max(0, attributeCount)))
            let (line, column) = builder.startTagLocation(in: context)
            builder.start(XMLElementNode(name: builder.name(localname), namespaceURI: uri.map(builder.name),
                                     attributes: parsed, line: line, column: column))
        }
        sax.pointee.endElementNs = { ctx, _, _, _ in
            XMLDocumentParser.documentBuilder(ctx)?.0.end()
        }
        let characters: charactersSAXFunc = { ctx, text, length in
            guard let (builder, context) = XMLDocumentParser.documentBuilder(ctx), let text,
                  builder.spend(Int(max(0, length)), context: context) else { return }
            builder.characters(String(decoding: UnsafeBufferPointer(start: text, count: Int(max(0, length))), as: UTF8.self))
        }
        sax.pointee.characters = characters
        sax.pointee.ignorableWhitespace = characters
        sax.pointee.cdataBlock = characters
        // No DOM is built: comments and processing instructions are not needed.
        sax.pointee.comment = nil
        sax.pointee.processingInstruction = nil
        // A reference to a declared entity in content (`&logo;`) is never expanded: say so, once per entity.
        sax.pointee.reference = { ctx, name in
            guard let (builder, context) = XMLDocumentParser.documentBuilder(ctx), let name else { return }
            let entityName = String(cString: name)
            // External entities are reported where they are declared.
            guard !builder.externalEntities.contains(entityName), builder.reportedEntities.insert(entityName).inserted
            else { return }
            builder.policyProblem(in: context, message: "entity reference `&\(entityName);` is not expanded: w3wlint never "
                + "substitutes entities, so what it stands for is not checked", isUnexpandedReference: true)
        }
        // Never load anything an entity or DTD points at, whatever the options say.
        sax.pointee.resolveEntity = { _, _, _ in nil }
        sax.pointee.externalSubset = nil
        sax.pointee.entityDecl = { ctx, name, type, publicID, systemID, content in
            guard let (builder, context) = XMLDocumentParser.builder(ctx) else { return }
            xmlSAX2EntityDecl(ctx, name, type, publicID, systemID, content)
            let kind = xmlEntityType(UInt32(bitPattern: type))
            let external = kind == XML_EXTERNAL_GENERAL_PARSED_ENTITY || kind == XML_EXTERNAL_GENERAL_UNPARSED_ENTITY
                || kind == XML_EXTERNAL_PARAMETER_ENTITY
            guard external else { return }
            let entityName = name.map { String(cString: $0) } ?? "?"
            builder.externalEntities.insert(entityName)
            let target = systemID.map { String(cString: $0) } ?? publicID.map { String(cString: $0) } ?? ""
            builder.policyProblem(in: context, message: "external entity `\(entityName)` (\(target)) is not loaded: "
                + "w3wlint never reads outside the file; the entity's text is missing from the document")
        }
    }
}

/// Collects elements and problems during one parse; owned by that parse only.
private final class TreeBuilder {
    func name(_ text: UnsafePointer<xmlChar>) -> String {
        let made = String(cString: text)
        if let known = names[made] { return known }
        if names.count < 4096 { names[made] = made }
        return made
    }

    /// The file's bytes, valid while the parse runs (the builder does not outlive it).
    let bytes: UnsafeBufferPointer<UInt8>
    var stack: [XMLElementNode] = []
    var root: XMLElementNode?
    var problems: [XMLProblem] = []
    var reportedEntities: Set<String> = []
    var externalEntities: Set<String> = []
    /// Element names and namespace URIs made once per parse: a drawing of 100,000 elements has a handful of each.
    private var names: [String: String] = [:]
    /// The context parsing the file itself (libxml2 parses some entity text with contexts of its own).
    var documentContext: xmlParserCtxtPtr?
    /// What the handlers may receive (text bytes, and 64 per element) before the parse is stopped: the file's own
    /// content fits several times over; entity amplification does not.
    private var budget: Int
    private(set) var stopped = false
    /// A forward-only position in `bytes` with its line and column, so locating every start tag costs O(n) in all.
    private var cursorOffset = 0
    private var cursorLine = 1
    private var cursorColumn = 1

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        budget = 8 * bytes.count + 1_000_000
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { cursorOffset = 3 }
    }

    /// Takes `amount` from the budget; false (and the parse stopped, with a fatal problem) once it is spent.
    func spend(_ amount: Int, context: xmlParserCtxtPtr) -> Bool {
        guard !stopped else { return false }
        budget -= amount
        guard budget < 0 else { return true }
        stopped = true
        let documentContext = self.documentContext ?? context
        let line = documentContext.pointee.inputTab?[0].map { Int($0.pointee.line) } ?? 1
        problems.append(XMLProblem(line: max(1, line), column: 1, code: 0,
                                   message: "entity references expand the document to more than \(8 * bytes.count + 1_000_000) "
                                       + "bytes of content (entity amplification)",
                                   isFatal: true))
        xmlStopParser(context)
        if context != documentContext { xmlStopParser(documentContext) }
        return false
    }

    /// Text of the innermost open element since its last child: libxml2 hands text over in many small pieces (one per
    /// character reference), which are joined here in linear time and stored once.
    private var pendingText = ""

    func start(_ element: XMLElementNode) {
        storePendingText()
        stack.append(element)
    }

    func end() {
        storePendingText()
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(.element(element))
        }
    }

    func characters(_ text: String) {
        guard !stack.isEmpty else { return }
        pendingText += text
    }

    private func storePendingText() {
        guard !pendingText.isEmpty else { return }
        if !stack.isEmpty { stack[stack.count - 1].children.append(.text(pendingText)) }
        pendingText = ""
    }

    func record(_ error: xmlError, context: xmlParserCtxtPtr) {
        let level = error.level
        // After the first fatal error libxml2 may report follow-on errors; they describe nothing new.
        guard level == XML_ERR_ERROR || level == XML_ERR_FATAL, !problems.contains(where: \.isFatal) else { return }
        let message = error.message.map { String(cString: $0) }?.trimmedWhitespace()
            ?? "XML error \(error.code)"
        var line = Int(error.line)
        var column = Int(error.int2)
        // Inside an entity's replacement text (parsed by a nested input or a context of its own) libxml2 counts from
        // the entity's start: point at where the document's own input stands instead.
        let documentContext = self.documentContext ?? context
        if context != documentContext || context.pointee.inputNr > 1,
           let document = documentContext.pointee.inputTab?[0]
        {
            line = Int(document.pointee.line)
            column = Int(document.pointee.col)
        }
        problems.append(XMLProblem(line: max(1, line), column: max(1, column), code: Int(error.code),
                                   message: message, isFatal: level == XML_ERR_FATAL))
    }

    func policyProblem(in context: xmlParserCtxtPtr, message: String, isUnexpandedReference: Bool = false) {
        let input = context.pointee.input
        let line = input.map { Int($0.pointee.line) } ?? 1
        // A reference is reported where the parser stands (just after it); a declaration at its line.
        let column = isUnexpandedReference ? input.map { Int($0.pointee.col) } ?? 1 : 1
        problems.append(XMLProblem(line: max(1, line), column: max(1, column), code: 0, message: message, isFatal: false,
                                   isUnexpandedReference: isUnexpandedReference))
    }

    /// Where the start tag being reported begins. libxml2 calls `startElementNs` with its input past the tag's
    /// attributes, so look back to the `<`; its absolute offset indexes the original bytes when the input needed no
    /// decoding (UTF-8), which gives an exact line and column even after libxml2 discarded consumed input.
    func startTagLocation(in context: xmlParserCtxtPtr) -> (line: Int, column: Int) {
        guard let input = context.pointee.input, let base = input.pointee.base, var cur = input.pointee.cur else {
            return (1, 1)
        }
        while cur > base, cur.pointee != UInt8(ascii: "<") { cur -= 1 }
        let decoded = input.pointee.buf?.pointee.encoder != nil
        let offset = Int(input.pointee.consumed) + (cur - base)
        if !decoded, offset >= cursorOffset, offset < bytes.count, bytes[offset] == UInt8(ascii: "<") {
            // Line feeds found with memchr, then only the last line's characters counted (every byte of a file
            // passes here once, long path data included).
            let start = UnsafeRawPointer(bytes.baseAddress!)
            while cursorOffset < offset,
                  let newline = memchr(start + cursorOffset, 0x0A, offset - cursorOffset)
            {
                cursorLine += 1
                cursorColumn = 1
                cursorOffset = UnsafeRawPointer(newline) - start + 1
            }
            var characters = 0
            for byte in UnsafeBufferPointer(rebasing: bytes[cursorOffset..<offset]) where byte & 0xC0 != 0x80 {
                characters += 1
            }
            cursorColumn += characters
            cursorOffset = offset
            return (cursorLine, cursorColumn)
        }
        // Decoded input (UTF-16, Latin-1): count back within libxml2's own buffer.
        let newlinesBack = UnsafeBufferPointer(start: cur, count: input.pointee.cur! - cur)
            .reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let line = Int(input.pointee.line) - newlinesBack
        var lineStart = cur
        while lineStart > base, (lineStart - 1).pointee != 0x0A { lineStart -= 1 }
        let column = UnsafeBufferPointer(start: lineStart, count: cur - lineStart).reduce(1) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        return (max(1, line), column)
    }
}
