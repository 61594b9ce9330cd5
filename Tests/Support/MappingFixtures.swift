import StoreDomain
import StoreLocalization
import StorePresentation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SampleFixtures {
    /// Friday 2026-11-20 17:30 UTC: 17:30 in London, 20:30 in Saint Petersburg, late enough
    /// that some sample stores close soon. The review happens then too.
    public static let friday = Date(timeIntervalSince1970: 1_795_195_800)

    /// The instant an ISO 8601 literal names, such as `2026-11-20T17:30:00Z`.
    public static func instant(_ text: String) -> Date {
        do {
            return try Date(text, strategy: .iso8601)
        } catch {
            preconditionFailure("bad instant literal: \(text)")
        }
    }

    /// A context with the shipped tables in `locale`, the default theme, `now` and the user at
    /// `location`; a missing key shows as ⟦Key⟧, which tests look for.
    public static func context(
        _ locale: String = "en", now: Date = friday, location: Coordinate? = piccadilly,
        mappers: MapperSet = .defaults
    ) -> MappingContext {
        MappingContext(
            strings: Localizer(catalog: .shipped, locale: locale, missingKeyPolicy: .marker), theme: .default,
            now: now, userLocation: location, mappers: mappers)
    }

    /// A value's JSON with sorted keys: every piece of text it holds, for "no key is missing"
    /// checks, and the same bytes for the same value.
    public static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }
}
