/// A string that could not be produced, or a table that could not be read.
public enum LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No table in the chain has the key (strict policy only).
    case missingKey(String, locale: String, chain: [String])
    /// A file or directory could not be read.
    case unreadable(file: String, message: String)

    public var description: String {
        switch self {
        case .missingKey(let key, let locale, let chain):
            return "missing key \"\(key)\" for \(locale) (looked in \(chain.joined(separator: " → ")))"
        case .unreadable(let file, let message):
            return "\(file): \(message)"
        }
    }
}
