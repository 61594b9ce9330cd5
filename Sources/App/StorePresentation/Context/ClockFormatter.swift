import StoreDomain
import StoreLocalization

#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// Formats wall-clock times in the locale's 12- or 24-hour style, with its digits.
///
/// The pattern (CLDR's `jmm` for the locale, see `ClockPatterns`) and the AM and PM symbols
/// come from a table generated from ICU, so formatting a time is string work with no
/// formatter created, even for the first time.
///
/// ```swift
/// ClockFormatter(locale: Locale(identifier: "en_US")).string(from: try LocalTime(hour: 21)) // "9:00 PM"
/// ```
public struct ClockFormatter: Sendable, Hashable {
    private enum Part: Sendable, Hashable {
        case hour24(padded: Bool)
        case hour12(padded: Bool)
        case minute, period
        case literal(String)
    }

    private let parts: [Part]
    private let amSymbol: String
    private let pmSymbol: String
    private let digits: [String]
    private let hasASCIIDigits: Bool

    /// The pattern and symbols of `locale`.
    public init(locale: Locale) {
        self.init(
            entry: LocaleData.clock(of: locale), hourCycle: LocaleData.Overrides(locale).hourCycle, locale: locale)
    }

    /// The pattern and symbols of a locale's clock, for a caller that has looked it up.
    init(entry: LocaleData.Clock, hourCycle: Locale.HourCycle?, locale: Locale) {
        amSymbol = entry.am
        pmSymbol = entry.pm
        digits = LocaleDigits.of(locale)
        hasASCIIDigits = LocaleDigits.areASCII(digits)
        parts = Self.parse(ClockPatterns.pattern(entry, hourCycle: hourCycle))
    }

    /// Whether the locale uses a 12-hour clock.
    public var usesTwelveHourClock: Bool {
        parts.contains { if case .hour12 = $0 { return true } else { return false } }
    }

    /// The time as the locale writes it; 24:00 is written as midnight.
    public func string(from time: LocalTime) -> String {
        let hour = time.hour % 24, minute = time.minute
        var text = ""
        for part in parts {
            switch part {
            case .hour24(let padded): text += number(hour, padded: padded)
            case .hour12(let padded): text += number(hour % 12 == 0 ? 12 : hour % 12, padded: padded)
            case .minute: text += number(minute, padded: true)
            case .period: text += hour < 12 ? amSymbol : pmSymbol
            case .literal(let literal): text += literal
            }
        }
        return text
    }

    private func number(_ value: Int, padded: Bool) -> String {
        let text = padded && (0..<10).contains(value) ? "0" + String(value) : String(value)
        return hasASCIIDigits ? text : LocaleDigits.write(text, in: digits)
    }

    private static func parse(_ pattern: String) -> [Part] {
        var parts: [Part] = []
        var characters = Array(pattern)[...]
        var literal = ""
        var quoted = false
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.first {
            if character == "'" {
                quoted.toggle()
                characters = characters.dropFirst()
                continue
            }
            if quoted || !character.isLetter {
                literal.append(character)
                characters = characters.dropFirst()
                continue
            }
            let run = characters.prefix { $0 == character }.count
            characters = characters.dropFirst(run)
            flush()
            switch character {
            case "H", "k": parts.append(.hour24(padded: run >= 2))
            case "h", "K": parts.append(.hour12(padded: run >= 2))
            case "m": parts.append(.minute)
            case "a", "b", "B": parts.append(.period)
            default: break
            }
        }
        flush()
        return parts
    }
}
