#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON every command prints: pretty, with sorted keys so output diffs cleanly, and
/// unescaped slashes so URLs read as written.
func prettyJSON(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}
