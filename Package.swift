// swift-tools-version:6.1
import PackageDescription

// StoreFinder has two audiences, and this manifest keeps them apart.
//
// - App-facing targets are what an iOS, macOS or Linux app links: pure values, tables,
//   themes, mappers and the screen pipeline. They read no files, parse no YAML, touch no
//   terminal and carry no sample data; the StoreFinderResources build plugin compiles tables and
//   themes into them at build time.
// - Tool-side targets serve the CLI, review and CI: libyaml, input files, rendering,
//   samples. They may depend on app-facing targets, never the other way round.
//
// `Scripts/check-app-facing.py` (run by .ci/run) fails when an app-facing product, or a test of
// app-facing code, reaches a tool-side target; `AppFacingImportTests` when an app-facing source
// imports one.

let numerics: Target.Dependency = .product(name: "RealModule", package: "swift-numerics")
let log: Target.Dependency = .product(name: "Logging", package: "swift-log")

let appFacing: [Target] = [
    .target(name: "StoreDisplayText", path: "Sources/App/StoreDisplayText"),
    // 0.1's name of StoreDisplayText, re-exporting it for one minor version (CHANGELOG).
    .target(name: "StoreText", dependencies: ["StoreDisplayText"], path: "Sources/App/StoreText"),
    .target(name: "StoreDomain", dependencies: ["StoreDisplayText", numerics], path: "Sources/App/StoreDomain"),
    .target(
        name: "StoreLocalization",
        dependencies: ["StoreDisplayText", log],
        path: "Sources/App/StoreLocalization",
        // Collation on Linux: the ICU that FoundationInternationalization already loads.
        linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
    ),
    .target(name: "StoreTheme", dependencies: ["StoreDisplayText", numerics], path: "Sources/App/StoreTheme"),
    .target(
        name: "StorePresentation",
        dependencies: ["StoreDomain", "StoreLocalization", "StoreTheme", "StoreDisplayText"],
        path: "Sources/App/StorePresentation",
        // Localizations/ and Themes/ at the package root, compiled in at build time.
        plugins: ["StoreFinderResources"]
    ),
]

