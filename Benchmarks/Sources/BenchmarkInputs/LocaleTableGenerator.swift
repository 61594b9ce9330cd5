import StoreSeededRandom

/// Makes a large string table the same way every time: keys nested 3 to 4 levels, about
/// 10% plurals, and two placeholders per string on average.
///
/// ```swift
/// let yaml = LocaleTableGenerator(seed: 7).yaml(keys: 10_000)
/// ```
public struct LocaleTableGenerator: Sendable {
    public let seed: UInt64

    public init(seed: UInt64 = 7) {
        self.seed = seed
    }

    private static let words = ["Store", "Finder", "List", "Map", "Details", "Stock", "Opening", "Times", "Search", "Error",
                                "Location", "Product", "Card", "Button", "Title", "Message", "Action", "Footer", "Header", "Row"]
    private static let text = ["Find", "your", "nearest", "store", "open", "until", "late", "today", "with", "stock", "of", "the", "item", "near", "you"]
    private static let placeholders = ["name", "count", "time", "day", "distance", "store", "price", "query"]

    /// The YAML text of a table with `keys` keys under the root `en:`.
    public func yaml(keys: Int) -> String {
        var random = SplitMix64(seed: seed)
        var lines = ["en:"]
        lines.reserveCapacity(keys * 2)
        var written = 0
        var group = 0
        while written < keys {
            // Each top-level group holds up to 100 keys in sub-groups of 10: 3 levels, some 4.
            let top = "\(Self.words[group % Self.words.count])\(group)"
            lines.append("  \(top):")
            for sub in 0..<10 where written < keys {
                let middle = "\(Self.words[(group + sub) % Self.words.count])\(sub)"
                lines.append("    \(middle):")
                let deep = random.next(below: 3) == 0
                var indent = "      "
                if deep {
                    lines.append("      Deep:")
                    indent = "        "
                }
                for leaf in 0..<10 where written < keys {
                    let name = "\(Self.words[(leaf + sub) % Self.words.count])Key\(leaf)"
                    if random.next(below: 10) == 0 {
                        lines.append("\(indent)\(name):")
                        lines.append("\(indent)  one: \"One \(sentence(&random)) %{count}\"")
                        lines.append("\(indent)  other: \"Many \(sentence(&random)) %{count} %{name}\"")
                    } else {
                        lines.append("\(indent)\(name): \"\(sentence(&random))\"")
                    }
                    written += 1
                }
            }
            group += 1
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Four to eight words with zero to four placeholders, two on average.
    private func sentence(_ random: inout SplitMix64) -> String {
        let count = 4 + random.next(below: 5)
        var words = (0..<count).map { _ in Self.text[random.next(below: Self.text.count)] }
        let placeholders = random.next(below: 5)
        for index in 0..<placeholders {
            words.insert("%{\(Self.placeholders[(index + random.next(below: 3)) % Self.placeholders.count])}", at: random.next(below: words.count + 1))
        }
        return words.joined(separator: " ")
    }

    /// A key with exactly two placeholders that the generator always writes, for lookup benchmarks.
    public static let lookupYAML = """
    en:
      Bench:
        Greeting: "Hello %{name}, %{count} stores are open near you"
    """
}

