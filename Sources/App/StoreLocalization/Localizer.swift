import Logging
import StoreDisplayText

#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// A value for a placeholder: text, or a number the locale formats.
public enum MessageArgument: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// Text inserted as it is, after sanitizing. Untrusted text is fine here.
    case text(String)
    /// A whole number, formatted with the locale's grouping and digits.
    case integer(Int)
    /// A decimal number shown with exactly `fractionDigits` digits after the separator.
    case decimal(Double, fractionDigits: Int)

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }

    /// The number as CLDR plural rules read it (`1.50`), or `nil` for text.
    var pluralText: String? {
        switch self {
        case .text: return nil
        case .integer(let value): return String(value)
        case .decimal(let value, let digits): return DecimalText.fixed(value, fractionDigits: digits)
        }
    }
}

/// What ``Localizer/string(_:_:)`` and ``Localizer/resolved(_:_:)`` show when no table in the
/// chain has a key, or a message's placeholder has no argument. Both are logged once either way.
///
/// Where a missing key must fail (a test, a CI check), call ``Localizer/resolve(_:_:)``: it
/// throws ``LocalizationError/missingKey(_:locale:chain:)`` under every policy. (There was a
/// `strict` policy; it changed nothing the other two did not, so it is gone.)
public enum MissingKeyPolicy: String, Sendable, Hashable, CaseIterable {
    /// Show `⟦Key.Name⟧` for a key and `%{name}` for an argument, so a reviewer sees what is
    /// missing. The default.
    case marker
    /// Show nothing.
    case silent
}

/// A produced string and where it came from.
public struct ResolvedString: Sendable, Hashable {
    /// The text to show.
    public var text: String
    /// Where it came from.
    public var provenance: StringProvenance
}

/// Where a resolved string came from: the key, the table that supplied it and the fallback taken.
public struct StringProvenance: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The key asked for.
    public var key: String
    /// The locale asked for.
    public var requestedLocale: String
    /// The locale whose table supplied the text; `nil` when the key is missing everywhere.
    public var locale: String?
    /// The layer that supplied it: `shipped`, `app`, `overrides`, or a pseudo-locale's base.
    public var layer: String?
    /// The file and position of the value.
    public var file: String?
    /// The 1-based line of the entry in its file, when it came from one.
    public var line: Int?
    /// The 1-based column of the entry, when it came from a file.
    public var column: Int?
    /// The plural form used, such as `few` or `=0`.
    public var pluralForm: String?
    /// The locales tried, in order, up to the one that supplied the text.
    public var fallback: [String]

    /// `Stock.InStock  de  Localizations/de.yml:14:14  shipped  (de-AT → de)`.
    public var description: String {
        guard let locale else { return "\(key)  missing  (looked in \(fallback.joined(separator: " → ")))" }
        var text = "\(key)  \(locale)"
        if let file { text += "  \(file)" + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "") }
        if let layer { text += "  \(layer)" }
        if let pluralForm { text += "  [\(pluralForm)]" }
        if fallback.count > 1 { text += "  (\(fallback.joined(separator: " → ")))" }
        return text
    }
}

/// Produces the strings of one locale from a ``StringCatalog``: plural forms, placeholders,
/// number formatting, bidi isolation and the missing-key policy.
///
/// ```swift
/// let ru = Localizer(catalog: .shipped, locale: "ru")
/// ru.string("Stock.OnlyLeft", ["count": 3]) // "Осталось всего 3"
/// ```
public struct Localizer: Sendable {
    /// The catalog it reads.
    public let catalog: StringCatalog
    /// The locale asked for, as a canonical tag such as `ar-EG` or `en-XA`.
    public let locale: String
    /// The Foundation locale used for numbers, dates and week facts.
    public let formattingLocale: Locale
    /// The plural rules of the locale.
    public let pluralRules: PluralRules
    /// What happens when a key is missing.
    public var missingKeyPolicy: MissingKeyPolicy
    /// Whether the locale reads right to left; placeholder values are then isolated.
    public let isRightToLeft: Bool
    /// The pseudo-locale, when `locale` is one.
    public let pseudoLocale: PseudoLocale?
    let reporter: MissingKeyReporter
    /// Worked out once, so a lookup only reads dictionaries.
    private let chain: [String]
    private let sources: [Source]
    private let digits: [String]
    private let hasASCIIDigits: Bool
    /// The locale's decimal separator, or nil when decimals are left to Foundation.
    private let decimalSeparator: String?