let toolSide: [Target] = [
    // Two leaves the tools and the tests share, dependency-free so the app-facing tests may use
    // them too: a seeded generator (synthetic stores, explored sequences, random tests) and a
    // line diff (the review, snapshots).
    .target(name: "StoreSeededRandom", path: "Sources/Tools/StoreSeededRandom"),
    .target(name: "StoreTextDiff", path: "Sources/Tools/StoreTextDiff"),
    // Files and standard streams: reading text, atomic writes, file names, diagnostics.
    .target(name: "StoreIO", dependencies: ["StoreDisplayText"], path: "Sources/Tools/StoreIO"),
    // libyaml from the system (Debian: libyaml-dev), never a vendored copy.
    .systemLibrary(name: "CLibYAML", path: "Sources/Tools/CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
    .target(name: "StoreYAML", dependencies: ["CLibYAML", "StoreIO", "StoreDisplayText"], path: "Sources/Tools/StoreYAML"),
    // Input files: the strict JSON reader, stores, products, availability, cities and zones,
    // and the checks that warn of what decodes but looks wrong.
    .target(
        name: "StoreInputFiles", dependencies: ["StoreDomain", "StoreIO", "StoreYAML", "StoreDisplayText"],
        path: "Sources/Tools/StoreInputFiles"),
    // Scenario files of every kind, one way: a step becomes a reducer action, one generic
    // replay, and a sequence found in code written back as a file.
    .target(
        name: "StoreScenarios", dependencies: ["StoreDomain", "StoreInputFiles", "StoreIO", "StoreYAML", "StoreDisplayText"],
        path: "Sources/Tools/StoreScenarios"),
    // The build tools of the EmbedFiles and CompileSnippets build plugins.
    // What the three build tools share: their flags, their failures, the files they generate,
    // and the one reader of Markdown's fenced blocks (the snippet compiler's and the docs tests').
    .target(name: "StoreBuildSupport", path: "Sources/Tools/StoreBuildSupport"),
    .executableTarget(name: "storefinder-embed", dependencies: ["StoreBuildSupport"], path: "Sources/Tools/storefinder-embed"),
    .executableTarget(
        name: "storefinder-snippets", dependencies: ["StoreBuildSupport"], path: "Sources/Tools/storefinder-snippets"),
    .target(
        name: "StoreLocalizationTools",
        dependencies: ["StoreLocalization", "StoreIO", "StoreYAML", "StoreDisplayText"],
        path: "Sources/Tools/StoreLocalizationTools"
    ),
    .target(
        name: "StoreThemeTools",
        dependencies: ["StoreDesignTokens", "StoreDomain", "StoreTheme", "StoreIO", "StoreYAML", "StoreDisplayText", numerics],
        path: "Sources/Tools/StoreThemeTools"
    ),
    // Localizations/ and Themes/ as YAML text, compiled in, for lint, show and layering.
    // NB: outside storefinder-compile's graph: SwiftPM leaves build plugin output out of
    // a target built for the host as a plugin tool's dependency.
    .target(
        name: "StoreShippedYAML",
        dependencies: ["StoreLocalization", "StoreLocalizationTools", "StoreThemeTools", "StoreIO", "StoreYAML"],
        path: "Sources/Tools/StoreShippedYAML",
        exclude: ["embedded-files.txt"],
        plugins: ["EmbedFiles"]
    ),
    // The Design Tokens Community Group's Format and Resolver modules 2025.10, alone: token
    // documents and resolvers read into resolved token trees, with no StoreFinder roles
    // (`themes validate`, and the token source a brand's `tokens:` maps).
    .target(
        name: "StoreDesignTokens",
        dependencies: ["StoreTheme", "StoreInputFiles", "StoreDomain", "StoreIO", "StoreYAML", "StoreDisplayText", numerics],
        path: "Sources/Tools/StoreDesignTokens"
    ),
    // Themes as design tokens: the Design Tokens Community Group's Format and Resolver
    // modules 2025.10, written and read (`themes export`, `themes import`, and the build
    // plugin's `.tokens.json` themes).
    .target(
        name: "StoreThemeTokens",
        dependencies: ["StoreDesignTokens", "StoreTheme", "StoreThemeTools", "StoreDomain", "StoreYAML"],
        path: "Sources/Tools/StoreThemeTokens"
    ),
    .target(
        name: "StoreResourceCompiler",
        dependencies: ["StoreLocalization", "StoreLocalizationTools", "StoreTheme", "StoreThemeTools", "StoreIO", "StoreYAML", "StoreDisplayText"],
        path: "Sources/Tools/StoreResourceCompiler"
    ),
    .executableTarget(
        name: "storefinder-compile",
        dependencies: ["StoreBuildSupport", "StoreResourceCompiler", "StoreThemeTools", "StoreIO", "StoreYAML"],
        path: "Sources/Tools/storefinder-compile"
    ),
    .target(
        name: "StoreRendering",
        dependencies: ["StorePresentation", "StoreDomain", "StoreTheme", "StoreThemeTools", "StoreDisplayText", "StoreLocalization"],
        path: "Sources/Tools/StoreRendering"
    ),
    // Examples/ compiled in, and a seeded synthetic store generator.
    .target(
        name: "StoreSamples",
        dependencies: ["StoreDomain", "StoreInputFiles", "StoreScenarios", "StoreIO", "StoreSeededRandom"],
        path: "Sources/Tools/StoreSamples",
        exclude: ["embedded-files.txt"],
        plugins: ["EmbedFiles"]
    ),
    // Reducers explored: sequences of scenario steps in any order, checked against the promises
    // every screen keeps, a failure shrunk and written as a scenario file.
    .target(
        name: "StoreExploration",
        dependencies: ["StoreDomain", "StoreScenarios", "StoreSeededRandom"],
        path: "Sources/Tools/StoreExploration"
    ),
    // Each screen's tool side, one folder a feature: its scenario steps, the request a scenario
    // becomes, its review subjects, its exploration, its layout and what it says. One
    // definition a screen (`ScreenDefinition`), named by `ScreenKind` in one place.
    .target(
        name: "StoreScreens",
        dependencies: [
            "StorePresentation", "StoreDomain", "StoreTheme", "StoreRendering", "StoreScenarios", "StoreExploration",
            "StoreSamples", "StoreInputFiles", "StoreIO", "StoreDisplayText",
        ],
        path: "Sources/Tools/StoreScreens"
    ),
    .target(
        name: "StoreReview",
        dependencies: ["StoreRendering", "StoreScreens", "StorePresentation", "StoreDomain", "StoreLocalization",
                       "StoreLocalizationTools", "StoreTheme", "StoreThemeTools", "StoreIO", "StoreTextDiff", "StoreYAML", "StoreDisplayText"],
        path: "Sources/Tools/StoreReview",
        // The report's CSS and JavaScript, compiled in by the EmbedFiles build plugin.
        exclude: ["Report", "embedded-files.txt"],
        plugins: ["EmbedFiles"]
    ),
    .executableTarget(
        name: "storefinder",
        dependencies: [
            "StoreDomain", "StoreLocalization", "StoreLocalizationTools", "StoreTheme", "StoreThemeTools", "StorePresentation",
            "StoreRendering", "StoreScreens", "StoreReview", "StoreSamples", "StoreExploration", "StoreShippedYAML", "StoreInputFiles", "StoreIO", "StoreDisplayText", "StoreYAML", "StoreThemeTokens", "StoreDesignTokens",
            .product(name: "ArgumentParser", package: "swift-argument-parser"), log,
        ],
        path: "Sources/Tools/storefinder"
    ),
]

// SwiftPM's plugins: three build plugins and two command plugins. (A "plugin" in StoreFinder's
// own vocabulary is something else: a bundle of mapper replacements, `StoreFinderPlugin`.)
let plugins: [Target] = [
    // Build plugin. Compiles a target's string tables and themes (layered over the shipped ones) into it,
    // with typed `Strings` keys, so an app parses no YAML at run time.
    .plugin(name: "StoreFinderResources", capability: .buildTool(), dependencies: ["storefinder-compile"]),
    // Build plugin. Compiles the files a target lists in its `embedded-files.txt` into it, read where they
    // are at build time: the samples, the shipped YAML for the tools, the report's assets.
    .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["storefinder-embed"]),
    // Build plugin. Compiles the Swift blocks of the README and the DocC articles into the project tests.
    .plugin(name: "CompileSnippets", capability: .buildTool(), dependencies: ["storefinder-snippets"]),
    // Command plugin: `swift package storefinder-lint`.
    .plugin(
        name: "StoreFinderLint",
        capability: .command(
            intent: .custom(verb: "storefinder-lint", description: "Lint the package's string tables and themes"),
            permissions: []
        ),
        dependencies: ["storefinder"]
    ),
    // Command plugin: `swift package storefinder-review`.
    .plugin(
        name: "StoreFinderReview",
        capability: .command(
            intent: .custom(verb: "storefinder-review", description: "Render the review matrix into the package's Review/ folder"),
            permissions: [.writeToPackageDirectory(reason: "writes the approved review files to Review/")]
        ),
        dependencies: ["storefinder"]
    ),
]

