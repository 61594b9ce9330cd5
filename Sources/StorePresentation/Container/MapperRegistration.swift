/// One mapper's slot in a container: resolve it, replace it, decorate it, reset it.
public struct MapperRegistration<Mapper: Sendable>: Sendable {
    let container: MapperContainer
    let keyPath: WritableKeyPath<MapperSet, Mapper> & Sendable
    /// NB: a plain closure reads the slot several times faster than applying the key path,
    /// and resolving is on every row's path; the key path is kept for writes.
    let get: @Sendable (borrowing MapperSet) -> Mapper
    /// The slot's name, used in plugin conflict reports.
    public let name: String

    /// The current mapper.
    public func resolve() -> Mapper {
        container.read(get)
    }

    /// Replaces the mapper. Pass `plugin` when a plugin does it, so conflicts can be reported.
    public func replace(plugin: String? = nil, _ make: () -> Mapper) {
        let mapper = make()
        container.update(keyPath, name: name, owner: plugin) { _ in mapper }
    }

    /// Wraps the current mapper: `decorate { current in Logging(wrapping: current) }`.
    public func decorate(plugin: String? = nil, _ wrap: (Mapper) -> Mapper) {
        container.update(keyPath, name: name, owner: plugin, wrap)
    }

    /// Puts the default mapper back.
    public func reset() {
        container.reset(keyPath, name: name)
    }
}

/// Every registration of a container, by name.
public struct MapperRegistrations: Sendable {
    let container: MapperContainer

    public var stock: MapperRegistration<any StoreStockViewDataMapper> { .init(container: container, keyPath: \.stock, get: { $0.stock }, name: "stock") }
    public var distance: MapperRegistration<any StoreDistanceViewDataMapper> { .init(container: container, keyPath: \.distance, get: { $0.distance }, name: "distance") }
    public var openingStatus: MapperRegistration<any StoreOpeningStatusViewDataMapper> { .init(container: container, keyPath: \.openingStatus, get: { $0.openingStatus }, name: "openingStatus") }
    public var listing: MapperRegistration<any StoreListingViewDataMapper> { .init(container: container, keyPath: \.listing, get: { $0.listing }, name: "listing") }
    public var annotation: MapperRegistration<any StoreAnnotationViewDataMapper> { .init(container: container, keyPath: \.annotation, get: { $0.annotation }, name: "annotation") }
    public var timePeriod: MapperRegistration<any StoreTimePeriodViewDataMapper> { .init(container: container, keyPath: \.timePeriod, get: { $0.timePeriod }, name: "timePeriod") }
    public var error: MapperRegistration<any StoreFinderErrorViewDataMapper> { .init(container: container, keyPath: \.error, get: { $0.error }, name: "error") }
    public var store: MapperRegistration<any StoreViewDataMapper> { .init(container: container, keyPath: \.store, get: { $0.store }, name: "store") }
    public var productCard: MapperRegistration<any ProductCardViewDataMapper> { .init(container: container, keyPath: \.productCard, get: { $0.productCard }, name: "productCard") }
    public var searchBar: MapperRegistration<any SearchBarViewDataMapper> { .init(container: container, keyPath: \.searchBar, get: { $0.searchBar }, name: "searchBar") }
    public var listScreen: MapperRegistration<any StoreListScreenMapper> { .init(container: container, keyPath: \.listScreen, get: { $0.listScreen }, name: "listScreen") }
    public var detailsScreen: MapperRegistration<any StoreDetailsScreenMapper> { .init(container: container, keyPath: \.detailsScreen, get: { $0.detailsScreen }, name: "detailsScreen") }
    public var openingTimesScreen: MapperRegistration<any OpeningTimesScreenMapper> { .init(container: container, keyPath: \.openingTimesScreen, get: { $0.openingTimesScreen }, name: "openingTimesScreen") }
    public var mapScreen: MapperRegistration<any StoreMapScreenMapper> { .init(container: container, keyPath: \.mapScreen, get: { $0.mapScreen }, name: "mapScreen") }
}
