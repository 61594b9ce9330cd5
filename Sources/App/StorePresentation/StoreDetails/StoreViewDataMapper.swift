import StoreDomain
import StoreTheme

/// Turns a store into its address block and contact points.
///
/// What a replacement owes:
/// - **Text:** every address line and the name through ``StyledText/init(data:style:)``; the
///   phone only as a placeholder value; a `tel:` URL of digits and `+` only.
/// - **Tokens:** `.text.title` for the name, `.text.body` for the address, `.button.secondary`
///   for the call text.
/// - **Accessibility:** the call text ("Call +44 …") is the button's label: it must say the action.
public protocol StoreViewDataMapper: Sendable {
    /// Maps a store's name, address, phone and directions, with the strings, theme, clock and locale of `context`.
    func map(_ store: Store, context: MappingContext) -> StoreViewData
}

/// The default: the name as title; the address as its country writes it (``AddressFormatter``),
/// each line but the last ending in a comma;
/// a phone text and `tel:` URL only with a phone; a maps directions URL only with coordinates.
public struct DefaultStoreViewDataMapper: StoreViewDataMapper {
    /// How the address is laid out.
    public var address: AddressFormatter

    /// Creates the mapper; by default the address shows its city, and its country when foreign.
    public init(address: AddressFormatter = AddressFormatter()) {
        self.address = address
    }

    /// Maps a store's name, address, phone and directions, as the type's summary says.
    public func map(_ store: Store, context: MappingContext) -> StoreViewData {
        // Each line but the last ends with the locale's comma (`StoreDetails.AddressLine`), as
        // product document 001 asks; a screen reader says the line without it.
        let written = address.lines(of: store.address, context: context)
        let lines = written.enumerated().map { index, line in
            guard index < written.count - 1 else { return StyledText(data: line, style: .text.body) }
            var text = context.text(Strings.StoreDetails.addressLine(line: .text(line)), style: .text.body)
            text.spoken = StyledText(data: line, style: .text.body).spokenText
            return text
        }
        let title = StyledText(data: store.name, style: .text.title)
        return StoreViewData(
            id: store.id, title: title, addressLines: lines,
            phoneText: store.phone.map {
                context.text(Strings.StoreDetails.call(phone: .text($0)), style: .button.secondary)
            },
            phoneURL: store.phone.flatMap(UntrustedPhone.telURL),
            directionsURL: store.coordinate.map { "https://maps.apple.com/?daddr=\($0.latitude),\($0.longitude)" },
            customData: store.customData, speech: context.speech)
    }
}

/// Phone numbers from a backend are shown as given (the localizer sanitizes them) and dialled as digits.
enum UntrustedPhone {
    /// `tel:` with only `+` and digits, or `nil` when nothing diallable is left.
    static func telURL(_ phone: String) -> String? {
        let digits = phone.unicodeScalars.filter { ("0"..."9").contains($0) || $0 == "+" }
        guard digits.contains(where: { $0 != "+" }) else { return nil }
        return "tel:" + String(String.UnicodeScalarView(digits))
    }
}
