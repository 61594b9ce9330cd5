import Foundation
import StoreLocalization
import StorePresentation
import StoreRendering
import StoreReview
import StoreScreens
import StoreTheme
import StoreThemeTools
import Testing

/// The review's subjects by screen, as `check --accessibility` audits them.
let auditSubjects: [ScreenKind: [String]] = Dictionary(grouping: reviewSubjects, by: \.screen).mapValues {
    $0.map(\.subject)
}

/// The audit of `theme` over the review's subjects in `locales`, with these tables and themes.
func audit(
    theme: String = "default", locales: [String] = ["en", "ar"], catalog: StringCatalog = .shipped,
    themes: ThemeLibrary = .shipped, screens: [ScreenKind]? = nil
) throws -> AccessibilityAudit {
    let subjects = screens.map { wanted in auditSubjects.filter { wanted.contains($0.key) } } ?? auditSubjects
    return AccessibilityAudit.run(
        inputs: ReviewInputs(data: try sampleInputs.get(), catalog: catalog, themes: themes, mappers: .defaults),
        subjects: subjects, theme: theme, locales: locales)
}

@Suite("The Accessibility Nutrition Labels a presentation layer decides, screen by screen")
struct AccessibilityAuditTests {
    @Test(
        "every shipped theme earns every label on every screen, with evidence counted",
        arguments: ["default", "dark", "high-contrast"])
    func shipped(theme: String) throws {
        let result = try audit(theme: theme)
        #expect(result.rows.map(\.screen) == ScreenKind.allCases.filter { auditSubjects[$0] != nil })
        for row in result.rows {
            #expect(Set(row.cells.keys) == Set(AccessibilityAudit.Label.allCases))
            for (label, cell) in row.cells where label != .darkInterface || theme == "default" {
                #expect(cell.passed, "\(theme) \(row.screen.rawValue) \(label.rawValue): \(cell.failures.prefix(3))")
            }
        }
        // What a cell counted: the cases at AX5, states in colour on the list and the map.
        let list = try #require(result.rows.first { $0.screen == .list })
        #expect(list.cells[.largerText]?.evidence == "0 cut in \(2 * (auditSubjects[.list]?.count ?? 0)) cases")
        #expect(list.cells[.differentiateWithoutColor]?.evidence != "0 states")
        let table = result.table.split(separator: "\n").prefix(result.rows.count + 1)
        #expect(table.first?.hasPrefix("screen ") == true)
        #expect(table.dropFirst().map { String($0.prefix { $0 != " " }) } == result.rows.map(\.screen.rawValue))
    }

    @Test(
        "a brand whose dark accent is unreadable fails Sufficient Contrast on the screens that use it, naming the line")
    func darkAccent() throws {
        var themes = ThemeLibrary.shipped
        themes.add(
            ThemeLibrary.Source(
                name: "brand", file: "brand.yml",
                text: "name: brand\nextends: default\ndark:\n  colors:\n    accent: \"#333333\"\n"))
        let result = try audit(theme: "brand", locales: ["en"], themes: themes, screens: [.details, .openingTimes])
        #expect(!result.passed)
        let details = try #require(result.rows.first { $0.screen == .details }?.cells[.sufficientContrast])
        #expect(!details.passed)
        #expect(
            details.failures.contains {
                $0.hasPrefix("brand.yml:5:13: in dark: button.secondary is #333333 on #121316")
            }, "\(details.failures)")
        #expect(result.table.contains("details · Sufficient Contrast: brand.yml:5:13: in dark: button.secondary"))
        // Opening times use no accent: its contrast passes.
        #expect(result.rows.first { $0.screen == .openingTimes }?.cells[.sufficientContrast]?.passed == true)
    }

    @Test("two buttons a Voice Control user would call the same fail Voice Control")
    func sameInputLabels() throws {
        var catalog = StringCatalog.shipped
        catalog.override("StoreDetails.Directions", with: "Call", locale: "en")
        let result = try audit(locales: ["en"], catalog: catalog, screens: [.details])
        let cell = try #require(result.rows.first?.cells[.voiceControl])
        #expect(!cell.passed)
        #expect(cell.failures.contains { $0.hasSuffix("2 elements are called \"call\"") }, "\(cell.failures)")
    }

    @Test("stock levels worded alike are told apart by colour alone: Differentiate Without Color fails")
    func stockWordsAlike() throws {
        var catalog = StringCatalog.shipped
        catalog.override("Stock.OutOfStock", with: "Stock unknown", locale: "en")
        let result = try audit(locales: ["en"], catalog: catalog, screens: [.list])
        let cell = try #require(result.rows.first?.cells[.differentiateWithoutColor])
        #expect(!cell.passed)
        #expect(
            cell.failures.contains { $0.contains("stock.outOfStock and stock.unknown draw the same (Stock unknown)") },
            "\(cell.failures)")
    }

    @Test(
        "a selected pin that looks like every other pin fails Differentiate Without Color, in every shipped theme",
        arguments: ["default", "dark", "high-contrast"])
    func selectedPinAlike(theme: String) throws {
        var themes = ThemeLibrary.shipped
        themes.add(
            ThemeLibrary.Source(
                name: "alike", file: "alike.yml",
                text: "name: alike\nextends: \(theme)\nannotation:\n  selected: {glyph: \"●\"}\n"))
        let result = try audit(theme: "alike", locales: ["en"], themes: themes, screens: [.map])
        let cell = try #require(result.rows.first?.cells[.differentiateWithoutColor])
        #expect(!cell.passed)
        #expect(cell.failures.contains { $0.hasPrefix("annotation.selected and annotation.") }, "\(cell.failures)")
    }

    @Test("a spoken label that reads a glyph aloud fails VoiceOver")
    func glyphAloud() {
        let cell = AccessibilityAudit.voiceOver(["button: ■ In stock\nheading: Stores\n"], glyphs: ["■"])
        #expect(!cell.passed)
        #expect(cell.failures == ["\"■ In stock\" reads the glyph ■ aloud"])
        #expect(cell.evidence == "2 labels in 1 cases")
    }
}
