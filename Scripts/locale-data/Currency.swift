// The currency part of Scripts/locale-data: each locale's CurrencyPattern and currency symbols,
// taken from ICU and kept only when CurrencyPattern writes exactly what ICU writes.
import Foundation

/// The ISO 4217 codes and minor units of the package's own currency table.
func currencyCodes() throws -> [(code: String, minorUnits: Int)] {
    let table = try String(contentsOfFile: "Sources/App/StoreDomain/Generated/ISO4217Table.swift", encoding: .utf8)
    let entry = #/"([A-Z]{3})": ([0-9]),/#
    return table.matches(of: entry).map { (String($0.output.1), Int($0.output.2)!) }
}

/// What ICU writes for `amount` in `code` with `fractionDigits` decimals, as the app's
/// `MappingContext.formatted(_:)` asks it.
func icuMoney(_ amount: String, _ code: String, _ fractionDigits: Int, _ locale: Locale) -> String {
    Decimal(string: amount)!.formatted(.currency(code: code).precision(.fractionLength(fractionDigits)).locale(locale))
}

/// One locale's answer: its pattern and each currency's symbol, or nil when CurrencyPattern
/// cannot write what ICU writes for every currency.
struct CurrencyFacts {
    var pattern: CurrencyPattern
    var symbols: [String: String]
}

/// The amounts each currency is checked with, as whole and fraction digits before padding.
let probeAmounts = [("1234567", "891"), ("1234", "5"), ("12345", ""), ("123456", "7"), ("5", ""), ("0", "")]

func currencyFacts(_ locale: Locale, codes: [(code: String, minorUnits: Int)], digits: [String]) -> CurrencyFacts? {
    guard let pattern = currencyPattern(locale) else { return nil }
    var symbols: [String: String] = [:]
    for (code, minorUnits) in codes {
        guard let symbol = currencySymbol(code, minorUnits, locale, pattern, digits) else { return nil }
        for (whole, fraction) in probeAmounts {
            let padded = String((fraction + String(repeating: "0", count: minorUnits)).prefix(minorUnits))
            let amount = padded.isEmpty ? whole : whole + "." + padded
            let ours = pattern.format(whole: Substring(whole), fraction: Substring(padded), symbol: symbol, digits: digits)
            guard ours == icuMoney(amount, code, minorUnits, locale) else { return nil }
        }
        symbols[code] = symbol
    }
    return CurrencyFacts(pattern: pattern, symbols: symbols)
}

/// The affixes from ICU's pattern (`¤#,##0.00`); separators and grouping from numbers ICU
/// formats, since the pattern does not always show the grouping it uses (hi_IN).
func currencyPattern(_ locale: Locale) -> CurrencyPattern? {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.locale = locale
    guard let source = formatter.positiveFormat,
        let numberStart = source.firstIndex(where: { "#0,.".contains($0) }),
        let numberEnd = source.lastIndex(where: { "#0,.".contains($0) })
    else { return nil }
    let prefix = String(source[..<numberStart]), suffix = String(source[source.index(after: numberEnd)...])
    guard prefix.contains("¤") != suffix.contains("¤"), !source.contains("'") else { return nil }

    // Digit runs of a formatted number: the last is the fraction.
    func runs(_ amount: String) -> (runs: [String], separators: [String]) {
        let text = icuMoney(amount, "EUR", 2, locale)
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: { $0.properties.numericType == .decimal }),
            let last = scalars.lastIndex(where: { $0.properties.numericType == .decimal })
        else { return ([], []) }
        var runs: [String] = [], separators: [String] = [], current = "", separator = ""
        for scalar in scalars[first...last] {
            if scalar.properties.numericType == .decimal {
                if !separator.isEmpty { separators.append(separator); separator = "" }
                current.unicodeScalars.append(scalar)
            } else {
                if !current.isEmpty { runs.append(current); current = "" }
                separator.unicodeScalars.append(scalar)
            }
        }
        runs.append(current)
        return (runs, separators)
    }
    let big = runs("1234567.89")
    guard big.runs.count >= 2, big.runs.last?.unicodeScalars.count == 2, let decimal = big.separators.last else {
        return nil
    }
    let whole = big.runs.dropLast().map { $0.unicodeScalars.count }
    let groups = Set(big.separators.dropLast())
    guard groups.count <= 1 else { return nil }
    let primary = whole.count > 1 ? whole[whole.count - 1] : 0
    let secondary = whole.count > 2 ? whole[whole.count - 2] : primary
    var minimum = 1
    if primary > 0 {
        minimum = runs("1234.00").runs.count > 2 ? 1 : runs("12345.00").runs.count > 2 ? 2 : 3
    }
    return CurrencyPattern(
        prefix: prefix, suffix: suffix, decimalSeparator: decimal, groupingSeparator: groups.first ?? "",
        primaryGroup: primary, secondaryGroup: secondary, minimumGroupingDigits: minimum)
}

/// The symbol ICU writes for `code`: what is left of `5` formatted once the pattern's own
/// text and the number are taken away, less the no-break space currency spacing adds.
func currencySymbol(
    _ code: String, _ minorUnits: Int, _ locale: Locale, _ pattern: CurrencyPattern, _ digits: [String]
) -> String? {
    let fraction = String(repeating: "0", count: minorUnits)
    let text = icuMoney(minorUnits == 0 ? "5" : "5." + fraction, code, minorUnits, locale)
    let bare = CurrencyPattern(
        prefix: "", suffix: "", decimalSeparator: pattern.decimalSeparator, groupingSeparator: "", primaryGroup: 0,
        secondaryGroup: 0, minimumGroupingDigits: 1)
    let number = bare.format(whole: "5", fraction: Substring(fraction), symbol: "", digits: digits)
    guard let range = text.range(of: number) else { return nil }
    let inPrefix = pattern.prefix.contains("¤")
    let side = inPrefix ? String(text[..<range.lowerBound]) : String(text[range.upperBound...])
    let affix = inPrefix ? pattern.prefix : pattern.suffix
    let sign = affix.firstIndex(of: "¤")!
    let before = String(affix[..<sign]), after = String(affix[affix.index(after: sign)...])
    guard side.hasPrefix(before), side.hasSuffix(after), side.count >= before.count + after.count else { return nil }
    var symbol = String(side.dropFirst(before.count).dropLast(after.count))
    if inPrefix, after.isEmpty, symbol.count > 1, symbol.hasSuffix("\u{A0}") { symbol.removeLast() }
    if !inPrefix, before.isEmpty, symbol.count > 1, symbol.hasPrefix("\u{A0}") { symbol.removeFirst() }
    return symbol.isEmpty ? nil : symbol
}

/// A CurrencyPattern as a Swift expression.
func literal(_ pattern: CurrencyPattern) -> String {
    if pattern.isUnmatched { return ".unmatched" }
    let strings = [pattern.prefix, pattern.suffix, pattern.decimalSeparator, pattern.groupingSeparator].map(swiftString)
    return "CurrencyPattern(prefix: \(strings[0]), suffix: \(strings[1]), decimalSeparator: \(strings[2]), "
        + "groupingSeparator: \(strings[3]), primaryGroup: \(pattern.primaryGroup), "
        + "secondaryGroup: \(pattern.secondaryGroup), minimumGroupingDigits: \(pattern.minimumGroupingDigits))"
}
