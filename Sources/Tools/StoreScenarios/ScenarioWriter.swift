import StoreDomain
import StoreYAML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A scenario step that writes itself back as the YAML its decoder reads, so that a sequence
/// found in code (by exploration) becomes a file that `render --scenario` replays.
public protocol ScenarioStepWriting {
    /// The step as one YAML list item's text (`search: "camden"`), or `nil` for a step that
    /// holds a whole inline response, which has no one-line form.
    var yaml: String? { get }
}

/// Writes scenario files.
package enum ScenarioWriter {
    /// A scenario file: its name, a description, an optional instant, and its steps, one per line.
    ///
    /// Throws a message when a step cannot be written (``ScenarioStepWriting/yaml`` is `nil`).
    package static func file(
        name: String, description: String, now: Date?, steps: [some ScenarioStepWriting]
    ) throws(ScenarioStepError) -> String {
        var lines = ["name: \(quoted(name))", "description: \(quoted(description))"]
        if let now { lines.append("now: \(InstantText.utc(now))") }
        lines.append("steps:")
        for (index, step) in steps.enumerated() {
            guard let yaml = step.yaml else {
                throw ScenarioStepError(message: "step \(index) holds an inline response, which cannot be written")
            }
            lines.append("  - \(yaml)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a YAML double-quoted scalar: ``StoreYAML/YAMLQuoting/quoted(_:)``.
    package static func quoted(_ text: String) -> String { YAMLQuoting.quoted(text) }

    package static func coordinate(_ value: Coordinate) -> String {
        "{latitude: \(value.latitude), longitude: \(value.longitude)}"
    }

    /// `{kind: server, message: "…"}`, or the bare kind.
    package static func failure(kind: String, message: String?, extra: [String] = []) -> String {
        let fields = ["kind: \(kind)"] + (message.map { ["message: \(quoted($0))"] } ?? []) + extra
        return fields.count == 1 ? kind : "{" + fields.joined(separator: ", ") + "}"
    }

    /// A failed load, with the request it answers when the step names one.
    package static func failure(_ error: LoadError, answering: Int?) -> String {
        let message: String? = if case .server(let message) = error { message } else { nil }
        return failure(kind: error.kindName, message: message, extra: answering.map { ["answering: \($0)"] } ?? [])
    }
}
