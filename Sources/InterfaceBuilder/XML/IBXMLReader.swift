import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the XML of an Interface Builder document into an `IBElement` tree,
/// treating it as untrusted input: a document that declares a DTD (where
/// entities live) is refused before parsing, so no external entity is ever
/// resolved and no entity expands; nesting deeper than `maximumDepth` is
/// refused; malformed XML is an error at the line the parser stopped.
///
/// Foundation's `XMLParser` (libxml2) does the parsing; this type only builds
/// the tree and finds where each start tag begins.
struct IBXMLReader {
    /// How deep elements may nest; real documents nest a few dozen levels.
    static let maximumDepth = 1_000

    /// Why a document could not be read as XML, and where.
    struct Failure: Error, Equatable {
        enum Reason: Equatable {
            /// `<!DOCTYPE …>`: Interface Builder never writes one, and entities are declared there.
            case declaresDocumentType
            case tooDeep
            case malformed(String)
            case empty
        }

        let reason: Reason
        /// The byte the problem is at.
        let offset: Int
    }

    /// The root element of `bytes`, or why there is none.
    static func read(_ bytes: [UInt8]) -> Result<IBElement, Failure> {
        if let offset = documentTypeDeclaration(in: bytes) { return .failure(Failure(reason: .declaresDocumentType, offset: offset)) }
        let builder = TreeBuilder(bytes: bytes)
        let parser = XMLParser(data: Data(withoutProcessingInstructions(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = builder
        // Foundation's parser may say it parsed a document it found errors in: its first error decides.
        let parsed = parser.parse()
        if let failure = builder.failure { return .failure(failure) }
        if bytes.isEmpty { return .failure(Failure(reason: .empty, offset: 0)) }
        if let error = builder.firstError ?? (parser.parserError as NSError?).map({ ($0, parser.lineNumber, parser.columnNumber) }) {
            return .failure(Failure(reason: .malformed(Self.describe(error.0)), offset: builder.offset(line: error.1, column: error.2)))
        }
        guard parsed, let root = builder.root else {
            return .failure(Failure(reason: .malformed("the document is not well-formed XML"), offset: bytes.count))
        }
        return .success(root)
    }

    /// Where a `<!DOCTYPE` starts before the root element, if the prolog has one.
    private static func documentTypeDeclaration(in bytes: [UInt8]) -> Int? {
        let marker = Array("<!DOCTYPE".utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") { return nil }  // the root element: the prolog is over
            if bytes[index...].starts(with: marker) { return index }
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                // Skip the comment whole: it may mention anything.
                var end = index + 4
                while end + 2 < bytes.count, !(bytes[end] == 0x2D && bytes[end + 1] == 0x2D && bytes[end + 2] == 0x3E) { end += 1 }
                index = end + 3
                continue
            }
            index += 1
        }
        return nil
    }

    /// `bytes` with every processing instruction but the XML declaration blanked out, its line
    /// breaks kept, so that offsets and lines stay: Interface Builder writes none, and Foundation's
    /// parser on Linux crashes on one without data (`<?target?>`).
    static func withoutProcessingInstructions(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var index = 0
        let declaration = Array("<?xml".utf8)
        while index + 1 < result.count {
            guard result[index] == UInt8(ascii: "<"), result[index + 1] == UInt8(ascii: "?") else {
                index += 1
                continue
            }
            var end = index + 2
            while end + 1 < result.count, !(result[end] == UInt8(ascii: "?") && result[end + 1] == UInt8(ascii: ">")) { end += 1 }
            let isDeclaration = index == 0 && result.starts(with: declaration) && result.count > 5
                && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(result[5])
            // A declaration left open runs into what follows (`<?xml version="1.0"` then a tag): it ends
            // where the next tag starts, so that an instruction further on is still found and blanked.
            if isDeclaration, let open = result[(index + 2) ..< min(end, result.count)].firstIndex(of: UInt8(ascii: "<")) {
                for blank in index ..< open where result[blank] != UInt8(ascii: "\n") { result[blank] = UInt8(ascii: " ") }
                index = open
                continue
            }
            if !isDeclaration {
                for blank in index ..< min(end + 2, result.count) where result[blank] != UInt8(ascii: "\n") { result[blank] = UInt8(ascii: " ") }
            }
            index = end + 2
        }
        return result
    }

    /// libxml2's error in words, by its code where the code says more than the message.
    private static func describe(_ error: NSError) -> String {
        switch error.code {
        case 4, 5: return "the document is empty or ends too soon"
        case 9: return "a character that XML does not allow"
        case 23, 24, 26, 27: return "an entity or character reference that XML does not know"
        case 38, 39, 40, 41, 65: return "a malformed attribute"
        case 73, 76, 77: return "a tag is not closed, or closed by another tag"
        default: return "the document is not well-formed XML (libxml2 error \(error.code))"
        }
    }

    /// The delegate that builds the tree as elements start and end.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        let bytes: [UInt8]
        private let lineStarts: [Int]
        private var stack: [IBElement] = []
        private(set) var root: IBElement?
        private(set) var failure: Failure?
        /// The parser's first error, and the line and column it was at.
        private(set) var firstError: (NSError, Int, Int)?

        init(bytes: [UInt8]) {
            self.bytes = bytes
            var starts = [0]
            for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
            lineStarts = starts
        }

        /// The byte offset of a 1-based line and column, clamped to the text.
        func offset(line: Int, column: Int) -> Int {
            guard line >= 1, line <= lineStarts.count else { return bytes.count }
            return min(lineStarts[line - 1] + max(column - 1, 0), bytes.count)
        }

        /// Where the start tag the parser is at begins: its `<` and name (`<button`), found back from the parser's position.
        private func startTag(line: Int, column: Int, name: String) -> Range<Int> {
            var start = min(offset(line: line, column: column), max(bytes.count - 1, 0))
            while start > 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
            return start ..< min(start + 1 + name.utf8.count, bytes.count)
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard stack.count < IBXMLReader.maximumDepth else {
                failure = Failure(reason: .tooDeep, offset: offset(line: parser.lineNumber, column: parser.columnNumber))
                parser.abortParsing()
                return
            }
            let element = IBElement(
                name: elementName, attributes: attributes, range: startTag(line: parser.lineNumber, column: parser.columnNumber, name: elementName))
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            // Only a `<string>` element's characters mean anything in a document (a label's long text).
            if let element = stack.last, element.name == "string" { element.text += string }
        }

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            nil
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if firstError == nil { firstError = (parseError as NSError, parser.lineNumber, parser.columnNumber) }
        }
    }
}
