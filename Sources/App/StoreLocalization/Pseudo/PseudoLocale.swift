/// A pseudo-locale, generated from the base table, for finding layout and
/// localization bugs before real translations arrive.
///
/// - `en-XA`: accented, about 40% longer, in brackets: `[Ŝţöŕé ĥöûŕš·····]`.
/// - `ar-XB`: the base text, laid out right to left.
///
/// Placeholders are never touched.
public enum PseudoLocale: String, Sendable, Hashable, CaseIterable {
    /// Accented, lengthened English, to find text that is not localized or is cut short.
    case accented = "en-XA"
    /// English mirrored right to left, to find layouts that do not flip.
    case rightToLeft = "ar-XB"

    /// Whether the pseudo-locale reads right to left.
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// The locale whose conventions format numbers and dates.
    var formattingLocale: String { self == .accented ? "en" : "ar" }

    /// The message transformed; placeholders stay as they are.
    public func transform(_ message: Message) -> Message {
        switch self {
        case .rightToLeft:
            return message
        case .accented:
            var text = "["
            var letters = 0
            for segment in message.segments {
                switch segment {
                case .literal(let literal):
                    for character in literal {
                        text +=
                            Self.accents[character].map(String.init) ?? (character == "%" ? "%%" : String(character))
                        if character.isLetter { letters += 1 }
                    }
                case .placeholder(let name):
                    text += "%{\(name)}"
                    letters += 4
                }
            }
            // About 40% longer, as German and Finnish often are.
            text += String(repeating: "·", count: max(1, (letters * 2 + 4) / 5)) + "]"
            return Message(parsing: text)
        }
    }

    private static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ",
        "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ",
        "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž", "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ",
        "H": "Ĥ", "I": "Î", "J": "Ĵ", "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ",
        "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
}
