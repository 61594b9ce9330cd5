import StoreDisplayText

/// One problem lint found, at a position, under a named rule.
public struct LintFinding: Error, Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// How bad it is. Errors fail lint; warnings do not.
    public enum Severity: String, Sendable, Hashable, Codable { case error, warning }

    public var severity: Severity
    public var file: String
    public var line: Int
    public var column: Int
    /// The rule's stable name, such as `missing-key` or `plural-categories`.
    public var rule: String
    public var message: String
    /// Where in a JSON file, for a finding in one: a JSONPath such as
    /// `$.fgColor.accent["$value"]`. A JSON file has no line to give (line 0).
    public var path: String?

    /// Creates a finding at `location`.
    public init(_ severity: Severity = .error, at location: FilePosition, rule: String, _ message: String) {
        self.severity = severity
        self.file = location.file
        self.line = location.line
        self.column = location.column
        self.rule = rule
        self.message = message
    }

    /// A finding at `path` of the JSON file `file`: `brand.tokens.json: error: $.palette.orange: … [contrast]`.
    public init(_ severity: Severity = .error, file: String, path: String, rule: String, _ message: String) {
        self.init(severity, at: FilePosition(file: file, line: 0, column: 0), rule: rule, message)
        self.path = path
    }

    /// The one form every finding takes, sanitized (the message quotes input):
    /// `file:line:column: error: message [rule]` in a YAML file, and
    /// `file: error: $.json.path: message [rule]` in a JSON file.
    public var description: String {
        let place = line == 0 ? "\(file):" : "\(file):\(line):\(column):"
        let at = path.map { "\($0): " } ?? ""
        return UntrustedText.sanitized("\(place) \(severity.rawValue): \(at)\(message) [\(rule)]")
    }

    /// File, then place (line and column, or JSON path), then rule and message: the order every
    /// tool reports in.
    public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.path ?? "", lhs.rule, lhs.message) < (
            rhs.file, rhs.line, rhs.column, rhs.path ?? "", rhs.rule, rhs.message
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
        path = error.jsonPath
    }
}
