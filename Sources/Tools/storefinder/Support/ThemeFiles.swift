import ArgumentParser
import StoreTheme
import StoreThemeTools
import StoreShippedYAML

/// `--themes DIR`: more themes, by file name, beside the shipped ones.
struct ThemeFiles {
    /// The directory given with `--themes`, if any.
    var directory: String?

    /// The shipped themes and the directory's; unreadable files are printed as warnings.
    func library() -> ThemeLibrary {
        var library = ThemeLibrary.shipped
        if let directory {
            for unreadable in library.addDirectory(directory) { printError("warning: \(unreadable) (left out)") }
        }
        return library
    }
}

extension ArgumentHelp {
    /// `--themes`.
    static var themesDirectory: ArgumentHelp { ArgumentHelp("A directory of theme files added to the shipped ones.", valueName: "dir") }
}
