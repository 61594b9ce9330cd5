import StoreTheme

/// One screen drawn twice from one layout: as text, and as the same lines in HTML.
public struct ScreenDrawing: Sendable, Hashable {
    /// The text, as ``RenderOptions/Format/text`` (or `ansi`) writes it.
    public var text: String
    /// The lines as an HTML `<div class="sf-screen">`, without a style sheet, in UTF-8: see
    /// ``ThemeStyleSheet`` for the rules its classes need. NB: bytes, because a report writes
    /// them out as they are, and a string of them would be validated for nothing.
    public var htmlUTF8: [UInt8]
    /// The role of each essential text the drawing cut with `…` (a layout fault: essential
    /// text wraps), in the order drawn; empty for every screen we ship.
    public var essentialCuts: [ThemeToken] = []
    /// The style tokens the drawing used, when drawn with its legend.
    public var styles: Set<ThemeToken> = []
    /// What each token that shows a state in colour drew, when drawn with its legend: the
    /// words and marks a state has besides its colour.
    public var stateTexts: [ThemeToken: Set<String>] = [:]
    /// Each string-table text the drawing shows, in the order drawn, when its options ask for
    /// them (``RenderOptions/collectsTextUses``).
    public var textUses: [TextUse] = []

    /// The HTML as a string.
    public var html: String { String(decoding: htmlUTF8, as: UTF8.self) }

    /// A drawing of `text` and `html`, such as a test's.
    public init(text: String, html: String) {
        self.init(text: text, htmlUTF8: Array(html.utf8))
    }

    /// A drawing of `text` and the UTF-8 of its HTML.
    public init(text: String, htmlUTF8: [UInt8]) {
        self.text = text
        self.htmlUTF8 = htmlUTF8
    }
}

/// A string-table text as a drawing shows it: what a translator's note says of its key.
public struct TextUse: Sendable, Hashable {
    /// The keys the text was made of: one, or several for a composed text (`distance · status`).
    public var keys: [String]
    /// The text as drawn, its lines joined with spaces, markers and padding left out.
    public var text: String
    /// What a screen reader says for it, when not the text itself.
    public var spoken: String?
    /// Its role, such as `button.primary` or `text.title`.
    public var style: String?
    /// The lines it takes.
    public var lines: Int
    /// The columns it has in a fixed space (a button, a tab, a chip, a tile); `nil` for text
    /// that has the line.
    public var room: Int?
    /// Whether it was cut with `…` to fit.
    public var isCut: Bool
    let origin: TextOrigin
}
