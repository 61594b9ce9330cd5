import StoreLocalization
import StoreLocalizationTools

/// Writes string tables as Swift expressions that build them compiled: the records in one
/// string literal, read in place at run time.
///
/// ```swift
/// TableCompiler.expression(for: table)
/// // StringTable(compiled: "SFT1;13;Stock.InStock…", locale: "en", file: "Localizations/en.yml", rootLine: 1, rootColumn: 1)
/// ```
public enum TableCompiler {
    /// The Swift expression that builds `table`, equal to it, with no YAML at run time.
    public static func expression(for table: StringTable) -> String {
        "StringTable(compiled: \(SwiftLiteral.string(records(for: table))), locale: \(SwiftLiteral.string(table.locale)), "
            + "file: \(SwiftLiteral.string(table.file)), rootLine: \(table.rootLocation.line), rootColumn: \(table.rootLocation.column))"
    }

    /// The records the expression carries: what `StringTable(compiled:…)` reads at run time.
    public static func records(for table: StringTable) -> String {
        TableRecordsWriter.records(of: table)
    }
}
