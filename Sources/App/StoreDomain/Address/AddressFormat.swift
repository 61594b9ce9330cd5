import StoreDisplayText

/// How one country writes its addresses: the line order, the separators and the fields it
/// uses, and what its postcodes look like. The data is Google's libaddressinput, the one
/// behind Android and Chrome autofill, compiled in as a table (see NOTICE).
///
/// ```swift
/// let address = Address(lines: ["767 Fifth Avenue"], city: "New York", region: "NY",
///                       postcode: "10153", country: "US")
/// AddressFormat.of(country: "US").lines(of: address)
/// // ["767 Fifth Avenue", "New York, NY 10153"]
/// ```
///
/// The layout is the country's native one, or its Latin-script one (Japan, China, Korea and
/// others have both) when the address is written in Latin script. Fields are shown as
/// written: libaddressinput's upper-casing is for envelopes, not screens.
public struct AddressFormat: Sendable, Hashable {
    /// The country whose conventions these are; `ZZ` for the default a country without data gets.
    public let country: String
    /// The native layout, in libaddressinput's notation: `%C, %S %Z` and `%n` for a new line.
    public let layout: String
    /// The layout for addresses written in Latin script, when the country has a separate one.
    public let latinLayout: String?
    /// The fields a complete address in the country has.
    public let requiredFields: Set<AddressField>
    /// The country's postcodes, as a regular expression a whole postcode matches.
    public let postcodePattern: String?
    /// Postcodes that match the pattern, for messages.
    public let postcodeExamples: [String]
    /// What the country writes before a postcode, such as `CH-`, when its layout writes it.
    public let postcodePrefix: String?

    /// The conventions of `country` (ISO 3166-1 alpha-2); the default (`ZZ`) for a code
    /// libaddressinput does not know.
    public static func of(country: String) -> AddressFormat {
        if let record = records[country] { return AddressFormat(country: country, record: record) }
        return AddressFormat(country: "ZZ", record: records["ZZ"] ?? Record.fallback)
    }

    /// Whether libaddressinput has data for `country`.
    public static func isKnown(country: String) -> Bool {
        country != "ZZ" && records[country] != nil
    }

    /// The fields the layout `address` is written in shows: a given field not among them
    /// (a city in a Japanese address written in Latin script) has no place on the screen.
    package func shownFields(for address: Address) -> Set<AddressField> {
        var fields: Set<AddressField> = []
        for template in AddressTemplate.parse(layout(for: address)) {
            for case .field(let field) in template.pieces { fields.insert(field) }
        }
        return fields
    }

    /// Whether the country's addresses carry a postcode.
    public var usesPostcode: Bool { layout.contains("%Z") }

    /// The layout `address` is written in: the Latin-script one when the country has one and
    /// the address is in Latin script, the native one otherwise.
    public func layout(for address: Address) -> String {
        guard let latinLayout, address.isLatinScript else { return layout }
        return latinLayout
    }

    /// The address as lines, in the country's order and with its separators. A field that is
    /// absent, or in `omitted`, is left out with the separator before it; a line left empty is
    /// dropped. Name and organisation are always left out.
    ///
    /// ```swift
    /// format.lines(of: address, omitting: [.city])   // a street address within a known city
    /// ```
    public func lines(of address: Address, omitting omitted: Set<AddressField> = []) -> [String] {
        var lines: [String] = []
        for template in AddressTemplate.parse(layout(for: address)) {
            lines += template.fill { field in
                guard field != .name, field != .organization, !omitted.contains(field) else { return nil }
                return field == .postcode
                    ? address.value(of: field).map(strippingPostcodePrefix) : address.value(of: field)
            }
        }
        return lines
    }

    /// Whether `postcode` looks like one of the country's: trimmed, upper-cased and without
    /// the country's prefix, it must match the whole pattern.
    public func check(postcode: String) -> PostcodeCheck {
        guard usesPostcode else { return .notUsed }
        guard let postcodePattern, let regex = try? Regex(postcodePattern) else { return .unchecked }
        let normalized = strippingPostcodePrefix(postcode.trimmingWhitespace.uppercased())
        return (try? regex.wholeMatch(in: normalized)) != nil ? .matches : .mismatch(examples: postcodeExamples)
    }

    /// `postcode` without the country's prefix: `CH-8001` is written `8001` under a `CH-%Z` layout.
    private func strippingPostcodePrefix(_ postcode: String) -> String {
        guard let postcodePrefix, postcode.uppercased().hasPrefix(postcodePrefix) else { return postcode }
        return String(postcode.dropFirst(postcodePrefix.count))
    }
}

/// What ``AddressFormat/check(postcode:)`` found.
public enum PostcodeCheck: Sendable, Hashable {
    /// The postcode matches the country's pattern.
    case matches
    /// It does not; `examples` are postcodes that do.
    case mismatch(examples: [String])
    /// The country's addresses have no postcode, so it is not shown.
    case notUsed
    /// The country has no pattern to check against.
    case unchecked
}

extension AddressFormat {
    /// One row of the generated table, as libaddressinput writes it.
    struct Record: Sendable {
        let format: String
        let latinFormat: String?
        let required: String
        let postcodePattern: String?
        let postcodeExamples: String?
        let postcodePrefix: String?

        /// libaddressinput's own default, should the table ever lack `ZZ`.
        static let fallback = Record(
            format: "%N%n%O%n%A%n%C", latinFormat: nil, required: "AC",
            postcodePattern: nil, postcodeExamples: nil, postcodePrefix: nil)
    }

    init(country: String, record: Record) {
        self.country = country
        layout = record.format
        latinLayout = record.latinFormat
        requiredFields = Set(record.required.compactMap(AddressField.init(rawValue:)))
        postcodePattern = record.postcodePattern
        postcodeExamples = record.postcodeExamples.map { $0.split(separator: ",").map(String.init) } ?? []
        postcodePrefix = record.postcodePrefix
    }
}

extension Address {
    /// The address laid out by its country's conventions: ``AddressFormat/lines(of:omitting:)``.
    public func formattedLines(omitting omitted: Set<AddressField> = []) -> [String] {
        AddressFormat.of(country: country).lines(of: self, omitting: omitted)
    }

    /// Whether every field is written in Latin script.
    package var isLatinScript: Bool {
        AddressField.allCases.allSatisfy { field in value(of: field).map { WritingScript.isLatin($0) } ?? true }
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
