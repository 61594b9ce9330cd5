import StoreDomain

extension BookingSearchScenarioStep: Decodable {
    private enum StepKey: String, CodingKey, CaseIterable { case search, loaded, failed, open }
    private enum DetailKey: String, CodingKey { case items, next, answering }

    /// "unknown step "retyr" (did you mean "retry"?); expected one of search, loaded, …".
    private static func unknownStep(_ name: String) -> String {
        let nearest = NearestKeyName.closest(to: name, among: Set(names)).map { " (did you mean \"\($0)\"?)" } ?? ""
        return "unknown step \"\(name)\"\(nearest); expected one of \(names.joined(separator: ", "))"
    }

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
                    .init(codingPath: decoder.codingPath, debugDescription: Self.unknownStep(word)))
            }
            return
        }
        let names = try decoder.container(keyedBy: AnyCodingKey.self).allKeys
        if names.count == 1, let name = names.first, StepKey(rawValue: name.stringValue) == nil {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: Self.unknownStep(name.stringValue)))
        }
        let container = try decoder.container(keyedBy: StepKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "expected a step with exactly one key, one of \(Self.names.joined(separator: ", ")), such as `search: bike`"
                ))
        }
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
