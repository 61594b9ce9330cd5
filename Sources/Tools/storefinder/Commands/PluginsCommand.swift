import ArgumentParser
import StoreDisplayText
import StorePresentation

/// `storefinder plugins`: the shipped plugins.
struct PluginsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "List the plugins that --plugin can apply.",
        discussion:
            "Plugins apply in the order given; two that replace the same mapper are reported, and the later wins."
    )

    func run() {
        let plugins = PluginSet.shipped.plugins
        let width = plugins.map { DisplayWidth.of($0.name) }.max() ?? 0
        for plugin in plugins {
            print(TextLayout.pad(plugin.name, to: width) + "  " + plugin.summary)
        }
    }
}
