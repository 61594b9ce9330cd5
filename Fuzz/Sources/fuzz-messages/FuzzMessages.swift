import FuzzSupport
import StoreLocalization
import StoreDisplayText

/// One translation, with the first line as the message and the rest as a placeholder's
/// value: parsed, chosen as a plural form, and formatted in three locales.
///
/// Invariants: every problem's offset is inside the message; every placeholder name is one the
/// message holds; the formatted string is inert apart from the isolates StoreFinder adds
/// around values, which pair up.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessages(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    guard let input = text(data, size) else { return 0 }
    let parts = input.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let source = String(parts[0]), value = parts.count > 1 ? String(parts[1]) : ""
    let message = Message(parsing: source)
    let length = message.source.unicodeScalars.count
    for problem in message.problems {
        Invariant.check((0...length).contains(problem.offset), "problem at \(problem.offset) of \(length): \(problem)")
    }
    for case .literal(let literal) in message.segments { Invariant.inert(literal, "the message's text") }
    var arguments: MessageArguments = ["count": .integer(value.utf8.count % 7)]
    for name in message.placeholders where name != "count" { arguments[name] = .text(value) }
    let location = FilePosition(file: "fuzz.yml", line: 1, column: 1)
    let entries: [String: TableEntry] = [
        "Plain": TableEntry(value: .text(message), location: location),
        "Counted": TableEntry(value: .plural(PluralVariants([.exact(1): message, .category(.few): message, .category(.other): message])), location: location),
    ]
    for locale in ["en", "ru", "ar"] {
        let catalog = StringCatalog(layers: [StringLayer(name: "fuzz", tables: [locale: StringTable(locale: locale, file: "fuzz.yml", entries: entries)])], baseLocale: locale)
        let localizer = Localizer(catalog: catalog, locale: locale)
        for key in ["Plain", "Counted"] {
            Invariant.inert(localizer.string(key, arguments), allowingIsolates: true, "\(key) in \(locale)")
        }
    }
    return 0
}
