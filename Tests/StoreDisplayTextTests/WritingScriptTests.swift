import Foundation
import Testing

@testable import StoreDisplayText

@Suite("Latin script is told from other scripts by Unicode's Scripts.txt")
struct WritingScriptTests {
    @Test(
        "digits, punctuation and accents do not make text non-Latin",
        arguments: [
            ("12 Rue de l’Église", true),
            ("Straße 5, 2. OG", true),
            ("Łódź", true),
            ("Ōtemachi 1-1", true),
            ("", true),
            ("1-2-3", true),
            ("Невский проспект, 28", false),
            ("丸の内1-1", false),
            ("Tokyo 東京", false),
            ("شارع", false),
            ("Ελλάδα", false),
        ])
    func latin(text: String, isLatin: Bool) {
        #expect(WritingScript.isLatin(text) == isLatin)
    }
}

@Suite("The generated script table")
struct LatinScriptTableTests {
    @Test(
        "agrees with the committed Scripts.txt: every scalar is kept exactly when its script is Latin, Common or Inherited"
    )
    func generatedMatchesSource() throws {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Scripts/unicode/Scripts.txt"), encoding: .utf8)
        var checked = 0
        for line in text.split(separator: "\n") {
            let data =
                line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?.trimmingCharacters(
                    in: .whitespaces) ?? ""
            let parts = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            let bounds = parts[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last else { continue }
            let kept = ["Latin", "Common", "Inherited"].contains(parts[1])
            for value in [low, high] {
                #expect(
                    ScalarRanges.contains(value, in: WritingScript.latinCommonInheritedBounds) == kept,
                    "U+\(String(value, radix: 16)) \(parts[1])")
                checked += 1
            }
        }
        #expect(checked > 2000)
    }
}
