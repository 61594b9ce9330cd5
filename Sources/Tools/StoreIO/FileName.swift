/// Names taken from file paths, for the files whose name means something: a table's
/// locale, a theme's name; and the one join the package needs.
///
/// NB: plain string work on `/`-separated paths rather than `NSString`'s path methods,
/// which live in swift-corelibs-foundation: importing it costs every process that links
/// StoreFinder a library load at start-up.
package enum FileName {
    /// The last path component without its extension: `Localizations/pt-BR.yml` → `pt-BR`.
    ///
    /// Trailing slashes are ignored, and a name that is only an extension (`.hidden`) is kept.
    package static func stem(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return String(name) }
        return String(name[..<dot])
    }

    /// The last path component: `Localizations/pt-BR.yml` → `pt-BR.yml`.
    package static func lastComponent(of path: String) -> String {
        String(lastComponent(of: path[...]))
    }

    /// `name` inside `directory`, with exactly one `/` between them: `("Themes/", "dark.yml")` →
    /// `Themes/dark.yml`. An empty directory gives `name`.
    package static func join(_ directory: String, _ name: String) -> String {
        guard !directory.isEmpty else { return name }
        let trimmedName = name.drop { $0 == "/" }
        return directory.hasSuffix("/") ? directory + trimmedName : directory + "/" + trimmedName
    }

    /// The folder a path is in: `Examples/Delivery/cities.yml` → `Examples/Delivery`; a bare
    /// name gives `""`, which ``join(_:_:)`` reads as "here".
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` as named inside `file`: itself when absolute, else relative to the folder `file`
    /// is in, without `.` and with each `..` taken back where it can be. A cities file's
    /// `zones: zones.geojson` is the zones file beside it; a resolver's
    /// `./base/../light.tokens.json` is `light.tokens.json` beside it, the same name as the file
    /// named any other way.
    package static func resolve(_ path: String, besides file: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let folder = directory(of: file)
        var parts =
            folder.isEmpty
            ? []
            : folder == "/" ? [""] : folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != "..", !last.isEmpty { parts.removeLast() } else { parts.append("..") }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    private static func lastComponent(of path: Substring) -> Substring {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/"), path != "/" else { return path }
        return path[path.index(after: slash)...]
    }
}
