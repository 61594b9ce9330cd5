import StoreDisplayText
import StoreLocalization
import StoreTheme

/// A piece of text to draw, with the theme token that styles it, for words from a string
/// table the key and locale that produced them, and what a screen reader says for it when
/// that differs from what it shows.
///
/// ```json
/// { "text": "In stock", "style": .stock.inStock, "key": "Stock.InStock", "locale": "en" }
/// ```
public struct StyledText: Sendable, Hashable, Encodable {
    /// The text, already sanitized. Setting it clears ``spoken``: a spoken form was made for the
    /// text it came with, so a mapper that changes only the text is read as the text now reads.
    public var text: String {
        didSet { spoken = nil }
    }
    /// What a screen reader says for the text when that is not the text itself: "0.4 miles"
    /// for "0.4 mi", "Open, closes at 9:00 PM" for "Open · closes 9:00 PM". `nil` when the text
    /// reads as it is written. The mapper that made the text gives it, in the same words.
    public var spoken: String?
    /// The theme token that styles it, such as `text.title` or `stock.lowStock`.
    public var style: ThemeToken
    /// The string-table key, when the text came from one.
    public var key: String?
    /// The locale whose table supplied it.
    public var locale: String?

    /// Text from a string table, with its provenance.
    public init(_ resolved: ResolvedString, style: ThemeToken) {
        self.text = resolved.text
        self.style = style
        self.key = resolved.provenance.key
        self.locale = resolved.provenance.locale ?? "missing"
    }

    /// Text from data (a store name, an address line): sanitized, with no key.
    public init(data text: String, style: ThemeToken) {
        self.text = UntrustedText.sanitized(text)
        self.style = style
    }

    /// Already-clean text assembled by a mapper, with an optional key.
    init(composed text: String, style: ThemeToken, key: String? = nil, locale: String? = nil) {
        self.text = text
        self.style = style
        self.key = key
        self.locale = locale
    }

    /// What a screen reader says for the text: ``spoken``, or the text itself without a
    /// trailing ellipsis ("Finding stores…" is said "Finding stores"): a progress label's
    /// "…" is read aloud as "dot dot dot" or its name.
    public var spokenText: String { spoken ?? Speech.withoutTrailingEllipsis(text) }

    /// This text, said as `spoken` by a screen reader: `distance.speaking("0.4 miles")`.
    public func speaking(_ spoken: String) -> StyledText {
        var copy = self
        copy.spoken = spoken
        return copy
    }

    /// This text in another style.
    public func styled(_ style: ThemeToken) -> StyledText {
        var copy = self
        copy.style = style
        return copy
    }
}
