import StoreDomain
import StoreIO

/// What `render` says of a `--filter` that no store could pass: its id is on no store, so the
/// list would be empty for a reason the screen cannot tell (a typo, or another backend's ids).
enum FilterNotes {
    /// One note per such filter, with the id it likely means.
    static func notes(for filters: [StoreFilter], stores: [Store]) -> [String] {
        var services: Set<String> = []
        var facilities: Set<String> = []
        var tags: Set<String> = []
        for store in stores {
            services.formUnion(store.serviceHours.keys)
            if store.pickup != nil { services.insert(Store.pickupService) }
            for (id, present) in store.facilities where present { facilities.insert(id) }
            tags.formUnion(store.tags)
        }
        return filters.compactMap { filter in
            guard let id = filter.value else { return nil }
            let known: Set<String>
            let noun: String
            switch filter.kind {
            case "service": (known, noun) = (services, "the service")
            case "facility": (known, noun) = (facilities, "the facility")
            default: (known, noun) = (tags, "the tag")
            }
            guard !known.contains(id) else { return nil }
            let nearest = NearestName.closest(to: id, among: known.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
            return "no store has \(noun) \"\(id)\", so --filter \(filter) leaves no store\(nearest)"
        }
    }
}
