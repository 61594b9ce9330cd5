// The number formats of Scripts/locale-data: each locale's currency pattern and symbols and its
// percent pattern, taken from ICU and kept only where NumberPattern writes exactly what ICU writes.
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

/// One locale's answer: its pattern and each currency's symbol, or nil when NumberPattern
/// cannot write what ICU writes for every currency.
struct CurrencyFacts {
    var pattern: NumberPattern
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
            let ours = pattern.format(
                whole: Substring(whole), fraction: Substring(padded), symbol: symbol, digits: digits)
            guard ours == icuMoney(amount, code, minorUnits, locale) else { return nil }
        }
        symbols[code] = symbol
    }
    return CurrencyFacts(pattern: pattern, symbols: symbols)
}

/// The affixes from ICU's pattern (`¤#,##0.00`); separators and grouping from numbers ICU
/// formats, since the pattern does not always show the grouping it uses (hi_IN).
func currencyPattern(_ locale: Locale) -> NumberPattern? {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.locale = locale
    guard let source = formatter.positiveFormat,
        let numberStart = source.firstIndex(where: { "#0,.".contains($0) }),
        let numberEnd = source.lastIndex(where: { "#0,.".contains($0) })
    else { return nil }
    let prefix = String(source[..<numberStart]), suffix = String(source[source.index(after: numberEnd)...])
    guard prefix.contains("¤") != suffix.contains("¤"), !source.contains("'") else { return nil }

    let runs = { (amount: String) in digitRuns(icuMoney(amount, "EUR", 2, locale)) }
    let big = runs("1234567.89")
    guard big.runs.count >= 2, big.runs.last?.unicodeScalars.count == 2, let decimal = big.separators.last else {
        return nil
    }
    guard
        let grouping = grouping(
            big.runs.dropLast(), Array(big.separators.dropLast()), { runs($0 + ".00").runs.count - 1 })
    else { return nil }
    return NumberPattern(
        prefix: prefix, suffix: suffix, decimalSeparator: decimal, groupingSeparator: grouping.separator,
        primaryGroup: grouping.primary, secondaryGroup: grouping.secondary, minimumGroupingDigits: grouping.minimum)
}

/// A formatted number taken apart: its digit runs, first digit to last, the text between
/// them, and the text before the first digit and after the last.
func digitRuns(_ text: String) -> (runs: [String], separators: [String], before: String, after: String) {
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.firstIndex(where: { $0.properties.numericType == .decimal }),
        let last = scalars.lastIndex(where: { $0.properties.numericType == .decimal })
    else { return ([], [], text, "") }
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
    var before = "", after = ""
    before.unicodeScalars.append(contentsOf: scalars[..<first])
    after.unicodeScalars.append(contentsOf: scalars[(last + 1)...])
    return (runs, separators, before, after)
}

/// The grouping of 1234567's whole digits (`runs`, `separators`), and the least digits a
/// number needs to be grouped: `wholeRuns` counts the runs of a whole number written alone.
func grouping(
    _ runs: ArraySlice<String>, _ separators: [String], _ wholeRuns: (String) -> Int
) -> (separator: String, primary: Int, secondary: Int, minimum: Int)? {
    let sizes = runs.map { $0.unicodeScalars.count }
    guard Set(separators).count <= 1 else { return nil }
    let primary = sizes.count > 1 ? sizes[sizes.count - 1] : 0
    let secondary = sizes.count > 2 ? sizes[sizes.count - 2] : primary
    let minimum = primary == 0 ? 1 : wholeRuns("1234") > 1 ? 1 : wholeRuns("12345") > 1 ? 2 : 3
    return (separators.first ?? "", primary, secondary, minimum)
}

/// The percent pattern, from percentages ICU formats: the text around the number carries the
/// locale's own percent sign (`%`, `٪؜`), so no symbol is put in.
func percentPattern(_ locale: Locale, decimalSeparator: String, digits: [String]) -> NumberPattern? {
    let text = { (value: Int) in value.formatted(.percent.locale(locale)) }
    let big = digitRuns(text(1_234_567))
    guard !decimalSeparator.isEmpty, !big.runs.isEmpty,
        let grouping = grouping(big.runs[...], big.separators, { digitRuns(text(Int($0)!)).runs.count })
    else { return nil }
    let prefix = big.before, suffix = big.after
    guard !(prefix + suffix).contains("¤") else { return nil }
    let pattern = NumberPattern(
        prefix: prefix, suffix: suffix, decimalSeparator: decimalSeparator, groupingSeparator: grouping.separator,
        primaryGroup: grouping.primary, secondaryGroup: grouping.secondary, minimumGroupingDigits: grouping.minimum)
    for value in [0, 5, 50, 100, 999, 1234, 12345, 123_456, 1_234_567] {
        let ours = pattern.format(whole: Substring(String(value)), fraction: "", symbol: "", digits: digits)
        guard ours == text(value) else { return nil }
    }
    return pattern
}

/// The symbol ICU writes for `code`: what is left of `5` formatted once the pattern's own
/// text and the number are taken away, less the no-break space currency spacing adds.
func currencySymbol(
    _ code: String, _ minorUnits: Int, _ locale: Locale, _ pattern: NumberPattern, _ digits: [String]
) -> String? {
    let fraction = String(repeating: "0", count: minorUnits)
    let text = icuMoney(minorUnits == 0 ? "5" : "5." + fraction, code, minorUnits, locale)
    let bare = NumberPattern(
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

/// A NumberPattern as a Swift expression.
func literal(_ pattern: NumberPattern) -> String {
    if pattern.isUnmatched { return ".unmatched" }
    let strings = [pattern.prefix, pattern.suffix, pattern.decimalSeparator, pattern.groupingSeparator].map(swiftString)
    return "NumberPattern(prefix: \(strings[0]), suffix: \(strings[1]), decimalSeparator: \(strings[2]), "
        + "groupingSeparator: \(strings[3]), primaryGroup: \(pattern.primaryGroup), "
        + "secondaryGroup: \(pattern.secondaryGroup), minimumGroupingDigits: \(pattern.minimumGroupingDigits))"
}
