import FuzzSupport
import StoreShippedYAML
import StoreTheme
import StoreThemeTools
import StoreYAML

/// A theme file dropped beside the shipped themes, resolved (through `extends` and every
/// `{reference}`) and linted.
///
/// Invariants: a theme that resolves has an inert name and one-column glyphs; one that does
/// not gives positioned, inert errors; lint's findings are positioned and inert.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    guard let text = text(data, size) else { return 0 }
    var library = ThemeLibrary.shipped
    library.add(ThemeLibrary.Source(name: "fuzz", file: "fuzz.yml", text: text))
    do {
        let theme = try library.resolve("fuzz")
        Invariant.inert(theme.name, "the theme's name")
        for (kind, annotation) in theme.annotations {
            Invariant.inert(annotation.glyph, "annotation \(kind)'s glyph")
            Invariant.check(
                annotation.glyph.count == 1, "annotation \(kind)'s glyph is \(annotation.glyph.count) characters")
        }
    } catch {
        Invariant.check(!error.errors.isEmpty || !error.findings.isEmpty, "a theme failed with no error")
        for finding in error.findings {
            Invariant.check(finding.path != nil || finding.line >= 1, "a token file's finding with no place")
        }
        for problem in error.errors where problem.location.file == "fuzz.yml" {
            Invariant.positioned(problem, in: text)
        }
        Invariant.inert(error.description, "the load error")
    }
    for finding in ThemeLinter().lint(library, files: ["fuzz.yml"]) {
        // At a line and column of YAML, or (for a token file a `tokens:` names) a JSON path.
        Invariant.check(
            (finding.line >= 1 && finding.column >= 1) || finding.path != nil,
            "finding at \(finding.line):\(finding.column) with no JSON path")
        Invariant.inert(finding.description, "a lint finding")
    }
    return 0
}
