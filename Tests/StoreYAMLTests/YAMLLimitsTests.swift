import Foundation
import StoreDisplayText
import StoreTestSupport
import StoreYAML
import Testing

@Suite("YAML limits bound time and memory")
struct YAMLLimitsTests {
    /// The classic "billion laughs": nine levels, each nine aliases of the one before.
    static var billionLaughs: String {
        var lines = ["a0: &a0 [lol]"]
        for level in 1...9 {
            let previous = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(previous)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("a billion-laughs document is refused, quickly")
    func billionLaughsRefused() throws {
        let start = ContinuousClock.now
        #expect {
            try YAMLParser().parse(Self.billionLaughs, file: "lol.yml")
        } throws: { error in
            guard let error = error as? YAMLError, case .tooManyAliasExpansions(let limit) = error.kind else {
                return false
            }
            return limit == 100_000 && error.location.line == 6
        }
        // Not a benchmark: a generous bound that only a runaway expansion would break.
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    /// One large anchored string, aliased `count` times: few nodes, a great deal of text.
    static func amplified(_ count: Int, stringBytes: Int = 1 << 20) -> String {
        "big: &big \"" + String(repeating: "x", count: stringBytes) + "\"\ncopies:\n"
            + String(repeating: "  - *big\n", count: count)
    }

    @Test(
        "aliases that repeat a large string are refused by the bytes they add, at the alias, in a fraction of a second")
    func amplificationRefused() throws {
        let yaml = Self.amplified(1_000)
        let start = CostGrowth.threadCPUNanoseconds()
        #expect {
            try YAMLParser().parse(yaml, file: "wide.yml")
        } throws: { error in
            guard let error = error as? YAMLError, case .tooManyAliasExpansionBytes(let limit) = error.kind else {
                return false
            }
            // The ninth alias takes the expansion past 8 MiB: line 3 is the first, so line 11.
            return limit == 8 << 20 && error.location.line == 11 && error.location.column == 5
        }
        #expect(CostGrowth.threadCPUNanoseconds() - start < 1_000_000_000)
    }

    @Test("refusing costs the same however many aliases follow: the parser stops at the limit")
    func amplificationCostIsBounded() {
        let growth = CostGrowth.perUnitRatio(small: 1_000, large: 10_000) { count in
            _ = try? YAMLParser().parse(Self.amplified(count, stringBytes: 64 << 10))
        }
        // Per alias, ten times as many aliases must not cost more than the text they are in.
        #expect(growth < 3, "\(growth)")
    }

    @Test("alias expansion within the limit is fine, and the limit is the caller's to set")
    func aliasLimitIsConfigurable() throws {
        let yaml = "a: &a [1, 2, 3]\nb: [*a, *a, *a]\n"
        _ = try YAMLParser().parse(yaml)
        #expect(throws: YAMLError.self) {
            try YAMLParser(limits: YAMLLimits(maxAliasExpansion: 8)).parse(yaml)
        }
    }

    @Test("nesting deeper than the limit is refused", arguments: [(8, true), (7, false)])
    func depth(levels: Int, refused: Bool) throws {
        let yaml = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
        let parser = YAMLParser(limits: YAMLLimits(maxDepth: 7))
        if refused {
            #expect(
                throws: YAMLError(
                    .tooDeep(limit: 7), at: FilePosition(file: "<string>", line: 1, column: 8), sourceLine: yaml)
            ) {
                try parser.parse(yaml)
            }
        } else {
            _ = try parser.parse(yaml)
        }
    }

    @Test("the default depth limit stops a very deep document")
    func defaultDepth() {
        let yaml = String(repeating: "[", count: 10_000)
        #expect(throws: YAMLError.self) { try YAMLParser().parse(yaml) }
    }

    @Test("input larger than the limit is refused before parsing")
    func inputSize() {
        let parser = YAMLParser(limits: YAMLLimits(maxInputBytes: 10))
        #expect {
            try parser.parse("key: a long enough value\n")
        } throws: { error in
            (error as? YAMLError)?.kind == .inputTooLarge(bytes: 25, limit: 10)
        }
    }
}
