import StoreIO

/// A key of an input file that no field reads: a backend's extra field, or a misspelt one.
///
/// ```text
/// stores.json: $.stores[3].stauts: unknown key; did you mean "status"?      (an error)
/// stores.json: $.stores[*].openingNote: unknown key, not read (37 stores)   (a warning in check)
/// ```
public struct UnknownKey: Sendable, Hashable {
    /// The coding path of the object that has it.
    public var objectPath: [String]
    /// The key as written.
    public var name: String
    /// The key the object's type reads that it is likely a misspelling of: within two edits.
    public var nearest: String?

    init(objectPath: [any CodingKey], name: String, nearest: String?) {
        self.objectPath = objectPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        self.name = name
        self.nearest = nearest
    }

    /// Its JSONPath: `$.stores[3].stauts`, or `$.a["two words"]` for a key that is not a name.
    public var path: String { JSONPathText.path(objectPath + [name]) }

    /// Its JSONPath with every array index as `[*]`, so the same key of every store is one path.
    public var pattern: String {
        JSONPathText.path(objectPath.map { $0.hasPrefix("[") ? "[*]" : $0 } + [name])
    }

}

/// The nearest asked name: ``StoreIO/NearestName``, kept here so the JSON and YAML readers ask
/// the same way.
package enum NearestKeyName {
    package static func closest(to name: String, among asked: Set<String>) -> String? {
        NearestName.closest(to: name, among: asked.sorted())
    }
}
