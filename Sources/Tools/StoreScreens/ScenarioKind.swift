import StoreDomain
import StoreInputFiles
import StorePresentation
import StoreSamples
import StoreScenarios

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One kind of scenario, replayed through one reducer: the Store Finder's (the list, the map,
/// details and opening times), the Manager's Special's, the delivery-city flow's and the
/// booking item search's. Its screens name it (``ScreenDefinition/Scenarios``).
///
/// The requirements have no defaults; what every kind does alike (its samples, a scenario
/// named on a command line, a replay over the inputs) is written once, below.
package protocol ScenarioKind {
    /// A step of the kind's scenario files.
    associatedtype Step: ScenarioStep

    /// How messages name a scenario of this kind: "scenario", "specials scenario".
    static var noun: String { get }
    /// What the sample scenarios of this kind are written for: "the sample stores".
    static var sampleData: String { get }
    /// The inputs the kind's screens read, which are the samples its sample scenarios are
    /// written for when they are not the user's.
    static var reads: ScreenInputs.Samples { get }
    /// The embedded folder of the kind's sample scenarios.
    static var samplesFolder: String { get }

    /// What the steps of `scenario` refer to, from `inputs`: the stores, the specials at the
    /// scenario's instant, the geocoder's answers beside the scenario's file.
    static func replayInputs(for scenario: ScenarioOf<Step>, in inputs: ScreenInputs) -> Step.Inputs

    /// `check`'s summary of `inputs` for this kind, ending with `replayed` ("7 of 7 scenarios
    /// replayed"): "specials: 12 tiles, 7 of 7 scenarios replayed".
    static func summary(of inputs: ScreenInputs, replayed: String) -> String
}

extension ScenarioKind {
    /// Every sample scenario of the kind, sorted by name.
    package static func samples() throws(InputError) -> [ScenarioOf<Step>] {
        try SampleData.scenarios(ScenarioOf<Step>.self, under: samplesFolder)
    }

    /// The sample scenario called `name`; the error names every sample.
    package static func sample(named name: String) throws(InputError) -> ScenarioOf<Step> {
        try SampleData.scenario(ScenarioOf<Step>.self, named: name, under: samplesFolder, kind: noun)
    }

    /// A scenario named on a command line: a scenario file when one exists at that path, else
    /// the name of a sample. The one rule for every kind of scenario.
    package static func scenario(_ argument: String) throws(InputError) -> ScenarioOf<Step> {
        if FileManager.default.fileExists(atPath: argument) { return try ScenarioOf<Step>.load(contentsOf: argument) }
        return try sample(named: argument)
    }

    /// `scenario` replayed over `inputs`; an error names the kind and the scenario, and says
    /// when a sample was replayed over data it was not written for.
    package static func replay(
        _ scenario: ScenarioOf<Step>, over inputs: ScreenInputs
    ) throws(ScreenRequestError) -> Replay<Step> {
        do {
            return try scenario.replay(in: replayInputs(for: scenario, in: inputs))
        } catch {
            let isSample = scenario.file.map { SampleFiles.files.text(at: $0) != nil } ?? false
            throw .replay(
                noun: noun, sampleData: sampleData, scenario: scenario.name, error,
                isSampleOverUserData: isSample && !inputs.samples.isSuperset(of: reads))
        }
    }

    /// The sample scenarios that replay over `inputs`, after `first`: all of them over the
    /// samples; over the user's own data, those that replay, and the rest as skipped.
    package static func applyingSamples(
        over inputs: ScreenInputs, first: [String] = []
    ) throws(ScreenRequestError) -> ScreenSubjects {
        let samples: [ScenarioOf<Step>]
        do {
            samples = try self.samples()
        } catch {
            throw .input(error)
        }
        guard !inputs.samples.isSuperset(of: reads) else { return ScreenSubjects(names: samples.map(\.name)) }
        var subjects = ScreenSubjects(names: first)
        for sample in samples {
            if (try? sample.replay(in: replayInputs(for: sample, in: inputs))) != nil {
                subjects.names.append(sample.name)
            } else {
                subjects.skipped.append(sample.name)
            }
        }
        return subjects
    }

    /// Whether the scenario `argument` names (a file, or a sample's name) reads as this kind,
    /// or why not.
    package static func reads(_ argument: String) -> InputError? {
        do throws(InputError) {
            _ = try scenario(argument)
            return nil
        } catch {
            return error
        }
    }
}

extension ScenarioKind {
    /// The responses `replay` dropped, each a line naming the scenario: `booking search
    /// scenario "late-page": late-page.yml: steps[3]: this response answers #1, …`.
    package static func notes(of replay: Replay<Step>, scenario: ScenarioOf<Step>) -> [String] {
        replay.droppedResponses.map { "\(noun) \"\(scenario.name)\": \($0)" }
    }
}
