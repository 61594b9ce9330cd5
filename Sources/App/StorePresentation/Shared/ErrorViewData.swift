import StoreDomain
import StoreLocalization

/// What the user can do about an error.
public enum ErrorAction: String, Sendable, Hashable, Encodable, CaseIterable {
    /// Ask for location permission.
    case allowLocation
    /// Open the system Settings app.
    case openSettings
    /// Put the cursor in the search field, to search by place instead of by location: for a
    /// location a device policy restricts, which Settings cannot change.
    case focusSearch
    /// Try the request again.
    case retry
    /// Ask the location service for a fix again, and send `StoreFinderAction.locationRetried`.
    case retryLocation
}

/// A full-screen error or prompt: title, message, image, and one action.
public struct ErrorViewData: Sendable, Hashable, Encodable {
    /// The error's headline.
    public var title: StyledText
    /// What happened and what to do, in a sentence.
    public var message: StyledText
    /// A symbol name for the image (SF Symbols names, which apps commonly map).
    public var imageName: String
    /// The action button's label.
    public var actionTitle: StyledText
    /// What the button does.
    public var action: ErrorAction
    /// The names a Voice Control user can say to press the button: its title, unless a mapper
    /// gives others. In JSON, `inputLabels`.
    public var inputLabels: [String]

    /// An error screen with an image and one action.
    public init(title: StyledText, message: StyledText, imageName: String, actionTitle: StyledText, action: ErrorAction)
    {
        self.title = title
        self.message = message
        self.imageName = imageName
        self.actionTitle = actionTitle
        self.action = action
        self.inputLabels = [actionTitle.text]
    }
}

/// The words of a screen's load error, by what failed: the request never reached the server,
/// or the server answered with an error. Each screen has its own keys; the rule that reads them
/// is one (``ErrorViewData/loadFailure(_:texts:context:)``).
public struct LoadErrorTexts: Sendable, Hashable {
    /// The title, message and button of one kind of failure.
    public struct Texts: Sendable, Hashable {
        /// The error's headline.
        public var title: LocalizedKey
        /// What happened and what to do.
        public var message: LocalizedKey
        /// The button's label: Try again.
        public var action: LocalizedKey

        /// The words `title`, `message` and `action` key.
        public init(title: LocalizedKey, message: LocalizedKey, action: LocalizedKey) {
            self.title = title
            self.message = message
            self.action = action
        }
    }

    /// When the request never reached the server.
    public var network: Texts
    /// When the server answered with an error.
    public var server: Texts

    /// The words of each kind of failure.
    public init(network: Texts, server: Texts) {
        self.network = network
        self.server = server
    }
}

extension ErrorViewData {
    /// A failed first load, which fills the screen with Try again: the screen's own words for
    /// the kind of failure, with the server's own message in place of its message when it sent
    /// one. The one rule for every screen that loads a page (the Manager's Special, the booking
    /// search).
    public static func loadFailure(_ error: LoadError, texts: LoadErrorTexts, context: MappingContext) -> Self {
        let (words, image) =
            switch error {
            case .network: (texts.network, "wifi.slash")
            case .server: (texts.server, "exclamationmark.triangle")
            }
        return ErrorViewData(
            title: context.text(words.title, style: .error.title),
            message: context.serverMessage(of: error, style: .error.message)
                ?? context.text(words.message, style: .error.message),
            imageName: image, actionTitle: context.text(words.action, style: .button.primary), action: .retry)
    }
}
