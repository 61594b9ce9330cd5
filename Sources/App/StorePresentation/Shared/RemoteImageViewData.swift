import StoreTheme

/// An image a host loads from the network (a special's tile, a booking item): where to load
/// it from, and the file name a placeholder is labelled with.
public struct RemoteImageViewData: Sendable, Hashable, Encodable {
    /// The image's address, as the endpoint gave it.
    public var url: String
    /// The last path component of ``url``, sanitized: `1.png`.
    public var fileName: String
    /// The placeholder's token.
    public var style: ThemeToken

    /// A product image at `url`, for a host that loads it, with the name of its file.
    public init(url: String, fileName: String, style: ThemeToken = .specials.image) {
        self.url = url
        self.fileName = fileName
        self.style = style
    }

    /// An image at `url`, named by the last part of its path: `https://cdn.example/specials/1.png?v=2`
    /// is `1.png`, sanitized, and an address with no name is `image`.
    public init(url: String, style: ThemeToken = .specials.image) {
        self.init(url: url, fileName: Self.fileName(of: url), style: style)
    }

    /// The last path component of an address, without its query or fragment, sanitized.
    static func fileName(of url: String) -> String {
        let path = url.split(whereSeparator: { $0 == "?" || $0 == "#" }).first.map(String.init) ?? url
        let last = path.split(separator: "/").last.map(String.init) ?? ""
        let name = StyledText(data: last, style: .specials.image).text
        return name.isEmpty ? "image" : name
    }
}
