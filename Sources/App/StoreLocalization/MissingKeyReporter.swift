import Logging
import StoreDisplayText
import Synchronization

/// Logs each distinct problem (a missing key, a missing argument) once per localizer,
/// so a list of a thousand rows does not log a thousand warnings.
final class MissingKeyReporter: Sendable {
    private let logger: Logger
    private let reported = Mutex<Set<String>>([])

    init(logger: Logger) {
        self.logger = logger
    }

    /// Logs `message` the first time `key` is seen; the message is sanitized, because it
    /// quotes a key or a name that may have come from input, and log handlers print raw.
    func reportOnce(_ message: String, key: String) {
        let isNew = reported.withLock { $0.insert(key).inserted }
        if isNew { logger.warning("\(UntrustedText.sanitized(message))") }
    }
}