let tests: [Target] = [
    // What only tests use: a reducer stepped and checked whole, snapshot files, how a cost
    // grows, model stores, and the sample data as an app decodes it. It depends on app-facing
    // code and the two dependency-free leaves only, so an app-facing test links nothing else
    // tool-side.
    .target(
        name: "StoreTestSupport",
        dependencies: ["StoreSeededRandom", "StoreTextDiff", "StoreDomain", "StoreLocalization", "StorePresentation"],
        path: "Tests/Support"),
    .testTarget(name: "StoreDisplayTextTests", dependencies: ["StoreDisplayText"]),
    .testTarget(name: "StoreDomainTests", dependencies: ["StoreDomain", "StoreSeededRandom", "StoreTestSupport"]),
    .testTarget(
        name: "StoreLocalizationTests", dependencies: ["StoreLocalization", "StorePresentation", "StoreDisplayText", "StoreTestSupport"]
    ),
    .testTarget(name: "StoreThemeTests", dependencies: ["StoreTheme", "StorePresentation"]),
    .testTarget(
        name: "StorePresentationTests",
        dependencies: ["StorePresentation", "StoreDomain", "StoreLocalization", "StoreTheme", "StoreSeededRandom", "StoreTestSupport"]
    ),
    .testTarget(name: "StoreIOTests", dependencies: ["StoreIO"]),
    .testTarget(name: "StoreDesignTokensTests", dependencies: ["StoreDesignTokens", "StoreDomain", "StoreYAML"]),
    .testTarget(name: "StoreBuildSupportTests", dependencies: ["StoreBuildSupport"]),
    .testTarget(name: "StoreYAMLTests", dependencies: ["StoreYAML", "StoreDisplayText", "StoreTestSupport"]),
    .testTarget(
        name: "StoreInputFilesTests",
        dependencies: ["StoreInputFiles", "StoreDomain", "StoreSeededRandom", "StoreTestSupport"]),
    .testTarget(
        name: "StoreLocalizationToolsTests",
        dependencies: ["StoreShippedYAML", "StoreLocalizationTools", "StoreLocalization", "StoreYAML", "StorePresentation", "StoreTestSupport", log]
    ),
    .testTarget(
        name: "StoreThemeToolsTests",
        dependencies: ["StoreShippedYAML", "StoreThemeTools", "StoreThemeTokens", "StoreTheme", "StorePresentation", "StoreIO", "StoreInputFiles", "StoreDomain", "StoreYAML", "StoreTestSupport"]
    ),
    .testTarget(
        name: "StoreResourceCompilerTests",
        dependencies: ["StoreShippedYAML", "StoreResourceCompiler", "StoreLocalization", "StoreLocalizationTools"]
    ),
    .testTarget(
        name: "StoreRenderingTests",
        dependencies: ["StoreShippedYAML", "StoreRendering", "StoreScreens", "StoreReview", "StorePresentation", "StoreDomain", "StoreLocalization",
                       "StoreLocalizationTools",
                       "StoreTheme", "StoreThemeTools", "StoreDisplayText", "StoreSamples", "StoreInputFiles", "StoreTextDiff", "StoreTestSupport"],
        exclude: ["__Snapshots__"]
    ),
    .testTarget(
        name: "StoreScreensTests",
        dependencies: [
            "StoreScreens", "StoreScenarios", "StoreSamples", "StoreInputFiles", "StoreRendering", "StorePresentation",
            "StoreDomain", "StoreLocalization", "StoreTheme", "StoreDisplayText", "StoreTestSupport",
        ]
    ),
    .testTarget(
        name: "StoreExplorationTests",
        dependencies: [
            "StoreExploration", "StoreScreens", "StoreScenarios", "StoreSamples", "StoreDomain", "StorePresentation",
            "StoreTestSupport",
        ]
    ),
    .testTarget(name: "StoreSamplesTests", dependencies: ["StoreSamples", "StoreShippedYAML", "StoreThemeTools", "StoreInputFiles", "StoreDomain"]),
    // axe-core (Scripts/fetch-axe.sh) audits the HTML report in the browser tests; it is read
    // from the package, not built.
    .testTarget(
        name: "StoreFinderCLITests",
        dependencies: ["storefinder", "StoreBuildSupport", "StorePresentation", "StoreTestSupport", "StoreTheme"],
        exclude: ["axe", "Usage"]),
    // The documentation's Swift snippets, compiled, and the rules that keep the audiences apart.
    .testTarget(
        name: "StoreFinderProjectTests",
        dependencies: ["StorePresentation", "StoreDomain", "StoreLocalization", "StoreTheme", "StoreDisplayText", "StoreText"],
        // The target's own table (Swift keywords as keys) is compiled as an app's would be.
        exclude: ["Localizations"],
        // As an app applies it: `StoreFinderResources` and `Strings` for the README's app code.
        plugins: ["StoreFinderResources", "CompileSnippets"]
    ),
]

