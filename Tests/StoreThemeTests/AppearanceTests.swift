import Foundation
import StorePresentation
import StoreTheme
import Testing

/// One theme, four appearances: what an app's Dark Mode and Increase Contrast settings choose
/// resolves the same view data's tokens to other colours, with no mapping again.
@Suite("Appearances: light, dark and increased contrast in one theme")
struct AppearanceTests {
    @Test(
        "each appearance has a name the tools take, and falls back to dark, then light", arguments: Appearance.allCases)
    func names(appearance: Appearance) {
        #expect(Appearance(name: appearance.name) == appearance)
        #expect(appearance.fallbacks.first == appearance)
        #expect(appearance.fallbacks.last == .light)
        if appearance.isDark { #expect(appearance.fallbacks.contains(.dark)) }
    }

    @Test("the shipped default carries every appearance, each with what it changes only")
    func shippedDefault() throws {
        let theme = try #require(Theme.shipped["default"])
        #expect(Set(theme.appearances.keys) == Set(Appearance.allCases.filter { $0 != .light }.map(\.name)))
        for variant in theme.appearances.values {
            #expect(!variant.isEmpty)
            for (path, style) in variant.styles { #expect(theme.styles[path] != style, "\(path)") }
            for (name, color) in variant.palette { #expect(theme.palette[name] != color, "\(name)") }
        }
    }

    @Test("the same token resolves to another colour in each appearance")
    func sameTokenOtherColours() throws {
        let theme = try #require(Theme.shipped["default"])
        for token in [ThemeToken.stock.inStock, .stock.outOfStock, .text.body] {
            let colours = Appearance.allCases.map { theme.style(token, in: $0).color }
            #expect(Set(colours).count == Appearance.allCases.count, "\(token.path): \(colours)")
        }
        #expect(theme.style(.stock.inStock, in: .light) == theme.style(.stock.inStock))
    }

    @Test(
        "the deprecated theme names are default's appearances",
        arguments: [("dark", Appearance.dark), ("high-contrast", .lightIncreasedContrast)])
    func deprecatedNames(name: String, appearance: Appearance) throws {
        let theme = try #require(Theme.shipped["default"]).resolved(for: appearance)
        let named = try #require(Theme.shipped[name])
        #expect(theme.styles == named.styles)
        #expect(theme.palette == named.palette)
        #expect(theme.annotations == named.annotations)
    }

    @Test("a flat appearance has no appearances of its own, and light is the theme itself")
    func resolvedIsFlat() throws {
        let theme = try #require(Theme.shipped["default"])
        #expect(theme.resolved(for: .dark).appearances.isEmpty)
        #expect(theme.resolved(for: .light).styles == theme.styles)
        let dark = theme.resolved(for: .dark)
        for token in ThemeSchema.required.map(\.path) where dark.styles[token] != nil {
            #expect(dark.styles[token] == theme.style(ThemeToken(path: token), in: .dark), "\(token)")
        }
    }
}

@Suite("A theme's JSON")
struct ThemeJSONTests {
    @Test("a theme's JSON round-trips with its appearances, and JSON from before appearances still decodes")
    func roundTrip() throws {
        let theme = try #require(Theme.shipped["default"])
        let data = try JSONEncoder().encode(theme)
        #expect(try JSONDecoder().decode(Theme.self, from: data) == theme)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["appearances"] = nil
        let old = try JSONDecoder().decode(Theme.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.appearances.isEmpty)
        #expect(old.styles == theme.styles)
    }
}
