/// One mapper's slot in a container: resolve it, replace it, decorate it, reset it.
///
/// ```swift
/// MapperContainer.shared.mappers.stock.replace { BrandStockMapper() }
/// MapperContainer.shared.mappers.listing.decorate { current in LoggingListing(wrapping: current) }
/// MapperContainer.shared.mappers.stock.reset()
/// ```
public struct MapperRegistration<Mapper: Sendable>: Sendable {
    @usableFromInline let container: MapperContainer
    @usableFromInline let slot: WritableKeyPath<MapperSet, Mapper> & Sendable
    /// The plugin registering through this slot, when a plugin is.
    @usableFromInline let owner: String?

    @inlinable
    init(container: MapperContainer, slot: WritableKeyPath<MapperSet, Mapper> & Sendable, owner: String?) {
        self.container = container
        self.slot = slot
        self.owner = owner
    }

    /// The slot's name, as ``MapperSet`` spells it: `stock`, `listScreen` …
    public var name: String { Self.name(of: slot) }

    /// The current mapper.
    @inlinable
    public func resolve() -> Mapper {
        container.read(slot)
    }

    /// Replaces the mapper; every screen mapped afterwards uses the new one.
    public func replace(_ make: () -> Mapper) {
        let mapper = make()
        container.update(slot, name: name, owner: owner) { _ in mapper }
    }

    /// Wraps the current mapper: `decorate { current in Logging(wrapping: current) }`.
    public func decorate(_ wrap: (Mapper) -> Mapper) {
        container.update(slot, name: name, owner: owner, wrap)
    }

    /// Puts the default mapper back.
    public func reset() {
        container.reset(slot, name: name)
    }

    /// `stock` for `\MapperSet.stock`.
    static func name(of slot: AnyKeyPath) -> String {
        let path = String(describing: slot)
        return path.split(separator: ".").last.map(String.init) ?? path
    }
}

/// Every registration of a container, one per ``MapperSet`` property:
/// `container.mappers.stock`, `container.mappers.listScreen` …
///
/// A property that ``MapperSet`` does not have is a compile error.
@dynamicMemberLookup
public struct MapperRegistrations: Sendable {
    @usableFromInline let container: MapperContainer
    @usableFromInline let owner: String?

    @usableFromInline
    init(container: MapperContainer, owner: String?) {
        self.container = container
        self.owner = owner
    }

    /// The registration of the mapper at `slot`.
    @inlinable
    public subscript<Mapper: Sendable>(dynamicMember slot: WritableKeyPath<MapperSet, Mapper> & Sendable)
        -> MapperRegistration<Mapper>
    {
        MapperRegistration(container: container, slot: slot, owner: owner)
    }
}
