#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
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

    /// A unit as read.
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
    /// The file, as the user named it.
    public var file: String
    /// The locale its targets are in.
    public var locale: String
    public var units: [ImportedUnit]
}

/// Reads XLIFF 1.2: every `<file>`'s `target-language` and its `<trans-unit>`s' ids, targets
/// and states, each target at the line and column its text starts.
public struct XLIFFReader: Sendable {
    public init() {}

    /// The files of the document in `data`, which must be UTF-8.
    public func read(_ data: Data, file: String) throws(TranslationFileError) -> [ImportedFile] {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw TranslationFileError(file: file, path: "1:1", message: "not UTF-8; expected an XLIFF file in UTF-8")
        }
        return try read(text, file: file)
    }

    /// The files of the document, one per `<file>` element. XML that is not well-formed,
    /// another XLIFF version, or a `<file>` without a target language is an error at its line
    /// and column.
    public func read(_ text: String, file: String) throws(TranslationFileError) -> [ImportedFile] {
        let events: [(event: XMLReader.Event, line: Int, column: Int)]
        do {
            events = try XMLReader.events(of: text)
        } catch {
            throw TranslationFileError(file: file, path: "\(error.line):\(error.column)", message: error.message)
        }
        var files: [ImportedFile] = []
        var unit: ImportedUnit?
        var target: String?
        var depthInTarget = 0
        for (event, line, column) in events {
            let place = "\(line):\(column)"
            switch event {
            case .start(let name, let attributes):
                if target != nil {
                    depthInTarget += 1
                    unit?.problem = "the target holds <\(name)>: inline markup is not read; write plain text"
                    continue
                }
                switch name {
                case "xliff":
                    guard attributes["version"] == "1.2" else {
                        throw TranslationFileError(
                            file: file, path: place,
                            message: "XLIFF \(attributes["version"] ?? "without a version") is not read; "
                                + "expected version=\"1.2\"")
                    }
                case "file":
                    guard let locale = attributes["target-language"], !locale.isEmpty else {
                        throw TranslationFileError(
                            file: file, path: place,
                            message: "<file> has no target-language; expected the locale its targets are in")
                    }
                    files.append(ImportedFile(file: file, locale: locale, units: []))
                case "trans-unit":
                    unit = ImportedUnit(id: attributes["id"] ?? "", text: nil, state: nil, place: place)
                case "target" where unit != nil:
                    target = ""
                    unit?.state = attributes["state"]
                    unit?.place = place
                default: break
                }
            case .text(let text):
                guard target != nil else { continue }
                // The place of a translation is where its text starts.
                if target?.isEmpty == true, depthInTarget == 0 { unit?.place = place }
                target? += text
            case .end(let name):
                if target != nil, depthInTarget > 0 {
                    depthInTarget -= 1
                    continue
                }
                switch name {
                case "target" where target != nil:
                    unit?.text = target
                    target = nil
                case "trans-unit":
                    if let unit, !files.isEmpty { files[files.count - 1].units.append(unit) }
                    unit = nil
                default: break
                }
            }
        }
        guard events.first.map({ if case .start("xliff", _) = $0.event { true } else { false } }) ?? false else {
            throw TranslationFileError(file: file, path: "1:1", message: "expected an <xliff> document (XLIFF 1.2)")
        }
        return files
    }
}
