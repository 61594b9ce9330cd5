/// A failed load as the specials and booking scenarios write it: `failed: network`, or
/// `failed: {kind: server, message: "…"}` (the step reads its own `answering:`).
package struct LoadFailureSpec: Decodable {
    /// Whether the server answered with an error, rather than the request never reaching it.
    package var isServer: Bool
    /// The server's own message, when the step gives one.
    package var message: String?

    private enum CodingKeys: String, CodingKey { case kind, message }

    package init(from decoder: any Decoder) throws {
        let kind: String
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            kind = word
        } else {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            kind = try container.decode(String.self, forKey: .kind)
            message = try container.decodeIfPresent(String.self, forKey: .message)
        }
        guard kind == "network" || kind == "server" else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected network or server, found \"\(kind)\"")
            )
        }
        isServer = kind == "server"
    }
}
