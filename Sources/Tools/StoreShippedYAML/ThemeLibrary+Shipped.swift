import StoreIO
import StoreThemeTools

extension ThemeLibrary {
    /// The shipped themes (`default`, `dark` and `high-contrast`) as their YAML, for lint, show
    /// and the themes that extend them. Apps get the same themes resolved, as `Theme.shipped`.
    ///
    /// ```swift
    /// var library = ThemeLibrary.shipped
    /// library.addDirectory("MyApp/Themes")
    /// let brand = try library.resolve("brand")   // brand.yml, which may `extends: dark`
    /// ```
    public static let shipped = ThemeLibrary(
        sources: embeddedFiles.paths(under: "Themes").compactMap { path in
            embeddedFiles.text(at: path).map { Source(name: FileName.stem(of: path), file: path, text: $0) }
        })
}
