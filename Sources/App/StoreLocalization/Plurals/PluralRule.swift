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
        enum Operand: Character, Sendable, Hashable {
            case n = "n"
            case i = "i"
            case v = "v"
            case w = "w"
            case f = "f"
            case t = "t"
            case e = "e"
            case c = "c"
        }
        var operand: Operand
        var modulus: Int?
        var negated: Bool
        var ranges: [Bounds]
    }

    /// The integers from `lower` to `upper`, both included: `2..4`, or `7` alone.
    ///
    /// NB: not `ClosedRange<Int>`, whose generic metadata costs an app's first plural lookup
    /// a runtime conformance lookup.
    struct Bounds: Sendable, Hashable {
        var lower: Int
        var upper: Int

        func contains(_ value: Int) -> Bool { lower <= value && value <= upper }
    }

    /// A problem in a rule's text.
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The rule's text.
        public var rule: String
        /// What is wrong with it.
        public var message: String
        public var description: String { "plural rule \"\(rule)\": \(message)" }
    }

    /// Parses `text`; an empty condition (CLDR's `other`) matches every number.
    ///
    /// NB: CLDR's rules are ASCII, and are read as bytes: splitting them as `Character`s on
    /// Unicode whitespace and on a `".."` separator made parsing the first rule of a process pay
    /// for the generic string-searching machinery's set-up.
    public init(_ text: String) throws(SyntaxError) {
        let tokens = Self.tokens(of: text)
        var index = 0
        var disjunction: [[Relation]] = []
        var conjunction: [Relation] = []
        func fail(_ message: String) -> SyntaxError { SyntaxError(rule: text, message: message) }
        while index < tokens.count {
            guard tokens[index].utf8.count == 1, let first = tokens[index].first,
                let operand = Relation.Operand(rawValue: first)
            else {
                throw fail("expected an operand (n, i, v, w, f, t, e), found \"\(tokens[index])\"")
            }
            index += 1
            var modulus: Int?
            if index < tokens.count, tokens[index] == "%" {
                guard index + 1 < tokens.count, let value = Int(tokens[index + 1]), value > 0 else {
                    throw fail("expected a modulus after %")
                }
                modulus = value
                index += 2
            }
            guard index < tokens.count, tokens[index] == "=" || tokens[index] == "!=" else {
                throw fail("expected = or !=")
            }
            let negated = tokens[index] == "!="
            index += 1
            guard index < tokens.count else { throw fail("expected a value or range") }
            var ranges: [Bounds] = []
            for item in Self.pieces(of: tokens[index], separatedBy: UInt8(ascii: ",")) where !item.isEmpty {
                guard let range = Self.range(item) else {
                    throw fail("expected a value or range such as 2..4, found \"\(item)\"")
                }
                ranges.append(range)
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

    /// The rule's words, split at ASCII spaces, tabs and line breaks.
    private static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        for piece in pieces(of: text, separatedBy: UInt8(ascii: " ")) {
            for token in pieces(of: piece, separatedBy: UInt8(ascii: "\t")) where !token.isEmpty {
                tokens += pieces(of: token, separatedBy: UInt8(ascii: "\n")).filter { !$0.isEmpty }
            }
        }
        return tokens
    }

    /// `text` split at every `separator` byte, empty pieces kept.
    private static func pieces(of text: String, separatedBy separator: UInt8) -> [String] {
        var pieces: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            if byte == separator {
                pieces.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
        }
        pieces.append(String(decoding: current, as: UTF8.self))
        return pieces
    }

    /// `4` or `2..4` as a range; `nil` for anything else, or a range whose ends are reversed.
    private static func range(_ item: String) -> Bounds? {
        let bytes = Array(item.utf8)
        var dots: Int?
        for index in bytes.indices.dropLast()
        where bytes[index] == UInt8(ascii: ".") && bytes[index + 1] == UInt8(ascii: ".") {
            guard dots == nil else { return nil }
            dots = index
        }
        guard let dots else { return Int(item).map { Bounds(lower: $0, upper: $0) } }
        guard let low = Int(String(decoding: bytes[..<dots], as: UTF8.self)),
            let high = Int(String(decoding: bytes[(dots + 2)...], as: UTF8.self)), low <= high
        else { return nil }
        return Bounds(lower: low, upper: high)
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
            contained =
                value == value.rounded(.towardZero)
                && ranges.contains { Double($0.lower) <= value && value <= Double($0.upper) }
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
