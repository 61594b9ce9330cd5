import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StorePresentation

/// `storefinder plugins`: the shipped plugins.
struct PluginsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "List the plugins that --plugin can apply.",
        discussion: "Plugins apply in the order given; two that replace the same mapper are reported, and the later wins."
    )

    func run() {
        let plugins = PluginSet.shipped.plugins
        let width = plugins.map(\.name.count).max() ?? 0
        for plugin in plugins {
            print(plugin.name + String(repeating: " ", count: width - plugin.name.count) + "  " + plugin.summary)
        }
    }
}
