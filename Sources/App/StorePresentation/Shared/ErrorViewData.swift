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

    /// An error screen with an image and one action.
    public init(title: StyledText, message: StyledText, imageName: String, actionTitle: StyledText, action: ErrorAction)
    {
        self.title = title
        self.message = message
        self.imageName = imageName
        self.actionTitle = actionTitle
        self.action = action
    }
}
