/// The YAML text of the string tables and themes that ship with StoreFinder, for tools
/// that load them live: the CLI, the review, the linter and the resource compiler.
///
/// Apps never link this: the `StoreFinderResources` build-tool plugin compiles the same
/// files into `StorePresentation`. `Scripts/embed-resources.py` regenerates the contents,
/// and a test keeps them equal to the files on disk.
///
/// ```swift
/// let english = ShippedSources.files.text(at: "Localizations/en.yml")
/// ```
package enum ShippedSources {}
