import FuzzSupport
import StoreLocalization
import StoreLocalizationTools

/// An XLIFF file a translation service sent back, read as `strings import` reads it, each
/// target's arguments turned back into placeholders.
///
/// Invariants: a refusal names a line and column within the input and is inert; every unit's
/// place is within the input; a target whose arguments come home holds no argument left
/// unconverted.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTranslations(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    guard let text = text(data, size) else { return 0 }
    let lines = text.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    func checkPlace(_ place: String, _ what: String) {
        let parts = place.split(separator: ":").compactMap { Int($0) }
        Invariant.check(parts.count == 2 && parts[0] >= 1 && parts[0] <= lines && parts[1] >= 1, "\(what) at \(place)")
    }
    do {
        for file in try XLIFFReader().read(text, file: "de.xliff") {
            for unit in file.units {
                checkPlace(unit.place, "unit \(unit.id.debugDescription)")
                _ = TranslationUnit.parse(id: unit.id)
                guard let target = unit.text else { continue }
                if let converted = try? XcodeArguments.tableText(target, order: ["count", "name"]) {
                    Invariant.check(
                        Message(parsing: converted).placeholders.allSatisfy { !$0.contains("$") },
                        "an argument was left as a placeholder name: \(converted.debugDescription)")
                }
            }
        }
    } catch {
        checkPlace(error.path, "the error")
        Invariant.inert(error.description, "the error")
    }
    return 0
}
