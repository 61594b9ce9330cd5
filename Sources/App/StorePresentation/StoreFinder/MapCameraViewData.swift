/// What the map's camera shows, and the tracking button.
///
/// In JSON: `{"followsUser": true, "centreLatitude": 51.51, "centreLongitude": -0.134,
/// "radiusMetres": 2000, "trackingButton": {…}}`.
public struct MapCameraViewData: Sendable, Hashable, Encodable {
    /// Whether the map follows the user's position as it moves.
    public var followsUser: Bool
    /// Where to centre the map: the user's position while it follows and the position is
    /// known; `nil` to leave the map where the user moved it.
    public var centreLatitude: Double?
    /// The centre's longitude.
    public var centreLongitude: Double?
    /// How far around the centre the map shows, in metres, when it zooms to focus the user
    /// (`StoreFinderState.MapCamera.userFocusRadiusMetres`); `nil` with no centre.
    /// An app turns it into a region: `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`
    /// with twice the radius.
    public var radiusMetres: Double?
    /// The system's user-tracking button, which follows the user again; `nil` without location
    /// access. Selected while the map follows.
    public var trackingButton: ButtonViewData?

    /// A camera that follows the user or stays, with the tracking button when there is one.
    public init(
        followsUser: Bool, centreLatitude: Double?, centreLongitude: Double?, trackingButton: ButtonViewData?
    ) {
        self.followsUser = followsUser
        self.centreLatitude = centreLatitude
        self.centreLongitude = centreLongitude
        self.trackingButton = trackingButton
    }

    private enum CodingKeys: String, CodingKey {
        case followsUser, centreLatitude, centreLongitude, radiusMetres, trackingButton
    }
}
