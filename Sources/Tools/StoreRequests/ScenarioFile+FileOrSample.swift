import StoreInput

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ScenarioFile {
    /// A scenario named on a command line: a scenario file when one exists at that path, else
    /// the name of a sample, which `sample` finds. The one rule for every kind of scenario.
    static func fileOrSample(_ argument: String, sample: (String) throws(InputError) -> Self) throws(InputError) -> Self
    {
        if FileManager.default.fileExists(atPath: argument) { return try load(contentsOf: argument) }
        return try sample(argument)
    }
}
