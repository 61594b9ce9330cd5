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
}

/// A full-screen error or prompt: title, message, image, and one action.
public struct ErrorViewData: Sendable, Hashable, Encodable {
    public var title: StyledText
    public var message: StyledText
    /// A symbol name for the image (SF Symbols names, which apps commonly map).
    public var imageName: String
    public var actionTitle: StyledText
    public var action: ErrorAction

    public init(title: StyledText, message: StyledText, imageName: String, actionTitle: StyledText, action: ErrorAction) {
        self.title = title
        self.message = message
        self.imageName = imageName
        self.actionTitle = actionTitle
        self.action = action
    }
}
