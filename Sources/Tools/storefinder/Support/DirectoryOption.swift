import ArgumentParser

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Refuses a `--strings` or `--themes` folder that is not there, as a stores file that is not
/// there is refused: a mistyped path would otherwise render with the shipped tables or themes
/// and a warning that a CI run passes over.
func checkDirectory(_ path: String?, flag: String) throws {
    guard let path else { return }
    // NB: listing it, since FoundationEssentials has no isDirectory out-parameter: only a folder lists.
    guard (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil else {
        throw ValidationError("\(flag): no folder at \"\(path)\"")
    }
}
