import StoreDomain
import StorePresentation
import StoreSamples

/// One review case: a screen, what it shows, a locale and a theme, with a readable file name.
public struct ReviewCase: Sendable, Hashable {
    public var screen: ScreenKind
    /// The scenario name (list, map, specials and cities) or the store id (details and hours).
    public var subject: String
    public var locale: String
    public var theme: String

    public init(screen: ScreenKind, subject: String, locale: String, theme: String) {
        self.screen = screen
        self.subject = subject
        self.locale = locale
        self.theme = theme
    }

    /// `default/en/list--results.txt`.
    public var path: String { "\(theme)/\(locale)/\(screen.rawValue)--\(subject).txt" }
}

/// Every screen × every sample scenario (or store) × the shipped locales × the shipped themes.
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

    public init(
        scenarios: [String], specialsScenarios: [String] = [], deliveryScenarios: [String] = [],
        stores: [String] = ReviewMatrix.stores,
        locales: [String] = ReviewMatrix.locales, themes: [String] = ReviewMatrix.themes
    ) {
        self.scenarios = scenarios
        self.specialsScenarios = specialsScenarios
        self.deliveryScenarios = deliveryScenarios
        self.stores = stores
        self.locales = locales
        self.themes = themes
    }

    /// Every case, in a stable order.
    public var cases: [ReviewCase] {
        var cases: [ReviewCase] = []
        for theme in themes {
            for locale in locales {
                for screen in ScreenKind.allCases {
                    let subjects =
                        switch screen {
                        case .list, .map: scenarios
                        case .details, .hours: stores
                        case .specials: specialsScenarios
                        case .cities: deliveryScenarios
                        default: [String]()
                        }
                    for subject in subjects {
                        cases.append(ReviewCase(screen: screen, subject: subject, locale: locale, theme: theme))
                    }
                }
            }
        }
        return cases
    }

    /// The cases of shard `index` (from 1) of `count`: every `count`-th case, so shards are even.
    public func cases(shard index: Int, of count: Int) -> [ReviewCase] {
        cases.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
