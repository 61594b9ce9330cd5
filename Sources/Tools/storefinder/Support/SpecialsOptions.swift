import StoreDomain
import StoreInputFiles
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
    func load(currency: String) throws(InputError) -> Specials {
        var ignored: [InputWarning] = []
        return try load(currency: currency, unknownKeys: &ignored)
    }

    /// ``load(currency:)``, adding the keys of the user's file that nothing reads to `unknownKeys`.
    func load(currency: String, unknownKeys: inout [InputWarning]) throws(InputError) -> Specials {
        let response: SpecialsResponse
        if let specials {
            let loaded = try InputLoader.loadNotingUnknownKeys(SpecialsResponse.self, contentsOf: specials)
            unknownKeys += loaded.unknownKeys
            response = loaded.value
        } else {
            response = try SampleData.specialsResponse()
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
}
