extension DeliveryCityState: RequestIssuing {
    /// Applies one action. Pure: the same state and action always give the same state.
    public mutating func apply(_ action: DeliveryCityAction) {
        switch action {
        case .appeared(let permission):
            // Coming back keeps what the flow shows; only a permission that changed meanwhile
            // (in Settings) is taken, as if reported.
            guard phase == .prePermission else {
                if permission != self.permission { apply(.permissionChanged(permission)) }
                return
            }
            self.permission = permission
            switch permission {
            case .notDetermined: break
            case .denied, .restricted: isChoosingFromList = true
            case .allowed: startLocating()
            }
        case .allowTapped:
            guard phase == .prePermission else { return }
            isPromptingForPermission = true
        case .chooseCityTapped:
            isPromptingForPermission = false
            isAwaitingLocation = false
            pendingGeocode = nil
            isChoosingFromList = true
        case .permissionChanged(let permission):
            // NB: what shows is read before the permission changes, since it follows from it.
            let shown = phase
            let refused = self.permission == .denied || self.permission == .restricted
            self.permission = permission
            isPromptingForPermission = false
            switch permission {
            case .allowed:
                // Allowing locates; so does lifting a refusal (in Settings), unless the user has
                // chosen a city by hand since.
                let choseByHand = shown == .choosing && currentCity != nil
                if shown == .prePermission || refused && !choseByHand { startLocating() }
            case .denied, .restricted:
                location = nil
                isAwaitingLocation = false
                pendingGeocode = nil
                // A city already detected stays; anything else goes to the list.
                if case .detected = shown {} else { isChoosingFromList = true }
            case .notDetermined:
                // Asked again (the app was reinstalled, or the user chose "Ask next time"): what
                // was locating, or failed, goes back to the pre-permission; a city shown stays.
                location = nil
                isAwaitingLocation = false
                pendingGeocode = nil
                hasTimedOut = false
                if case .failed = decision { decision = nil }
            }
        case .locationUpdated(let coordinate):
            guard permission == .allowed else { return }
            location = coordinate
            // A fix after the timeout is still used while the timeout shows; once the user has
            // gone to the list, the list stays.
            guard isAwaitingLocation, phase == .detecting || phase == .failed(.timeout) else { return }
            isAwaitingLocation = false
            issueGeocode(at: coordinate)
        case .locationTimedOut:
            guard isAwaitingLocation, phase == .detecting else { return }
            hasTimedOut = true
        case .geocoded(let response, let id):
            guard let request = pendingGeocode, request.id == id else { return }
            pendingGeocode = nil
            if case .city = response.outcome {
                lastGeocoded = GeocodedFix(coordinate: request.coordinate, response: response)
            }
            decide(at: request.coordinate, response: response)
        case .geocodingFailed(let failure, let id):
            guard pendingGeocode?.id == id else { return }
            pendingGeocode = nil
            // Without the geocoder, a point in a zone still decides.
            if let location, let found = detection(at: location, geocoded: nil, address: nil) {
                decision = .detected(found)
                currentCity = found.city.id
            } else {
                decision = .failed(failure)
            }
        case .retryTapped:
            guard case .failed = phase else { return }
            if let location { issueGeocode(at: location) } else { startLocating() }
        case .searchChanged(let text):
            query = text
        case .citySelected(let id):
            guard catalog.city(id: id) != nil else { return }
            currentCity = id
            isChoosingFromList = true
            pendingGeocode = nil
        }
    }

    /// A geocoder's answer or failure answers the request it names, while one is on its way.
    public func answer(_ action: DeliveryCityAction) -> Answer? {
        switch action {
        case .geocoded(_, let id), .geocodingFailed(_, let id):
            Answer("geocoder response", answering: id, waiting: pendingGeocode?.id)
        case .appeared, .allowTapped, .chooseCityTapped, .permissionChanged, .locationUpdated, .locationTimedOut,
            .retryTapped, .searchChanged, .citySelected:
            nil
        }
    }

    private mutating func startLocating() {
        isChoosingFromList = false
        decision = nil
        hasTimedOut = false
        isAwaitingLocation = true
        if let location {
            isAwaitingLocation = false
            issueGeocode(at: location)
        }
    }

    private mutating func issueGeocode(at coordinate: Coordinate) {
        // The location already known answers again: no request for the same place.
        if let known = lastGeocoded, known.coordinate.distance(to: coordinate) <= Self.geocodeReuseMetres {
            pendingGeocode = nil
            decide(at: coordinate, response: known.response)
            return
        }
        pendingGeocode = GeocodingRequest(id: issueRequestID(), coordinate: coordinate)
        isChoosingFromList = false
        decision = nil
        hasTimedOut = false
    }

    /// Decides the phase from a geocoder answer for `point`.
    private mutating func decide(at point: Coordinate, response: GeocodingResponse) {
        let outcome = response.outcome
        let geocoded: GeocodedCity? = if case .city(let city) = outcome { city } else { nil }
        let address = geocoded.flatMap { response.results.first?.address(city: $0.name) }
        isChoosingFromList = false
        hasTimedOut = false
        if var found = detection(at: point, geocoded: geocoded, address: address) {
            found.longAddress = geocoded.flatMap { response.results.first?.address(city: $0.name, route: .long) }
            decision = .detected(found)
            currentCity = found.city.id
            return
        }
        switch outcome {
        case .failed(let failure):
            decision = .failed(failure)
        case .city(let city):
            guard let active = catalog.city(matching: city) else {
                decision = .notActive(city)
                return
            }
            let nearest = catalog.zones.nearest(to: point, city: active.id)
            decision = .outside(city: active.id, nearestZone: nearest?.zone.id, metres: nearest?.metres)
            currentCity = active.id
        }
    }

    private func detection(at point: Coordinate, geocoded: GeocodedCity?, address: Address?) -> DeliveryDetection? {
        guard let zone = catalog.zones.zone(at: point), let city = catalog.city(id: zone.city) else { return nil }
        return DeliveryDetection(city: city, zone: zone, geocoded: geocoded, address: address)
    }
}
