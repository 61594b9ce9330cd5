import Foundation
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreTestSupport
import StoreTheme
import Testing

/// A tile for mapper tests, priced in GBP.
func special(
    _ name: String = "Noodle Dish", width: Int = 8, price: String = "1.00", original: String? = "2.00",
    url: String = "https://cdn.example.com/specials/1.png"
) -> Special {
    Special(
        name: name, imageURL: url, width: width, height: 4, price: try! Money(amount: price, currency: "GBP"),
        originalPrice: original.map { try! Money(amount: $0, currency: "GBP") })
}

func placement(width: Int, index: Int = 0) -> SpecialsGrid.Placement {
    SpecialsGrid.Placement(index: index, column: 0, width: width, height: 4, requestedWidth: width)
}

@Suite("Manager's Special mappers: what a tile shows, how fresh the grid is, the screen")
struct SpecialsMapperTests {
    let tiles = DefaultSpecialTileViewDataMapper()

    /// (canvas width in units, tile width in units, what the tile shows).
    @Test(
        "a tile's content by its share of the canvas: ≤ 3/16 image only, ≤ 5/16 text only, else all",
        arguments: [
            (16, 1, SpecialTileViewData.Content.imageOnly), (16, 3, .imageOnly), (16, 4, .textOnly), (16, 5, .textOnly),
            (16, 6, .full), (16, 16, .full),
            (32, 6, .imageOnly), (32, 7, .textOnly), (32, 10, .textOnly), (32, 11, .full),
            (8, 1, .imageOnly), (8, 2, .textOnly), (8, 3, .full),
            (10, 1, .imageOnly), (10, 3, .textOnly), (10, 4, .full),
        ])
    func content(canvas: Int, width: Int, expected: SpecialTileViewData.Content) {
        #expect(tiles.content(width: width, canvasUnit: canvas) == expected)
        let tile = tiles.map(
            special(width: width), placement: placement(width: width), canvasUnit: canvas,
            context: SampleFixtures.context())
        #expect(tile.content == expected)
        #expect((tile.image == nil) == (expected == .textOnly))
    }

    @Test(
        "the original price shows only when it is higher, worded as a product card words it, with the saving",
        arguments: [
            ("1.00", "2.00" as String?, "Was £2.00" as String?, "Save 50%" as String?),
            ("1.99", "3.00", "Was £3.00", "Save 33%"),
            ("1.80", "1.80", nil, nil),
            ("2.75", "2.50", nil, nil),
            ("1.25", nil, nil, nil),
        ])
    func originalPrice(price: String, original: String?, shown: String?, saving: String?) {
        let tile = tiles.map(
            special(price: price, original: original), placement: placement(width: 8), canvasUnit: 16,
            context: SampleFixtures.context("en-GB"))
        #expect(tile.originalPrice?.text == shown)
        #expect(tile.originalPrice?.style == (shown == nil ? nil : .specials.originalPrice))
        #expect(tile.originalPrice?.key == (shown == nil ? nil : "Product.WasPrice"))
        #expect(tile.discount?.text == saving)
        #expect(tile.discount?.key == (saving == nil ? nil : "Product.Save"))
    }

    @Test(
        "prices and savings in the locale's format",
        arguments: [
            ("en-GB", "£1.00", "Save 50%"), ("de", "1,00\u{A0}£", "50\u{A0}% sparen"),
            ("ru", "1,00\u{A0}£", "Экономия 50\u{A0}%"), ("ja", "£1.00", "50%お得"),
        ])
    func localized(locale: String, price: String, saving: String) {
        let tile = tiles.map(
            special(), placement: placement(width: 8), canvasUnit: 16, context: SampleFixtures.context(locale))
        #expect(tile.price.text == price)
        #expect(tile.discount?.text == saving)
    }

    @Test("the accessibility label says the name and the prices even on an image-only tile")
    func accessibility() {
        let tile = tiles.map(
            special(width: 2), placement: placement(width: 2), canvasUnit: 16, context: SampleFixtures.context("en-GB"))
        #expect(tile.content == .imageOnly)
        #expect(tile.accessibilityLabel == "Noodle Dish, price £1.00, old price £2.00, Save 50%")
    }

    @Test(
        "the image placeholder is labelled with the image's file name",
        arguments: [
            ("https://cdn.example.com/specials/1.png", "1.png"),
            ("https://cdn.example.com/a/soy.png?v=2#top", "soy.png"),
            ("noodles.jpg", "noodles.jpg"), ("https://cdn.example.com/", "cdn.example.com"), ("", "image"),
            ("https://x/\u{1B}[31mred.png", "[31mred.png"),
        ])
    func fileName(url: String, name: String) {
        let tile = tiles.map(
            special(url: url), placement: placement(width: 8), canvasUnit: 16, context: SampleFixtures.context())
        #expect(tile.image?.fileName == name)
        #expect(tile.image?.url == url)
    }

