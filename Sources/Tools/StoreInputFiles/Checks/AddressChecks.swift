import StoreDomain

/// What `check` says about addresses that decode but do not look like their country's.
public enum AddressChecks {
    /// The error for an address whose country libaddressinput does not know, at `path` (such
    /// as `$[3].address`) in `file`; `nil` for a known country. A common mistake gets its fix:
    /// the United Kingdom is `GB`, not `UK`.
    public static func error(for address: Address, at path: String, file: String) -> InputError? {
        guard !AddressFormat.isKnown(country: address.country) else { return nil }
        let fix = commonMistakes[address.country].map { "; \($0.name) is \"\($0.code)\"" } ?? ""
        return .json(
            file: file, path: path + ".country",
            message: "\"\(address.country)\" is not an ISO 3166-1 country code libaddressinput knows\(fix)")
    }

    /// Codes people write for a country whose ISO 3166-1 code is another.
    private static let commonMistakes: [String: (code: String, name: String)] = [
        "UK": ("GB", "the United Kingdom"), "EL": ("GR", "Greece"), "JA": ("JP", "Japan"), "KO": ("KR", "South Korea"),
        "DA": ("DK", "Denmark"),
    ]

    /// Warnings for `address`, found at `path` (such as `$[3].address`) in `file`: a field the
    /// country's layout has no place for, which is not shown; a postcode that does not match
    /// the country's pattern; and a postcode in a country whose addresses have none. An
    /// unknown country is an ``error(for:at:file:)``, not a warning.
    public static func warnings(for address: Address, at path: String, file: String) -> [InputWarning] {
        guard AddressFormat.isKnown(country: address.country) else { return [] }
        let format = AddressFormat.of(country: address.country)
        let shown = format.shownFields(for: address)
        var warnings: [InputWarning] = []
        let written = format.latinLayout != nil && address.isLatinScript ? " in Latin script" : ""
        let fields: [(AddressField, String)] = [
            (.city, "city"), (.region, "region"), (.district, "district"), (.sortingCode, "sortingCode"),
        ]
        for (field, key) in fields where !shown.contains(field) {
            guard let value = address.value(of: field) else { continue }
            warnings.append(
                InputWarning(
                    file: file, path: path + "." + key,
                    message:
                        "\(address.country) addresses\(written) have no place for a \(key); \"\(value)\" is not shown"))
        }
        return warnings + postcodeWarnings(for: address, format: format, at: path, file: file)
    }

    private static func postcodeWarnings(
        for address: Address, format: AddressFormat, at path: String, file: String
    ) -> [InputWarning] {
        guard let postcode = address.postcode else { return [] }
        switch format.check(postcode: postcode) {
        case .matches, .unchecked:
            return []
        case .notUsed:
            return [
                InputWarning(
                    file: file, path: path + ".postcode",
                    message: "\(address.country) addresses have no postcode; \"\(postcode)\" is not shown")
            ]
        case .mismatch(let examples):
            let such = examples.isEmpty ? "" : " (such as \(examples.prefix(2).joined(separator: ", ")))"
            return [
                InputWarning(
                    file: file, path: path + ".postcode",
                    message: "\"\(postcode)\" is not a \(address.country) postcode\(such); it is shown as written")
            ]
        }
    }
}
