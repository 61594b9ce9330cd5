import StoreDomain
import StoreScenarios

extension BookingSearchScenarioStep: Decodable {
    private enum StepKey: String, CodingKey, CaseIterable { case search, loaded, failed, open }
    private enum DetailKey: String, CodingKey { case items, next, answering }

    public init(from decoder: any Decoder) throws {
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            switch word {
            case "retry": self = .retry
            case "nextPage": self = .nextPage
            case "retryNextPage": self = .retryNextPage
            case "closeItem": self = .closeItem
            case "clear": self = .clear
            default:
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: SingleStepKey.unknownStep(word, among: Self.names)))
            }
            return
        }
        let (container, key) = try SingleStepKey.decode(
            StepKey.self, from: decoder, stepNames: Self.names, example: "search: bike")
        let word = try? container.decode(String.self, forKey: key)
        let details = word == nil ? try container.nestedContainer(keyedBy: DetailKey.self, forKey: key) : nil
        let answering = try details?.decodeIfPresent(Int.self, forKey: .answering)
        switch key {
        case .search:
            self = .search(try container.decodeIfPresent(String.self, forKey: key) ?? "")
        case .open:
            self = .open(try container.decode(String.self, forKey: key))
        case .failed:
            let failure = try container.decode(LoadFailureSpec.self, forKey: key)
            self = .failed(failure.isServer ? .server(message: failure.message) : .network, answering: answering)
        case .loaded:
            if let word {
                guard word == "all" else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container,
                        debugDescription: "expected `all` or `{items: [0, 1], next: page-2}`, found \"\(word)\"")
                }
                self = .loaded(items: nil, next: nil, answering: nil)
                return
            }
            let items = try details?.decodeIfPresent([Int].self, forKey: .items)
            if let items, let bad = items.first(where: { $0 < 0 }), let details {
                throw DecodingError.dataCorruptedError(
                    forKey: .items, in: details, debugDescription: "expected positions from 0, found \(bad)")
            }
            self = .loaded(
                items: items, next: try details?.decodeIfPresent(String.self, forKey: .next), answering: answering)
        }
    }
}