    @Test("a product name from the endpoint is inert text")
    func inertName() {
        let tile = tiles.map(
            special("Soy\u{1B}]8;;http://evil\u{07}Sauce\u{202E}"), placement: placement(width: 8), canvasUnit: 16,
            context: SampleFixtures.context())
        #expect(tile.name.text == "Soy]8;;http://evilSauce")
        #expect(tile.name.key == nil)
    }

    /// (seconds since the update, locale, the line): minutes, hours, then days from 48 hours.
    @Test(
        "'updated N minutes ago' counts from the injected clock",
        arguments: [
            (0.0, "en", "Updated just now"), (59, "en", "Updated just now"), (60, "en", "Updated 1 minute ago"),
            (720, "en", "Updated 12 minutes ago"), (3_599, "en", "Updated 59 minutes ago"),
            (3_600, "en", "Updated 1 hour ago"),
            (7_200, "en", "Updated 2 hours ago"), (-30, "en", "Updated just now"),
            (172_799, "en", "Updated 47 hours ago"), (172_800, "en", "Updated 2 days ago"),
            (669_600, "en", "Updated 7 days ago"), (259_200, "de", "Vor 3 Tagen aktualisiert"),
            (432_000, "ru", "Обновлено 5 дней назад"), (172_800, "ar", "تم التحديث قبل يومين"),
            (259_200, "ja", "3日前に更新"),
            (120, "ru", "Обновлено 2 минуты назад"), (300, "ru", "Обновлено 5 минут назад"),
            (1_260, "ru", "Обновлено 21 минуту назад"),
            (120, "ar", "تم التحديث قبل دقيقتين"), (600, "ja", "10分前に更新"),
        ])
    func freshness(seconds: Double, locale: String, line: String) {
        let text = DefaultSpecialsFreshnessViewDataMapper().map(
            updatedAt: friday.addingTimeInterval(-seconds), context: SampleFixtures.context(locale))
        #expect(text.text == line)
        #expect(text.style == .specials.status)
    }

    func loaded(_ specials: Specials, then actions: [SpecialsAction] = []) -> SpecialsState {
        var state = SpecialsState()
        state.apply(.refreshRequested(.foreground, at: friday))
        state.apply(.loaded(specials, answering: RequestID(1), at: friday.addingTimeInterval(-720)))
        state.apply(actions)
        return state
    }

    @Test("the screen in each state")
    func screens() {
        let grid = Specials(
            canvasUnit: 16, tiles: [special(width: 8), special("B", width: 8), special("C", width: 16)])
        let screen = DefaultSpecialsScreenMapper().map(loaded(grid), context: SampleFixtures.context())
        #expect(screen.content == .grid)
        #expect(screen.rows.map { $0.tiles.map(\.index) } == [[0, 1], [2]])
        #expect(screen.status?.kind == .updated)
        #expect(screen.status?.text.text == "Updated 12 minutes ago")

        let failedRefresh = DefaultSpecialsScreenMapper().map(
            loaded(grid, then: [.refreshRequested(.pull, at: friday), .failed(.network, answering: RequestID(2))]),
            context: SampleFixtures.context())
        #expect(failedRefresh.rows.count == 2, "a failed refresh keeps the grid")
        #expect(failedRefresh.status?.kind == .refreshFailed)
        #expect(failedRefresh.status?.retry?.action == .retry)

        let pulling = DefaultSpecialsScreenMapper().map(
            loaded(grid, then: [.refreshRequested(.pull, at: friday)]), context: SampleFixtures.context())
        #expect(pulling.status?.kind == .refreshing)

        let empty = DefaultSpecialsScreenMapper().map(
            loaded(Specials(canvasUnit: 16, tiles: [])), context: SampleFixtures.context())
        #expect(empty.rows.isEmpty)
        guard case .empty(let title, _) = empty.content else {
            Issue.record("expected the empty state")
            return
        }
        #expect(title.text == "No specials right now")

        var failed = SpecialsState()
        failed.apply([
            .refreshRequested(.foreground, at: friday),
            .failed(.server(message: "Maintenance\u{1B}[2J"), answering: RequestID(1)),
        ])
        guard
            case .failed(let error) = DefaultSpecialsScreenMapper().map(failed, context: SampleFixtures.context())
                .content
        else {
            Issue.record("expected the failed state")
            return
        }
        #expect(error.action == .retry)
        #expect(error.message.text == "Maintenance[2J")
        #expect(DefaultSpecialsScreenMapper().map(SpecialsState(), context: SampleFixtures.context()).status == nil)
    }

