import StoreDisplayText
import StoreIO
import StoreLocalization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which base-locale text each translation was made from, so a translation of an English text
/// that has since changed is known to be stale.
///
/// It is kept beside the tables as `.translated-from.json`: hidden, so that neither the
/// table loaders nor SwiftPM take it for a table or a resource, and JSON with sorted keys, so
/// that a diff shows what an import changed. `strings import` writes it for every unit it
/// takes; `strings stamp` records the tables as they are (after a hand edit).
///
/// ```json
/// {
///   "base" : "en",
///   "sources" : {
///     "StoreFinder.Title" : { "Stores" : ["ar", "de", "fr"] }
///   }
/// }
/// ```
///
/// A translation with no record is taken as current: tables written before the record
/// existed do not all turn stale at once.
public struct TranslationRecord: Sendable, Hashable, Codable {
    /// The file's name in a tables directory.
    public static let fileName = ".translated-from.json"

    /// The base locale whose texts are recorded.
    public var base: String
    /// Key → base text (``sourceText(of:)``) → the locales translated from that text, sorted.
    public var sources: [String: [String: [String]]]

    /// An empty record for `base`.
    public init(base: String = "en") {
        self.base = base
        self.sources = [:]
    }

    /// The base text `locale`'s translation of `key` was made from, when recorded.
    public func source(of key: String, locale: String) -> String? {
        sources[key]?.first { $0.value.contains(locale) }?.key
    }

    /// Records that `locale`'s translation of `key` was made from `text`.
    public mutating func record(_ key: String, locale: String, from text: String) {
        var texts = sources[key] ?? [:]
        for (old, locales) in texts where locales.contains(locale) {
            let rest = locales.filter { $0 != locale }
            texts[old] = rest.isEmpty ? nil : rest
        }
        texts[text] = ((texts[text] ?? []) + [locale]).sorted()
        sources[key] = texts
    }

    /// This record with `top`'s entries on it: where both record a key for a locale, `top`'s wins.
    public func merging(_ top: TranslationRecord) -> TranslationRecord {
        var merged = self
        for (key, texts) in top.sources {
            for (text, locales) in texts {
                for locale in locales { merged.record(key, locale: locale, from: text) }
            }
        }
        return merged
    }

    /// The base text a translation is checked against: a text's source, or a plural's forms in
    /// order (`one: %{count} store | other: %{count} stores`), so that a change to any form counts.
    public static func sourceText(of value: TableValue) -> String {
        switch value {
        case .text(let message): return message.source
        case .plural(let variants):
            return variants.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.source)" }
                .joined(separator: " | ")
        }
    }

    /// Whether `locale`'s translation of `key` was made from a base text other than `current`,
    /// and if so, which.
    public func staleSource(of key: String, locale: String, current: TableValue) -> String? {
        guard let recorded = source(of: key, locale: locale) else { return nil }
        let now = Self.sourceText(of: current)
        return recorded == now ? nil : recorded
    }

    /// The record in `directory`, or an empty one when it has none. A record that cannot be
    /// read is an error naming the file and what was expected.
    public static func load(directory: String) throws -> TranslationRecord {
        let path = directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else { return TranslationRecord() }
        return try decode(data, file: path)
    }

    /// A record read from `data`; errors name `file` and the JSON path.
    public static func decode(_ data: Data, file: String) throws -> TranslationRecord {
        do {
            return try JSONDecoder().decode(TranslationRecord.self, from: data)
        } catch let error as DecodingError {
            let (path, message) = JSONPathText.describe(error)
            throw TranslationFileError(file: file, path: path, message: message)
        }
    }

    /// The record as JSON text: sorted keys, two-space indents, a final newline.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // NB: strings and arrays of strings; encoding cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// A translation file (a record, an XLIFF or a String Catalog) that cannot be read: the file,
/// where in it (a JSON path, or `line:column`), and what was expected.
public struct TranslationFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// `$.strings["Stock.InStock"]`, or `12:7`.
    public var path: String
    public var message: String

    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// `FILE:LINE:COL: error: message`, or `FILE: error: PATH: message`, sanitized: the
    /// message may quote the file.
    public var description: String {
        UntrustedText.sanitized(
            path.first?.isNumber == true ? "\(file):\(path): error: \(message)" : "\(file): error: \(path): \(message)")
    }
}
