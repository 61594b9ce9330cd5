/// Reduces a name to what matching it should compare: letters and digits, lowercased, with
/// accents and other combining marks taken off, and punctuation, spaces and symbols dropped.
///
/// ```swift
/// LetterFolding.matchKey("St. Petersburg")     // "stpetersburg"
/// LetterFolding.matchKey("Sankt-Peterburg")    // "sanktpeterburg"
/// LetterFolding.matchKey("Санкт-Петербург")    // "санктпетербург"
/// LetterFolding.matchKey("Ёлкино")             // "елкино"
/// ```
///
/// The folding is Unicode's canonical decomposition (UnicodeData.txt, through the generated
/// table), not a locale's: it is the same on every platform, and the same for every reader.
/// Letters with no decomposition (ø, ł, ß) stay as they are.
public enum LetterFolding {
    /// `text`, lowercased and folded, keeping only letters and digits.
    public static func matchKey(_ text: some StringProtocol) -> String {
        var key = String.UnicodeScalarView()
        for scalar in String(text).lowercased().unicodeScalars {
            let folded = base(of: scalar)
            switch folded.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber:
                key.append(folded)
            default:
                continue  // marks, punctuation, separators, symbols and controls
            }
        }
        return String(key)
    }

    /// The letter `scalar` decomposes to with its marks taken off, or `scalar` itself.
    static func base(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        guard value >= 0xC0 else { return scalar }
        var low = 0, high = baseLetters.count / 2 - 1
        while low <= high {
            let middle = (low + high) / 2
            let code = baseLetters[2 * middle]
            if value < code {
                high = middle - 1
            } else if value > code {
                low = middle + 1
            } else {
                return Unicode.Scalar(baseLetters[2 * middle + 1]) ?? scalar
            }
        }
        return scalar
    }
}
