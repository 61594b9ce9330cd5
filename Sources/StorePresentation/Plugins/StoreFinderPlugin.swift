/// A named bundle of mapper replacements that an app, or the CLI's `--plugin`, applies to a container.
///
/// ```swift
/// struct BrandPlugin: StoreFinderPlugin {
///     let name = "brand"
///     let summary = "Brand stock wording."
///     func register(in container: MapperContainer) {
///         container.mappers.stock.replace(plugin: name) { BrandStockMapper() }
///     }
/// }
/// ```
public protocol StoreFinderPlugin: Sendable {
    /// A short, unique name: `quantity-stock`.
    var name: String { get }
    /// One sentence saying what it changes.
    var summary: String { get }
    /// Registers replacements; pass `plugin: name` to `replace` and `decorate` so conflicts are reported.
    func register(in container: MapperContainer)
}

/// Plugins applied in a stated order.
public struct PluginSet: Sendable {
    public var plugins: [any StoreFinderPlugin]

    public init(_ plugins: [any StoreFinderPlugin]) {
        self.plugins = plugins
    }

    /// The plugins that ship with StoreFinder.
    public static let shipped = PluginSet([QuantityStockPlugin(), BrandGlyphsPlugin(), PostcodeSearchPlugin(), NoSearchBarPlugin()])

    /// The shipped plugin called `name`.
    public func plugin(named name: String) -> (any StoreFinderPlugin)? {
        plugins.first { $0.name == name }
    }

    /// Applies every plugin in order and returns the conflicts: a mapper two plugins replaced.
    /// The later plugin's mapper is in effect; nothing is merged.
    @discardableResult
    public func apply(to container: MapperContainer) -> [PluginConflict] {
        let before = container.conflicts.count
        for plugin in plugins { plugin.register(in: container) }
        return Array(container.conflicts.dropFirst(before))
    }
}
