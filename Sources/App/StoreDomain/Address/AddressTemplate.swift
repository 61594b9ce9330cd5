/// One line of a libaddressinput layout, such as `%C, %S %Z`, as literals and fields.
struct AddressTemplate: Sendable, Hashable {
    enum Piece: Sendable, Hashable {
        case literal(String)
        case field(AddressField)
    }

    var pieces: [Piece]

    /// The lines of `layout`, split at `%n`. An unknown `%` escape is kept as text.
    static func parse(_ layout: String) -> [AddressTemplate] {
        var templates: [AddressTemplate] = []
        var pieces: [Piece] = []
        var literal = ""
        var characters = layout.makeIterator()
        func flushLiteral() {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.next() {
            guard character == "%" else {
                literal.append(character)
                continue
            }
            guard let code = characters.next() else {
                literal.append(character)
                break
            }
            if code == "n" {
                flushLiteral()
                templates.append(AddressTemplate(pieces: pieces))
                pieces = []
            } else if let field = AddressField(rawValue: code) {
                flushLiteral()
                pieces.append(.field(field))
            } else {
                literal.append(character)
                literal.append(code)
            }
        }
        flushLiteral()
        templates.append(AddressTemplate(pieces: pieces))
        return templates
    }

    /// The lines this template gives with the field values `value` returns (`nil` for
    /// absent). A value with new lines (the street) spans lines, and what follows it joins
    /// its last line.
    ///
    /// The separator rule: a literal before any field on the line (`〒` in `〒%Z`) is kept when
    /// the field after it is present; a literal between fields is kept when a field before it
    /// on the line and the field after it are both present; a literal after the last field is
    /// kept when the line has text. So `%C, %S %Z` gives "New York, NY 10153", "New York
    /// 10153" without a region, and "NY 10153" without a city.
    func fill(_ value: (AddressField) -> String?) -> [String] {
        var lines: [String] = []
        var line = ""
        var pending = ""
        var sawField = false
        var hasText = false
        for piece in pieces {
            switch piece {
            case .literal(let text):
                pending += text
            case .field(let field):
                defer { sawField = true }
                guard let text = value(field) else {
                    pending = ""
                    continue
                }
                if hasText || !sawField { line += pending }
                pending = ""
                let parts = text.split(separator: "\n", omittingEmptySubsequences: true)
                for (index, part) in parts.enumerated() {
                    if index > 0 {
                        lines.append(line)
                        line = ""
                    }
                    line += part
                }
                hasText = true
            }
        }
        if hasText { line += pending }
        lines.append(line)
        return lines.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    }
}
