import Foundation

/// Names taken from file paths, for the files whose name means something: a table's
/// locale, a theme's name.
public enum FileName {
    /// The last path component without its extension: `Localizations/pt-BR.yml` → `pt-BR`.
    public static func stem(of path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
