import StoreDomain
import StoreTheme

/// Turns a store into a map pin; shared by the Store Finder map and Store Details.
///
/// What a replacement owes:
/// - **Text:** the pin's title (the store's name) through ``StyledText/init(data:style:)``.
/// - **Tokens:** ``StoreAnnotationViewData/style`` names an annotation kind the theme defines:
///   the store's kind, `selected`, or `default`; the title uses `.mapFrame.label`. A glyph it sets
///   must be one character, one column wide.
/// - **Accessibility:** the title is what a screen reader says for the pin.
public protocol StoreAnnotationViewDataMapper: Sendable {
    /// The pin, or `nil` for a store without coordinates.
    func map(_ store: Store, isSelected: Bool, context: MappingContext) -> StoreAnnotationViewData?
}

/// The default: the store name at its coordinate, styled by its kind, or `selected`.
public struct DefaultStoreAnnotationViewDataMapper: StoreAnnotationViewDataMapper {
    /// The default mapper.
    public init() {}

    public func map(_ store: Store, isSelected: Bool, context: MappingContext) -> StoreAnnotationViewData? {
        guard let coordinate = store.coordinate else { return nil }
        let style = isSelected ? "selected" : (context.theme.annotations[store.kind] != nil ? store.kind : "default")
        let title = StyledText(data: store.name, style: .mapFrame.label)
        let labels = context.mappers.accessibilityLabels
        let pin = context.strings.string(
            Strings.Spoken.pin(
                name: .text(title.text),
                kind: .text(DefaultStoreMapScreenMapper.kindName(store.kind, context: context).text)))
        let label = labels.list(
            [
                pin,
                labels.status(
                    store.status(at: context.now, soonWindow: context.soonWindow), of: store, context: context),
                isSelected ? context.strings.string(Strings.Spoken.selected) : "",
            ], context: context)
        return StoreAnnotationViewData(
            id: store.id, title: title, latitude: coordinate.latitude, longitude: coordinate.longitude, style: style,
            kind: store.kind, isSelected: isSelected, customData: store.customData, accessibilityLabel: label)
    }
}
