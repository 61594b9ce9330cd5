/// How many colours a terminal can show.
public enum ColorCapability: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// No colour and no emphasis: output holds no escape sequence at all.
    case none
    /// The 16 ANSI colours.
    case ansi16
    /// The xterm 256-colour palette.
    case ansi256
    /// 24-bit colour.
    case trueColor

    public static func < (lhs: ColorCapability, rhs: ColorCapability) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .none: return "none"
        case .ansi16: return "16 colours"
        case .ansi256: return "256 colours"
        case .trueColor: return "24-bit colour"
        }
    }
}

/// The `--color` flag.
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
    case auto, always, never
}

/// What colour detection reads, injected so tests are deterministic.
///
/// ```swift
/// let terminal = TerminalEnvironment(variables: ["COLORTERM": "truecolor"], isTerminal: true)
/// terminal.capability(for: .auto) // .trueColor
/// ```
public struct TerminalEnvironment: Sendable, Hashable {
    /// Environment variables: `NO_COLOR`, `FORCE_COLOR`, `COLORTERM`, `TERM`.
    public var variables: [String: String]
    /// Whether standard output is a terminal.
    public var isTerminal: Bool

    /// Creates an environment.
    public init(variables: [String: String], isTerminal: Bool) {
        self.variables = variables
        self.isTerminal = isTerminal
    }

    /// The capability to use for a `--color` mode.
    ///
    /// - `never` is always none.
    /// - `always` uses what the terminal variables claim, at least 16 colours; the flag wins over `NO_COLOR`.
    /// - `auto`: a non-empty `NO_COLOR` turns colour off. `FORCE_COLOR` (1, 2, 3) turns it on at
    ///   that level even when not a terminal, and `FORCE_COLOR=0` turns it off. Otherwise colour
    ///   needs a terminal that is not `dumb`.
    public func capability(for mode: ColorMode) -> ColorCapability {
        switch mode {
        case .never:
            return .none
        case .always:
            return max(.ansi16, forcedLevel ?? claimed)
        case .auto:
            if let noColor = variables["NO_COLOR"], !noColor.isEmpty { return .none }
            if let forced = forcedLevel { return forced }
            guard isTerminal, variables["TERM"] != "dumb" else { return .none }
            return claimed
        }
    }

    private var forcedLevel: ColorCapability? {
        guard let value = variables["FORCE_COLOR"] else { return nil }
        switch value {
        case "0", "false": return ColorCapability.none
        case "2": return .ansi256
        case "3": return .trueColor
        default: return max(.ansi16, claimed)
        }
    }

    /// What `COLORTERM` and `TERM` say the terminal can do.
    private var claimed: ColorCapability {
        let colorTerm = variables["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        let term = variables["TERM"] ?? ""
        if term.contains("256color") { return .ansi256 }
        if term.hasSuffix("-direct") { return .trueColor }
        return .ansi16
    }
}
