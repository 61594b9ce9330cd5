import StoreDomain
import StoreLocalization
import StoreTheme

/// A failed location or geocode: what went wrong, the geocoder's status, and the ways out.
///
/// What a replacement owes:
/// - **Actions:** one button per `GeocodingFailure.recoveries`, in that order: Try again
///   (`.retry`) and Choose a city (`.chooseCity`).
/// - **Status:** what happened, in words, on screen and spoken alike (`Spoken.Geocoder.*`):
///   "The location service is busy; try again shortly", never `OVER_QUERY_LIMIT`. The code
///   is `GeocodingFailure.status`, for the app's logs, where support reads it.
/// - **Tokens:** `.error.title`, `.error.message`, `.text.caption`, `.button.*`.
public protocol GeocodingErrorViewDataMapper: Sendable {
    /// Maps a geocoding failure as a message with its ways out, with the strings, theme, clock and locale of `context`.
    func map(_ failure: GeocodingFailure, context: MappingContext) -> DeliveryMessageViewData
}

/// The default: "We couldn't tell where you are" for no results, "Finding your location took
/// too long" for a timeout, "We couldn't find your city" for the rest.
public struct DefaultGeocodingErrorViewDataMapper: GeocodingErrorViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps a geocoding failure as a message with its ways out, as the type's summary says.
    public func map(_ failure: GeocodingFailure, context: MappingContext) -> DeliveryMessageViewData {
        let (title, message, image) =
            switch failure {
            case .zeroResults, .noCity:
                (Strings.Delivery.Error.NoResults.title, Strings.Delivery.Error.NoResults.message, "mappin.slash")
            case .timeout:
                (
                    Strings.Delivery.Error.Timeout.title, Strings.Delivery.Error.Timeout.message,
                    "clock.badge.exclamationmark"
                )
            case .overQueryLimit, .requestDenied, .other:
                (
                    Strings.Delivery.Error.Service.title, Strings.Delivery.Error.Service.message,
                    "exclamationmark.triangle"
                )
            }
        var buttons: [ButtonViewData] = []
        for (offset, recovery) in failure.recoveries.enumerated() {
            let style: ThemeToken = offset == 0 ? .button.primary : .button.secondary
            switch recovery {
            case .retry:
                buttons.append(
                    ButtonViewData(
                        title: context.text(Strings.Delivery.Error.retry, style: style), style: style, action: .retry))
            case .chooseManually:
                buttons.append(
                    ButtonViewData(
                        title: context.text(Strings.Delivery.Error.choose, style: style), style: style,
                        action: .chooseCity))
            }
        }
        let texts = [
            context.text(title, style: .error.title), context.text(message, style: .error.message),
            context.text(Self.spokenStatus(of: failure), style: .text.caption),
        ]
        return DeliveryMessageViewData(
            imageName: image, title: texts[0], message: texts[1], detail: texts[2], buttons: buttons,
            speech: context.speech)
    }

    /// The failure in words, shown and spoken.
    static func spokenStatus(of failure: GeocodingFailure) -> LocalizedKey {
        switch failure {
        case .zeroResults: Strings.Spoken.Geocoder.zeroResults
        case .overQueryLimit: Strings.Spoken.Geocoder.overQueryLimit
        case .requestDenied: Strings.Spoken.Geocoder.requestDenied
        case .timeout: Strings.Spoken.Geocoder.timeout
        case .noCity: Strings.Spoken.Geocoder.noCity
        case .other: Strings.Spoken.Geocoder.other
        }
    }
}
