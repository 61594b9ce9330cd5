import ArgumentParser
import StoreDisplayText
import StoreIO
import StorePresentation
import StoreShippedYAML
import StoreTheme
import StoreThemeTokens
import StoreThemeTools
import StoreYAML

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
        let names = library.names
        guard !names.contains(nameOrPath) else { return }
        let nearest = NearestName.closest(to: nameOrPath, among: names).map { "did you mean \"\($0)\"? " } ?? ""
        throw ValidationError(
            "--theme: no theme is named \"\(nameOrPath)\" and no file is there; \(nearest)the themes are "
                + names.joined(separator: ", "))
    }

    /// Every finding of `themes lint PATH`, sorted: the themes of a theme file or a directory
    /// (which may extend the shipped ones), a design token file's at the JSON paths of its
    /// values, and a file that cannot be read; with no path, the shipped themes'. What `render`
    /// and `review` report of the themes they are given, too.
    static func lint(_ path: String?) -> [LintFinding] {
        var library = ThemeLibrary.shipped
        var files: Set<String>?
        var unreadable: [LintFinding] = []
        if let path {
            let before = Set(library.sources.values.map(\.file))
            let isThemeFile = !YAMLFiles.isDirectory(path)
            if isThemeFile {
                // The themes beside one file, which it may extend, are read; only it is linted.
                _ = library.addDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
            }
            unreadable = library.add(contentsOf: path).map(LintFinding.init)
            files = isThemeFile ? [path] : Set(library.sources.values.map(\.file)).subtracting(before)
            // A folder's listing (a file has none): the themes in it, which may be the shipped ones.
            let listing = try? FileManager.default.contentsOfDirectory(atPath: path)
            let themeFiles =
                listing?.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") || $0.hasSuffix(".tokens.json") }
                ?? [path]
            if themeFiles.isEmpty, unreadable.isEmpty {
                // As `strings lint` does: a folder with nothing to lint is a mistake, not a pass.
                unreadable.append(
                    LintFinding(
                        at: FilePosition(file: path, line: 1, column: 1), rule: "structure",
                        "no themes (.yml or .tokens.json) found here"))
            }
        }
        // A token file's findings are said at the JSON paths of its values.
        return (unreadable + ThemeLinter().lint(library, files: files)).sorted()
    }

    /// The shipped themes' YAML and the directory's; unreadable files are printed as warnings.
    func liveLibrary() -> ThemeLibrary {
        var library = ThemeLibrary.shipped
        if let directory {
            // Design tokens laid out as roles are themes too, read with the YAML.
            for unreadable in library.addDirectory(directory) { printError("warning: \(unreadable) (left out)") }
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
