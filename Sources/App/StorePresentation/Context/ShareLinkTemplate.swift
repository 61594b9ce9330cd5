/// An app's link to a store, with `{id}` where the store's id goes: what Store Details offers
/// to share.
///
/// It is checked when made, so a typo fails where the app sets it up rather than as a broken
/// Share button, and a link that would run script never reaches a share sheet:
///
/// ```swift
/// var screens = ScreenMapper(locale: "en-GB")
/// screens.shareLink = try ShareLinkTemplate("https://shop.example/stores/{id}")
/// try ShareLinkTemplate("shop.example/stores/{id}")      // throws .noScheme
/// try ShareLinkTemplate("javascript:alert('{id}')")      // throws .scriptScheme("javascript")
/// ```
///
/// An app's own scheme (`myshop://store/{id}`) is a link like any other.
public struct ShareLinkTemplate: Sendable, Hashable, CustomStringConvertible {
    /// The template as given.
    public let template: String

    /// Why a template is refused.
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// It has no `{id}`, so every store would share the same link.
        case missingID(String)
        /// It does not start with a scheme (`https:`), so it is no absolute URL.
        case noScheme(String)
        /// Its scheme runs or embeds content rather than naming a place: `javascript`, `data`,
        /// `vbscript`, `file` or `blob`.
        case scriptScheme(String)
        /// It has white space or a control character, which no URL carries as written.
        case notALink(String)

        public var description: String {
            switch self {
            case .missingID(let text):
                "a share link needs {id} where the store's id goes, such as https://shop.example/stores/{id}, not \"\(text)\""
            case .noScheme(let text):
                "a share link is an absolute URL starting with its scheme, such as https://shop.example/stores/{id}, not \"\(text)\""
            case .scriptScheme(let scheme):
                "a share link with the scheme \"\(scheme):\" would run or embed content; use https: or the app's own scheme"
            case .notALink(let text): "a share link has no spaces or control characters, not \"\(text)\""
            }
        }
    }

    /// Schemes that run script or carry content instead of naming a place.
    static let refusedSchemes: Set<String> = ["javascript", "vbscript", "data", "file", "blob", "about"]

    /// Checks `template`: an absolute URL (RFC 3986 scheme, then `:`), with `{id}` after the
    /// scheme, no white space or control character, and no scheme that runs script.
    public init(_ template: String) throws(Problem) {
        let safe = UntrustedTextShape.isPrintableWithoutSpaces(template)
        guard safe else { throw .notALink(template) }
        guard let colon = template.firstIndex(of: ":"), let first = template.first, first.isASCII, first.isLetter,
            template[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { throw .noScheme(template) }
        let scheme = template[..<colon].lowercased()
        guard !Self.refusedSchemes.contains(scheme) else { throw .scriptScheme(scheme) }
        guard template[colon...].contains("{id}") else { throw .missingID(template) }
        self.template = template
    }

    /// The link to `id`: each `{id}` replaced by the id, percent-encoded so that any id stays
    /// one path segment.
    public func url(for id: String) -> String { StoreLink.url(from: template, id: id) }

    public var description: String { template }
}

/// Whether text is printable and has no white space: what a URL written out looks like.
enum UntrustedTextShape {
    static func isPrintableWithoutSpaces(_ text: String) -> Bool {
        !text.isEmpty
            && !text.unicodeScalars.contains {
                $0.properties.isWhitespace || $0.properties.generalCategory == .control
                    || $0.properties.generalCategory == .format
            }
    }
}
