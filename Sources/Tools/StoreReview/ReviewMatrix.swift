import StoreDomain
import StorePresentation
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One review case: a screen, what it shows, a locale, and a theme in one of its appearances,
/// with a readable file name; or, spoken, what a screen reader says for the screen
/// (``StoreRendering/SpokenTranscript``).
public struct ReviewCase: Sendable, Hashable {
    public var screen: ScreenKind
    /// The scenario replayed, or the store id for a screen that draws one store.
    public var subject: String
    public var locale: String
    /// The theme the screen is drawn in; `default` for a spoken case, whose words no theme changes.
    public var theme: String
    /// The appearance the theme is drawn in: light for a spoken case or a timeline.
    public var appearance: Appearance
    /// Whether the case is the screen's spoken transcript rather than its drawing.
    public var isSpoken: Bool
    /// The span the case reads, when it is a timeline (each state of the screen over the
    /// span) rather than one drawing; its name is the subject.
    public var timeline: ReviewTimeline?
    /// The user's text size the case is drawn at: Large, or one of the matrix's larger sizes.
    public var textSize: TextSize = .large

    public init(
        screen: ScreenKind, subject: String, locale: String, theme: String, appearance: Appearance = .light,
        isSpoken: Bool = false
    ) {
        self.screen = screen
        self.subject = subject
        self.locale = locale
        self.theme = theme
        self.appearance = appearance
        self.isSpoken = isSpoken
    }

    /// The timeline case of `timeline` in `locale`.
    public init(timeline: ReviewTimeline, locale: String) {
        self.init(screen: timeline.screen, subject: timeline.name, locale: locale, theme: "default")
        self.timeline = timeline
    }

    /// Whether the case is a drawing in a theme: neither spoken nor a timeline.
    public var isDrawing: Bool { !isSpoken && timeline == nil }

    /// The folder the case's file is in: its theme and appearance (`default/dark`), `spoken`
    /// or `timeline`; a drawing at a text size other than Large under the size's name
    /// (`AX5/default/light`).
    public var folder: String {
        if isSpoken { return "spoken" }
        if timeline != nil { return "timeline" }
        let drawn = "\(theme)/\(appearance.name)"
        return textSize == .large ? drawn : "\(textSize.name)/\(drawn)"
    }

    /// `default/light/en/list--results.txt`, `default/dark/en/list--results.txt`,
    /// `AX5/default/light/ar/list--results.txt`, `spoken/en/list--results.txt` or
    /// `timeline/en/details--dst-night.txt`.
    public var path: String { "\(folder)/\(locale)/\(screen.rawValue)--\(subject).txt" }
}

/// A span of a screen's time that a reviewer reads as one file: each state, with the instant
/// it begins (`storefinder render details --timeline FROM..TO`).
public struct ReviewTimeline: Sendable, Hashable {
    /// The case's subject: `closure-ends`.
    public var name: String
    public var screen: ScreenKind
    /// The store shown.
    public var store: String
    public var from: Date
    public var through: Date

    public init(name: String, screen: ScreenKind, store: String, from: Date, through: Date) {
        self.name = name
        self.screen = screen
        self.store = store
        self.from = from
        self.through = through
    }
}

/// Every screen × every sample scenario (or store) × the shipped locales × each appearance of
/// the themes reviewed, each screen's spoken transcript × the shipped locales, and the
/// timelines × the locales.
public struct ReviewMatrix: Sendable {
    /// The locales reviewed: the shipped tables and the two pseudo-locales.
    public static let locales = ["en", "en-GB", "de", "fr", "ru", "ar", "ja", "en-XA", "ar-XB"]
    /// The themes reviewed: the shipped one, in each of its appearances. (The deprecated
    /// `dark` and `high-contrast` names draw what two of its appearances draw.)
    public static let themes = ["default"]
    /// The larger text sizes reviewed besides Large: the largest, AX5, where body text is 310%.
    public static let largeTextSizes: [TextSize] = [.accessibility5]
    /// The locales the larger text sizes are reviewed in: one left to right and one right to
    /// left, each screen and subject in the first theme's light appearance (about a fifth as
    /// many cases again as one locale's every appearance).
    public static let largeTextLocales = ["en", "ar"]
    /// Stores chosen to cover what details and hours must handle: special days, overnight,
    /// 24 hours, no coordinates or phone, Cyrillic, CJK and emoji names; and the store truth:
    /// services, click & collect with a cut-off and facilities (Waterloo), a closure
    /// (Oxford Circus), a store gone for good (Bond Street), one not open yet (Battersea) and
    /// one that gives no hours (Paddington), which shows no opening times.
    public static let stores = [
        "ldn-regent", "ldn-soho", "ldn-kingscross", "ldn-pickup-euston", "spb-nevsky", "ldn-chinatown",
        "ldn-waterloo", "ldn-oxford", "ldn-bond", "ldn-battersea", "ldn-paddington",
    ]

