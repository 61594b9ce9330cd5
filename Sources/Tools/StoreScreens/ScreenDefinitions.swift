import StorePresentation

/// The screens' tool-side definitions: the one place each ``StorePresentation/ScreenKind``
/// names its ``ScreenDefinition``.
///
/// A new screen adds its case to `ScreenKind.Known`, and this switch (like the app side's
/// `ScreenKind.Known.presented`) does not compile until it names the screen's definition.
package enum ScreenDefinitions {
    /// The definition of `screen`.
    package static func definition(of screen: ScreenKind.Known) -> any ScreenDefinition.Type {
        switch screen {
        case .list: ListScreen.self
        case .details: DetailsScreen.self
        case .openingTimes: OpeningTimesScreen.self
        case .map: MapScreen.self
        case .specials: SpecialsScreen.self
        case .deliveryCity: DeliveryCityScreen.self
        case .bookingSearch: BookingSearchScreen.self
        }
    }

    /// Every screen's definition, in the order the review lists the screens.
    package static var all: [any ScreenDefinition.Type] { ScreenKind.allCases.map(\.definition) }

    /// Every kind of scenario the screens replay, once each, by the first screen that replays
    /// it: `list` for the Store Finder's, then `specials`, `delivery-city`, `booking-search`.
    package static var scenarioKinds: [(kind: any ScenarioKind.Type, screen: ScreenKind)] {
        var seen: Set<ObjectIdentifier> = []
        return ScreenKind.allCases.compactMap { screen in
            let kind = screen.definition.scenarioKind
            return seen.insert(ObjectIdentifier(kind)).inserted ? (kind, screen) : nil
        }
    }
}

extension ScreenKind {
    /// The screen's tool-side definition.
    package var definition: any ScreenDefinition.Type { ScreenDefinitions.definition(of: known) }
}

extension ScreenDefinition {
    /// The kind of scenario the screen replays, as a value.
    package static var scenarioKind: any ScenarioKind.Type { Scenarios.self }
}