    /// One table a lookup reads, in the order lookups read them: the fallback chain locale
    /// by locale, and within a locale the layers from the top down.
    private struct Source: Sendable {
        let table: StringTable
        let locale: String
        let layer: String
        let file: String
        /// The plural rules of `locale`, which choose the forms of the plurals it supplies.
        let rules: PluralRules
    }

    /// Creates a localizer. Missing keys and arguments are logged once each through `logger`.
    ///
    /// `locale` may be spelled as Apple platforms and POSIX spell it: `en_GB` (as
    /// `Locale.current.identifier` gives it) and `en_GB.UTF-8` both mean `en-GB`
    /// (``LocaleTag/canonical(_:)``), for the strings and the clock alike.
    public init(
        catalog: StringCatalog, locale requested: String, missingKeyPolicy: MissingKeyPolicy = .marker,
        logger: Logger = Logger(label: "StoreFinder.Localization")
    ) {
        let locale = LocaleTag.canonical(requested) ?? requested
        self.catalog = catalog
        self.locale = locale
        self.pseudoLocale = PseudoLocale(rawValue: locale)
        let lookupLocale = pseudoLocale?.formattingLocale ?? locale
        self.formattingLocale = FormattingLocale.resolve(lookupLocale)
        self.pluralRules = PluralRules(locale: pseudoLocale == nil ? locale : catalog.baseLocale)
        self.missingKeyPolicy = missingKeyPolicy
        self.isRightToLeft =
            pseudoLocale?.isRightToLeft ?? (Locale.Language(identifier: locale).characterDirection == .rightToLeft)
        self.reporter = MissingKeyReporter(logger: logger)
        let chain =
            pseudoLocale == nil
            ? catalog.fallbackChain(for: locale) : [locale] + catalog.fallbackChain(for: catalog.baseLocale)
        self.chain = chain
        // A pseudo-locale has no tables of its own: it reads the base locale's and transforms them.
        let lookupChain = pseudoLocale == nil ? chain : catalog.fallbackChain(for: catalog.baseLocale)
        self.sources = catalog.tables(along: lookupChain).map { found in
            Source(
                table: found.table, locale: found.locale, layer: found.layer, file: found.table.file,
                rules: PluralRules(locale: found.locale))
        }
        let symbols = LocaleDigits.symbols(of: self.formattingLocale)
        self.digits = symbols.digits
        self.decimalSeparator = symbols.decimalSeparator
        self.hasASCIIDigits = LocaleDigits.areASCII(digits)
    }

    /// The text for `key`; never throws. A missing key shows as the policy says.
    public func string(_ key: String, _ arguments: MessageArguments = [:]) -> String {
        // NB: the common path builds no provenance; `resolved` does, for review and tracing.
        guard let found = lookup(key, arguments) else { return resolved(key, arguments).text }
        return interpolate(found.message, arguments, key: key)
    }

    /// The text and its provenance; never throws.
    public func resolved(_ key: String, _ arguments: MessageArguments = [:]) -> ResolvedString {
        if let found = try? resolve(key, arguments) { return found }
        let chain = lookupChain
        reporter.reportOnce("missing key \(key) for \(locale)", key: "key:\(locale):\(key)")
        let text = missingKeyPolicy == .silent ? "" : "⟦\(key)⟧"
        return ResolvedString(
            text: text, provenance: StringProvenance(key: key, requestedLocale: locale, fallback: chain))
    }

