import StoreDomain
import StoreInputFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SampleData {
    /// The embedded path of the sample Manager's Special response.
    public static let specialsPath = "Examples/Specials/specials.json"
    /// The embedded folder of Manager's Special scenarios.
    public static let specialsScenariosFolder = "Examples/Specials/Scenarios"

    /// The sample Manager's Special response, in the endpoint's shape: 17 tiles from 3 to 16
    /// units wide on a 16-unit canvas.
    public static func specialsResponse() throws(InputError) -> SpecialsResponse {
        try decode(SpecialsResponse.self, at: specialsPath)
    }
}