    /// The spans read as timelines: a day a closure ends (Oxford Circus, whose refurbishment
    /// ends on Sunday 22 November), the night the clocks go back in London with a store open
    /// past it (Soho, until 3:00 AM), and Waterloo's click & collect around its 2:00 PM cut-off.
    public static let timelines = [
        ReviewTimeline(
            name: "closure-ends", screen: .details, store: "ldn-oxford",
            // 2026-11-22T00:00Z to 2026-11-23T09:00Z
            from: Date(timeIntervalSince1970: 1_795_305_600), through: Date(timeIntervalSince1970: 1_795_424_400)),
        ReviewTimeline(
            name: "dst-night", screen: .details, store: "ldn-soho",
            // 2026-10-24T18:00Z to 2026-10-25T12:00Z
            from: Date(timeIntervalSince1970: 1_792_864_800), through: Date(timeIntervalSince1970: 1_792_929_600)),
        ReviewTimeline(
            name: "order-cutoff", screen: .details, store: "ldn-waterloo",
            // 2026-11-20T13:50Z to 14:10Z
            from: Date(timeIntervalSince1970: 1_795_182_600), through: Date(timeIntervalSince1970: 1_795_183_800)),
    ]

    /// What each screen is reviewed with: its scenarios (the list and the map share theirs),
    /// or the stores details and opening times show. A screen with none has no cases.
    public var subjects: [ScreenKind: [String]]
    public var locales: [String]
    public var themes: [String]
    /// The appearances each theme is drawn in.
    public var appearances: [Appearance]
    /// Whether the matrix has a spoken case for each screen, subject and locale.
    public var includesSpoken: Bool
    /// The timelines, each read in every locale.
    public var timelines: [ReviewTimeline]
    /// The larger text sizes each screen and subject is drawn at, in ``largeTextLocales`` and
    /// the first theme's light appearance.
    public var largeTextSizes: [TextSize]
    /// The locales of the larger text sizes' cases.
    public var largeTextLocales: [String]

    /// A matrix of `subjects` by screen, in `locales` and each of `appearances` of `themes`.
    public init(
        subjects: [ScreenKind: [String]], locales: [String] = ReviewMatrix.locales,
        themes: [String] = ReviewMatrix.themes, appearances: [Appearance] = Appearance.allCases,
        includesSpoken: Bool = true, timelines: [ReviewTimeline] = ReviewMatrix.timelines,
        largeTextSizes: [TextSize] = ReviewMatrix.largeTextSizes,
        largeTextLocales: [String] = ReviewMatrix.largeTextLocales
    ) {
        self.largeTextSizes = largeTextSizes
        self.largeTextLocales = largeTextLocales
        self.appearances = appearances
        self.includesSpoken = includesSpoken
        self.timelines = timelines
        self.subjects = subjects
        self.locales = locales
        self.themes = themes
    }

    /// Every case, in a stable order: the drawings theme by theme and appearance by
    /// appearance, then the drawings at the larger text sizes, then the spoken cases, then the
    /// timelines.
    public var cases: [ReviewCase] {
        var cases: [ReviewCase] = []
        for theme in themes {
            for appearance in appearances {
                for locale in locales {
                    for screen in ScreenKind.allCases {
                        for subject in subjects[screen] ?? [] {
                            cases.append(
                                ReviewCase(
                                    screen: screen, subject: subject, locale: locale, theme: theme,
                                    appearance: appearance))
                        }
                    }
                }
            }
        }
        if let theme = themes.first, appearances.contains(.light) {
            for size in largeTextSizes {
                for locale in largeTextLocales where locales.contains(locale) {
                    for screen in ScreenKind.allCases {
                        for subject in subjects[screen] ?? [] {
                            var sized = ReviewCase(
                                screen: screen, subject: subject, locale: locale, theme: theme, appearance: .light)
                            sized.textSize = size
                            cases.append(sized)
                        }
                    }
                }
            }
        }
        if includesSpoken {
            for locale in locales {
                for screen in ScreenKind.allCases {
                    for subject in subjects[screen] ?? [] {
                        cases.append(
                            ReviewCase(
                                screen: screen, subject: subject, locale: locale, theme: "default", isSpoken: true))
                    }
                }
            }
        }
        for locale in locales {
            for timeline in timelines {
                cases.append(ReviewCase(timeline: timeline, locale: locale))
            }
        }
        return cases
    }

    /// The cases of shard `index` (from 1) of `count`: every `count`-th case, so shards are even.
    public func cases(shard index: Int, of count: Int) -> [ReviewCase] {
        cases.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
