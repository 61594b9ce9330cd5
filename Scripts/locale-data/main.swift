// Writes Sources/App/StoreLocalization/Generated/LocaleDataTable.swift from the toolchain's ICU.
//
//     bash Scripts/generate-locale-data.sh
//
// For every locale ICU knows, it asks for
// - the best patterns for the skeletons `jmm` (the locale's own clock), `Hmm` and `hmm` (for a
//   locale that forces a 24- or 12-hour cycle), and the Gregorian calendar's AM and PM symbols;
// - the digits and decimal separator of a formatted number;
// - the Gregorian calendar's first weekday;
// - the standalone weekday names, full and short;
// - the standard currency pattern and every ISO 4217 currency's symbol, and the percent
//   pattern (NumberFormats.swift), kept only where NumberPattern writes exactly what ICU writes;
// files each group under LocaleDataKey.of(locale), and keeps, group by group, only the entries
// the fallback chain would not give. Each group is a `switch`, so nothing is built at run time.
import Foundation

func swiftString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case _ where scalar.value < 0x20 || (scalar.value >= 0x7F && !scalar.properties.isAlphabetic && scalar.properties.generalCategory != .otherPunctuation):
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

/// The digits and decimal separator as `LocaleDigits` measures them live: one number,
/// formatted and taken apart.
func numberSymbols(_ locale: Locale) -> (digits: String, separator: String) {
    let sample = 1_234_567_890.5.formatted(.number.grouping(.never).precision(.fractionLength(1)).locale(locale))
    let characters = Array(sample)
    guard characters.count >= 12, characters[0..<10].allSatisfy(\.isNumber), characters[characters.count - 1] == characters[4] else {
        return ((0...9).map { $0.formatted(.number.locale(locale)) }.joined(), "")
    }
    let digits = String(characters[9]) + String(characters[0..<9])
    let separator = String(characters[10..<(characters.count - 1)])
    return (digits, separator.contains { $0.isNumber } ? "" : separator)
}

/// One group of facts: its name in the generated code, its Swift type, and each locale's value
/// as a Swift literal.
struct Group {
    var function: String
    var type: String
    var summary: String
    var literal: (Locale) -> String
}

let codes = try currencyCodes()
var currencyMemo: [String: CurrencyFacts?] = [:]
/// The currency facts of `locale`, worked out once.
func currency(_ locale: Locale) -> CurrencyFacts? {
    if let known = currencyMemo[locale.identifier] { return known }
    let facts = currencyFacts(locale, codes: codes, digits: numberSymbols(locale).digits.map(String.init))
    currencyMemo[locale.identifier] = facts
    return facts
}

let groups = [
    Group(function: "clock", type: "Clock", summary: "Clock patterns (own, 24-hour, 12-hour) and AM and PM") { locale in
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        let patterns = ["jmm", "Hmm", "hmm"].map { DateFormatter.dateFormat(fromTemplate: $0, options: 0, locale: locale) ?? "" }
        return "(" + (patterns + [calendar.amSymbol, calendar.pmSymbol]).map(swiftString).joined(separator: ", ") + ")"
    },
    Group(function: "numbers", type: "Numbers", summary: "Digits 0 to 9 and the decimal separator") { locale in
        let symbols = numberSymbols(locale)
        return "(\(swiftString(symbols.digits)), \(swiftString(symbols.separator)))"
    },
    Group(function: "firstWeekday", type: "Int", summary: "The first weekday, 1 for Sunday as `Calendar` counts") { locale in
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return String(calendar.firstWeekday)
    },
    Group(function: "weekdayNames", type: "WeekdayNames", summary: "Standalone weekday names, full and short, from Sunday") { locale in
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        func list(_ names: [String]) -> String { "[" + names.map(swiftString).joined(separator: ", ") + "]" }
        return "(\(list(calendar.standaloneWeekdaySymbols)), \(list(calendar.shortStandaloneWeekdaySymbols)))"
    },
    Group(function: "currencyPattern", type: "NumberPattern", summary: "The standard currency pattern") { locale in
        literal(currency(locale)?.pattern ?? .unmatched)
    },
    Group(function: "percentPattern", type: "NumberPattern", summary: "The percent pattern") { locale in
        let symbols = numberSymbols(locale)
        let digits = symbols.digits.map(String.init)
        return literal(percentPattern(locale, decimalSeparator: symbols.separator, digits: digits) ?? .unmatched)
    },
]

