import StoreDomain

/// Turns a Store Finder error into a full-screen error with one action.
public protocol StoreFinderErrorViewDataMapper: Sendable {
    func map(_ error: StoreFinderError, context: MappingContext) -> ErrorViewData
}

/// The default:
/// - location not determined → Allow location;
/// - location denied or restricted → Open Settings;
/// - network or server → Try again, with the server's own message when its error body had one.
public struct DefaultStoreFinderErrorViewDataMapper: StoreFinderErrorViewDataMapper {
    public init() {}

    public func map(_ error: StoreFinderError, context: MappingContext) -> ErrorViewData {
        let (prefix, image, action): (String, String, ErrorAction)
        switch error {
        case .locationNotDetermined: (prefix, image, action) = ("StoreFinder.Location", "location.circle", .allowLocation)
        case .locationDenied: (prefix, image, action) = ("StoreFinder.Error.Location", "location.slash", .openSettings)
        case .locationRestricted: (prefix, image, action) = ("StoreFinder.Error.LocationRestricted", "lock.circle", .openSettings)
        case .network: (prefix, image, action) = ("StoreFinder.Error.Network", "wifi.slash", .retry)
        case .server: (prefix, image, action) = ("StoreFinder.Error.Server", "exclamationmark.triangle", .retry)
        }
        var message = context.text("\(prefix).Message", style: "error.message")
        if case .server(let serverMessage?) = error, !serverMessage.isEmpty {
            message = StyledText(data: serverMessage, style: "error.message")
        }
        return ErrorViewData(
            title: context.text("\(prefix).Title", style: action == .allowLocation ? "text.title" : "error.title"),
            message: message, imageName: image,
            actionTitle: context.text("\(prefix).Action", style: "button.primary"), action: action)
    }
}
