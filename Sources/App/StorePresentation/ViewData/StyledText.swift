import StoreLocalization
import StoreText
import StoreTheme

/// A piece of text to draw, with the theme token that styles it and, for words from
/// a string table, the key and locale that produced them.
///
/// ```json
/// { "text": "In stock", "style": .stock.inStock, "key": "Stock.InStock", "locale": "en" }
/// ```
public struct StyledText: Sendable, Hashable, Encodable {
    /// The text, already sanitized.
    public var text: String
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

    /// This text in another style.
    public func styled(_ style: ThemeToken) -> StyledText {
        var copy = self
        copy.style = style
        return copy
    }
}
