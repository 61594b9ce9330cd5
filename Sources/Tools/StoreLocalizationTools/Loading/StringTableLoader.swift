import StoreDisplayText
import StoreIO
import StoreLocalization
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads YAML string tables through libyaml: one locale per file, under a root key naming it.
///
/// ```swift
/// let table = try StringTableLoader().load("en:\n  Stock.InStock: In stock\n", file: "en.yml")
/// table["Stock.InStock"]?.location   // en.yml:2:18
/// ```
///
/// Every problem is a ``YAMLError`` at its line and column, quoting the line. The rules are
/// in one grammar, which reads libyaml's events as they stream, or, for the rare file that
/// uses anchors, aliases or merge keys, the events of its resolved tree.
public struct StringTableLoader: Sendable {
    /// The YAML parser, with its limits.
    public var parser: YAMLParser

    /// Creates a loader.
    public init(parser: YAMLParser = YAMLParser()) {
        self.parser = parser
    }

    /// Parses a table from its text, naming it `file` in locations and errors.
    public func load(_ text: String, file: String) throws(YAMLError) -> StringTable {
        // NB: records run to about one and a half times their YAML (every key whole, and five
        // numbers each); sizing the buffer at twice the text spares copying it as it grows.
        var grammar = TableGrammar(file: file, expectedBytes: 2 * text.utf8.count)
        // NB: after the first problem the stream is read to its end, unread, so that a file
        // that is not YAML at all is reported as such, as the tree path reports it.
        let problem = try parser.withEvents(of: text, file: file) { cursor throws(YAMLError) -> YAMLError? in
            var cursor = cursor
            while let (event, mark) = try cursor.next() {
                do throws(YAMLError) {
                    guard try grammar.consume(event, at: mark) else { return nil }  // the tree's turn
                } catch {
                    while try cursor.next() != nil {}
                    return error
                }
            }
            return nil
        }
        do throws(YAMLError) {
            if let problem { throw problem }
            if let table = try grammar.finish() { return table }
        } catch {
            throw YAMLSource(file: file, text: text).error(error.kind, at: error.location)
        }
        return try load(try parser.parse(text, file: file))
    }

    /// Parses a table as lint reads it: a problem with one key is noted and the rest of the
    /// file read, so that one run reports every one. The table holds the keys that read well,
    /// so that lint checks them too; with problems it lacks the keys they left out, and must
    /// not be checked for missing keys. It is `nil` when the file could not be read through.
    package func loadNotingProblems(_ text: String, file: String) -> (table: StringTable?, problems: [YAMLError]) {
        let source = YAMLSource(file: file, text: text)
        func positioned(_ problems: [YAMLError]) -> [YAMLError] {
            problems.map { source.error($0.kind, at: $0.location) }.sorted {
                ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
            }
        }
        var grammar = TableGrammar(file: file, expectedBytes: 2 * text.utf8.count)
        grammar.collectsProblems = true
        do throws(YAMLError) {
            let fatal = try parser.withEvents(of: text, file: file) { cursor throws(YAMLError) -> YAMLError? in
                var cursor = cursor
                while let (event, mark) = try cursor.next() {
                    do throws(YAMLError) {
                        guard try grammar.consume(event, at: mark) else { return nil }
                    } catch {
                        while try cursor.next() != nil {}
                        return error
                    }
                }
                return nil
            }
            if let fatal { return (nil, positioned(grammar.problems + [fatal])) }
            if grammar.needsTree {
                var replayed = TableGrammar(file: file)
                replayed.collectsProblems = true
                let document = try parser.parse(text, file: file)
                do throws(YAMLError) {
                    try document.replay { event, mark throws(YAMLError) in try replayed.consume(event, at: mark) }
                    let table = try replayed.finish()
                    return (table, positioned(replayed.problems))
                } catch {
                    return (nil, positioned(replayed.problems + [error]))
                }
            }
            let table = try grammar.finish()
            return (table, positioned(grammar.problems))
        } catch {
            return (nil, positioned(grammar.problems + [error]))
        }
    }

    /// Builds a table from a parsed document, aliases and merge keys resolved.
    public func load(_ document: YAMLDocument) throws(YAMLError) -> StringTable {
        var grammar = TableGrammar(file: document.source.file)
        do {
            try document.replay { event, mark throws(YAMLError) in try grammar.consume(event, at: mark) }
            if let table = try grammar.finish() { return table }
        } catch {
            throw document.source.error(error.kind, at: error.location)
        }
        // NB: a replayed tree holds no alias, anchor, tag or merge key, so the grammar never asks for one.
        throw document.source.error(.invalid("the table could not be read"), at: document.root)
    }

    /// Reads and parses the file at `path`, naming it `displayName` (or `path`) in errors. Its
    /// root key must name the locale of its file name (``loadFile(_:path:)``).
    public func load(contentsOf path: String, displayName: String? = nil) throws(YAMLError) -> StringTable {
        let name = displayName ?? path
        return try loadFile(try parser.readText(contentsOf: path, displayName: name), path: name)
    }

    /// Parses the text of the table file at `path`, whose root key must name the locale of its
    /// file name: `de.yml` holds `de:`. A `de.yml` whose root is `en:` would otherwise replace
    /// English silently. `en_GB.yml` and `en-GB:` agree (``LocaleTag/canonical(_:)``).
    public func loadFile(_ text: String, path: String) throws(YAMLError) -> StringTable {
        let table = try load(text, file: path)
        let stem = FileName.stem(of: path)
        guard (LocaleTag.canonical(stem) ?? stem) == (LocaleTag.canonical(table.locale) ?? table.locale) else {
            throw YAMLSource(file: path, text: text).error(
                .invalid(
                    "the root key \"\(table.locale)\" does not match the file name \"\(FileName.lastComponent(of: path))\"; "
                        + "a table's root key names its locale, as the file name does"),
                at: table.rootLocation)
        }
        return table
    }
}
