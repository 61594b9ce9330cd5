import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreDomain
import StoreInput
import StoreSamples

/// The Manager's Special inputs: the endpoint's response and the currency its prices are in.
struct SpecialsOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A Manager's Special response (JSON, as the endpoint serves it).", valueName: "file"))
    var specials: String?

    @Option(help: ArgumentHelp("The currency of the specials' prices, ISO 4217 (default: that of the locale's region).",
                               valueName: "code"),
            transform: ArgumentValues.currency)
    var currency: String?

    /// The currency: `--currency`, else the region of `locale` (likely subtags, so `ru` is RUB).
    func currency(for locale: String) throws(InputError) -> String {
        if let currency { return currency }
        guard let local = Currency.localCurrency(of: locale) else {
            throw .unreadable(file: specials ?? SampleData.specialsPath,
                              message: "the locale \(locale) has no region with a currency to price the specials in; pass --currency")
        }
        return local
    }

    /// The response, its prices checked as `currency`; an error names the file and JSON path.
    func load(currency: String) throws(InputError) -> ManagerSpecials {
        let file = specials ?? SampleData.specialsPath
        let response = if let specials {
            try InputLoader.load(ManagerSpecialsResponse.self, contentsOf: specials)
        } else {
            try SampleData.specialsResponse()
        }
        do {
            return try response.specials(currency: currency)
        } catch {
            let hint = self.currency == nil ? " (\(currency) is the currency of the locale's region; pass --currency to price them in another)" : ""
            throw .json(file: file, path: error.path, message: error.message + hint)
        }
    }

    /// Where the response is: `--specials`, or the embedded sample's path.
    var file: String { specials ?? SampleData.specialsPath }

    /// A warning for each tile of `specials` wider than the canvas, which is drawn clamped;
    /// `source` says where the response came from (a file, or a scenario's step).
    static func clampWarnings(_ specials: ManagerSpecials, source: String) -> [String] {
        specials.grid.clamped.map {
            "\(source): $.managerSpecials[\($0.index)].width: \($0.requestedWidth) units is wider than the canvas (\(specials.canvasUnit)); "
                + "the tile is drawn alone on its row, \(specials.canvasUnit) units wide"
        }
    }

    /// The specials scenario `--scenario` names (a file or a sample name), else the sample called `fallback`.
    static func loadScenario(_ scenario: String?, default fallback: String) throws(InputError) -> SpecialsScenario {
        guard let scenario else { return try SampleData.specialsScenario(named: fallback) }
        if FileManager.default.fileExists(atPath: scenario) { return try SpecialsScenario.load(contentsOf: scenario) }
        return try SampleData.specialsScenario(named: scenario)
    }
}
