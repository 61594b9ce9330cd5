/// The report's style sheet and script, compiled in from `Sources/Tools/StoreReview/Report` by
/// the EmbedFiles plugin, so a report needs nothing but the binary.
package enum ReportAssets {
    /// The text of `report.css` or `report.js`.
    package static func text(_ name: String) -> String {
        embeddedFiles.text(at: folder + "/" + name) ?? ""
    }

    /// Where the assets live in the package.
    package static let folder = "Sources/Tools/StoreReview/Report"
}
