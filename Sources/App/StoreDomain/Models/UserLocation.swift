/// Whether the user let the app use their location.
public enum LocationPermission: String, Sendable, Hashable, Codable, CaseIterable {
    /// The app has not asked yet.
    case notDetermined
    /// The user said no.
    case denied
    /// A policy (parental controls, MDM) forbids it.
    case restricted
    /// The user said yes.
    case allowed
}

/// Where the user is, with the permission that let us know it.
public struct UserLocation: Sendable, Hashable {
    /// The permission state.
    public var permission: LocationPermission
    /// The user's position; only ever set when permission is `allowed`.
    public var coordinate: Coordinate?

    /// Creates a location; a coordinate without permission is dropped.
    public init(permission: LocationPermission, coordinate: Coordinate? = nil) {
        self.permission = permission
        self.coordinate = permission == .allowed ? coordinate : nil
    }
}
