/// A named bundle of mapper replacements that an app, or the CLI's `--plugin`, installs in a container.
///
/// ```swift
/// struct BrandPlugin: StoreFinderPlugin {
///     let name = "brand"
///     let summary = "Brand stock wording."
///     func register(in registry: PluginRegistry) {
///         registry.mappers.stock.replace { BrandStockMapper() }
///     }
/// }
/// MapperContainer.shared.install([BrandPlugin()])
/// ```
public protocol StoreFinderPlugin: Sendable {
    /// A short, unique name: `quantity-stock`.
    var name: String { get }
    /// One sentence saying what it changes.
    var summary: String { get }
    /// Registers replacements through `registry`, which attributes each one to this plugin.
    func register(in registry: PluginRegistry)
}

/// What a plugin registers through: the container's registrations, every one attributed to
/// the plugin, so a conflict with another plugin is always reported. Only
/// ``MapperContainer/install(_:)`` makes one.
public struct PluginRegistry: Sendable {
    let container: MapperContainer
    /// The plugin registering.
    public let pluginName: String

    /// The registrations, attributed to ``pluginName``: `registry.mappers.stock.replace { … }`.
    public var mappers: MapperRegistrations { MapperRegistrations(container: container, owner: pluginName) }
}

/// Plugins applied in a stated order.
public struct PluginSet: Sendable {
    /// The plugins, in the order they are applied.
    public var plugins: [any StoreFinderPlugin]

    /// A set of `plugins`, applied in this order.
    public init(_ plugins: [any StoreFinderPlugin]) {
        self.plugins = plugins
    }

    /// The plugins that ship with StoreFinder.
    public static let shipped = PluginSet([
        QuantityStockPlugin(), BrandGlyphsPlugin(), PostcodeSearchPlugin(), NoSearchBarPlugin(),
    ])

    /// The shipped plugin called `name`.
    public func plugin(named name: String) -> (any StoreFinderPlugin)? {
        plugins.first { $0.name == name }
    }

    /// Installs every plugin in order and returns the conflicts: a mapper two plugins replaced.
    /// The later plugin's mapper is in effect; nothing is merged.
    @discardableResult
    public func apply(to container: MapperContainer) -> [PluginConflict] {
        container.install(plugins)
    }
}
