import Foundation
import Testing

@testable import StoreLocalization

#if canImport(FoundationXML)
import FoundationXML
#endif

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// One CLDR sample: a locale, a number as CLDR writes it, and the category CLDR says it takes.
struct PluralSample: Sendable, CustomTestStringConvertible {
    let locale: String
    let number: String
    let category: String
    var testDescription: String { "\(locale) \(number) → \(category)" }
}

/// Expands CLDR sample lists such as `0~15, 100, 1c6, …` and `0.0~1.5` into numbers.
func expandSamples(_ list: String) -> [String] {
    var numbers: [String] = []
    for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
    where !item.isEmpty && item != "…" {
        let bounds = item.split(separator: "~").map(String.init)
        guard bounds.count == 2 else {
            numbers.append(item)
            continue
        }
        let decimals = bounds[0].split(separator: ".").dropFirst().first?.count ?? 0
        let scale = Int(pow(10, Double(decimals)))
        let low = Int((Double(bounds[0]) ?? 0) * Double(scale) + 0.5),
            high = Int((Double(bounds[1]) ?? 0) * Double(scale) + 0.5)
        for value in low...high {
            numbers.append(decimals == 0 ? "\(value)" : String(format: "%.\(decimals)f", Double(value) / Double(scale)))
        }
    }
    return numbers
}

/// Every sample of every category of every CLDR locale.
let allCLDRSamples: [PluralSample] = CLDRPluralData.locales.flatMap { locale in
    let group = CLDRPluralData.samples(ofGroup: CLDRPluralData.group(ofLocale: locale) ?? 0)
    return group.flatMap { entry in
        (expandSamples(entry.integers) + expandSamples(entry.decimals)).map {
            PluralSample(locale: locale, number: $0, category: entry.category)
        }
    }
}

@Suite("CLDR plural rules, checked against CLDR's own samples")
struct PluralRulesTests {
    @Test("every @integer and @decimal sample of every locale takes its category")
    func everySample() {
        #expect(allCLDRSamples.count > 10_000)
        var failures: [String] = []
        for sample in allCLDRSamples {
            let category = PluralRules(locale: sample.locale).category(for: sample.number)
            if category.rawValue != sample.category { failures.append("\(sample.testDescription), got \(category)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }

    @Test("every CLDR rule parses", arguments: 0..<CLDRPluralData.groupCount)
    func everyRuleParses(group: Int) throws {
        for entry in CLDRPluralData.conditions(ofGroup: group) {
            _ = try PluralRule(entry.condition)
        }
    }

    @Test(
        "the hard cases users notice",
        arguments: [
            ("ru", "1", PluralCategory.one), ("ru", "3", .few), ("ru", "5", .many), ("ru", "11", .many),
            ("ru", "21", .one),
            ("ru", "22", .few), ("ru", "1.5", .other),
            ("pl", "2", .few), ("pl", "5", .many), ("pl", "22", .few), ("pl", "1.5", .other),
            ("ar", "0", .zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "3", .few), ("ar", "11", .many),
            ("ar", "100", .other),
            ("fr", "0", .one), ("fr", "1.5", .one), ("fr", "2", .other), ("fr", "1000000", .many), ("fr", "1c6", .many),
            ("fr", "1c3", .other),
            ("en", "1", .one), ("en", "1.0", .other), ("en", "0", .other),
            ("lv", "0", .zero), ("lv", "0.1", .one), ("lv", "10.0", .zero), ("lv", "0.2", .other),
            ("lt", "0.1", .many), ("lt", "1", .one), ("lt", "2", .few),
            ("ja", "1", .other), ("pt-BR", "0", .one), ("pt-PT", "0", .other), ("xx-unknown", "1", .other),
        ])
    func hardCases(locale: String, number: String, category: PluralCategory) {
        #expect(PluralRules(locale: locale).category(for: number) == category)
    }

    @Test(
        "operands follow the visible digits",
        arguments: [
            ("1.50", 1.5, 1, 2, 1, 50, 5, 0), ("3", 3, 3, 0, 0, 0, 0, 0), ("-2.05", 2.05, 2, 2, 2, 5, 5, 0),
            ("1.1c6", 1_100_000, 1_100_000, 0, 0, 0, 0, 6), ("1.0001c3", 1000.1, 1000, 1, 1, 1, 1, 3),
        ])
    func operands(text: String, n: Double, i: Int, v: Int, w: Int, f: Int, t: Int, e: Int) throws {
        let operands = try #require(PluralOperands(text))
        #expect(operands == PluralOperands(n: n, i: i, v: v, w: w, f: f, t: t, e: e))
    }

    @Test("text that is not a number is refused", arguments: ["", "abc", "1.", ".5", "1..2", "1e", "1,5"])
    func notNumbers(text: String) {
        #expect(PluralOperands(text) == nil)
    }

    @Test(
        "malformed rules are refused with a reason",
        arguments: ["x = 1", "n = ", "n % = 1", "n = 1 and", "n == 1", "n = 4..2"])
    func malformedRules(text: String) {
        #expect(throws: PluralRule.SyntaxError.self) { try PluralRule(text) }
    }

    @Test("the generated table agrees with the committed plurals.xml")
    func generatedMatchesXML() throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Scripts/cldr/plurals.xml"))
        let reader = PluralsXMLReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.groups.count == CLDRPluralData.groupCount)
        for (index, group) in reader.groups.enumerated() {
            let generated = CLDRPluralData.conditions(ofGroup: index).map { "\($0.category): \($0.condition)" }
            #expect(group.rules == generated)
            for locale in group.locales { #expect(CLDRPluralData.group(ofLocale: locale) == index) }
        }
        #expect(Set(reader.groups.flatMap(\.locales)) == Set(CLDRPluralData.locales))
    }
}

extension PluralOperands {
    init(n: Double, i: Int, v: Int, w: Int, f: Int, t: Int, e: Int) {
        self.init(0)
        (self.n, self.i, self.v, self.w, self.f, self.t, self.e) = (n, i, v, w, f, t, e)
    }
}

/// Reads the cardinal rules out of plurals.xml, as the generator does.
final class PluralsXMLReader: NSObject, XMLParserDelegate {
    struct Group {
        var locales: [String]
        var rules: [String]
    }
    var groups: [Group] = []
    private var inCardinal = false
    private var category: String?
    private var text = ""

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "plurals": inCardinal = attributes["type"] == "cardinal"
        case "pluralRules" where inCardinal:
            groups.append(
                Group(locales: (attributes["locales"] ?? "").split(separator: " ").map(String.init), rules: []))
        case "pluralRule" where inCardinal:
            category = attributes["count"]
            text = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if category != nil { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "pluralRule", let category, !groups.isEmpty {
            let condition =
                text.split(separator: "@").first.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
                ?? ""
            groups[groups.count - 1].rules.append("\(category): \(condition)")
            self.category = nil
        }
        if name == "plurals" { inCardinal = false }
    }
}
