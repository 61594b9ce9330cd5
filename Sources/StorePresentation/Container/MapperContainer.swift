import Synchronization

/// Holds the mappers an app uses, and lets it swap any one of them.
///
/// ```swift
/// MapperContainer.shared.mappers.stock.replace { BrandStockMapper() }
/// MapperContainer.shared.mappers.listing.decorate { current in LoggingListing(wrapping: current) }
/// MapperContainer.shared.mappers.stock.reset()
/// ```
///
/// Registrations are typed key paths into ``MapperSet``, so a mapper that does not exist is
/// a compile error, never a runtime `nil`. The container is `Sendable`: a `Mutex` guards the
/// set, resolving copies a value out, and replacing swaps one field in.
public final class MapperContainer: Sendable {
    /// The instance apps use.
    public static let shared = MapperContainer()

    private struct State: Sendable {
        var current: MapperSet
        /// Which plugin last replaced each mapper, by mapper name.
        var owners: [String: String]
        var conflicts: [PluginConflict]
    }

    private let state: Mutex<State>

    /// Creates an independent container, starting from `mappers` (the defaults unless given).
    public init(_ mappers: MapperSet = .defaults) {
        state = Mutex(State(current: mappers, owners: [:], conflicts: []))
    }

    /// Typed access to each registration: `container.mappers.stock.replace { … }`.
    public var mappers: MapperRegistrations { MapperRegistrations(container: self) }

    /// A copy of every current mapper, for one mapping run.
    public func snapshot() -> MapperSet {
        state.withLock { $0.current }
    }

    /// An independent container with the same mappers, for a scoped override that leaves this one untouched.
    public func copy() -> MapperContainer {
        let copied = state.withLock { $0 }
        let container = MapperContainer(copied.current)
        container.state.withLock {
            $0.owners = copied.owners
            $0.conflicts = copied.conflicts
        }
        return container
    }

    /// Runs `body` with a copy changed by `configure`; this container is never touched.
    ///
    /// ```swift
    /// let screen = container.withOverrides({ $0.mappers.stock.replace { Fake() } }) { scoped in
    ///     render(with: scoped.snapshot())
    /// }
    /// ```
    public func withOverrides<Result>(_ configure: (MapperContainer) -> Void, _ body: (MapperContainer) throws -> Result) rethrows -> Result {
        let scoped = copy()
        configure(scoped)
        return try body(scoped)
    }

    /// Conflicts found while plugins were applied: two plugins replacing the same mapper.
    public var conflicts: [PluginConflict] { state.withLock { $0.conflicts } }

    func read<Value: Sendable>(_ get: (borrowing MapperSet) -> Value) -> Value {
        state.withLock { get($0.current) }
    }

    func update<Value: Sendable>(get: (borrowing MapperSet) -> Value, set: (inout MapperSet, Value) -> Void, name: String, owner: String?,
                                 _ change: (Value) -> Value) {
        state.withLock { state in
            set(&state.current, change(get(state.current)))
            guard let owner else { return }
            if let previous = state.owners[name], previous != owner {
                state.conflicts.append(PluginConflict(mapper: name, first: previous, second: owner))
            }
            state.owners[name] = owner
        }
    }

    func reset<Value: Sendable>(get: (borrowing MapperSet) -> Value, set: (inout MapperSet, Value) -> Void, name: String) {
        state.withLock { state in
            set(&state.current, get(MapperSet.defaults))
            state.owners[name] = nil
        }
    }

    /// Puts every mapper back to its default and forgets plugin ownership.
    public func resetAll() {
        state.withLock { $0 = State(current: .defaults, owners: [:], conflicts: []) }
    }
}

/// Two plugins replaced the same mapper; the later one, in the stated order, is in effect.
public struct PluginConflict: Sendable, Hashable, CustomStringConvertible {
    public var mapper: String
    public var first: String
    public var second: String

    public var description: String {
        "plugins \"\(first)\" and \"\(second)\" both replace the \(mapper) mapper; \"\(second)\" (applied later) wins"
    }
}
