import StoreDomain
import StoreInput
import StoreSamples

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Manager's Special inputs, `--specials` and `--currency` of ``InputOptions``: the
/// endpoint's response and the currency its prices are in.
struct SpecialsOptions {
    /// `--specials`: a response file, or `nil` for the embedded sample.
    var specials: String?
    /// `--currency`: an ISO 4217 code, or `nil` for the currency of the locale's region.
    var currency: String?

    /// The currency: `--currency`, else that of the region of `locale` (likely subtags, so `ru`
    /// is RUB); `nil` for a locale with no region, such as a pseudo-locale.
    func currency(for locale: String) -> String? {
        currency ?? Currency.localCurrency(of: locale)
    }

    /// Where the response is: `--specials`, or the embedded sample's path.
    var file: String { specials ?? SampleData.specialsPath }

    /// The response, its prices checked as `currency`; an error names the file and JSON path.
    func load(currency: String) throws(InputError) -> ManagerSpecials {
        let response =
            if let specials {
                try InputLoader.load(ManagerSpecialsResponse.self, contentsOf: specials)
            } else {
                try SampleData.specialsResponse()
            }
        do {
            return try response.specials(currency: currency)
        } catch {
            let hint =
                self.currency == nil
                ? " (\(currency) is the currency of the locale's region; pass --currency to price them in another)" : ""
            throw .json(file: file, path: error.path, message: error.message + hint)
        }
    }

    /// A warning for each tile of `specials` wider than the canvas, which is drawn clamped;
    /// `location` names the tile: its JSON path in a file, or its place in a scenario.
    static func clampWarnings(_ specials: ManagerSpecials, location: (SpecialsGrid.Placement) -> String) -> [String] {
        specials.grid.clamped.map {
            "\(location($0)): \($0.requestedWidth) units is wider than the canvas (\(specials.canvasUnit)); "
                + "the tile is drawn alone on its row, \(specials.canvasUnit) units wide"
        }
    }

    /// ``clampWarnings(_:location:)`` for the response in ``file``, by JSON path.
    func clampWarnings(_ specials: ManagerSpecials) -> [String] {
        Self.clampWarnings(specials) { "\(file): $.managerSpecials[\($0.index)].width" }
    }

    /// The specials scenario `--scenario` names (a file or a sample name), else the sample called `fallback`.
    static func loadScenario(_ scenario: String?, default fallback: String) throws(InputError) -> SpecialsScenario {
        guard let scenario else { return try SampleData.specialsScenario(named: fallback) }
        return try SpecialsScenario.fileOrSample(scenario, sample: SampleData.specialsScenario(named:))
    }
}
