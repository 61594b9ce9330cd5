import StoreDomain
import StoreLocalization
import StoreTheme

/// Turns a Store Finder error into a full-screen error with one action: the mapper the
/// product's documents name for the error's title, message, image and action text. It is the
/// container's `error` mapper.
///
/// What a replacement owes:
/// - **Text:** title, message and action from the string tables; a server's own message, which
///   is untrusted, only through ``StyledText/init(data:style:)``.
/// - **Tokens:** `.error.title` and `.error.message` (`.text.title` for the location prompt,
///   which is not an error) and `.button.primary` for the action.
/// - **Accessibility:** ``ErrorViewData/imageName`` is decorative; the title and message must
///   say everything, and the action's title must say what tapping does.
public protocol StoreFinderViewDataMapper: Sendable {
    /// Maps a Store Finder error as a message with its action, with the strings, theme, clock and locale of `context`.
    func map(_ error: StoreFinderError, context: MappingContext) -> ErrorViewData
}

/// The default:
/// - location not determined → Allow location;
/// - location denied → Open Settings;
/// - no location fix (the permission is given, the fix failed) → Try again, which asks for a
///   fix again (``ErrorAction/retryLocation``);
/// - location restricted (a device policy, which Settings cannot change) → search by town or
///   postcode instead;
/// - network or server → Try again, with the server's own message when its error body had one.
public struct DefaultStoreFinderViewDataMapper: StoreFinderViewDataMapper {
    /// The default mapper.
    public init() {}

    /// Maps a Store Finder error as a message with its action, as the type's summary says.
    public func map(_ error: StoreFinderError, context: MappingContext) -> ErrorViewData {
        typealias Texts = (title: LocalizedKey, message: LocalizedKey, action: LocalizedKey)
        let (texts, image, action): (Texts, String, ErrorAction)
        switch error {
        case .locationNotDetermined:
            texts = (
                Strings.StoreFinder.Error.Location.title, Strings.StoreFinder.Error.Location.message,
                Strings.StoreFinder.Error.Location.action
            )
            (image, action) = ("location.circle", .allowLocation)
        case .locationDenied:
            texts = (
                Strings.StoreFinder.Error.LocationDenied.title, Strings.StoreFinder.Error.LocationDenied.message,
                Strings.StoreFinder.Error.LocationDenied.action
            )
            (image, action) = ("location.slash", .openSettings)
        case .locationUnavailable:
            texts = (
                Strings.StoreFinder.Error.LocationUnavailable.title,
                Strings.StoreFinder.Error.LocationUnavailable.message,
                Strings.StoreFinder.Error.LocationUnavailable.action
            )
            (image, action) = ("location.magnifyingglass", .retryLocation)
        case .locationRestricted:
            texts = (
                Strings.StoreFinder.Error.LocationRestricted.title,
                Strings.StoreFinder.Error.LocationRestricted.message,
                Strings.StoreFinder.Error.LocationRestricted.action
            )
            (image, action) = ("lock.circle", .focusSearch)
        case .network:
            texts = (
                Strings.StoreFinder.Error.Network.title, Strings.StoreFinder.Error.Network.message,
                Strings.StoreFinder.Error.Network.action
            )
            (image, action) = ("wifi.slash", .retry)
        case .server:
            texts = (
                Strings.StoreFinder.Error.Server.title, Strings.StoreFinder.Error.Server.message,
                Strings.StoreFinder.Error.Server.action
            )
            (image, action) = ("exclamationmark.triangle", .retry)
        }
        let message =
            context.serverMessage(of: error, style: .error.message)
            ?? context.text(texts.message, style: .error.message)
        return ErrorViewData(
            title: context.text(texts.title, style: action == .allowLocation ? .text.title : .error.title),
            message: message, imageName: image,
            actionTitle: context.text(texts.action, style: .button.primary), action: action)
    }
}
