import StoreDomain

/// What `check` says about addresses that decode but do not look like their country's.
public enum AddressChecks {
    /// Warnings for `address`, found at `path` (such as `$[3].address`) in `file`:
    /// a country libaddressinput does not know, a postcode that does not match the country's
    /// pattern, and a postcode in a country whose addresses have none.
    public static func warnings(for address: Address, at path: String, file: String) -> [InputWarning] {
        guard AddressFormat.isKnown(country: address.country) else {
            return [
                InputWarning(
                    file: file, path: path + ".country",
                    message:
                        "\"\(address.country)\" is not a country libaddressinput knows; the address takes the default layout"
                )
            ]
        }
        guard let postcode = address.postcode else { return [] }
        let format = AddressFormat.of(country: address.country)
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
