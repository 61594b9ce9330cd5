import StoreDisplayText
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
    /// Each key's context, written as its `comment` (``TranslationContext/note(specifiers:)``).
    public var contexts: [String: TranslationContext] = [:]
    /// What each translation was made from: a translation of a base text that has changed
    /// since is written with the state `needs_review`.
    public var record = TranslationRecord()

    /// Creates an exporter.
    public init() {}

    /// An exporter that writes each key's context as its comment, and marks translations the
    /// record finds stale `needs_review`.
    public init(contexts: [String: TranslationContext], record: TranslationRecord) {
        self.contexts = contexts
        self.record = record
    }

    /// The catalog as `.xcstrings` JSON, with sorted keys so diffs stay small.
    public func export(_ catalog: StringCatalog) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document(catalog))
    }

    /// The catalog as a value, for tests and tools.
    public func document(_ catalog: StringCatalog) -> XCStringsDocument {
        build(catalog).document
    }

    /// The forms the export leaves out, because a String Catalog cannot hold them: an exact
    /// number (`=1`) that no catalog form means exactly in that language.
    public func omissions(_ catalog: StringCatalog) -> [Omission] {
        build(catalog).omissions
    }

    /// A plural form the String Catalog cannot hold, and why.
    public struct Omission: Sendable, Hashable, CustomStringConvertible {
        public var key: String
        public var locale: String
        public var selector: PluralSelector
        /// Where the form is written, when known.
        public var location: FilePosition?
        public var reason: String

        public var description: String {
            let at = location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
            return "\(at)\(key) [\(selector)] (\(locale)): \(reason); left out of the String Catalog"
        }
    }

    private func build(_ catalog: StringCatalog) -> (document: XCStringsDocument, omissions: [Omission]) {
        var strings: [String: XCStringsDocument.Entry] = [:]
        var omissions: [Omission] = []
        for key in catalog.baseKeys {
            guard let base = catalog.entry(for: key, locale: catalog.baseLocale)?.entry else { continue }
            let order = Self.argumentOrder(base.value)
            var localizations: [String: XCStringsDocument.Localization] = [:]
            for locale in catalog.locales {
                // Only what a locale's own tables say; fallbacks are the app's runtime job.
                guard let found = catalog.entry(for: key, locale: locale), found.locale == locale else { continue }
                var (localization, left) = Self.localization(found.entry.value, order: order, locale: locale)
                if locale != catalog.baseLocale, record.staleSource(of: key, locale: locale, current: base.value) != nil
                {
                    localization.markNeedsReview()
                }
                localizations[locale] = localization
                for (selector, reason) in left {
                    var location = found.entry.variantLocations[selector]
                    location?.file = found.file
                    omissions.append(
                        Omission(key: key, locale: locale, selector: selector, location: location, reason: reason))
                }
            }
            strings[key] = XCStringsDocument.Entry(
                comment: contexts.isEmpty ? nil : XLIFFExporter.note(contexts[key], order: order),
                extractionState: "manual", localizations: localizations)
        }
        let sorted = omissions.sorted {
            ($0.key, $0.locale, $0.selector.description) < ($1.key, $1.locale, $1.selector.description)
        }
        return (XCStringsDocument(sourceLanguage: catalog.baseLocale, strings: strings, version: "1.0"), sorted)
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

    /// One locale's value, and the forms left out with the reason.
    ///
    /// A String Catalog's plural forms are CLDR's categories, plus `zero`, which Apple applies
    /// to the number 0 in every language. So `=0` becomes `zero`, and `=N` becomes the
    /// category that holds N alone in the locale (`one` is 1 alone in English). Any other
    /// exact form, or one whose place the locale's own category form already takes, is left out.
    static func localization(
        _ value: TableValue, order: [String], locale: String
    ) -> (XCStringsDocument.Localization, [(PluralSelector, String)]) {
        switch value {
        case .text(let message):
            return (
                XCStringsDocument.Localization(
                    stringUnit: .init(value: format(message, order: order)), variations: nil), []
            )
        case .plural(let variants):
            var plural: [String: XCStringsDocument.Variation] = [:]
            var left: [(PluralSelector, String)] = []
            let rules = PluralRules(locale: locale)
            for (selector, message) in variants {
                let name: String
                switch selector {
                case .category(let category):
                    name = category.rawValue
                case .exact(let number):
                    let category =
                        number == 0
                        ? PluralCategory.zero
                        : (number >= 0 && number <= Int(Int32.max) ? rules.category(for: number) : .other)
                    let holdsOnlyIt =
                        number == 0 || StringTableLinter.integers(in: category, locale: locale) == [number]
                    guard holdsOnlyIt else {
                        let others = StringTableLinter.integers(in: category, locale: locale).filter { $0 != number }
                            .prefix(3).map(String.init)
                        left.append(
                            (
                                selector,
                                "a String Catalog has no form for exactly \(number) in \(locale): its \(category) is also \(others.joined(separator: ", "))…"
                            ))
                        continue
                    }
                    guard variants[.category(category)] == nil else {
                        left.append((selector, "the \(category) form takes its place in a String Catalog"))
                        continue
                    }
                    name = category.rawValue
                }
                plural[name] = XCStringsDocument.Variation(stringUnit: .init(value: format(message, order: order)))
            }
            return (XCStringsDocument.Localization(stringUnit: nil, variations: .init(plural: plural)), left)
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
        /// The note for translators: where the key is shown and what its arguments hold.
        public var comment: String?
        public var extractionState: String
        public var localizations: [String: Localization]

        /// An entry; `comment` is its note for translators.
        public init(comment: String? = nil, extractionState: String, localizations: [String: Localization]) {
            self.comment = comment
            self.extractionState = extractionState
            self.localizations = localizations
        }

        /// Reads an entry as Xcode writes one, where a key with no translation yet has neither
        /// an extraction state nor localizations.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            comment = try container.decodeIfPresent(String.self, forKey: .comment)
            extractionState = try container.decodeIfPresent(String.self, forKey: .extractionState) ?? "manual"
            localizations = try container.decodeIfPresent([String: Localization].self, forKey: .localizations) ?? [:]
        }
    }

    public struct Localization: Sendable, Hashable, Codable {
        public var stringUnit: StringUnit?
        public var variations: Variations?

        /// Marks every string unit `needs_review`.
        mutating func markNeedsReview() {
            stringUnit?.state = XCStringsDocument.StringUnit.needsReview
            for name in variations?.plural.keys.sorted() ?? [] {
                variations?.plural[name]?.stringUnit.state = XCStringsDocument.StringUnit.needsReview
            }
        }
    }

    public struct Variations: Sendable, Hashable, Codable {
        public var plural: [String: Variation]
    }

    public struct Variation: Sendable, Hashable, Codable {
        public var stringUnit: StringUnit
    }

    public struct StringUnit: Sendable, Hashable, Codable {
        /// A String Catalog's state for a translation made from a source that has changed.
        public static let needsReview = "needs_review"
        /// `translated`, `needs_review` or `new`.
        public var state: String?
        public var value: String
        public init(value: String) {
            self.state = "translated"
            self.value = value
        }
    }
}
