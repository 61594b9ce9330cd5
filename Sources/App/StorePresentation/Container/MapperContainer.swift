import StoreTheme
import Synchronization

/// Holds the mappers an app uses, and lets it swap any one of them.
///
/// Every screen mapped after a replacement uses it, with no extra argument:
///
/// ```swift
/// MapperContainer.shared.mappers.stock.replace { ReadyToCollectStockMapper() }
/// let screen = ScreenMapper(locale: "en-GB").list(state, now: .now)   // uses it
/// ```
///
/// A scoped override, for one test or one render, changes a copy and never the container:
///
/// ```swift
/// MapperContainer.shared.withOverrides({ $0.mappers.stock.replace { FakeStock() } }) {
///     ScreenMapper(locale: "de").list(state, now: now)              // uses FakeStock
/// }
/// ```
///
/// The container is a thin, `Sendable` holder of one ``MapperSet`` value: a `Mutex` guards it,
/// a render copies it out once, and a registration swaps one property in. Registrations are
/// typed key paths into it, so a mapper that does not exist is a compile error.
public final class MapperContainer: Sendable {
    /// The instance apps register with, which every screen reads by default.
    public static let shared = MapperContainer()

    /// The container a ``withOverrides(_:operation:)`` scope set for this task.
    @TaskLocal private static var scoped: MapperContainer?

    /// The container screens read: the innermost override scope of the current task, or ``shared``.
    public static var current: MapperContainer { scoped ?? shared }

    @usableFromInline
    struct State: Sendable {
        @usableFromInline var current: MapperSet
        /// Which plugin last replaced each mapper, by mapper name.
        var owners: [String: String]
        var conflicts: [PluginConflict]
    }

    @usableFromInline let state: Mutex<State>

    /// Creates an independent container, starting from `mappers` (the defaults unless given).
    public init(_ mappers: MapperSet = MapperSet()) {
        state = Mutex(State(current: mappers, owners: [:], conflicts: []))
    }

    /// Typed access to each registration: `container.mappers.stock.replace { … }`.
    @inlinable
    public var mappers: MapperRegistrations { MapperRegistrations(container: self, owner: nil) }

    /// A copy of every current mapper, for one mapping run.
    public func snapshot() -> MapperSet {
        state.withLock { $0.current }
    }

    /// An independent container with the same mappers and plugin record.
    public func copy() -> MapperContainer {
        let copied = state.withLock { $0 }
        let container = MapperContainer(copied.current)
        container.state.withLock { $0 = copied }
        return container
    }

    /// Runs `operation` with a copy of this container changed by `configure`. Screens mapped
    /// inside it, on this task and its child tasks, read the copy; this container, and every
    /// other task, never see the change.
    public func withOverrides<Result>(
        _ configure: (MapperContainer) -> Void, operation: () throws -> Result
    ) rethrows -> Result {
        let scoped = copy()
        configure(scoped)
        return try Self.$scoped.withValue(scoped, operation: operation)
    }

    /// ``withOverrides(_:operation:)`` for an asynchronous operation.
    public func withOverrides<Result: Sendable>(
        _ configure: (MapperContainer) -> Void, operation: () async throws -> Result
    ) async rethrows -> Result {
        let scoped = copy()
        configure(scoped)
        return try await Self.$scoped.withValue(scoped, operation: operation)
    }

    /// Applies `plugins` in order. Each plugin's replacements are attributed to it, so two
    /// plugins replacing one mapper are a conflict whether or not they say who they are; the
    /// later one's mapper is in effect. Returns the conflicts this call found.
    @discardableResult
    public func install(_ plugins: [any StoreFinderPlugin]) -> [PluginConflict] {
        let before = conflicts.count
        for plugin in plugins { plugin.register(in: PluginRegistry(container: self, pluginName: plugin.name)) }
        return Array(conflicts.dropFirst(before))
    }

    /// Conflicts found while plugins were installed: two plugins replacing the same mapper.
    public var conflicts: [PluginConflict] { state.withLock { $0.conflicts } }

    /// Puts every mapper back to its default and forgets plugin ownership.
    public func resetAll() {
        state.withLock { $0 = State(current: MapperSet(), owners: [:], conflicts: []) }
    }

    /// NB: inlinable with the registration path above it, so a call site's key-path literal
    /// (`\.stock`) folds into a plain field read; applied at run time, a key path costs an
    /// allocation and a walk of its components on every resolve.
    @inlinable
    func read<Mapper: Sendable>(_ slot: WritableKeyPath<MapperSet, Mapper> & Sendable) -> Mapper {
        state.withLock { $0.current[keyPath: slot] }
    }

    func update<Mapper: Sendable>(
        _ slot: WritableKeyPath<MapperSet, Mapper> & Sendable, name: String, owner: String?,
        _ change: (Mapper) -> Mapper
    ) {
        state.withLock { state in
            state.current[keyPath: slot] = change(state.current[keyPath: slot])
            guard let owner else { return }
            if let previous = state.owners[name], previous != owner {
                state.conflicts.append(PluginConflict(mapper: name, first: previous, second: owner))
            }
            state.owners[name] = owner
        }
    }

    func reset<Mapper: Sendable>(_ slot: WritableKeyPath<MapperSet, Mapper> & Sendable, name: String) {
        state.withLock { state in
            state.current[keyPath: slot] = MapperSet()[keyPath: slot]
            state.owners[name] = nil
        }
    }
}

/// Two plugins replaced the same mapper; the later one, in the stated order, is in effect.
public struct PluginConflict: Sendable, Hashable, CustomStringConvertible {
    /// The mapper slot both plugins replace, such as `stock`.
    public var mapper: String
    /// The plugin applied first, whose mapper is replaced.
    public var first: String
    /// The plugin applied second, whose mapper stays.
    public var second: String

    public var description: String {
        "plugins \"\(first)\" and \"\(second)\" both replace the \(mapper) mapper; \"\(second)\" (applied later) wins"
    }
}
