/// Cleans text that came from outside (store names, translations) so it stays inert.
///
/// Removes C0 and C1 control characters (ESC among them, so no terminal escape
/// sequence survives), DEL, and every bidi embedding, override and isolate control.
/// Tabs and line breaks become spaces. StoreFinder adds its own isolates around
/// placeholder values after this step, so only those reach the output.
///
/// ```swift
/// UntrustedText.sanitized("Shop\u{1B}[31m") // "Shop[31m"
/// ```
public enum UntrustedText {
    /// The bidi controls StoreFinder itself inserts around placeholder values.
    public static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
    /// Closes ``firstStrongIsolate``.
    public static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

    /// Whether a scalar is a control or a bidi formatting character that untrusted text may not carry.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true  // embeddings, overrides, isolates
        case 0x200E, 0x200F, 0x061C: return false  // marks are harmless and sometimes needed
        default: return false
        }
    }

    /// `text` with forbidden scalars removed; tabs and line breaks become single spaces.
    ///
    /// - Complexity: O(*n*); returns `text` itself when nothing needs removing.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                scalars.append(" ")
            } else if !isForbidden(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The bidi controls in `text`, for lint.
    public static func bidiControls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
    }
}
