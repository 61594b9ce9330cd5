import ArgumentParser
import StoreDisplayText
import StoreIO
import StorePresentation
import StoreShippedYAML
import StoreTheme
import StoreThemeTokens
import StoreThemeTools

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--themes DIR`: more themes, by file name, beside the shipped ones.
struct ThemesDirectory {
    /// The directory given with `--themes`, if any.
    var directory: String?

    /// The themes a render or review can use by name. With no directory, the shipped themes
    /// as compiled into the binary, so no YAML is parsed; with one, the shipped themes' YAML
    /// and the directory's, so that its themes can extend the shipped ones.
    func library() -> ThemeLibrary {
        guard directory != nil else { return ThemeLibrary(resolved: Theme.shipped) }
        return liveLibrary()
    }

    /// The theme `nameOrPath` names, or the last good theme with the problems when it fails:
    /// compiled when it is a shipped name and no directory is given, else loaded live (a theme
    /// file may extend a shipped theme).
    func theme(_ nameOrPath: String, fallback: Theme? = nil) -> (theme: Theme, problems: ThemeLoadError?) {
        if directory == nil, let compiled = Theme.shipped[nameOrPath] { return (compiled, nil) }
        return liveLibrary().theme(nameOrPath, fallback: fallback ?? Theme.default)
    }

    /// The live library, when it has the theme `nameOrPath` or a file is there; else says
    /// which themes it has and exits 1: what `themes show` and `themes export` read.
    func liveLibrary(naming nameOrPath: String) throws -> ThemeLibrary {
        let library = liveLibrary()
        guard library.names.contains(nameOrPath) || FileManager.default.fileExists(atPath: nameOrPath) else {
            printError(
                "error: unknown theme \"\(UntrustedText.sanitized(nameOrPath))\"; known themes: "
                    + library.names.joined(separator: ", "))
            throw ExitCode(1)
        }
        return library
    }

    /// Refuses a `--theme` that names no theme and no file: a typo would otherwise render in
    /// the default theme, with a warning a CI run passes over. (A theme that exists but fails
    /// to load still renders, in the last good theme: that is the file's problem, not the flag's.)
    func check(_ nameOrPath: String) throws {
        if Theme.shipped[nameOrPath] != nil || FileManager.default.fileExists(atPath: nameOrPath) { return }
        var library = ThemeLibrary.shipped
        // Unreadable files are reported once, when the render loads the directory.
        if let directory { _ = library.addDirectory(directory) }
        let tokenThemes = directory.map { ThemeLibrary.designTokenFiles(at: $0).map(ThemeLibrary.themeName) } ?? []
        let names = Set(library.names + tokenThemes).sorted()
        guard !names.contains(nameOrPath) else { return }
        let nearest = NearestName.closest(to: nameOrPath, among: names).map { "did you mean \"\($0)\"? " } ?? ""
        throw ValidationError(
            "--theme: no theme is named \"\(nameOrPath)\" and no file is there; \(nearest)the themes are "
                + names.joined(separator: ", "))
    }

    /// The shipped themes' YAML and the directory's; unreadable files are printed as warnings.
    func liveLibrary() -> ThemeLibrary {
        var library = ThemeLibrary.shipped
        if let directory {
            for unreadable in library.addDirectory(directory) { printError("warning: \(unreadable) (left out)") }
            // Design tokens in the directory are themes too; one that cannot be read is left out.
            for tokens in library.addDesignTokens(at: directory) {
                for warning in tokens.imported?.warnings ?? [] { printError("warning: \(warning)") }
                guard let error = tokens.error else { continue }
                for line in "\(error)".split(separator: "\n") {
                    printError("warning: \(line.hasPrefix("error: ") ? line.dropFirst("error: ".count) : line)")
                }
                printError("warning: \(tokens.file) is left out")
            }
        }
        return library
    }
}

extension ArgumentHelp {
    /// `--themes`.
    static var themesDirectory: ArgumentHelp {
        ArgumentHelp("A directory of theme files added to the shipped ones.", valueName: "dir")
    }
}
