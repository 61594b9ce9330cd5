import ArgumentParser

/// A flag value that is one case of a `String`-backed enum, spelled as its raw value.
///
/// NB: argument-parser's own defaults for such enums map `allCases` through a key path
/// built in a generic context, which the runtime instantiates on every call; the parser
/// asks two dozen times per run, and that was a measurable part of starting the CLI. These
/// give the same strings without it.
protocol EnumArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension EnumArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    /// Empty: every value's description is its name, which argument-parser takes as none.
    public static var allValueDescriptions: [String: String] { [:] }
}
