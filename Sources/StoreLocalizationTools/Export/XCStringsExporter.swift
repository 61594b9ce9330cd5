import StoreLocalization
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes an Xcode String Catalog (`.xcstrings`) from a ``StringCatalog``, so an iOS app can
/// load the same words with `String(localized:)`.
///
/// - One entry per key of the base locale.
/// - Plural keys become `plural` variations per locale, with every category the table has.
/// - `%{name}` becomes a positional specifier, numbered by first use in the base text:
///   `%1$@` for text and `%1$lld` for `count`. `%%` stays `%%`.
///
/// ```swift
/// let data = try XCStringsExporter().export(.shipped)
/// ```
public struct XCStringsExporter: Sendable {
    /// Creates an exporter.
    public init() {}

    /// The catalog as `.xcstrings` JSON, with sorted keys so diffs stay small.
    public func export(_ catalog: StringCatalog) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document(catalog))
    }

    /// The catalog as a value, for tests and tools.
    public func document(_ catalog: StringCatalog) -> XCStringsDocument {
        var strings: [String: XCStringsDocument.Entry] = [:]
        for key in catalog.baseKeys {
            guard let base = catalog.entry(for: key, locale: catalog.baseLocale)?.entry else { continue }
            let order = Self.argumentOrder(base.value)
            var localizations: [String: XCStringsDocument.Localization] = [:]
            for locale in catalog.locales {
                // Only what a locale's own tables say; fallbacks are the app's runtime job.
                guard let found = catalog.entry(for: key, locale: locale), found.locale == locale else { continue }
                localizations[locale] = Self.localization(found.entry.value, order: order)
            }
            strings[key] = XCStringsDocument.Entry(extractionState: "manual", localizations: localizations)
        }
        return XCStringsDocument(sourceLanguage: catalog.baseLocale, strings: strings, version: "1.0")
    }

    static func argumentOrder(_ value: TableValue) -> [String] {
        var order: [String] = []
        let messages: [Message]
        if case .plural(let variants) = value, let other = variants[.category(.other)] {
            messages = [other] + value.messages
        } else {
            messages = value.messages
        }
        for name in messages.flatMap(\.placeholders) where !order.contains(name) { order.append(name) }
        return order
    }

    static func localization(_ value: TableValue, order: [String]) -> XCStringsDocument.Localization {
        switch value {
        case .text(let message):
            return XCStringsDocument.Localization(stringUnit: .init(value: format(message, order: order)), variations: nil)
        case .plural(let variants):
            var plural: [String: XCStringsDocument.Variation] = [:]
            for (selector, message) in variants {
                let name: String
                switch selector {
                case .category(let category): name = category.rawValue
                case .exact(0): name = "zero"
                case .exact(1): name = "one"
                case .exact(2): name = "two"
                case .exact: continue
                }
                if case .exact = selector, variants[.category(PluralCategory(rawValue: name) ?? .other)] != nil { continue }
                plural[name] = XCStringsDocument.Variation(stringUnit: .init(value: format(message, order: order)))
            }
            return XCStringsDocument.Localization(stringUnit: nil, variations: .init(plural: plural))
        }
    }

    /// `%{name}` → `%N$@` (or `%N$lld` for count), `%` → `%%`.
    static func format(_ message: Message, order: [String]) -> String {
        var text = ""
        for segment in message.segments {
            switch segment {
            case .literal(let literal): text += literal.replacing("%", with: "%%")
            case .placeholder(let name):
                let position = (order.firstIndex(of: name) ?? order.count) + 1
                text += name == "count" ? "%\(position)$lld" : "%\(position)$@"
            }
        }
        return text
    }
}

/// The shape of an `.xcstrings` file.
public struct XCStringsDocument: Sendable, Hashable, Codable {
    public var sourceLanguage: String
    public var strings: [String: Entry]
    public var version: String

    public struct Entry: Sendable, Hashable, Codable {
        public var extractionState: String
        public var localizations: [String: Localization]
    }

    public struct Localization: Sendable, Hashable, Codable {
        public var stringUnit: StringUnit?
        public var variations: Variations?
    }

    public struct Variations: Sendable, Hashable, Codable {
        public var plural: [String: Variation]
    }

    public struct Variation: Sendable, Hashable, Codable {
        public var stringUnit: StringUnit
    }

    public struct StringUnit: Sendable, Hashable, Codable {
        public var state: String
        public var value: String
        public init(value: String) {
            self.state = "translated"
            self.value = value
        }
    }
}