let identifiers = Locale.availableIdentifiers.sorted()
var output = """
// swift-format-ignore-file
// GENERATED by Scripts/generate-locale-data.sh from the toolchain's ICU; do not edit.
// \(identifiers.count) locale identifiers; each group lists only what its fallback chain would get wrong.

extension LocaleData {

"""
var report: [String] = []
for group in groups {
    let root = group.literal(Locale(identifier: "root"))
    var byKey: [String: String] = [:]
    var conflicts = 0
    for identifier in identifiers {
        let locale = Locale(identifier: identifier)
        let key = LocaleDataKey.of(locale)
        let found = group.literal(locale)
        if let earlier = byKey[key], earlier != found { conflicts += 1; continue }
        byKey[key] = found
    }
    func inherited(_ key: String) -> String {
        for candidate in LocaleDataKey.fallbacks(of: key) {
            if let found = byKey[candidate] { return found }
        }
        return root
    }
    let own = byKey.keys.sorted().filter { byKey[$0] != inherited($0) }
    output += """
        /// \(group.summary) of the root locale.
        static let \(group.function)Root: \(group.type) = \(root)

        /// \(group.summary) filed under a ``LocaleDataKey``, where its fallback chain would give others.
        static func \(group.function)(forKey key: String) -> \(group.type)? {
            switch key {

    """
    for key in own { output += "        case \(swiftString(key)): return \(byKey[key]!)\n" }
    output += "        default: return nil\n        }\n    }\n\n"
    report.append("\(group.function): \(own.count) of \(byKey.count) keys, \(conflicts) conflicts")
}

// Currency symbols, thinned currency by currency: a key keeps a symbol only where the keys it
// falls back to, then the root, then the code itself would give another.
let rootSymbols = currency(Locale(identifier: "root"))?.symbols ?? [:]
var ownSymbols: [String: [String: String]] = [:]
var factsByKey: [String: CurrencyFacts] = [:]
for identifier in identifiers {
    let locale = Locale(identifier: identifier)
    let key = LocaleDataKey.of(locale)
    if factsByKey[key] == nil, let facts = currency(locale) { factsByKey[key] = facts }
}
func resolvedSymbol(_ code: String, after key: String) -> String {
    for candidate in LocaleDataKey.fallbacks(of: key) {
        if let found = ownSymbols[candidate]?[code] { return found }
    }
    return rootSymbols[code] ?? code
}
for key in factsByKey.keys.sorted(by: { ($0.split(separator: "_").count, $0) < ($1.split(separator: "_").count, $1) }) {
    ownSymbols[key] = factsByKey[key]!.symbols.filter { $0.value != resolvedSymbol($0.key, after: key) }
}
func packed(_ symbols: [String: String]) -> String {
    swiftString(symbols.keys.sorted().map { "\u{1F}" + $0 + symbols[$0]! }.joined())
}
let ownKeys = ownSymbols.keys.sorted().filter { !ownSymbols[$0]!.isEmpty }
output += """
        /// Currency symbols of the root locale, each as U+001F, the ISO 4217 code and the symbol;
        /// a code not listed is its own symbol.
        static let currencySymbolsRoot = \(packed(rootSymbols.filter { $0.key != $0.value }))

        /// Currency symbols filed under a ``LocaleDataKey``, where its fallback chain would give others.
        static func currencySymbols(forKey key: String) -> String? {
            switch key {

    """
for key in ownKeys { output += "        case \(swiftString(key)): return \(packed(ownSymbols[key]!))\n" }
output += "        default: return nil\n        }\n    }\n\n"
let symbolCount = ownKeys.reduce(0) { $0 + ownSymbols[$1]!.count }
report.append("currencySymbols: \(symbolCount) symbols under \(ownKeys.count) keys")
output = String(output.dropLast()) + "}\n"
let target = CommandLine.arguments.dropFirst().first ?? "Sources/App/StoreLocalization/Generated/LocaleDataTable.swift"
try Data(output.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
FileHandle.standardError.write(Data("wrote \(target): \(report.joined(separator: "; "))\n".utf8))