    @Test("no key is missing in any shipped locale", arguments: ["en", "en-GB", "de", "fr", "ru", "ar", "ja"])
    func complete(locale: String) {
        let grid = Specials(canvasUnit: 16, tiles: [special(width: 2), special(width: 4), special(width: 10)])
        let states = [
            loaded(grid),
            loaded(grid, then: [.refreshRequested(.pull, at: friday), .failed(.network, answering: RequestID(2))]),
            loaded(Specials(canvasUnit: 16, tiles: [])), SpecialsState(),
        ]
        for state in states {
            let text = json(DefaultSpecialsScreenMapper().map(state, context: SampleFixtures.context(locale)))
            #expect(!text.contains("⟦"), "\(text)")
            #expect(!text.contains("\"locale\":\"missing\""))
        }
    }

    struct BadgeTile: SpecialTileViewDataMapper {
        func map(
            _ tile: Special, placement: SpecialsGrid.Placement, canvasUnit: Int, context: MappingContext
        ) -> SpecialTileViewData {
            var data = DefaultSpecialTileViewDataMapper().map(
                tile, placement: placement, canvasUnit: canvasUnit, context: context)
            data.content = .full
            data.name = StyledText(data: "★ " + tile.name, style: .specials.name)
            return data
        }
    }

    @Test("replacing the tile mapper in the container changes the screen and nothing else")
    func replaceTile() {
        let grid = Specials(canvasUnit: 16, tiles: [special(width: 2)])
        let screens = ScreenMapper(locale: "en")
        let replaced = MapperContainer.shared.withOverrides(
            { $0.mappers.specialTile.replace { BadgeTile() } },
            operation: { screens.specials(loaded(grid), now: friday) })
        #expect(replaced.rows[0].tiles[0].name.text == "★ Noodle Dish")
        #expect(replaced.rows[0].tiles[0].content == .full)
        #expect(replaced.status?.text.text == "Updated 12 minutes ago")
        #expect(screens.specials(loaded(grid), now: friday).rows[0].tiles[0].content == .imageOnly)
    }

    @Test("the JSON view data has rows[].tiles[], with originalPrice only when discounted")
    func jsonShape() throws {
        let grid = Specials(
            canvasUnit: 16, tiles: [special(width: 8), special("Plain", width: 8, original: nil)])
        let data = Data(json(DefaultSpecialsScreenMapper().map(loaded(grid), context: SampleFixtures.context())).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        let tiles = try #require(rows.first?["tiles"] as? [[String: Any]])
        #expect(tiles.count == 2)
        for key in ["name", "width", "height", "content", "price"] { #expect(tiles[0][key] != nil, "\(key)") }
        #expect(tiles[0]["originalPrice"] != nil)
        #expect(tiles[1]["originalPrice"] == nil)
        #expect(tiles[0]["content"] as? String == "full")
    }
}

/// The document's small-tile rules are for phones: on a wider device every tile keeps its
/// image, price and name (#48).
@Suite("Manager's Special tiles by device: the small-tile rules on a phone only")
struct SpecialsDeviceClassTests {
    @Test(
        "a tile's content by width (of 16 units) and device",
        arguments: [
            (3, DeviceClass.phone, SpecialTileViewData.Content.imageOnly), (5, .phone, .textOnly), (6, .phone, .full),
            (3, .regular, .full), (5, .regular, .full), (16, .regular, .full),
        ])
    func content(width: Int, device: DeviceClass, expected: SpecialTileViewData.Content) {
        #expect(
            DefaultSpecialTileViewDataMapper().content(width: width, canvasUnit: 16, deviceClass: device) == expected)
    }

    @Test("the screens pass the app's device to the tiles")
    func screens() throws {
        var state = SpecialsState()
        state.apply(.refreshRequested(.foreground, at: SampleFixtures.friday))
        let request = try #require(state.pendingRequest)
        let small = try Special(
            name: "Lemons", imageURL: "https://x/l.png", width: 3, height: 4,
            price: Money(amount: "0.60", currency: "GBP"))
        state.apply(
            .loaded(Specials(canvasUnit: 16, tiles: [small]), answering: request.id, at: SampleFixtures.friday))
        var screens = ScreenMapper(strings: Localizer(catalog: .shipped, locale: "en-GB"))
        #expect(screens.specials(state, now: SampleFixtures.friday).rows.first?.tiles.first?.content == .imageOnly)
        screens.deviceClass = .regular
        #expect(screens.specials(state, now: SampleFixtures.friday).rows.first?.tiles.first?.content == .full)
    }
}
