/// One mapper's slot in a container: resolve it, replace it, decorate it, reset it.
public struct MapperRegistration<Mapper: Sendable>: Sendable {
    let container: MapperContainer
    /// NB: plain closures rather than a key path: a key path is a reference-counted object
    /// and is applied more slowly, and resolving is on every row's path.
    let get: @Sendable (borrowing MapperSet) -> Mapper
    let set: @Sendable (inout MapperSet, Mapper) -> Void
    /// The slot's name, used in plugin conflict reports.
    public let name: String

    /// The current mapper.
    public func resolve() -> Mapper {
        container.read(get)
    }

    /// Replaces the mapper. Pass `plugin` when a plugin does it, so conflicts can be reported.
    public func replace(plugin: String? = nil, _ make: () -> Mapper) {
        let mapper = make()
        container.update(get: get, set: set, name: name, owner: plugin) { _ in mapper }
    }

    /// Wraps the current mapper: `decorate { current in Logging(wrapping: current) }`.
    public func decorate(plugin: String? = nil, _ wrap: (Mapper) -> Mapper) {
        container.update(get: get, set: set, name: name, owner: plugin, wrap)
    }

    /// Puts the default mapper back.
    public func reset() {
        container.reset(get: get, set: set, name: name)
    }
}

/// Every registration of a container, by name.
public struct MapperRegistrations: Sendable {
    let container: MapperContainer

    public var stock: MapperRegistration<any StoreStockViewDataMapper> { .init(container: container, get: { $0.stock }, set: { $0.stock = $1 }, name: "stock") }
    public var distance: MapperRegistration<any StoreDistanceViewDataMapper> { .init(container: container, get: { $0.distance }, set: { $0.distance = $1 }, name: "distance") }
    public var openingStatus: MapperRegistration<any StoreOpeningStatusViewDataMapper> { .init(container: container, get: { $0.openingStatus }, set: { $0.openingStatus = $1 }, name: "openingStatus") }
    public var listing: MapperRegistration<any StoreListingViewDataMapper> { .init(container: container, get: { $0.listing }, set: { $0.listing = $1 }, name: "listing") }
    public var annotation: MapperRegistration<any StoreAnnotationViewDataMapper> { .init(container: container, get: { $0.annotation }, set: { $0.annotation = $1 }, name: "annotation") }
    public var timePeriod: MapperRegistration<any StoreTimePeriodViewDataMapper> { .init(container: container, get: { $0.timePeriod }, set: { $0.timePeriod = $1 }, name: "timePeriod") }
    public var error: MapperRegistration<any StoreFinderErrorViewDataMapper> { .init(container: container, get: { $0.error }, set: { $0.error = $1 }, name: "error") }
    public var store: MapperRegistration<any StoreViewDataMapper> { .init(container: container, get: { $0.store }, set: { $0.store = $1 }, name: "store") }
    public var productCard: MapperRegistration<any ProductCardViewDataMapper> { .init(container: container, get: { $0.productCard }, set: { $0.productCard = $1 }, name: "productCard") }
    public var searchBar: MapperRegistration<any SearchBarViewDataMapper> { .init(container: container, get: { $0.searchBar }, set: { $0.searchBar = $1 }, name: "searchBar") }
    public var listScreen: MapperRegistration<any StoreListScreenMapper> { .init(container: container, get: { $0.listScreen }, set: { $0.listScreen = $1 }, name: "listScreen") }
    public var detailsScreen: MapperRegistration<any StoreDetailsScreenMapper> { .init(container: container, get: { $0.detailsScreen }, set: { $0.detailsScreen = $1 }, name: "detailsScreen") }
    public var openingTimesScreen: MapperRegistration<any OpeningTimesScreenMapper> { .init(container: container, get: { $0.openingTimesScreen }, set: { $0.openingTimesScreen = $1 }, name: "openingTimesScreen") }
    public var mapScreen: MapperRegistration<any StoreMapScreenMapper> { .init(container: container, get: { $0.mapScreen }, set: { $0.mapScreen = $1 }, name: "mapScreen") }
}
