import StoreDomain
import StoreLocalization
import StoreTheme

/// Words one facility a store reports, present or absent.
///
/// What a replacement owes:
/// - **Text:** from the string tables (`Facilities.<Id>.Present` and `.Absent`); a facility the
///   tables do not name by its id as words, through `Facilities.Other`, which sanitizes it. A facility
///   the backend does not know (`null`) never reaches a mapper.
/// - **Tokens:** `.facility.present` and `.facility.absent`.
/// - **Accessibility:** ``FacilityViewData/text`` is read as it is, so it says present or
///   absent in words, never by a mark alone.
public protocol FacilityViewDataMapper: Sendable {
    /// Words the facility `id`, which the store has (`available`) or not.
    func map(facility id: String, available: Bool, context: MappingContext) -> FacilityViewData
}

/// The default: "Step-free access" or "No step-free access".
public struct DefaultFacilityViewDataMapper: FacilityViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Words a facility, as the type's summary says.
    public func map(facility id: String, available: Bool, context: MappingContext) -> FacilityViewData {
        let style: ThemeToken = available ? .facility.present : .facility.absent
        let key = "Facilities." + DefaultServiceViewDataMapper.keyPart(id) + (available ? ".Present" : ".Absent")
        let text: StyledText
        if let resolved = try? context.strings.resolve(key) {
            text = StyledText(resolved, style: style)
        } else {
            // "Ev charging" starts the present label; "No ev charging" has it inside.
            let name = DefaultServiceViewDataMapper.words(of: id, capitalized: available)
            let other =
                available
                ? Strings.Facilities.Other.present(name: .text(name))
                : Strings.Facilities.Other.absent(name: .text(name))
            text = context.text(other, style: style)
        }
        return FacilityViewData(id: id, available: available, text: text, speech: context.speech)
    }
}
