import Foundation
import Testing

@testable import StoreDisplayText

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "columns per text",
        arguments: [
            ("Stores", 6), ("中華街", 6), ("Chinatown 中華街", 16), ("🎸", 2), ("Camden Market 🎸", 16),
            ("e\u{301}", 1), ("\u{200B}", 0), ("👨‍👩‍👧", 2), ("🇬🇧", 2), ("❤️", 2), ("ﾊﾝｶｸ", 4), ("ＡＢ", 4),
            ("Невский", 7), ("متجر", 4), ("한국어", 6), ("", 0), ("\u{2068}x\u{2069}", 1), ("…", 1),
        ])
    func widths(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test("the generated wide ranges agree with the committed EastAsianWidth.txt")
    func generatedMatchesSource() throws {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Scripts/unicode/EastAsianWidth.txt"), encoding: .utf8)
        var wide: [ClosedRange<UInt32>] = []
        for line in text.split(separator: "\n") {
            let data =
                line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?.trimmingCharacters(
                    in: .whitespaces) ?? ""
            let parts = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[1] == "W" || parts[1] == "F" else { continue }
            let bounds = parts[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last else { continue }
            if let last = wide.last, last.upperBound + 1 == low {
                wide[wide.count - 1] = last.lowerBound...high
            } else {
                wide.append(low...high)
            }
        }
        #expect(wide == DisplayWidth.wideRanges)
    }

    @Test(
        "text measures as the sum of its scalars, for every scalar below the emoji planes",
        arguments: Array(stride(from: UInt32(0), to: 0x1F000, by: 0x1000)))
    func scalarSums(block: UInt32) {
        let emojiJoiners: Set<UInt32> = [0xFE0F, 0x200D, 0x20E3]
        let scalars = (block..<block + 0x1000).compactMap(Unicode.Scalar.init).filter {
            !emojiJoiners.contains($0.value)
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        #expect(DisplayWidth.of(text) == scalars.reduce(0) { $0 + DisplayWidth.of($1) })
    }

    @Test(
        "the ranges decided without Unicode properties agree with the properties",
        arguments: [
            UInt32(0x00A0)...0x02FF, 0x2000...0x206F, 0x2500...0x25FC,
        ])
    func shortcutRanges(range: ClosedRange<UInt32>) {
        for scalar in range.compactMap(Unicode.Scalar.init) {
            #expect(
                DisplayWidth.of(scalar) == DisplayWidth.propertyWidth(scalar),
                "U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }

    @Test("every CJK ideograph is wide and every combining mark is zero")
    func categories() {
        for value in UInt32(0x4E00)...0x9FFF {
            if let scalar = Unicode.Scalar(value) { #expect(DisplayWidth.of(scalar) == 2) }
        }
        for value in UInt32(0x0300)...0x036F {
            if let scalar = Unicode.Scalar(value) { #expect(DisplayWidth.of(scalar) == 0) }
        }
    }
}

@Suite("Truncating, wrapping and padding by columns")
struct TextLayoutTests {
    @Test(
        "truncation cuts at grapheme boundaries and ends in …",
        arguments: [
            ("Regent Street Flagship", 10, "Regent St…"), ("Невский проспект", 10, "Невский п…"),
            ("中華街中華街", 5, "中華…"), ("Camden 🎸🎸", 9, "Camden…"), ("Camden 🎸🎸", 10, "Camden 🎸…"),
            ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
            ("short", 10, "short"), ("exactly10!", 10, "exactly10!"), ("abc", 0, ""), ("a b", 2, "a…"),
        ])
    func truncate(text: String, width: Int, expected: String) {
        let result = TextLayout.truncate(text, to: width)
        #expect(result == expected)
        #expect(DisplayWidth.of(result) <= width)
        #expect(TextLayout.truncated(text, to: width) == .init(text: expected, width: DisplayWidth.of(expected)))
    }

    @Test(
        "wrapping breaks on spaces, on any character for CJK, and never exceeds the width",
        arguments: [
            ("Find stores near you", 10, ["Find", "stores", "near you"]),
            ("近くの店舗を探す", 6, ["近くの", "店舗を", "探す"]),
            ("Supercalifragilistic", 8, ["Supercal", "ifragili", "stic"]),
            ("", 5, [""]),
            ("Open · closes 21:00", 12, ["Open ·", "closes 21:00"]),
        ])
    func wrap(text: String, width: Int, expected: [String]) {
        let lines = TextLayout.wrap(text, width: width)
        #expect(lines == expected)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(TextLayout.wrapped(text, width: width) == expected.map { .init(text: $0, width: DisplayWidth.of($0)) })
    }

    @Test("wrapping any sample never exceeds the width", arguments: [8, 13, 24])
    func wrapBound(width: Int) {
        let samples = [
            "Chinatown 中華街 is open until late tonight", "店内モードをオンにする 店舗の詳細", "تفعيل وضع التسوّق في المتجر", "🎸🎸🎸🎸🎸🎸🎸 x",
        ]
        for sample in samples {
            #expect(TextLayout.wrap(sample, width: width).allSatisfy { DisplayWidth.of($0) <= width }, "\(sample)")
            #expect(
                TextLayout.wrapped(sample, width: width).allSatisfy { $0.width == DisplayWidth.of($0.text) },
                "\(sample)")
        }
    }

    @Test("padding counts columns, not characters")
    func pad() {
        #expect(TextLayout.pad("中華", to: 6) == "中華  ")
        #expect(TextLayout.pad("ab", to: 4, trailing: true) == "  ab")
        #expect(TextLayout.center("ab", in: 6) == "  ab  ")
    }
}

@Suite("Untrusted text stays inert")
struct UntrustedTextTests {
    @Test(
        "control characters and bidi overrides are removed",
        arguments: [
            ("Shop\u{1B}[31mRed\u{1B}[0m", "Shop[31mRed[0m"), ("A\u{07}B", "AB"), ("C1\u{9B}31m", "C131m"),
            ("rtl\u{202E}evil", "rtlevil"), ("iso\u{2066}late\u{2069}", "isolate"), ("tab\there", "tab here"),
            ("line\nbreak", "line break"), ("clean", "clean"), ("mark\u{200F}", "mark\u{200F}"),
        ])
    func sanitize(input: String, expected: String) {
        #expect(UntrustedText.sanitized(input) == expected)
        #expect(!UntrustedText.sanitized(input).unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test("the byte-level check agrees with the scalar rule for every scalar up to U+FFFF and a sample beyond")
    func byteCheckAgreesWithScalars() {
        let scalars =
            (0...0xFFFF).compactMap(Unicode.Scalar.init) + [0x1F600, 0x10FFFF, 0xE0001].compactMap(Unicode.Scalar.init)
        let disagreeing = scalars.filter { scalar in
            // Short text takes the byte loop; long text the eight-bytes-at-a-time path.
            ["a", "abcdefghijk"].contains { padding in
                let text = padding + String(Character(scalar)) + padding
                return text.utf8.withContiguousStorageIfAvailable(UntrustedText.isClean) != !UntrustedText.isForbidden(
                    scalar)
            }
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5).map { String($0.value, radix: 16) })")
    }

    @Test(
        "a forbidden scalar is found at every position of a long text",
        arguments: ["\u{1B}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2068}", "\n"])
    func forbiddenAtEveryPosition(forbidden: String) {
        let plain = "Opening times for Store 12, near you — café"
        for offset in 0...plain.count {
            var text = plain
            text.insert(contentsOf: forbidden, at: text.index(text.startIndex, offsetBy: offset))
            #expect(text.utf8.withContiguousStorageIfAvailable(UntrustedText.isClean) == false, "at \(offset)")
        }
        #expect(plain.utf8.withContiguousStorageIfAvailable(UntrustedText.isClean) == true)
    }
}
