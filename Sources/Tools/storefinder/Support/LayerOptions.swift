import ArgumentParser
import StorePresentation

/// `--strings DIR`, `--themes DIR` and `--plugin NAME`: what an app layers over the shipped
/// string tables, themes and mappers. `render` and `review` take all three.
///
/// NB: each command declares the three options itself, with the shared ``ArgumentHelp``, as
/// it does `--color`, and gets this value from them as ``LayeredCommand/layers``.
/// swift-argument-parser finds an option group's options by runtime reflection, which costs
/// protocol-conformance lookups per group on every start, and `render list` paid for this
/// one at every start.
struct LayerOptions {
    /// `--strings`: a folder of string tables over the shipped ones.
    var stringsDirectory: String?
    /// `--themes`: a folder of themes beside the shipped ones.
    var themesDirectory: String?
    /// `--plugin`: the plugins to apply, in order.
    var plugins: [String]

    /// Refuses a plugin name that no shipped plugin has; a command calls it first in its own
    /// `validate()`.
    func validate() throws {
        for name in plugins where PluginSet.shipped.plugin(named: name) == nil {
            throw ValidationError(
                "unknown plugin \"\(name)\"; available: \(PluginSet.shipped.plugins.map(\.name).joined(separator: ", "))"
            )
        }
    }

    /// The shipped string tables with `--strings` on top.
    var strings: StringTables { StringTables(directory: stringsDirectory) }
    /// The shipped themes and those in `--themes`.
    var themes: ThemeFiles { ThemeFiles(directory: themesDirectory) }

    /// The mappers with the `--plugin`s applied in order to a fresh container; conflicts are
    /// reported on standard error.
    func mappers() -> MapperSet {
        let container = MapperContainer()
        let conflicts = PluginSet(plugins.compactMap { PluginSet.shipped.plugin(named: $0) }).apply(to: container)
        for conflict in conflicts { printError("warning: \(conflict)") }
        return container.snapshot()
    }
}

/// A command that declares `--strings`, `--themes` and `--plugin` as these properties.
protocol LayeredCommand {
    var stringsDirectory: String? { get }
    var themesDirectory: String? { get }
    var plugins: [String] { get }
}

extension LayeredCommand {
    /// `--strings`, `--themes` and `--plugin`; the command's `validate()` calls
    /// ``LayerOptions/validate()`` first.
    var layers: LayerOptions {
        LayerOptions(stringsDirectory: stringsDirectory, themesDirectory: themesDirectory, plugins: plugins)
    }
}

extension ArgumentHelp {
    /// `--plugin`'s help, shared by `render` and `review`.
    static var plugin: ArgumentHelp {
        ArgumentHelp("A plugin to apply (see `storefinder plugins`). Repeatable; applied in order.", valueName: "name")
    }
}
