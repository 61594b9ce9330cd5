import StorePresentation

/// The view data of any one screen, for code that draws whichever screen it is given, such as
/// the review.
public enum RenderableScreen: Sendable {
    case list(StoreListScreenViewData)
    case details(StoreDetailsScreenViewData)
    case hours(OpeningTimesScreenViewData)
    case map(StoreMapScreenViewData)
    case specials(SpecialsScreenViewData)
    case deliveryCity(DeliveryCityScreenViewData)
}

/// One screen drawn twice from one layout: as text, and as the same lines in HTML.
public struct ScreenDrawing: Sendable, Hashable {
    /// The text, as ``RenderOptions/Format/text`` (or `ansi`) writes it.
    public var text: String
    /// The lines as an HTML `<div class="sf-screen">`, without a style sheet: see
    /// ``ThemeStyleSheet`` for the rules its classes need.
    public var html: String

    /// A drawing of `text` and `html`, such as a test's.
    public init(text: String, html: String) {
        self.text = text
        self.html = html
    }
}
