import Logging
import StoreLocalizationTools
import StorePresentation
import Synchronization

@testable import StoreLocalization

/// A log handler that keeps messages, to check what gets reported and how often.
final class CapturedLog: Sendable {
    let messages = Mutex<[String]>([])

    var logger: Logger {
        Logger(label: "test") { _ in Handler(log: self) }
    }

    var all: [String] { messages.withLock { $0 } }

    struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            log.messages.withLock { $0.append("\(event.level): \(event.message)") }
        }
    }
}

/// A catalog of one layer built from inline tables.
func catalog(_ tables: [String: String], layer: String = "shipped") throws -> StringCatalog {
    var built = StringLayer(name: layer)
    for (file, text) in tables {
        let table = try StringTableLoader().load(text, file: file)
        built.tables[table.locale] = table
    }
    return StringCatalog(layers: [built])
}
