import ArgumentParser
import StoreLocalization
import StoreLocalizationTools
import StoreShippedYAML

/// `--strings DIR`: an app's own tables, layered over the shipped ones. `render` and `review`
/// take it through ``LayerOptions``; the `strings` commands declare it themselves.
struct StringTables {
    /// The directory given with `--strings`, if any.
    var directory: String?

    /// The shipped tables (only those `locale` can reach, when given), with the directory's on top.
    /// Problems are printed; tables that loaded stay in use.
    func catalog(for locale: String? = nil) -> StringCatalog {
        var catalog = locale.map(ShippedTables.catalog(for:)) ?? ShippedTables.catalog
        if let directory {
            for problem in catalog.addLayer(named: "app", directory: directory) {
                printError("warning: \(problem) (using the other tables)")
            }
        }
        return catalog
    }
}

extension ArgumentHelp {
    /// `--strings`.
    static var stringsDirectory: ArgumentHelp {
        ArgumentHelp("A directory of YAML string tables layered over the shipped ones.", valueName: "dir")
    }
}
