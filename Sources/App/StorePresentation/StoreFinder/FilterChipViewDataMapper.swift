import StoreDomain
import StoreLocalization
import StoreTheme

/// Words one filter chip of the list and the map.
///
/// What a replacement owes:
/// - **Text:** from the string tables: "Open now", a service's or facility's name as Store
///   Details writes it; a tag, which comes from the backend, only as a placeholder value.
/// - **Tokens:** `.filter.active` and `.filter.inactive`.
/// - **Accessibility:** ``FilterChipViewData/spokenState`` words the chip and whether it is
///   on around the title ("%{name} filter, on"), which is read as it reads when the label is.
public protocol FilterChipViewDataMapper: Sendable {
    /// Words the chip of `filter`, on (`isActive`) or off.
    func map(_ filter: StoreFilter, isActive: Bool, context: MappingContext) -> FilterChipViewData
}

/// The default: "Open now", "Pharmacy", "Step-free access", or the tag as written.
public struct DefaultFilterChipViewDataMapper: FilterChipViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Words a chip, as the type's summary says.
    public func map(_ filter: StoreFilter, isActive: Bool, context: MappingContext) -> FilterChipViewData {
        let style: ThemeToken = isActive ? .filter.active : .filter.inactive
        let title: StyledText
        switch filter.kind {
        case "service":
            title = DefaultServiceViewDataMapper.name(of: filter.value ?? "", style: style, context: context)
        case "facility":
            title = context.mappers.facility.map(facility: filter.value ?? "", available: true, context: context).text
                .styled(style)
        case "tag":
            title = context.text(
                Strings.Filters.tag(
                    name: .text(DefaultServiceViewDataMapper.words(of: filter.value ?? "", capitalized: true))),
                style: style)
        default:
            title = context.text(Strings.Filters.openNow, style: style)
        }
        let state = context.spokenTemplate(slots: 1) {
            isActive ? Strings.Filters.Accessibility.on(name: $0[0]) : Strings.Filters.Accessibility.off(name: $0[0])
        }
        return FilterChipViewData(filter: filter.rawValue, title: title, isActive: isActive, spokenState: state)
    }
}
