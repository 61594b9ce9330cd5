import Foundation
import StoreDomain
import Testing

@testable import StorePresentation

@Suite("Deep links: the paths the product documents, as a path or a URL")
struct StoreFinderRouteTests {
    @Test(
        "each documented path, and the forms a link comes in",
        arguments: [
            ("stores", StoreFinderRoute.list(.standard)),
            ("storefinder", .list(.standard)),
            ("/stores/", .list(.standard)),
            ("Stores", .list(.standard)),
            ("stores/in-store", .list(.inStore)),
            ("store/ldn-regent", .details(storeID: "ldn-regent")),
            ("stores/ldn-regent", .details(storeID: "ldn-regent")),
            ("store/detail/ldn-regent", .details(storeID: "ldn-regent")),
            ("stores/detail/ldn-regent/", .details(storeID: "ldn-regent")),
            ("https://shop.example/stores/detail/ldn-regent?utm_source=mail#top", .details(storeID: "ldn-regent")),
            ("https://user@shop.example:8443/stores", .list(.standard)),
            ("shop://stores/in-store", .list(.inStore)),
            ("storefinder://store/ldn%20regent", .details(storeID: "ldn regent")),
            ("myapp:stores/%D0%BD%D0%B5%D0%B2%D1%81%D0%BA%D0%B8%D0%B9", .details(storeID: "невский")),
            ("stores/in%2Dstore", .list(.inStore)),
            ("stores/a%2Fb", .details(storeID: "a/b")),
        ])
    func parses(link: String, route: StoreFinderRoute) throws {
        #expect(try StoreFinderRoute(link: link) == route)
    }

    @Test(
        "a link that names no screen says why",
        arguments: [
            ("", "\"\": the link has no path"),
            (
                "https://shop.example/",
                "\"https://shop.example/\": it names no Store Finder screen; expected one of stores, storefinder, stores/in-store, store/{id}, stores/{id}, store/detail/{id}, stores/detail/{id}"
            ),
            (
                "shop/basket",
                "\"shop/basket\": it names no Store Finder screen; expected one of stores, storefinder, stores/in-store, store/{id}, stores/{id}, store/detail/{id}, stores/detail/{id}"
            ),
            (
                "stores/a/b",
                "\"stores/a/b\": it names no Store Finder screen; expected one of stores, storefinder, stores/in-store, store/{id}, stores/{id}, store/detail/{id}, stores/detail/{id}"
            ),
            ("stores/detail", "\"stores/detail\": it names no store: a details link is stores/detail/{id}"),
            ("stores/%ZZ", "\"stores/%ZZ\": \"%ZZ\" is not valid percent-encoding"),
            ("stores/%FF", "\"stores/%FF\": \"%FF\" is not valid percent-encoding"),
            ("store/a%1Bb", "\"store/a%1Bb\": the store id has a control character"),
            ("store/\u{1B}[2J", "\"store/\\u{1B}[2J\": the store id has a control character"),
        ])
    func fails(link: String, message: String) {
        #expect {
            try StoreFinderRoute(link: link)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test("a route's path parses back to the route")
    func roundTrip() throws {
        for route in [StoreFinderRoute.list(), .list(.inStore), .details(storeID: "ldn regent/2 ü")] {
            #expect(try StoreFinderRoute(link: route.path) == route)
        }
        #expect(StoreFinderRoute.details(storeID: "a b").path == "stores/a%20b")
    }

    @Test("JSON: the screen, and the mode or the store")
    func json() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func text(_ route: StoreFinderRoute) throws -> String {
            String(decoding: try encoder.encode(route), as: UTF8.self)
        }
        #expect(try text(.list(.standard)) == #"{"mode":"standard","screen":"list"}"#)
        #expect(try text(.list(.inStore)) == #"{"mode":"inStore","screen":"list"}"#)
        #expect(try text(.details(storeID: "ldn-regent")) == #"{"screen":"details","store":"ldn-regent"}"#)
    }

    @Test("a route names its screen, and the mode or the store it needs")
    func parts() throws {
        let list = try StoreFinderRoute(link: "stores/in-store")
        #expect(list.screen == .list)
        #expect(list.mode == .inStore)
        #expect(list.storeID == nil)
        let details = try StoreFinderRoute(link: "store/ldn-regent")
        #expect(details.screen == .details)
        #expect(details.mode == nil)
        #expect(details.storeID == "ldn-regent")
        var state = StoreFinderState()
        state.apply(.modeChanged(try #require(list.mode)))
        #expect(state.mode == .inStore)
    }
}
