import StoreDomain

/// A deep link into the Store Finder screens: the list (in standard or in-store mode) or one
/// store's details.
///
/// ```swift
/// let route = try StoreFinderRoute(link: "https://shop.example/stores/detail/ldn-regent?src=mail")
/// if let id = route.storeID {
///     showDetails(id)                            // route.screen == .details
/// } else if let mode = route.mode {
///     state.apply(.modeChanged(mode))            // then show the list
/// }
/// ```
///
/// The paths the product documents:
///
/// | Path | Route |
/// |---|---|
/// | `stores`, `storefinder` | the list, ``mode`` `.standard` |
/// | `stores/in-store` | the list, ``mode`` `.inStore` |
/// | `store/{id}`, `stores/{id}`, `store/detail/{id}`, `stores/detail/{id}` | the details, ``storeID`` |
///
/// A link is a path or a whole URL with any scheme and host. Leading and trailing slashes, the
/// query and the fragment are ignored, the words of the path match in any case, and the id is
/// percent-decoded. A custom scheme's host may be the first segment
/// (`storefinder://stores/ldn-regent`): when the path alone names no screen, the host is read
/// as its first segment.
///
/// A struct rather than an enum: a later version may route to more screens, and an app's code
/// that reads ``screen`` with a `default` keeps compiling.
public struct StoreFinderRoute: Sendable, Hashable {
    /// The screen a link opens. An open set: `list` and `details` today.
    public struct Screen: RawRepresentable, Sendable, Hashable, Encodable, CustomStringConvertible {
        /// The screen's name, as the CLI's JSON writes it.
        public let rawValue: String
        /// A screen by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The store list.
        public static let list = Screen(rawValue: "list")
        /// One store's details.
        public static let details = Screen(rawValue: "details")
        /// The name.
        public var description: String { rawValue }
        /// Encodes the name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    /// The screen the link opens.
    public let screen: Screen
    /// The list's mode, `.standard` or `.inStore`, for ``Screen/list``; `nil` otherwise.
    public let mode: StoreFinderState.Mode?
    /// The store, as the backend writes its id, for ``Screen/details``; `nil` otherwise.
    public let storeID: String?

    private init(screen: Screen, mode: StoreFinderState.Mode?, storeID: String?) {
        self.screen = screen
        self.mode = mode
        self.storeID = storeID
    }

    /// The list in `mode`.
    public static func list(_ mode: StoreFinderState.Mode = .standard) -> StoreFinderRoute {
        StoreFinderRoute(screen: .list, mode: mode, storeID: nil)
    }

    /// The details of the store `storeID`.
    public static func details(storeID: String) -> StoreFinderRoute {
        StoreFinderRoute(screen: .details, mode: nil, storeID: storeID)
    }

    /// The paths a link can take, for an error that lists them.
    public static let documentedPaths = [
        "stores", "storefinder", "stores/in-store", "store/{id}", "stores/{id}", "store/detail/{id}",
        "stores/detail/{id}",
    ]

    /// The route `link` names: a path (`stores/ldn-regent`) or a URL with any scheme and host.
    ///
    /// - Throws: ``RouteError`` when the link names no Store Finder screen, or its id is not
    ///   valid percent-encoding; its description says why.
    public init(link: String) throws(RouteError) {
        let (host, path) = Self.split(link)
        let segments = try Self.segments(path, link: link)
        if let route = try Self.route(segments, link: link) {
            self = route
            return
        }
        if let host, let route = try Self.route(try Self.segments(host, link: link) + segments, link: link) {
            self = route
            return
        }
        throw segments.isEmpty && host == nil
            ? RouteError(link: link, reason: "the link has no path")
            : RouteError(
                link: link,
                reason: "it names no Store Finder screen; expected one of "
                    + Self.documentedPaths.joined(separator: ", "))
    }

    /// The route's canonical path, for building a link: `stores`, `stores/in-store` or
    /// `stores/{id}` with the id percent-encoded.
    public var path: String {
        if let storeID { return "stores/" + StoreLink.percentEncoded(storeID) }
        return mode == .inStore ? "stores/in-store" : "stores"
    }

