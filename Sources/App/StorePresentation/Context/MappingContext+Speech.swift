import StoreLocalization

extension MappingContext {
    /// How this context's locale says parts one after another: the label mapper's
    /// (``AccessibilityLabelMapper/speech(context:)``), from `Spoken.Pause`.
    public var speech: Speech {
        mappers.accessibilityLabels.speech(context: self)
    }

    /// The words of the message `key` makes around `slots` values, for an element that fills
    /// them in when its label is read (``SpokenTemplate``).
    ///
    /// ```swift
    /// let row = context.spokenTemplate(slots: 2) {
    ///     Strings.StoreFinder.Accessibility.row(name: $0[0], details: $0[1])
    /// }
    /// row.filled(["Regent Street", "0.4 miles, Open"])   // "Regent Street. 0.4 miles, Open"
    /// ```
    public func spokenTemplate(slots: Int, _ key: ([MessageArgument]) -> LocalizedKey) -> SpokenTemplate {
        // NB: Unicode noncharacters stand for the values: they are for a program's own use,
        // the sanitizer leaves them, and no translation has reason to hold one.
        let markers = (0..<UInt32(slots)).compactMap { Unicode.Scalar(0xFDD0 + $0) }
        let text = strings.string(key(markers.map { .text(String(Character($0))) }))
        var pieces = [String.UnicodeScalarView()]
        var order: [Int] = []
        for scalar in text.unicodeScalars {
            if let index = markers.firstIndex(of: scalar) {
                order.append(index)
                pieces.append(String.UnicodeScalarView())
            } else {
                pieces[pieces.count - 1].append(scalar)
            }
        }
        return SpokenTemplate(pieces: pieces.map(String.init), order: order)
    }
}
