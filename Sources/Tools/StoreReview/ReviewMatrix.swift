import StoreDomain
import StorePresentation

/// One review case: a screen, what it shows, a locale and a theme, with a readable file name;
/// or, spoken, what a screen reader says for the screen (``StoreRendering/SpokenTranscript``).
public struct ReviewCase: Sendable, Hashable {
    public var screen: ScreenKind
    /// The scenario name (list, map, specials and cities) or the store id (details and hours).
    public var subject: String
    public var locale: String
    /// The theme the screen is drawn in; `default` for a spoken case, whose words no theme changes.
    public var theme: String
    /// Whether the case is the screen's spoken transcript rather than its drawing.
    public var isSpoken: Bool

    public init(screen: ScreenKind, subject: String, locale: String, theme: String, isSpoken: Bool = false) {
        self.screen = screen
        self.subject = subject
        self.locale = locale
        self.theme = theme
        self.isSpoken = isSpoken
    }

    /// The folder the case's file is in: its theme, or `spoken`.
    public var folder: String { isSpoken ? "spoken" : theme }

    /// `default/en/list--results.txt`, or `spoken/en/list--results.txt`.
    public var path: String { "\(folder)/\(locale)/\(screen.rawValue)--\(subject).txt" }
}

/// Every screen × every sample scenario (or store) × the shipped locales × the shipped themes,
/// and each screen's spoken transcript × the shipped locales.
public struct ReviewMatrix: Sendable {
    /// The locales reviewed: the shipped tables and the two pseudo-locales.
    public static let locales = ["en", "en-GB", "de", "fr", "ru", "ar", "ja", "en-XA", "ar-XB"]
    /// The themes reviewed.
    public static let themes = ["default", "dark", "high-contrast"]
    /// Stores chosen to cover what details and hours must handle: special days, overnight,
    /// 24 hours, no coordinates or phone, Cyrillic, CJK and emoji names; and the store truth:
    /// services, click & collect with a cut-off and facilities (Waterloo), a closure
    /// (Oxford Circus), a store gone for good (Bond Street) and one not open yet (Battersea).
    public static let stores = [
        "ldn-regent", "ldn-soho", "ldn-kingscross", "ldn-pickup-euston", "spb-nevsky", "ldn-chinatown",
        "ldn-waterloo", "ldn-oxford", "ldn-bond", "ldn-battersea",
    ]

    public var scenarios: [String]
    /// The Manager's Special scenarios.
    public var specialsScenarios: [String]
    /// The delivery-city scenarios.
    public var deliveryScenarios: [String]
    public var stores: [String]
    public var locales: [String]
    public var themes: [String]
    /// Whether the matrix has a spoken case for each screen, subject and locale.
    public var includesSpoken: Bool

    public init(
        scenarios: [String], specialsScenarios: [String] = [], deliveryScenarios: [String] = [],
        stores: [String] = ReviewMatrix.stores,
        locales: [String] = ReviewMatrix.locales, themes: [String] = ReviewMatrix.themes, includesSpoken: Bool = true
    ) {
        self.includesSpoken = includesSpoken
        self.scenarios = scenarios
        self.specialsScenarios = specialsScenarios
        self.deliveryScenarios = deliveryScenarios
        self.stores = stores
        self.locales = locales
        self.themes = themes
    }

    /// Every case, in a stable order: the drawings theme by theme, then the spoken cases.
    public var cases: [ReviewCase] {
        var cases: [ReviewCase] = []
        for theme in themes {
            for locale in locales {
                for screen in ScreenKind.allCases {
                    for subject in subjects(of: screen) {
                        cases.append(ReviewCase(screen: screen, subject: subject, locale: locale, theme: theme))
                    }
                }
            }
        }
        guard includesSpoken else { return cases }
        for locale in locales {
            for screen in ScreenKind.allCases {
                for subject in subjects(of: screen) {
                    cases.append(
                        ReviewCase(screen: screen, subject: subject, locale: locale, theme: "default", isSpoken: true))
                }
            }
        }
        return cases
    }

    /// What each screen is reviewed with: scenarios, stores, specials or delivery scenarios.
    private func subjects(of screen: ScreenKind) -> [String] {
        switch screen {
        case .list, .map: scenarios
        case .details, .openingTimes: stores
        case .specials: specialsScenarios
        case .deliveryCity: deliveryScenarios
        default: []
        }
    }

    /// The cases of shard `index` (from 1) of `count`: every `count`-th case, so shards are even.
    public func cases(shard index: Int, of count: Int) -> [ReviewCase] {
        cases.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
