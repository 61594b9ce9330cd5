import ArgumentParser
import StoreDisplayText
import StoreDomain
import StoreInputFiles
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreReview
import StoreTheme

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ScreenKind: ExpressibleByArgument {}
extension RenderOptions.Format: ExpressibleByArgument {}
extension LocationPermission: ExpressibleByArgument {}
extension DeviceClass: ExpressibleByArgument {}

/// Parses flag values, each with an error that says what was expected. Every command takes
/// its values through these, so `render` and `review` agree on what a width is.
///
/// NB: numeric options are declared with `parsing: .unconditional`, so that `--stores -1`
/// and `--location -33.9,151.2` reach these parsers instead of being read as flags.
enum ArgumentValues {
    /// A locale as a canonical tag: `en_GB`, the spelling `Locale.current` gives, is `en-GB`.
    static func locale(_ text: String) throws -> String {
        guard let tag = LocaleTag.canonical(text) else {
            throw ValidationError("--locale takes a language tag such as en, en-GB or en_GB, not \"\(text)\"")
        }
        return tag
    }

    /// An ISO 4217 currency a price can be in: `GBP`, `JPY`.
    static func currency(_ text: String) throws -> String {
        do {
            _ = try Currency.validate(text)
        } catch {
            throw ValidationError("--currency: \(error)")
        }
        return text
    }

    /// A list or map filter: `open-now`, `service:ID`, `facility:ID` or `tag:ID`.
    static func filter(_ text: String) throws -> StoreFilter {
        guard let filter = StoreFilter(rawValue: text) else {
            throw ValidationError(
                "--filter takes one of \(StoreFilter.validForms.joined(separator: ", ")), an ID with no spaces or colons; not \"\(text)\""
            )
        }
        return filter
    }

    /// A share link template: an absolute URL with `{id}` where the store's id goes.
    static func shareLink(_ text: String) throws -> ShareLinkTemplate {
        do {
            return try ShareLinkTemplate(text)
        } catch {
            throw ValidationError("--share-url: \(UntrustedText.sanitized(error.description))")
        }
    }

    static func instant(_ text: String) throws -> Date {
        guard let date = ISO8601Instant.parse(text) else {
            throw ValidationError("--now takes an ISO 8601 instant such as 2026-11-20T17:30:00Z, not \"\(text)\"")
        }
        return date
    }

    /// `FROM..TO`, two ISO 8601 instants, the first before the second, at most 31 days apart.
    static func timeline(_ text: String) throws -> TimelineSpan {
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2, let from = ISO8601Instant.parse(parts[0]), let through = ISO8601Instant.parse(parts[1])
        else {
            throw ValidationError(
                "--timeline takes FROM..TO, two ISO 8601 instants such as 2026-11-20T00:00:00Z..2026-11-21T00:00:00Z, not \"\(UntrustedText.sanitized(text))\""
            )
        }
        guard from < through else { throw ValidationError("--timeline: \(parts[1]) is not after \(parts[0])") }
        guard through.timeIntervalSince(from) <= 31 * 86_400 else {
            throw ValidationError("--timeline spans at most 31 days; \(parts[0])..\(parts[1]) is longer")
        }
        return TimelineSpan(from: from, through: through)
    }

    static func coordinate(_ text: String) throws -> Coordinate {
        try coordinate(text, flag: "--location")
    }

    /// `LAT,LON` for the option `flag`, such as `--at`.
    static func coordinate(_ text: String, flag: String) throws -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(trimmingSpaces)
        guard parts.count == 2, let latitude = decimal(parts[0]), let longitude = decimal(parts[1]) else {
            throw ValidationError("\(flag) takes LAT,LON in decimal degrees such as 51.51,-0.134, not \"\(text)\"")
        }
        do {
            return try Coordinate(latitude: latitude, longitude: longitude)
        } catch {
            throw ValidationError("\(flag): \(error)")
        }
    }

    /// A whole number in `range`, for the option `flag`.
    static func integer(_ flag: String, in range: ClosedRange<Int>) -> @Sendable (String) throws -> Int {
        { text in
            guard isDecimalDigits(text, signed: true), let value = Int(text), range.contains(value) else {
                throw ValidationError(
                    "\(flag) takes a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(text)\"")
            }
            return value
        }
    }

    /// A seed: a whole number from 0 to 2⁶⁴ − 1.
    static func seed(_ text: String) throws -> UInt64 {
        guard isDecimalDigits(text, signed: false), let value = UInt64(text) else {
            throw ValidationError("--seed takes a whole number from 0 to \(UInt64.max), not \"\(text)\"")
        }
        return value
    }

    /// The columns a screen is laid out at: `RenderOptions.widths`, for every command.
    static func width(_ text: String) throws -> Int {
        let range = RenderOptions.widths
        guard isDecimalDigits(text, signed: true), let value = Int(text), range.contains(value) else {
            throw ValidationError("--width takes \(range.lowerBound) to \(range.upperBound), not \"\(text)\"")
        }
        return value
    }

    /// A text size by name: `xSmall` … `xxxLarge`, `AX1` … `AX5`, in any case.
    static func textSize(_ text: String) throws -> TextSize {
        guard let size = TextSize(name: text) else {
            throw ValidationError(
                "--text-size takes one of \(TextSize.allCases.map(\.name).joined(separator: ", ")), not \"\(UntrustedText.sanitized(text))\""
            )
        }
        return size
    }

    /// `I/N` with 1 ≤ I ≤ N, digits only.
    static func shard(_ text: String) throws -> (index: Int, count: Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ isDecimalDigits($0, signed: false) }),
            let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N, such as 2/4, not \"\(text)\"")
        }
        return (index, count)
    }

    /// A decimal number as people write one: digits, an optional sign, point and fraction.
    /// Not `Double`'s wider grammar, which reads `0x10` as 16 and accepts `nan` and `inf`.
    static func decimal(_ text: Substring) -> Double? {
        let body = text.first == "-" || text.first == "+" ? text.dropFirst() : text
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty || parts.count == 2,
            parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }), parts.contains(where: { !$0.isEmpty })
        else { return nil }
        return Double(text)
    }

    private static func isDecimalDigits(_ text: some StringProtocol, signed: Bool) -> Bool {
        let body = signed && text.first == "-" ? text.dropFirst() : text[...]
        return !body.isEmpty && body.allSatisfy { ("0"..."9").contains($0) }
    }
}

/// `text` without the spaces and tabs around it.
private func trimmingSpaces(_ text: Substring) -> Substring {
    let start = text.drop { $0 == " " || $0 == "\t" }
    guard let last = start.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return start }  // empty
    return start[...last]
}

/// The span `--timeline` covers.
struct TimelineSpan {
    var from: Date
    var through: Date
}
