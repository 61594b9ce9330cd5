import StoreDomain
import StoreTheme

/// Turns a store into a map pin; shared by the Store Finder map and Store Details.
///
/// What a replacement owes:
/// - **Text:** the pin's title (the store's name) through ``StyledText/init(data:style:)``.
/// - **Tokens:** ``StoreAnnotationViewData/style`` names an annotation kind the theme defines:
///   the store's kind, `selected`, or `default`; the title uses `.mapFrame.label`. A glyph it sets
///   must be one character, one column wide.
/// - **Accessibility:** the title is what a screen reader says for the pin, then its kind and
///   its status, in the words of `context.mappers.openingStatus` (the status line's spoken
///   form), so a replaced status mapper speaks for the pin as it does for the row.
public protocol StoreAnnotationViewDataMapper: Sendable {
    /// The pin, or `nil` for a store without coordinates.
    func map(_ store: Store, isSelected: Bool, context: MappingContext) -> StoreAnnotationViewData?
}

/// The default: the store name at its coordinate, styled by its kind, or `selected`. A kind
/// the theme has no pin for (a backend's `weirdkind`) draws and reads as the default kind,
/// `store`, so the legend never lists a raw id.
public struct DefaultStoreAnnotationViewDataMapper: StoreAnnotationViewDataMapper {
    /// The default mapper.
    public init() {}

    /// The pins a theme keeps for the map itself, which no store kind takes.
    static let reservedStyles: Set<String> = ["default", "selected", "user", "cluster"]

    /// `kind` when the theme has a pin for it, else the default kind, `store`.
    static func shownKind(_ kind: String, theme: Theme) -> String {
        theme.annotations[kind] != nil && !reservedStyles.contains(kind) ? kind : "store"
    }

    public func map(_ store: Store, isSelected: Bool, context: MappingContext) -> StoreAnnotationViewData? {
        guard let coordinate = store.coordinate else { return nil }
        let kind = Self.shownKind(store.kind, theme: context.theme)
        let style = isSelected ? "selected" : kind
        let title = StyledText(data: store.name, style: .mapFrame.label)
        // The name is said as the title reads; the kind, the status and "selected", which the
        // pin does not show in words, are said after it.
        let pin = context.spokenTemplate(slots: 2) { Strings.Spoken.pin(name: $0[0], kind: $0[1]) }
            .filling(slot: 1, with: DefaultStoreMapScreenMapper.kindName(kind, context: context).text)
        let storeStatus = store.status(at: context.now, soonWindow: context.soonWindow)
        // Said in the words of the mapper that writes the status line, so a replaced
        // `openingStatus` mapper speaks for the pin as it does for the row and the panel.
        let status = Self.spokenStatus(storeStatus, of: store, context: context)
        var pinData = StoreAnnotationViewData(
            id: store.id, title: title, latitude: coordinate.latitude, longitude: coordinate.longitude, style: style,
            kind: kind, isSelected: isSelected, customData: store.customData, spokenPin: pin,
            spokenDetails: [status] + (isSelected ? [context.strings.string(Strings.Spoken.selected)] : []),
            speech: context.speech)
        pinData.changesAt = StatusChanges.changesAt(
            of: store, hours: store.openingHours, status: storeStatus, context: context
        ) { later, _, then in Self.spokenStatus(later, of: store, context: then) != status }
        return pinData
    }

    /// What the status line of `status` says to a screen reader: its spoken form, or its text.
    static func spokenStatus(_ status: StoreStatus, of store: Store, context: MappingContext) -> String {
        context.mappers.openingStatus.map(status, of: store, context: context).text.spokenText
    }
}