// The tool-side libraries the nested Benchmarks/ and Fuzz/ packages measure and fuzz. They are
// products only when their scripts ask (STOREFINDER_TOOL_PRODUCTS=1), so an app that depends on
// StoreFinder sees none of them.
let benchmarkedTools: [Product] =
    Context.environment["STOREFINDER_TOOL_PRODUCTS"] == "1"
    ? ["StoreSeededRandom", "StoreInputFiles", "StoreScenarios", "StoreScreens", "StoreLocalizationTools", "StoreRendering", "StoreResourceCompiler", "StoreSamples",
       "StoreShippedYAML", "StoreThemeTools", "StoreYAML", "StoreDesignTokens"].map { .library(name: $0, targets: [$0]) }
    : []

let package = Package(
    name: "StoreFinder",
    // `Mutex` (Synchronization) sets the floor: iOS 18 and macOS 15.
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        // App-facing: link `StoreFinder` for everything, or the modules one by one.
        .library(name: "StoreFinder", targets: ["StoreDisplayText", "StoreText", "StoreDomain", "StoreLocalization", "StoreTheme", "StorePresentation"]),
        .library(name: "StoreDomain", targets: ["StoreDomain"]),
        .library(name: "StoreLocalization", targets: ["StoreLocalization"]),
        .library(name: "StoreTheme", targets: ["StoreTheme"]),
        .library(name: "StorePresentation", targets: ["StorePresentation"]),
        .plugin(name: "StoreFinderResources", targets: ["StoreFinderResources"]),
        // Tool side: the CLI and its command plugins, and support for an app's own tests.
        .executable(name: "storefinder", targets: ["storefinder"]),
        .plugin(name: "StoreFinderLint", targets: ["StoreFinderLint"]),
        .plugin(name: "StoreFinderReview", targets: ["StoreFinderReview"]),
        .library(name: "StoreTestSupport", targets: ["StoreTestSupport"]),
    ] + benchmarkedTools,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        // `swift package generate-documentation`: the DocC catalogues of the app-facing modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: appFacing + toolSide + plugins + tests,
    swiftLanguageModes: [.v6]
)
