/// The screens StoreFinder draws.
public enum ScreenKind: String, Sendable, Hashable, CaseIterable {
    /// The Store Finder list.
    case list
    /// Store Details.
    case details
    /// The opening-times screen.
    case hours
    /// The Store Finder map.
    case map
    /// The Manager's Special grid.
    case specials
    /// The delivery-city flow.
    case cities
}
