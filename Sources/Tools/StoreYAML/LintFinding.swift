import StoreDisplayText

/// One problem lint found, at a position, under a named rule.
public struct LintFinding: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// How bad it is. Errors fail lint; warnings do not.
    public enum Severity: String, Sendable, Hashable, Codable { case error, warning }

    public var severity: Severity
    public var file: String
    public var line: Int
    public var column: Int
    /// The rule's stable name, such as `missing-key` or `plural-categories`.
    public var rule: String
    public var message: String

    /// Creates a finding at `location`.
    public init(_ severity: Severity = .error, at location: FilePosition, rule: String, _ message: String) {
        self.severity = severity
        self.file = location.file
        self.line = location.line
        self.column = location.column
        self.rule = rule
        self.message = message
    }

    /// `file:line:column: error: message [rule]`, sanitized: the message quotes input. A
    /// finding in a JSON file, which has no line (line 0), says its JSON path in its message:
    /// `brand.tokens.json: error: $.palette.orange: … [contrast]`.
    public var description: String {
        let place = line == 0 ? "\(file):" : "\(file):\(line):\(column):"
        return UntrustedText.sanitized("\(place) \(severity.rawValue): \(message) [\(rule)]")
    }

    public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (
            rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message
        )
    }

    /// A finding for a YAML error: `duplicate-key` or `yaml`.
    public init(_ error: YAMLError) {
        let rule: String
        switch error.kind {
        case .duplicateKey: rule = "duplicate-key"
        case .syntax, .tooDeep, .tooManyAliasExpansions, .tooManyAliasExpansionBytes, .inputTooLarge, .undefinedAlias,
            .invalidMerge, .multipleDocuments:
            rule = "yaml"
        case .unexpected, .invalid: rule = "structure"
        case .unreadable: rule = "file"
        }
        self.init(at: error.location, rule: rule, error.message)
    }
}
