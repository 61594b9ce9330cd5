/// Which script text is written in, as far as formatting needs to know.
///
/// Addresses use it: a Japanese address written in Latin letters takes Japan's Latin-script
/// layout ("1-1 Marunouchi, Tokyo" small to big) rather than the native one (〒 first).
public enum WritingScript {
    /// Whether `text` is written in Latin script: every scalar is Latin, or belongs to no one
    /// script (Common or Inherited in Unicode's Scripts.txt: digits, punctuation, spaces,
    /// combining accents). `"12 Rue de l’Église"` is Latin, `"Невский проспект, 28"` is not,
    /// and text with no letters at all is Latin.
    public static func isLatin(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            // ASCII is Latin or Common throughout: no search for the common case.
            scalar.isASCII || ScalarRanges.contains(scalar.value, in: latinCommonInheritedBounds)
        }
    }
}
