/// Words a screen reader says around an element's own texts, taken from a string table when
/// the element was mapped: `StoreFinder.Accessibility.Row`, "%{name}. %{details}", becomes
/// "" before the name, ". " between, "" after.
///
/// The element fills it with its texts' spoken forms when its label is read, so a text a
/// mapper changed after mapping is what is said. Filled, it reads exactly as the table's
/// message would with the same values: a right-to-left locale's isolates around each value
/// are part of the pieces.
///
/// ```swift
/// let template = context.spokenTemplate(slots: 1) { Strings.Filters.Accessibility.on(name: $0[0]) }
/// template.filled(["Pharmacy"])   // "Pharmacy filter, on"
/// ```
public struct SpokenTemplate: Sendable, Hashable {
    /// The words before, between and after the places values go: one more than the places.
    public private(set) var pieces: [String]
    /// Which value goes in each place, in order: a translation may put them in another order
    /// than the key names them, or leave one out.
    public private(set) var order: [Int]

    /// A template of `pieces` with value `order[i]` after `pieces[i]`; `order` defaults to the
    /// values in turn.
    public init(pieces: [String], order: [Int]? = nil) {
        let pieces = pieces.isEmpty ? [""] : pieces
        self.pieces = pieces
        self.order = order ?? Array(0..<(pieces.count - 1))
        if self.order.count != pieces.count - 1 {
            self.order = Array(self.order.prefix(pieces.count - 1))
            self.pieces = Array(pieces.prefix(self.order.count + 1))
        }
    }

    /// The values said one after another with nothing around them: for an element made
    /// without a table.
    public static func plain(slots: Int) -> SpokenTemplate {
        SpokenTemplate(pieces: Array(repeating: "", count: max(0, slots) + 1))
    }

    /// The words with `values` in their places; a missing value reads as nothing.
    public func filled(_ values: [String]) -> String {
        var result = pieces[0]
        for (place, value) in order.enumerated() {
            if values.indices.contains(value) { result += values[value] }
            result += pieces[place + 1]
        }
        return result
    }

    /// This template with value `index` in its places for good, and the later values one
    /// index lower: `filling(slot: 1, with: "Store")` of (name, kind) takes (name).
    public func filling(slot index: Int, with value: String) -> SpokenTemplate {
        var pieces = [self.pieces[0]]
        var order: [Int] = []
        for (place, slot) in self.order.enumerated() {
            if slot == index {
                pieces[pieces.count - 1] += value + self.pieces[place + 1]
            } else {
                order.append(slot > index ? slot - 1 : slot)
                pieces.append(self.pieces[place + 1])
            }
        }
        return SpokenTemplate(pieces: pieces, order: order)
    }
}
