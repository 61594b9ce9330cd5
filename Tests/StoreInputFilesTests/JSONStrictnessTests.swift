import Foundation
import StoreDomain
import StoreSeededRandom
import StoreTestSupport
import Testing

@testable import StoreInputFiles

/// Both readers are asked for a `JSONValue`, which reads every string and number: Foundation's
/// decoder checks a string's UTF-8, or a number's range, only when something reads it.
@Suite("The JSON reader accepts what Foundation accepts, and reads the same values")
struct JSONStrictnessTests {
    /// One sample store, as an app's backend would send it.
    static let seed = Array(
        #"{"stores":[{"id":"ldn-regent","name":"Regent Street","coordinate":{"latitude":51.5136,"longitude":-0.1401},"address":{"lines":["214 Regent Street"],"city":"London","country":"GB"},"openingHours":{"timeZone":"Europe\/London","week":{"monday":["09:00-21:00"],"sunday":"closed"}},"tags":["repairs"],"customData":{"floors":4,"cafe":true,"note":null,"é":"\u00e9\ud83d\ude00"}}],"nextPageToken":"p2"}"#
            .utf8)

    /// Bytes that matter to a JSON parser, and some that must never appear raw.
    static let alphabet =
        Array(#"{}[]",:\/0123456789.eE+-tfnul "#.utf8) + [0x00, 0x09, 0x0A, 0x1F, 0x7F, 0x80, 0xC3, 0xED, 0xFF]

    @Test("2,000 seeded mutations of a stores page: the same verdict and value as JSONDecoder")
    func mutations() {
        var random = SplitMix64(seed: 8)
        var disagreements: [String] = []
        var rejected = 0, trailingCommas = 0
        for _ in 0..<2_000 {
            var bytes = Self.seed
            for _ in 0...random.next(below: 2) {
                let at = random.next(below: bytes.count)
                switch random.next(below: 3) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(Self.alphabet[random.next(below: Self.alphabet.count)], at: at)
                default: bytes[at] = Self.alphabet[random.next(below: Self.alphabet.count)]
                }
            }
            let foundation = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
            let ours = Self.read(bytes)
            if ours == nil { rejected += 1 }
            // The one difference by design: JSONDecoder accepts a comma before a closing ] or },
            // which RFC 8259 does not; without those commas the two must agree again.
            if let foundation, ours == nil, Self.read(Self.withoutTrailingCommas(bytes)) == foundation {
                trailingCommas += 1
                continue
            }
            if foundation != ours {
                disagreements.append(
                    "\(String(decoding: bytes, as: UTF8.self)): Foundation \(String(describing: foundation)), ours \(String(describing: ours))"
                )
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.first ?? "")")
        #expect(
            rejected > 300 && rejected < 1_800, "the mutations should break the text often, not always: \(rejected)")
        #expect(trailingCommas > 0, "the table should meet the one known difference")
    }

    private static func read(_ bytes: [UInt8]) -> JSONValue? {
        guard let root = try? JSONParser.parse(bytes) else { return nil }
        return try? JSONValue(from: JSONDocumentDecoder(document: root))
    }

    /// The bytes with each comma that is followed, after spaces, by `]` or `}` removed.
    /// (Commas inside strings are kept: the seed's strings have none before a bracket.)
    private static func withoutTrailingCommas(_ bytes: [UInt8]) -> [UInt8] {
        let spaces: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        var result: [UInt8] = []
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: ","),
                let next = bytes[(index + 1)...].first(where: { !spaces.contains($0) }),
                next == UInt8(ascii: "]") || next == UInt8(ascii: "}")
            {
                continue
            }
            result.append(byte)
        }
        return result
    }
}
