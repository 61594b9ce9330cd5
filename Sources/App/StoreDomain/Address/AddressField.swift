/// A field of an address layout, by the letter libaddressinput's formats use for it.
public enum AddressField: Character, Sendable, Hashable, CaseIterable {
    /// The recipient (%N). Stores show their name as a title, so layouts here leave it out.
    case name = "N"
    /// The organisation (%O), left out like the name.
    case organization = "O"
    /// The street lines (%A).
    case street = "A"
    /// An area within the city (%D).
    case district = "D"
    /// The city (%C).
    case city = "C"
    /// The state, province or prefecture (%S).
    case region = "S"
    /// The postcode (%Z).
    case postcode = "Z"
    /// The sorting code (%X).
    case sortingCode = "X"
}
