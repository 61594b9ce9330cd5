/// One CLDR plural condition, such as `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`,
/// parsed once into a tree and evaluated on ``PluralOperands``.
///
/// ```swift
/// let few = try PluralRule("v = 0 and i % 10 = 2..4 and i % 100 != 12..14")
/// few.matches(PluralOperands(23)) // true
/// ```
public struct PluralRule: Sendable, Hashable {
    /// `a or b or …`, each `x and y and …`.
    let disjunction: [[Relation]]

    struct Relation: Sendable, Hashable {
        enum Operand: Character, Sendable, Hashable { case n = "n", i = "i", v = "v", w = "w", f = "f", t = "t", e = "e", c = "c" }
        var operand: Operand
        var modulus: Int?
        var negated: Bool
        var ranges: [ClosedRange<Int>]
    }

    /// A problem in a rule's text.
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        public var rule: String
        public var message: String
        public var description: String { "plural rule \"\(rule)\": \(message)" }
    }

    /// Parses `text`; an empty condition (CLDR's `other`) matches every number.
    public init(_ text: String) throws(SyntaxError) {
        let tokens = text.split(whereSeparator: \.isWhitespace).map(String.init)
        var index = 0
        var disjunction: [[Relation]] = []
        var conjunction: [Relation] = []
        func fail(_ message: String) -> SyntaxError { SyntaxError(rule: text, message: message) }
        while index < tokens.count {
            guard let first = tokens[index].first, tokens[index].count == 1,
                  let operand = Relation.Operand(rawValue: first) else {
                throw fail("expected an operand (n, i, v, w, f, t, e), found \"\(tokens[index])\"")
            }
            index += 1
            var modulus: Int?
            if index < tokens.count, tokens[index] == "%" {
                guard index + 1 < tokens.count, let value = Int(tokens[index + 1]), value > 0 else { throw fail("expected a modulus after %") }
                modulus = value
                index += 2
            }
            guard index < tokens.count, tokens[index] == "=" || tokens[index] == "!=" else { throw fail("expected = or !=") }
            let negated = tokens[index] == "!="
            index += 1
            guard index < tokens.count else { throw fail("expected a value or range") }
            var ranges: [ClosedRange<Int>] = []
            for item in tokens[index].split(separator: ",") {
                let bounds = item.split(separator: "..", omittingEmptySubsequences: false)
                guard let low = Int(bounds[0]), let high = Int(bounds.last ?? ""), bounds.count <= 2, low <= high else {
                    throw fail("expected a value or range such as 2..4, found \"\(item)\"")
                }
                ranges.append(low...high)
            }
            index += 1
            conjunction.append(Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges))
            if index < tokens.count {
                switch tokens[index] {
                case "and": break
                case "or":
                    disjunction.append(conjunction)
                    conjunction = []
                default: throw fail("expected and or or, found \"\(tokens[index])\"")
                }
                index += 1
                guard index < tokens.count else { throw fail("the rule ends after a connective") }
            }
        }
        if !conjunction.isEmpty { disjunction.append(conjunction) }
        self.disjunction = disjunction
    }

    /// Whether the rule holds for `operands`. An empty rule always holds.
    public func matches(_ operands: PluralOperands) -> Bool {
        disjunction.isEmpty || disjunction.contains { $0.allSatisfy { $0.holds(for: operands) } }
    }
}

extension PluralRule.Relation {
    func holds(for operands: PluralOperands) -> Bool {
        let contained: Bool
        if operand == .n {
            // NB: n keeps its fraction; a range only holds integers, so n = 2..4 is false for 2.5.
            var value = operands.n
            if let modulus { value = value.truncatingRemainder(dividingBy: Double(modulus)) }
            contained = value == value.rounded(.towardZero) && ranges.contains { Double($0.lowerBound) <= value && value <= Double($0.upperBound) }
        } else {
            var value: Int
            switch operand {
            case .i: value = operands.i
            case .v: value = operands.v
            case .w: value = operands.w
            case .f: value = operands.f
            case .t: value = operands.t
            case .e, .c: value = operands.e
            case .n: value = operands.i
            }
            if let modulus { value %= modulus }
            contained = ranges.contains { $0.contains(value) }
        }
        return contained != negated
    }
}
