/// Xcode's format arguments (`%1$@`, `%2$lld`, `%@`) turned back into the tables' `%{name}`
/// placeholders, by position: the inverse of what the exporters write.
public enum XcodeArguments {
    /// A translation's text with every argument named again.
    ///
    /// - `%N$@`, `%N$lld`, `%N$ld`, `%N$d` and `%N$u` become the Nth name of `order`, in
    ///   whatever order the translation has them.
    /// - `%@`, `%lld`, `%d` (no position) take the next position, as `printf` counts them.
    /// - `%%` stays `%%`, a literal percent sign in a table too.
    /// - `%{name}` written by hand passes through, for lint to check against the base.
    ///
    /// Throws a sentence naming the specifier that cannot be read or has no placeholder.
    public static func tableText(_ text: String, order: [String]) throws(Problem) -> String {
        var out = ""
        var scalars = Array(text.unicodeScalars)[...]
        var next = 0
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                out.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "%" {
                scalars.removeFirst()
                out += "%%"
                continue
            }
            if scalars.first == "{" {
                out += "%"
                continue
            }
            // %[N$](@|lld|ld|lu|llu|d|i|u)
            var spec = "%"
            var digits = ""
            while let digit = scalars.first, ("0"..."9").contains(digit) {
                digits.unicodeScalars.append(digit)
                scalars.removeFirst()
            }
            spec += digits
            var position: Int?
            if !digits.isEmpty {
                guard scalars.first == "$", let number = Int(digits), number > 0 else {
                    throw Problem("\(spec)\(scalars.first.map(String.init) ?? "") is not an argument; write %1$@")
                }
                scalars.removeFirst()
                spec += "$"
                position = number
            }
            var conversion = ""
            while let letter = scalars.first, "lhqjzt".unicodeScalars.contains(letter) {
                conversion.unicodeScalars.append(letter)
                scalars.removeFirst()
            }
            guard let kind = scalars.popFirst(), "@diu".unicodeScalars.contains(kind) else {
                throw Problem(
                    "\(spec)\(conversion)\(scalars.first.map(String.init) ?? "") is not an argument this text has; "
                        + "the source's are \(describe(order))")
            }
            conversion.unicodeScalars.append(kind)
            spec += conversion
            let index = (position ?? (next + 1)) - 1
            next = index + 1
            guard order.indices.contains(index) else {
                throw Problem("\(spec) has no placeholder: the source has \(describe(order))")
            }
            out += "%{\(order[index])}"
        }
        return out
    }

    private static func describe(_ order: [String]) -> String {
        guard !order.isEmpty else { return "none" }
        return order.enumerated().map { index, name in
            (name == "count" ? "%\(index + 1)$lld" : "%\(index + 1)$@") + " (%{\(name)})"
        }.joined(separator: ", ")
    }

    /// Why an argument cannot be read.
    public struct Problem: Error, Sendable, Hashable {
        /// The sentence: which specifier, and what the source has.
        public var message: String
        init(_ message: String) { self.message = message }
    }
}
