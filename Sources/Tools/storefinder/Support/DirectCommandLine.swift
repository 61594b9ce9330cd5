import ArgumentParser

/// A command line read without ArgumentParser, for the lines that are plainly well formed.
///
/// ArgumentParser finds a command's options by reflecting on it, several times for each line it
/// parses, and the first time asks the runtime for conformances that it finds only by scanning
/// every loaded library. For `render`, with two dozen options, that was a large part of the CPU
/// time of `storefinder render list` (see Benchmarks/README.md). A command that scripts run in
/// loops reads its usual lines here instead.
///
/// ArgumentParser stays the definition of the command line. This reader only accepts a line
/// whose every word it can read the way ArgumentParser reads it: the one positional argument,
/// and long options from the command's table (`--name value` or `--name=value`), each value
/// converted by the same function ArgumentParser calls. For anything else it answers `nil`,
/// and ArgumentParser parses the line: help, `--version`, a short or unknown flag, `--`, a
/// missing, empty or dash-led value, an option given twice that is not repeatable, a value
/// its converter refuses, a line the command's `validate()` refuses. So every message and
/// exit status is ArgumentParser's. A test holds the two readers to the same command for the
/// lines this one takes.
struct DirectCommandLine<Command: ParsableCommand> {
    /// One long option of the command.
    struct Option {
        /// Whether the option takes a value, and whether it may be given more than once.
        enum Kind {
            /// `--name`, which sets a Boolean.
            case flag
            /// `--name value`, at most once.
            case value
            /// `--name value`, any number of times, each value appended.
            case repeated
        }

        /// The option's name, with its two dashes: `--locale`.
        let name: String
        let kind: Kind
        /// Sets the option's value on the command; a flag gets an empty string. It throws as
        /// the option's transform would.
        let apply: (inout Command, String) throws -> Void
    }

    /// The command with every property at its declared default, for the options to set.
    let defaults: () -> Command
    /// Sets the positional argument, or throws for a value it does not take.
    let positional: Positional
    let options: [Option]
    /// Validates the command read, as ArgumentParser does: each option group's `validate()`,
    /// then the command's.
    let validate: (inout Command) throws -> Void

    /// The command `arguments` (after the command's own name) ask for, validated, or `nil`
    /// when ArgumentParser has to read them.
    func command(for arguments: [String]) -> Command? {
        do {
            return try read(arguments)
        } catch {
            return nil
        }
    }

    private func read(_ arguments: [String]) throws -> Command {
        var command = defaults()
        var given: [String] = []
        var hasPositional = false
        var rest = arguments[...]
        while let word = rest.popFirst() {
            guard word.hasPrefix("-") else {
                guard !hasPositional else { throw NotPlain() }
                try positional.apply(&command, word)
                hasPositional = true
                continue
            }
            guard word.hasPrefix("--") else { throw NotPlain() }
            let name = word.prefix { $0 != "=" }
            let attached = name.endIndex < word.endIndex ? word[word.index(after: name.endIndex)...] : nil
            guard let option = options.first(where: { $0.name == name }) else { throw NotPlain() }
            if option.kind != .repeated {
                guard !given.contains(option.name) else { throw NotPlain() }
                given.append(option.name)
            }
            if option.kind == .flag {
                guard attached == nil else { throw NotPlain() }
                try option.apply(&command, "")
                continue
            }
            guard let value = attached.map(String.init) ?? rest.popFirst(), !value.isEmpty, !value.hasPrefix("-")
            else { throw NotPlain() }
            try option.apply(&command, value)
        }
        guard hasPositional else { throw NotPlain() }
        try validate(&command)
        return command
    }
}

extension DirectCommandLine {
    /// The command's one positional argument, which it requires.
    struct Positional {
        let apply: (inout Command, String) throws -> Void

        /// A value ArgumentParser reads with `ExpressibleByArgument`.
        static func argument<Value: ExpressibleByArgument>(_ apply: @escaping (inout Command, Value) -> Void) -> Self {
            Self { command, text in apply(&command, try argumentValue(text)) }
        }
    }
}

extension DirectCommandLine.Option {
    /// `--name value` or, when `repeated`, any number of them, for a value ArgumentParser reads
    /// with `ExpressibleByArgument`.
    static func argument<Value: ExpressibleByArgument>(
        _ name: String, repeated: Bool = false, _ apply: @escaping (inout Command, Value) -> Void
    ) -> Self {
        transformed(name, repeated: repeated, argumentValue, apply)
    }

    /// `--name value` or, when `repeated`, any number of them, for a value an option's
    /// `transform` reads.
    static func transformed<Value>(
        _ name: String, repeated: Bool = false, _ transform: @escaping (String) throws -> Value,
        _ apply: @escaping (inout Command, Value) -> Void
    ) -> Self {
        Self(name: name, kind: repeated ? .repeated : .value) { command, text in
            apply(&command, try transform(text))
        }
    }

    /// `--name`, which sets a Boolean to `true`.
    static func flag(_ name: String, _ apply: @escaping (inout Command) -> Void) -> Self {
        Self(name: name, kind: .flag) { command, _ in apply(&command) }
    }
}

/// `text` read as ArgumentParser reads a value of an `ExpressibleByArgument` type.
private func argumentValue<Value: ExpressibleByArgument>(_ text: String) throws -> Value {
    guard let value = Value(argument: text) else { throw NotPlain() }
    return value
}

/// Thrown for a line, or a value, that the direct reader leaves to ArgumentParser.
private struct NotPlain: Error {}
