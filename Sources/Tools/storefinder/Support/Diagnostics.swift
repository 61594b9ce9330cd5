import Logging

/// The CLI's diagnostics format for what the libraries log through swift-log:
/// `warning: missing key Nope.Key for en`, on standard error, as every other diagnostic the
/// tool prints. No timestamp and no logger label: a person reads these, next to the tool's
/// own `error:` and `warning:` lines. An app keeps swift-log and its own handlers.
struct DiagnosticLogHandler: LogHandler {
    var logLevel: Logger.Level = .warning
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        printError("\(Self.word(for: event.level)): \(event.message)")
    }

    /// `warning`, `error`, …: the word the tool's own diagnostics start with.
    static func word(for level: Logger.Level) -> String {
        switch level {
        case .critical, .error: "error"
        case .warning: "warning"
        case .notice, .info: "note"
        case .debug, .trace: "debug"
        }
    }

    /// Routes every logger of the process here; called once, before a command runs.
    static func bootstrap() {
        LoggingSystem.bootstrap { _ in DiagnosticLogHandler() }
    }
}
