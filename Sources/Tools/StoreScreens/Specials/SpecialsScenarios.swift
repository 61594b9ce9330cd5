import StoreDomain
import StoreIO
import StoreSamples
import StoreScenarios

/// The Manager's Special's scenarios, replayed through ``StoreDomain/SpecialsState`` over the
/// specials file.
package enum SpecialsScenarios: ScenarioKind {
    package typealias Step = SpecialsScenarioStep

    package static let noun = "specials scenario"
    package static let sampleData = "the sample specials"
    package static let reads: ScreenInputs.Samples = .specials
    package static let samplesFolder = SampleData.specialsScenariosFolder

    /// The specials file's tiles, priced in the inputs' currency, at the scenario's instant, else
    /// at the inputs'.
    package static func replayInputs(
        for scenario: SpecialsScenario, in inputs: ScreenInputs
    ) -> SpecialsScenarioStep.Inputs {
        SpecialsScenarioStep.Inputs(
            specials: inputs.specials, currency: inputs.currency, now: scenario.now ?? inputs.now)
    }

    /// "specials: 17 tiles, 7 of 7 scenarios replayed".
    package static func summary(of inputs: ScreenInputs, replayed: String) -> String {
        "specials: \(counted(inputs.specials.tiles.count, "tile")), " + replayed
    }

    /// The user's own specials file, loaded just now: at the request's instant, not at the
    /// sample scenario's, whose grid is twelve minutes old.
    static let yourSpecialsScenario = SpecialsScenario(
        name: "your-specials", description: "The specials file, loaded just now.",
        steps: [.refresh(.foreground, at: nil), .loaded(.all, at: nil, answering: nil)])

    /// A note for each tile of the inputs' Manager's Special response wider than the canvas,
    /// which is drawn alone on its row and clamped, named by its JSON path.
    package static func clampNotes(of inputs: ScreenInputs) -> [String] {
        clampNotes(inputs.specials) { "\(inputs.specialsFile): $.managerSpecials[\($0)].width" }
    }

    /// A note for each tile of `specials` wider than its canvas, the tile named by `tile`.
    static func clampNotes(_ specials: Specials, naming tile: (Int) -> String) -> [String] {
        specials.grid.clamped.map {
            "\(tile($0.index)): \($0.requestedWidth) units is wider than the canvas (\(specials.canvasUnit)); "
                + "the tile is drawn alone on its row, \(specials.canvasUnit) units wide"
        }
    }
}