    /// The host (when the link is a URL with one) and the path, without the scheme, the
    /// query and the fragment.
    private static func split(_ link: String) -> (host: Substring?, path: Substring) {
        var rest = Substring(link)
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        // A scheme: a letter, then letters, digits, `+`, `-` or `.`, then `:`.
        if let colon = rest.firstIndex(of: ":"), let first = rest.first, first.isASCII, first.isLetter,
            rest[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        {
            rest = rest[rest.index(after: colon)...]
            if rest.hasPrefix("//") {
                let authority = rest.dropFirst(2)
                let end = authority.firstIndex(of: "/") ?? authority.endIndex
                var host = authority[..<end]
                if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
                if let port = host.lastIndex(of: ":") { host = host[..<port] }
                return (host.isEmpty ? nil : host, authority[end...])
            }
        }
        return (nil, rest)
    }

    /// The path's segments, empty ones dropped, each percent-decoded.
    private static func segments(_ path: Substring, link: String) throws(RouteError) -> [String] {
        var result: [String] = []
        for segment in path.split(separator: "/") {
            guard let decoded = percentDecoded(segment) else {
                throw RouteError(link: link, reason: "\"\(segment)\" is not valid percent-encoding")
            }
            result.append(decoded)
        }
        return result
    }

    /// The route of `segments`, `nil` when they name no screen.
    private static func route(_ segments: [String], link: String) throws(RouteError) -> StoreFinderRoute? {
        let words = segments.map { $0.lowercased() }
        switch words.count {
        case 1 where words[0] == "stores" || words[0] == "storefinder":
            return .list(.standard)
        case 2 where words[0] == "stores" && words[1] == "in-store":
            return .list(.inStore)
        case 2 where (words[0] == "store" || words[0] == "stores") && words[1] == "detail":
            throw RouteError(link: link, reason: "it names no store: a details link is \(segments[0])/detail/{id}")
        case 2 where words[0] == "store" || words[0] == "stores":
            return try details(segments[1], link: link)
        case 3 where (words[0] == "store" || words[0] == "stores") && words[1] == "detail":
            return try details(segments[2], link: link)
        default:
            return nil
        }
    }

    /// The details of `id`, which must be text: a control character in an id is an attack,
    /// not a store.
    private static func details(_ id: String, link: String) throws(RouteError) -> StoreFinderRoute {
        guard !id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw RouteError(link: link, reason: "the store id has a control character")
        }
        return .details(storeID: id)
    }

    /// `segment` with each `%XX` decoded, or `nil` when an escape is malformed or the bytes
    /// are not UTF-8.
    private static func percentDecoded(_ segment: Substring) -> String? {
        guard segment.contains("%") else { return String(segment) }
        var bytes: [UInt8] = []
        var iterator = segment.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// A link that names no Store Finder screen, and why.
public struct RouteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The link as given.
    public var link: String
    /// Why it names no screen, such as "it names no Store Finder screen; expected one of …".
    public var reason: String

    /// An error for `link`.
    public init(link: String, reason: String) {
        self.link = link
        self.reason = reason
    }

    /// `"shop/basket": it names no Store Finder screen; expected one of stores, …`, with any
    /// control character in the link written as an escape, so a logged link stays inert.
    public var description: String {
        var quoted = ""
        for scalar in link.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                quoted += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                quoted.unicodeScalars.append(scalar)
            }
        }
        return "\"" + quoted + "\": " + reason
    }
}

extension StoreFinderRoute: Encodable {
    private enum CodingKeys: String, CodingKey {
        case screen, mode, store
    }

    /// `{"screen": "list", "mode": "standard"}` or `{"screen": "details", "store": "ldn-regent"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(screen, forKey: .screen)
        try container.encodeIfPresent(mode, forKey: .mode)
        try container.encodeIfPresent(storeID, forKey: .store)
    }
}
