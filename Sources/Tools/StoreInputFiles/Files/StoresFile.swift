import StoreDisplayText
import StoreDomain
import StoreIO

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A stores file as read: its page, and where its stores sit, so that warnings can point
/// into it.
///
/// ```swift
/// let file = try StoresFile.load(contentsOf: "stores.json")
/// for warning in file.warnings() { print("warning: \(warning)") }
/// ```
public struct StoresFile: Sendable {
    /// The file, as the user named it.
    public var name: String
    /// The stores and the next-page token.
    public var page: StorePage
    /// The JSONPath of the list of stores: `$` for a plain list, `$.stores` for a page object.
    public var storesPath: String
    /// The keys of the file that no store field reads, one warning per key path.
    public var unknownKeys: [InputWarning] = []

    /// Decodes a stores file held in memory, and refuses one whose stores a screen could not
    /// tell apart or place: two stores with one `id` (a link or a `--store` would pick the
    /// first), or a country libaddressinput does not know (the address would lose its
    /// postcode, and the store would count as abroad). Every such problem is reported.
    public static func decode(_ data: Data, file: String) throws(InputError) -> StoresFile {
        let (page, unknownKeys) = try InputLoader.decodeNotingUnknownKeys(StorePage.self, from: data, file: file)
        let stores = StoresFile(
            name: file, page: page, storesPath: Self.startsWithList(data) ? "$" : "$.stores", unknownKeys: unknownKeys)
        let problems = stores.errors()
        guard problems.isEmpty else { throw problems.count == 1 ? problems[0] : .several(problems) }
        return stores
    }

    /// What makes the file unusable although it decodes: duplicate ids, each naming the first
    /// store with the id, and unknown countries.
    func errors() -> [InputError] {
        var firstIndex: [String: Int] = [:]
        var problems: [InputError] = []
        for (index, store) in page.stores.enumerated() {
            if let first = firstIndex[store.id] {
                problems.append(
                    .json(
                        file: name, path: "\(storesPath)[\(index)].id",
                        message:
                            "the id \"\(store.id)\" is also the id of the store at \(storesPath)[\(first)]; every store needs its own"
                    ))
            } else {
                firstIndex[store.id] = index
            }
            if let problem = AddressChecks.error(for: store.address, at: "\(storesPath)[\(index)].address", file: name)
            {
                problems.append(problem)
            }
        }
        return problems
    }

    /// Reads and decodes the stores file at `path`.
    public static func load(contentsOf path: String) throws(InputError) -> StoresFile {
        try decode(InputLoader.read(path), file: path)
    }

    /// What looks wrong in the file without stopping a render: keys no field reads, addresses
    /// that do not look like their country's, and fields their country's layout does not show
    /// (``AddressChecks``).
    public func warnings() -> [InputWarning] {
        unknownKeys
            + page.stores.enumerated().flatMap { index, store in
                AddressChecks.warnings(for: store.address, at: "\(storesPath)[\(index)].address", file: name)
                    + kindWarnings(of: store, at: index)
            }
    }

    /// A kind one letter or two from a named one (`flagshp`): kinds are open, so it is read as
    /// written, but it gets neither the named kind's words nor its pin.
    private func kindWarnings(of store: Store, at index: Int) -> [InputWarning] {
        guard !Store.namedKinds.contains(store.kind),
            let meant = NearestName.closest(to: store.kind, among: Store.namedKinds)
        else { return [] }
        return [
            InputWarning(
                file: name, path: "\(storesPath)[\(index)].kind",
                message:
                    "the kind \"\(UntrustedText.sanitized(store.kind))\" is not one the tables and themes name; did you mean \"\(meant)\"? "
                    + "It shows as written, with the default pin")
        ]
    }

    /// Whether the document's root is a list: JSON `[`, or a YAML `- ` entry. White space,
    /// YAML comment lines and a `---` document marker before it are skipped.
    private static func startsWithList(_ data: Data) -> Bool {
        let bytes = Array(data.prefix(4096))
        var index = 0
        func skipLine() {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                index += 1
            case UInt8(ascii: "#"):
                skipLine()
            case UInt8(ascii: "["):
                return true
            case UInt8(ascii: "-"):
                let next = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: "\n")
                if next == UInt8(ascii: "-") {
                    skipLine()
                    continue
                }
                return [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(next)
            default:
                return false
            }
        }
        return false
    }
}