    /// The text and its provenance; throws ``LocalizationError/missingKey(_:locale:chain:)``
    /// when no table has the key, whatever the policy: the call for code that must not show a
    /// marker, such as a test.
    public func resolve(_ key: String, _ arguments: MessageArguments = [:]) throws(LocalizationError) -> ResolvedString
    {
        guard let found = lookup(key, arguments) else {
            throw .missingKey(key, locale: locale, chain: chain)
        }
        let source = sources[found.source]
        let text = interpolate(found.message, arguments, key: key)
        // NB: the entry is read again here rather than carried out of `lookup`, which `string`
        // shares and which then need not copy the positions.
        let entry = source.table[key]
        let position = found.selector.flatMap { entry?.variantLocations[$0] } ?? entry?.location
        let tried = Array(chain.prefix { $0 != source.locale }) + [source.locale]
        let provenance = StringProvenance(
            key: key, requestedLocale: locale,
            locale: pseudoLocale.map { "\($0.rawValue) (pseudo of \(source.locale))" } ?? source.locale,
            layer: source.layer, file: source.file, line: position.flatMap { $0.line > 0 ? $0.line : nil },
            column: position.flatMap { $0.column > 0 ? $0.column : nil }, pluralForm: found.selector?.description,
            fallback: tried)
        return ResolvedString(text: text, provenance: provenance)
    }

    /// The message for `key` (its plural form chosen, pseudo-localized when asked), the index
    /// of the source that supplied it and the form used; `nil` when no table in the chain has
    /// the key. The one lookup behind ``string(_:_:)`` and ``resolve(_:_:)``.
    ///
    /// NB: the hot path of every list cell. It hashes the key once per table tried, chooses a
    /// plural form by position, without hashing, and copies only the value, not the entry
    /// with its positions.
    ///
    /// A message that names a placeholder the call does not give (an app's text
    /// `"Got it %{qty}"` for a key that gives `count`) is passed over for the next table in the
    /// chain, reported once: no screen shows a raw `%{…}` while a table below has the key. Only
    /// when no table's message can be filled is the first one used, with the policy's marker.
    private func lookup(_ key: String, _ arguments: MessageArguments) -> Found? {
        let count = arguments["count"]
        var unfilled: Found?
        for index in sources.indices {
            guard let found = sources[index].table.message(forKey: key, count: count, rules: sources[index].rules)
            else { continue }
            if found.selector != nil, count == nil {
                reporter.reportOnce("plural key \(key) used without a count", key: "count:\(key)")
            }
            var message = found.message
            if let pseudoLocale { message = pseudoLocale.transform(message) }
            let result = Found(message: message, source: index, selector: found.selector)
            if message.pieces.contains(where: { $0.name.map { arguments[$0] == nil } ?? false }) {
                if unfilled == nil { unfilled = result }
                continue
            }
            if let unfilled { reportPassedOver(unfilled, key: key, arguments: arguments, for: result) }
            return result
        }
        return unfilled
    }

    /// Reports once that `passed`'s message was passed over for `used`'s.
    @inline(never)
    private func reportPassedOver(_ passed: Found, key: String, arguments: MessageArguments, for used: Found) {
        let missing = passed.message.pieces.compactMap(\.name).first { arguments[$0] == nil } ?? ""
        let source = sources[passed.source]
        reporter.reportOnce(
            "\(key) in \(source.file) (\(source.locale)) uses %{\(missing)}, which is not given; "
                + "the text from \(sources[used.source].file) is used",
            key: "unfilled:\(passed.source):\(key):\(missing)")
    }

    /// What ``lookup(_:_:)`` found.
    ///
    /// NB: a struct, not a tuple: an optional tuple was destroyed through the runtime's generic
    /// value witnesses, which cost a twentieth of a plural lookup.
    private struct Found {
        let message: Message
        let source: Int
        let selector: PluralSelector?
    }

    /// The locales a lookup tries.
    public var lookupChain: [String] { chain }

    /// The language the screens' words are written in: the first locale of the lookup chain
    /// that some table has. `he` with no Hebrew table is written in `en`, and an HTML page
    /// marks it so, since a screen reader picks its voice by the language it is told.
    public var textLanguage: String {
        chain.first { locale in catalog.layers.contains { $0.tables[locale] != nil } } ?? catalog.baseLocale
    }

