import ArgumentParser
import StoreTheme

/// `--appearance light|dark|light-increased-contrast|dark-increased-contrast`.
extension Appearance: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public var defaultValueDescription: String { name }
}

extension ArgumentHelp {
    /// `--appearance`.
    static var appearance: ArgumentHelp {
        ArgumentHelp(
            "The appearance to draw the theme in: what an app's dark mode and Increase Contrast settings choose.",
            valueName: "appearance")
    }
}
