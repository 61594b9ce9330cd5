import Testing

@testable import StoreDomain

/// One case of `PageMerge.merging(_:into:)`: stores are written `id` or `id:name`.
struct MergeCase: CustomTestStringConvertible, Sendable {
    let name: String
    let existing: [String]
    let incoming: [String]
    let expected: [String]
    var testDescription: String { name }

    static func stores(_ specs: [String]) throws -> [Store] {
        try specs.map { spec in
            let parts = spec.split(separator: ":").map(String.init)
            var result = try store(parts[0])
            if parts.count > 1 { result.name = parts[1] }
            return result
        }
    }

    static func specs(_ stores: [Store]) -> [String] {
        stores.map { $0.name == "Store \($0.id)" ? $0.id : "\($0.id):\($0.name)" }
    }
}

@Suite("Merging pages and ordering stores")
struct StoreListMergingTests {
    @Test(
        "a page merges into what is shown: new stores append, a repeated id is updated where it first appeared",
        arguments: [
            MergeCase(
                name: "a first page is kept as it is", existing: [], incoming: ["a", "b", "c"],
                expected: ["a", "b", "c"]),
            MergeCase(
                name: "an empty page changes nothing", existing: ["a", "b"], incoming: [], expected: ["a", "b"]),
            MergeCase(
                name: "a next page of new stores is appended", existing: ["a", "b"], incoming: ["c", "d"],
                expected: ["a", "b", "c", "d"]),
            MergeCase(
                name: "a first page naming a store twice keeps its first place and last data",
                existing: [], incoming: ["a", "b:old", "c", "b:new"], expected: ["a", "b:new", "c"]),
            MergeCase(
                name: "a store seen on an earlier page is updated in place",
                existing: ["a", "b:old"], incoming: ["c", "b:new", "d"], expected: ["a", "b:new", "c", "d"]),
            MergeCase(
                name: "a new store named twice on a next page appears once, with its last data",
                existing: ["a"], incoming: ["c:old", "b", "c:new"], expected: ["a", "c:new", "b"]),
        ])
    func merging(_ merge: MergeCase) throws {
        let merged = PageMerge.merging(
            try MergeCase.stores(merge.incoming), into: try MergeCase.stores(merge.existing))
        #expect(MergeCase.specs(merged) == merge.expected)
    }

    @Test("nearest first; equal distances keep the backend's order; stores without a coordinate go last, in order")
    func ordering() throws {
        let user = try Coordinate(latitude: 51.5, longitude: -0.1)
        let stores = [
            try store("nowhere-1"), try store("far", lat: 51.7, lon: -0.1), try store("tie-1", lat: 51.6, lon: -0.1),
            try store("nowhere-2"), try store("tie-2", lat: 51.6, lon: -0.1), try store("near", lat: 51.51, lon: -0.1),
        ]
        #expect(
            StoreFinderState.ordered(stores, near: user).map(\.id) == [
                "near", "tie-1", "tie-2", "far", "nowhere-1", "nowhere-2",
            ])
        #expect(StoreFinderState.ordered(stores, near: nil).map(\.id) == stores.map(\.id))
    }

    @Test("any list comes out as a stable sort by distance would give it", arguments: [0, 1, 2, 3, 10, 257, 1_000])
    func orderingMatchesASort(count: Int) throws {
        let user = try Coordinate(latitude: 51.5, longitude: -0.1)
        // Seeded, with repeated distances and missing coordinates among them.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(count + 1)
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        let stores = try (0..<count).map { index in
            next(8) == 0
                ? try store("s\(index)") : try store("s\(index)", lat: 51.0 + Double(next(50)) / 100, lon: -0.1)
        }
        let sorted = stores.enumerated()
            .sorted {
                ($0.element.coordinate.map(user.distance(to:)) ?? .infinity, $0.offset) < (
                    $1.element.coordinate.map(user.distance(to:)) ?? .infinity, $1.offset
                )
            }
            .map(\.element.id)
        #expect(StoreFinderState.ordered(stores, near: user).map(\.id) == sorted)
        #expect(stores.map(\.id) == (0..<count).map { "s\($0)" }, "the list passed in is left as it was")
    }
}
