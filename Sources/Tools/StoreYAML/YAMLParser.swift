import StoreDisplayText
import StoreIO

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Parses YAML text with the system libyaml into ``YAMLNode`` trees that know
/// where every node was written.
///
/// Anchors, aliases, merge keys (`<<`) and several documents in one stream are
/// supported. Duplicate keys are errors, and ``YAMLLimits`` bound depth, alias
/// expansion and input size.
///
/// ```swift
/// let parser = YAMLParser()
/// let document = try parser.parse("en:\n  Stock.InStock: In stock\n", file: "en.yml")
/// document.root["en"]?["Stock.InStock"]?.string // "In stock"
/// ```
public struct YAMLParser: Sendable {
    /// The limits every parse enforces.
    public var limits: YAMLLimits

    /// Creates a parser with `limits`, or the safe defaults.
    public init(limits: YAMLLimits = YAMLLimits()) {
        self.limits = limits
    }

    /// Parses a stream that must hold at most one document.
    ///
    /// An empty stream gives a null root.
    public func parse(_ text: String, file: String = "<string>") throws(YAMLError) -> YAMLDocument {
        let documents = try parseStream(text, file: file)
        if documents.count > 1 {
            throw documents[1].source.error(.multipleDocuments, at: documents[1].root)
        }
        return documents.first
            ?? YAMLDocument(
                root: YAMLNode(.scalar(YAMLScalar("")), location: FilePosition(file: file, line: 1, column: 1)),
                source: YAMLSource(file: file, text: text))
    }

    /// Parses every document of a stream, in order.
    public func parseStream(_ text: String, file: String = "<string>") throws(YAMLError) -> [YAMLDocument] {
        try build(text, file: file, collectsDuplicates: false).documents
    }

    /// Parses a stream that must hold at most one document, going on past duplicate keys:
    /// each is returned as an error at its line, and the first pair written stands. For a
    /// linter, which reports a duplicate and every other problem in one run; any other
    /// problem still throws.
    public func parseNotingDuplicates(
        _ text: String, file: String = "<string>"
    ) throws(YAMLError) -> (document: YAMLDocument, duplicates: [YAMLError]) {
        let built = try build(text, file: file, collectsDuplicates: true)
        let source = YAMLSource(file: file, text: text)
        if built.documents.count > 1 {
            throw source.error(.multipleDocuments, at: built.documents[1].root)
        }
        let document =
            built.documents.first
            ?? YAMLDocument(
                root: YAMLNode(.scalar(YAMLScalar("")), location: FilePosition(file: file, line: 1, column: 1)),
                source: source)
        return (document, built.duplicates.map { source.error($0.kind, at: $0.location) })
    }

    private func build(
        _ text: String, file: String, collectsDuplicates: Bool
    ) throws(YAMLError) -> (documents: [YAMLDocument], duplicates: [YAMLError]) {
        let limits = limits
        let built = try withReader(text, file: file) { reader throws(YAMLError) in
            var builder = NodeBuilder(limits: limits, collectsDuplicates: collectsDuplicates)
            while true {
                let (event, location) = try reader.next()
                try builder.consume(event, at: location)
                if case .streamEnd = event { return (builder.documents, builder.duplicates) }
            }
        }
        let source = YAMLSource(file: file, text: text)
        return (built.0.map { YAMLDocument(root: $0, source: source) }, built.1)
    }

    /// Reads and parses the file at `path`, naming it `displayName` (or `path`) in errors.
    public func parse(contentsOf path: String, displayName: String? = nil) throws(YAMLError) -> YAMLDocument {
        let name = displayName ?? path
        return try parse(try readText(contentsOf: path, displayName: name), file: name)
    }

    /// The text of the file at `path`, refused when it is not a regular file, is larger than
    /// the limit or is not UTF-8; each refusal says why, and where for bad bytes.
    public func readText(contentsOf path: String, displayName: String? = nil) throws(YAMLError) -> String {
        do {
            return try TextFile.read(path, displayName: displayName, maxBytes: limits.maxInputBytes)
        } catch {
            throw YAMLError(error)
        }
    }

    /// The number of libyaml events in `text`, building nothing.
    ///
    /// This is the floor a loader cannot beat; benchmarks measure against it.
    public func countEvents(_ text: String) throws(YAMLError) -> Int {
        try withReader(text, file: "<string>") { reader throws(YAMLError) in try reader.countAll() }
    }
}
