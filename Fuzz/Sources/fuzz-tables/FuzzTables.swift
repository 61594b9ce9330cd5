import FuzzSupport
import StoreLocalization
import StoreLocalizationTools
import StoreYAML

/// A string table, loaded the two ways the tools load one, then linted.
///
/// Invariants: the stream and the tree agree; a refusal is a positioned, inert error; every
/// loaded message's text is inert; lint's findings are positioned and inert.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTables(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    guard let text = text(data, size) else { return 0 }
    let loader = StringTableLoader()
    let streamed = Result { () throws(YAMLError) in try loader.load(text, file: "en.yml") }
    let replayed = Result { () throws(YAMLError) in try loader.load(try loader.parser.parse(text, file: "en.yml")) }
    switch (streamed, replayed) {
    case (.success(let table), .success(let other)):
        Invariant.check(table == other, "the stream and the tree load different tables")
        for key in table.keys {
            for message in table[key]?.value.messages ?? [] {
                for case .literal(let literal) in message.segments { Invariant.inert(literal, "message \(key)") }
            }
        }
    case (.failure(let error), .failure):
        Invariant.positioned(error, in: text)
    case (.success, .failure(let error)), (.failure(let error), .success):
        // A limit (depth, aliases) may trip in one reader only; anything else must agree.
        switch error.kind {
        case .tooDeep, .tooManyAliasExpansions, .tooManyAliasExpansionBytes, .inputTooLarge: Invariant.positioned(error, in: text)
        default: Invariant.check(false, "one reader loads what the other refuses: \(error)")
        }
    }
    for finding in StringTableLinter().lint(files: [("en.yml", text)]) {
        Invariant.check(finding.line >= 1 && finding.column >= 1, "finding at \(finding.line):\(finding.column)")
        Invariant.inert(finding.description, "a lint finding")
    }
    return 0
}
