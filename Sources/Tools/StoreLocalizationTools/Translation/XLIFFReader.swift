import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#endif

/// A translation read from an exchange file, before it is checked: the unit it names, the
/// text, and where it was written.
public struct ImportedUnit: Sendable, Hashable {
    /// The unit's id: `KEY` or `KEY|==|plural.few`.
    public var id: String
    /// The target text as written, with Xcode's `%1$@` arguments.
    public var text: String?
    /// The state the file gives, such as `translated` or `needs-review-translation`.
    public var state: String?
    /// Where the target is: `12:9` in XLIFF, or a JSON path in a String Catalog.
    public var place: String
    /// Why the unit cannot be read, when it cannot (inline markup in XLIFF).
    public var problem: String?

    public init(id: String, text: String?, state: String?, place: String, problem: String? = nil) {
        self.id = id
        self.text = text
        self.state = state
        self.place = place
        self.problem = problem
    }
}

/// The units of one target locale read from a file.
public struct ImportedFile: Sendable, Hashable {
    public var file: String
    public var locale: String
    public var units: [ImportedUnit]
}

/// Reads XLIFF 1.2: every `<file>`'s `target-language` and its `<trans-unit>`s' ids, targets
/// and states, each at its line and column.
public struct XLIFFReader: Sendable {
    public init() {}

    /// The files of the document, one per `<file>` element. Malformed XML, or XLIFF without a
    /// target language, is an error at its line and column.
    public func read(_ data: Data, file: String) throws -> [ImportedFile] {
        let parser = XMLParser(data: data)
        let delegate = Delegate(file: file)
        parser.delegate = delegate
        parser.shouldProcessNamespaces = true
        let parsed = parser.parse()
        if let problem = delegate.problem { throw problem }
        guard parsed else {
            let reason = (parser.parserError as? NSError).map { Self.reason($0) } ?? "not well-formed XML"
            throw TranslationFileError(
                file: file, path: "\(parser.lineNumber):\(parser.columnNumber)", message: reason)
        }
        if let open = delegate.open.last {
            throw TranslationFileError(
                file: file, path: "\(parser.lineNumber):\(parser.columnNumber)",
                message: "the document ends inside <\(open)>; expected </\(open)>")
        }
        guard delegate.sawRoot else {
            throw TranslationFileError(file: file, path: "1:1", message: "expected an <xliff> document (XLIFF 1.2)")
        }
        return delegate.files
    }

    private static func reason(_ error: NSError) -> String {
        "not well-formed XML (libxml2 error \(error.code))"
    }

    /// Collects elements as the parser reports them. NB: used on the reading thread only.
    private final class Delegate: NSObject, XMLParserDelegate {
        let file: String
        var files: [ImportedFile] = []
        var problem: TranslationFileError?
        var sawRoot = false
        /// The elements open at the point reached.
        var open: [String] = []
        private var unit: ImportedUnit?
        private var inTarget = false
        private var targetText = ""

        init(file: String) { self.file = file }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let place = "\(parser.lineNumber):\(parser.columnNumber)"
            open.append(name)
            if inTarget {
                unit?.problem = "the target holds <\(name)>: inline markup is not read; write plain text"
                return
            }
            switch name {
            case "xliff":
                sawRoot = true
                if let version = attributes["version"], version != "1.2" {
                    fail(at: place, "XLIFF \(version) is not read; expected version=\"1.2\"")
                }
            case "file":
                guard let locale = attributes["target-language"], !locale.isEmpty else {
                    fail(at: place, "<file> has no target-language; expected the locale its targets are in")
                    return
                }
                files.append(ImportedFile(file: file, locale: locale, units: []))
            case "trans-unit":
                unit = ImportedUnit(id: attributes["id"] ?? "", text: nil, state: nil, place: place)
            case "target":
                guard unit != nil else { return }
                inTarget = true
                targetText = ""
                unit?.state = attributes["state"]
                unit?.place = place
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inTarget { targetText += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if !open.isEmpty { open.removeLast() }
            switch name {
            case "target" where inTarget:
                inTarget = false
                unit?.text = targetText
            case "trans-unit":
                if let unit, !files.isEmpty { files[files.count - 1].units.append(unit) }
                unit = nil
            default: break
            }
        }

        private func fail(at place: String, _ message: String) {
            if problem == nil { problem = TranslationFileError(file: file, path: place, message: message) }
        }
    }
}
