/// Something in an input file that is valid but probably not what its author meant. It
/// never stops a render; `storefinder check` prints it.
///
/// ```text
/// stores.json: $[3].address.postcode: "W1X" is not a GB postcode (such as EC1Y 8SY); it is shown as written
/// ```
public struct InputWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file, as the user named it.
    public var file: String
    /// Where in the file: a JSONPath such as `$[3].address.postcode`.
    public var path: String
    /// What looks wrong, and what happens because of it.
    public var message: String

    /// Creates a warning.
    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    public var description: String { "\(file): \(path): \(message)" }
}
