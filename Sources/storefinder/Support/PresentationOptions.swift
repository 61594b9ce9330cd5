import ArgumentParser
import StoreLocalization
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreDomain
import StorePresentation
import StoreRendering
import StoreReview
import StoreTheme
import StoreInput

extension ScreenKind: EnumArgument {}
extension RenderOptions.Format: EnumArgument {}
extension LocationPermission: EnumArgument {}

/// Parses `--now` and `--location`.
enum ArgumentValues {
    /// A locale as a canonical tag: `en_GB`, the spelling `Locale.current` gives, is `en-GB`.
    static func locale(_ text: String) throws -> String {
        guard let tag = LocaleTag.canonical(text) else {
            throw ValidationError("--locale takes a language tag such as en, en-GB or en_GB, not \"\(text)\"")
        }
        return tag
    }

    static func instant(_ text: String) throws -> Date {
        guard let date = ISO8601Instant.parse(text) else {
            throw ValidationError("--now takes an ISO 8601 instant such as 2026-11-20T17:30:00Z, not \"\(text)\"")
        }
        return date
    }

    static func coordinate(_ text: String) throws -> Coordinate {
        let parts = text.split(separator: ",").map(trimmingSpaces)
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
            throw ValidationError("--location takes LAT,LON such as 51.51,-0.134, not \"\(text)\"")
        }
        do {
            return try Coordinate(latitude: latitude, longitude: longitude)
        } catch {
            throw ValidationError("--location: \(error)")
        }
    }
}

/// `text` without the spaces and tabs around it.
private func trimmingSpaces(_ text: Substring) -> Substring {
    let start = text.drop { $0 == " " || $0 == "\t" }
    guard let last = start.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return start }  // empty
    return start[...last]
}