    /// Formats a number for the locale: grouping, separator and digits.
    public func format(_ argument: MessageArgument) -> String {
        switch argument {
        case .text(let text): return UntrustedText.sanitized(text)
        case .integer(let value):
            // NB: below 1,000 there is no grouping, so the locale's digits are all it takes; a
            // FormatStyle per call would be most of a lookup's time.
            if (0..<1000).contains(value) { return inLocaleDigits(String(value)) }
            return Self.formattedByFoundation(value, locale: formattingLocale)
        case .decimal(let value, let digits):
            let fractionDigits = max(0, min(digits, 6))
            // NB: the same holds for a decimal below 1,000 (a distance on every list row): digits
            // and separator suffice, rounded as ICU rounds, where a FormatStyle per call would
            // be the largest cost of a row.
            if let separator = decimalSeparator,
                let parts = ShortestDecimal.digits(value, fractionDigits: fractionDigits, wholeLimit: 1000)
            {
                let whole = inLocaleDigits(parts.whole)
                return fractionDigits == 0 ? whole : whole + separator + inLocaleDigits(parts.fraction)
            }
            return Self.formattedByFoundation(value, fractionDigits: fractionDigits, locale: formattingLocale)
        }
    }

    // NB: Foundation's format styles out of line. The optimizer hoists the lookup of a style's
    // generic metadata to the top of the function that uses it, so inline they cost an app's
    // first screen runtime conformance lookups even when no number needs them.

    @inline(never)
    private static func formattedByFoundation(_ value: Int, locale: Locale) -> String {
        value.formatted(.number.locale(locale))
    }

    @inline(never)
    private static func formattedByFoundation(_ value: Double, fractionDigits: Int, locale: Locale) -> String {
        value.formatted(.number.precision(.fractionLength(fractionDigits)).locale(locale))
    }

    /// `ascii`, a number in ASCII digits, written in the locale's digits.
    private func inLocaleDigits(_ ascii: String) -> String {
        hasASCIIDigits ? ascii : LocaleDigits.write(ascii, in: digits)
    }

    private func interpolate(_ message: Message, _ arguments: MessageArguments, key: String) -> String {
        let pieces = message.pieces
        if pieces.isEmpty { return String(message.text) }  // no copy for a message parsed on its own
        // NB: the values are formatted first, then the result is assembled by copying bytes
        // and made a string in one allocation, unchecked (see `String.assembling`). Appending
        // runs one by one was most of a lookup's time. There are never more values than pieces.
        return withUnsafeTemporaryAllocation(of: String.self, capacity: pieces.count) { values in
            var length = message.literalUTF8Count
            var count = 0
            for piece in pieces {
                guard let name = piece.name else { continue }
                let value = value(for: name, arguments, key: key)
                length += value.utf8.count
                values.initializeElement(at: count, to: value)
                count += 1
            }
            defer { _ = values.prefix(count).deinitialize() }
            var text = message.text
            return text.withUTF8 { source in
                String.assembling(capacity: length) { output in
                    var written = 0
                    var next = 0
                    for piece in pieces {
                        if piece.name == nil {
                            written += copy(
                                UnsafeBufferPointer(rebasing: source[piece.range]), into: output, at: written)
                        } else {
                            var value = values[next]
                            next += 1
                            written += value.withUTF8 { copy($0, into: output, at: written) }
                        }
                    }
                    return written
                }
            }
        }
    }

    /// The text for one placeholder: its formatted, sanitized value (isolated in right-to-left
    /// locales), or the missing-argument marker.
    private func value(for name: String, _ arguments: MessageArguments, key: String) -> String {
        guard let argument = arguments[name] else {
            reporter.reportOnce(
                "\(key) for \(locale) uses %{\(name)}, which was not given", key: "arg:\(locale):\(key):\(name)")
            return missingKeyPolicy == .marker ? "%{\(name)}" : ""
        }
        let value = format(argument)
        guard isRightToLeft else { return value }
        var isolated = String(UntrustedText.firstStrongIsolate)
        isolated += value
        isolated.unicodeScalars.append(UntrustedText.popDirectionalIsolate)
        return isolated
    }
}

/// Copies `bytes` into `output` at `offset`; returns how many were copied.
private func copy(
    _ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>, at offset: Int
) -> Int {
    guard let base = bytes.baseAddress, let destination = output.baseAddress, !bytes.isEmpty else { return 0 }
    (destination + offset).initialize(from: base, count: bytes.count)
    return bytes.count
}
