import ArgumentParser
import StorePresentation

/// `--plugin NAME`, repeatable, applied in order to a fresh container.
struct PluginChoice {
    /// The names given with `--plugin`, in order.
    var names: [String]

    /// Refuses a name that no shipped plugin has.
    func validate() throws {
        for name in names where PluginSet.shipped.plugin(named: name) == nil {
            throw ValidationError("unknown plugin \"\(name)\"; available: \(PluginSet.shipped.plugins.map(\.name).joined(separator: ", "))")
        }
    }

    /// The mappers with the plugins applied; conflicts are reported on standard error.
    func mappers() -> MapperSet {
        let container = MapperContainer()
        let conflicts = PluginSet(names.compactMap { PluginSet.shipped.plugin(named: $0) }).apply(to: container)
        for conflict in conflicts { printError("warning: \(conflict)") }
        return container.snapshot()
    }
}

extension ArgumentHelp {
    /// `--plugin`.
    static var plugin: ArgumentHelp {
        ArgumentHelp("A plugin to apply (see `storefinder plugins`). Repeatable; applied in order.", valueName: "name")
    }
}
