import StoreDisplayText

extension GeocodingResponse.Result {
    /// The postal address the result's components make, laid out by ``AddressFormat``:
    /// the street line (number and route in the country's order, or the premise), the city
    /// `city` names (else the result's own by ``CityRule``), the region, the postcode and the
    /// country. `nil` when the result has no `country` component.
    ///
    /// The street is the route's short name, then the number in the country's order, as product
    /// document 002's `formatAddress` builds it ("Невский пр., 28");
    /// ``address(city:route:)`` with ``RouteName/long`` keeps the long one.
    ///
    /// ```swift
    /// let address = response.results[0].address()
    /// AddressFormat.of(country: address.country).lines(of: address)   // ["Невский пр., 28", "Санкт-Петербург", "191186"]
    /// ```
    public func address(city: String? = nil) -> Address? {
        address(city: city, route: .short)
    }

    /// Which of a route's names a street line takes.
    public enum RouteName: Sendable, Hashable {
        /// The short name, "Невский пр.": product document 002's street address.
        case short
        /// The long name, "Невский проспект".
        case long
    }

    /// ``address(city:)``, the street written with the route's `route` name.
    public func address(city: String? = nil, route: RouteName) -> Address? {
        guard let country = component("country")?.shortName, Address.isCountryCode(country) else { return nil }
        var lines: [String] = []
        if let premise = component("premise")?.longName { lines.append(premise) }
        let routeComponent = component("route")
        let routeName = route == .short ? routeComponent?.shortName : routeComponent?.longName
        if let street = StreetLine.make(
            number: component("street_number")?.longName, route: routeName ?? routeComponent?.longName, country: country
        ) {
            lines.append(street)
        }
        let cityName = city ?? CityRule.allCases.lazy.compactMap { self.component(by: $0)?.component.longName }.first
        // A region that repeats the city (Москва in Москва) says nothing; the US writes its
        // states by their short names.
        let regionComponent = component("administrative_area_level_1")
        var region =
            country == "US" || country == "CA" || country == "AU"
            ? regionComponent?.shortName : regionComponent?.longName
        if let name = region, let cityName, LetterFolding.matchKey(name) == LetterFolding.matchKey(cityName) {
            region = nil
        }
        let district = component("sublocality_level_1")?.longName
        return Address(
            lines: lines, city: cityName, region: region, district: district == cityName ? nil : district,
            postcode: component("postal_code")?.longName, country: country)
    }
}

/// The street line from a house number and a route, as each country writes it.
public enum StreetLine {
    /// Where a country puts the house number.
    public enum Order: Sendable, Hashable {
        /// "221B Baker Street" (GB, US, FR, …).
        case numberFirst
        /// "Unter den Linden 77" (DE, NL, PL, …).
        case numberLast
        /// "Невский проспект, 28", "Rua Augusta, 1500": after the route and a comma.
        case numberLastAfterComma
    }

    /// Countries that write the number after the route, with a space: most of continental
    /// Europe. libaddressinput's formats have one street field and do not say; this is the
    /// countries' postal guidance.
    static let numberLast: Set<String> = [
        "AT", "BA", "BE", "CH", "CZ", "DE", "DK", "EE", "ES", "FI", "GR", "HR", "HU", "IS", "IT", "LI", "LT", "LU",
        "LV", "ME", "MK", "NL", "NO", "PL", "RS", "SE", "SI", "SK", "TR",
    ]
    /// Countries that write the number after the route and a comma: Russia and its
    /// neighbours, and Latin America.
    static let numberLastAfterComma: Set<String> = [
        "AM", "AR", "BO", "BR", "BY", "CL", "CO", "CR", "EC", "GE", "KG", "KZ", "MD", "MX", "PE", "PT", "PY", "RU",
        "TJ",
        "UA", "UY", "UZ", "VE",
    ]

    /// Where `country` (ISO 3166-1) puts the number; number first where not listed.
    public static func order(for country: String) -> Order {
        if numberLast.contains(country) { return .numberLast }
        if numberLastAfterComma.contains(country) { return .numberLastAfterComma }
        return .numberFirst
    }

    /// The line, or `nil` with neither part; either part alone is the line.
    public static func make(number: String?, route: String?, country: String) -> String? {
        let number = number.flatMap { $0.isBlank ? nil : $0 }, route = route.flatMap { $0.isBlank ? nil : $0 }
        guard let route else { return number }
        guard let number else { return route }
        switch order(for: country) {
        case .numberFirst: return "\(number) \(route)"
        case .numberLast: return "\(route) \(number)"
        case .numberLastAfterComma: return "\(route), \(number)"
        }
    }
}
