/// Writes a table in the format ``CompiledTable`` reads: what the `StoreFinderResources`
/// plugin puts into an app's generated source.
///
/// ```swift
/// let records = CompiledTableWriter.records(of: table)
/// let same = StringTable(compiled: records, locale: table.locale, file: table.file,
///                        rootLine: table.rootLocation.line, rootColumn: table.rootLocation.column)
/// // same == table
/// ```
package enum CompiledTableWriter {
    /// The records of every entry of `table`, sorted by the key's UTF-8 bytes.
    package static func records(of table: StringTable) -> String {
        var output = CompiledTable.header
        let entries = table.entries.sorted { lhs, rhs in
            lhs.key.utf8.lexicographicallyPrecedes(rhs.key.utf8)
        }
        for (key, entry) in entries {
            write(key, to: &output)
            write([entry.keyLocation.line, entry.keyLocation.column, entry.location.line, entry.location.column], to: &output)
            switch entry.value {
            case .text(let message):
                write([0], to: &output)
                write(message.source, to: &output)
            case .plural(let variants):
                write([variants.count], to: &output)
                for (selector, message) in variants {
                    let location = entry.variantLocations[selector] ?? entry.location
                    write(selector.description, to: &output)
                    write([location.line, location.column], to: &output)
                    write(message.source, to: &output)
                }
            }
        }
        return output
    }

    private static func write(_ numbers: [Int], to output: inout String) {
        // Overrides set in code sit at line 0; nothing in a file is before line 1.
        for number in numbers { output += String(max(0, number)) + ";" }
    }

    private static func write(_ text: String, to output: inout String) {
        output += String(text.utf8.count) + ";" + text
    }
}
