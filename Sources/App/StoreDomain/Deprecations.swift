// The names of 0.1 that a later version renamed, each an alias of the new name. They go in the next
// minor version after the one that deprecated them (CHANGELOG.md, "Deprecated").

/// The name of 0.1, before the feature took one word, "specials", from the type to the CLI.
@available(*, deprecated, renamed: "SpecialsResponse")
public typealias ManagerSpecialsResponse = SpecialsResponse

/// The name of 0.1, before the feature took one word, "specials", from the type to the CLI.
@available(*, deprecated, renamed: "Special")
public typealias ManagerSpecial = Special

/// The name of 0.1, before the feature took one word, "specials", from the type to the CLI.
@available(*, deprecated, renamed: "Specials")
public typealias ManagerSpecials = Specials

/// Why the specials could not be loaded: the one ``LoadError`` every screen's backend gives.
@available(*, deprecated, renamed: "LoadError")
public typealias SpecialsLoadError = LoadError
