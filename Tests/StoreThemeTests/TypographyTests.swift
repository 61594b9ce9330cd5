import Foundation
import StorePresentation
import StoreTheme
import Testing

/// The committed transcription of Apple's Dynamic Type table, read as the generator reads it:
/// style → (weight, size at each text size).
private let appleTable: [String: (weight: String, sizes: [Double])] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/dynamic-type/ios-text-sizes.tsv")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var rows: [String: (String, [Double])] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("style\t") {
        let cells = line.split(separator: "\t").map(String.init)
        rows[cells[0]] = (cells[1], cells.dropFirst(2).compactMap(Double.init))
    }
    return rows
}()

@Suite("Type: Apple's text styles at the twelve text sizes, and a theme's roles in them")
struct TypographyTests {
    @Test("every text style's size at every text size is the table's (a stale table fails here)")
    func table() {
        #expect(appleTable.count == TypeStyle.allCases.count)
        for style in TypeStyle.allCases {
            let row = appleTable[style.rawValue]
            #expect(row?.sizes == TextSize.allCases.map { style.pointSize(at: $0) }, "\(style)")
            #expect(row?.weight == style.defaultWeight.rawValue, "\(style)")
        }
        // Body text, the one the issue quotes: 17 pt at Large, 53 pt at AX5, about 310%.
        #expect(TypeStyle.body.pointSize(at: .large) == 17)
        #expect(TypeStyle.body.pointSize(at: .accessibility5) == 53)
        #expect(TextSize.accessibility5.bodyScale > 3.1 && TextSize.accessibility5.bodyScale < 3.12)
    }

    @Test("sizes never shrink as the text grows, and grow past xxxLarge only at the accessibility sizes")
    func growth() {
        for style in TypeStyle.allCases {
            let sizes = TextSize.allCases.map { style.pointSize(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
        #expect(TextSize.allCases.filter(\.isAccessibilitySize).map(\.name) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(TextSize.allCases.sorted() == TextSize.allCases)
    }

    @Test(
        "a text size by the name the tools take, in any case, or by UIKit's content size category",
        arguments: TextSize.allCases)
    func names(size: TextSize) throws {
        #expect(TextSize(name: size.name) == size)
        #expect(TextSize(name: size.name.uppercased()) == size)
        let json = try JSONEncoder().encode(size)
        #expect(String(decoding: json, as: UTF8.self) == "\"\(size.name)\"")
        #expect(try JSONDecoder().decode(TextSize.self, from: json) == size)
    }

    @Test(
        "UIKit's content size categories, by their raw values",
        arguments: [
            ("UICTContentSizeCategoryXS", TextSize.xSmall), ("UICTContentSizeCategoryL", .large),
            ("UICTContentSizeCategoryXXXL", .xxxLarge), ("UICTContentSizeCategoryAccessibilityM", .accessibility1),
            ("UICTContentSizeCategoryAccessibilityXXXL", .accessibility5),
        ])
    func contentSizeCategories(rawValue: String, size: TextSize) {
        #expect(TextSize(contentSizeCategory: rawValue) == size)
    }

    @Test("an unknown size is nil, never a guess")
    func unknown() {
        #expect(TextSize(name: "huge") == nil)
        #expect(TextSize(contentSizeCategory: "_UICTContentSizeCategoryUnspecified") == nil)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TextSize.self, from: Data("\"huge\"".utf8)) }
    }

    @Test("the default theme gives every text role a text style, and a bold role a bold weight")
    func defaultTheme() throws {
        let theme = Theme.default
        let roles = ThemeSchema.required.filter { $0.kind == .style }.map(\.path)
        for role in roles {
            #expect(theme.styles[role]?.textStyle != nil, "\(role) has no text style")
        }
        let title = theme.font(for: .text.title)
        #expect(title.textStyle == .headline && title.weight == .bold && title.family == nil)
        #expect(theme.font(for: .text.body, at: .accessibility5).pointSize == 53)
        #expect(theme.font(for: .text.caption, at: .large).pointSize == 12)
    }

    @Test(
        "a brand's own family and size scale with the role's text style, as Font.custom(_:size:relativeTo:) does",
        arguments: TextSize.allCases)
    func customFont(size: TextSize) {
        let style = TextStyle(textStyle: .headline, weight: .medium, fontFamily: "Avenir Next", fontSize: 19)
        let font = ThemeFont(style, at: size)
        #expect(font.family == "Avenir Next" && font.weight == .medium && font.sizeAtLarge == 19)
        #expect(abs(font.pointSize - 19 * TypeStyle.headline.pointSize(at: size) / 17) < 1e-9)
    }

    @Test("lengths beside text scale with their text style, as @ScaledMetric does")
    func dimensions() {
        var theme = Theme.default
        #expect(theme.dimension(.spacing.rowPadding) == 12)
        #expect(abs(theme.dimension(.spacing.rowPadding, at: .accessibility5) - 12 * 53 / 17) < 1e-9)
        // A theme that sets none takes the schema's.
        theme.dimensions = [:]
        #expect(theme.dimension(.spacing.sectionGap) == ThemeSchema.dimensionDefaults["spacing.sectionGap"]?.value)
    }

    @Test(
        "weights as numbers, 100 to 900, as CSS and design tokens write them",
        arguments: [(FontWeight.ultraLight, 100), (.regular, 400), (.semibold, 600), (.bold, 700), (.black, 900)])
    func weights(weight: FontWeight, number: Int) {
        #expect(weight.numericValue == number)
        #expect(FontWeight(numericValue: Double(number)) == weight)
    }

    @Test("only a decorative role or a search field's text may be cut; every other text is essential")
    func essentialRoles() {
        #expect(ThemeToken.specials.image.mayBeCut && ThemeToken.searchBar.placeholder.mayBeCut)
        for role in [ThemeToken.text.title, .stock.lowStock, .productCard.price, .specials.name, .booking.title] {
            #expect(!role.mayBeCut, "\(role)")
        }
    }
}

@Suite("View data names roles, not sizes")
struct ViewDataSizeTests {
    @Test("reflow rules travel in the view data: side by side below AX1, stacked from it")
    func reflow() throws {
        let rule = Reflow.atAccessibilitySizes
        #expect(TextSize.allCases.filter { rule.isStacked(at: $0) } == TextSize.allCases.filter(\.isAccessibilitySize))
        let grid = BookingGridLayout()
        #expect(grid.columns(forWidth: 390) == 2)
        #expect(grid.columns(forWidth: 390, at: .large) == 2)
        #expect(grid.columns(forWidth: 390, at: .accessibility5) == 1)
    }
}
