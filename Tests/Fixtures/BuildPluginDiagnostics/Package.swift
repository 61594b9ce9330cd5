// swift-tools-version:6.1
// An app's package as the StoreFinderResources build plugin sees it, one target per case of
// what the plugin checks (BuildPluginDiagnosticsTests builds each and reads the diagnostics):
// a misspelt key, a placeholder its key does not supply, a theme whose text is unreadable,
// all three kinds of finding in one table, a designer's design tokens (DTCG 2025.10) whose
// dark-with-increased-contrast orange is unreadable, a theme whose type does not scale, an
// app's own key its German table lacks, and a clean table and theme.
import PackageDescription

let storeFinder: [Target.Dependency] = [.product(name: "StoreFinder", package: "StoreFinder")]
let resources: [Target.PluginUsage] = [.plugin(name: "StoreFinderResources", package: "StoreFinder")]

let package = Package(
    name: "BuildPluginDiagnostics",
    platforms: [.iOS(.v18), .macOS(.v15)],
    dependencies: [.package(name: "StoreFinder", path: "../../..")],
    targets: [
        .target(name: "MisspeltKey", dependencies: storeFinder, exclude: ["Localizations"], plugins: resources),
        .target(name: "UnknownPlaceholder", dependencies: storeFinder, exclude: ["Localizations"], plugins: resources),
        .target(name: "PoorContrast", dependencies: storeFinder, exclude: ["Themes"], plugins: resources),
        .target(name: "DesignTokens", dependencies: storeFinder, exclude: ["Themes"], plugins: resources),
        .target(name: "FixedSize", dependencies: storeFinder, exclude: ["Themes"], plugins: resources),
        .target(name: "OwnKeyMissing", dependencies: storeFinder, exclude: ["Localizations"], plugins: resources),
        .target(name: "EveryFinding", dependencies: storeFinder, exclude: ["Localizations"], plugins: resources),
        .target(
            name: "Clean", dependencies: storeFinder, exclude: ["Localizations", "Themes"], plugins: resources),
    ],
    swiftLanguageModes: [.v6]
)
