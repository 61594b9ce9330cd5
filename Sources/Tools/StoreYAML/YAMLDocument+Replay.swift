import StoreDisplayText

extension YAMLDocument {
    /// Replays the document as the events a stream of it gives, with aliases expanded and
    /// merge keys applied, so a loader that reads events reads a tree through the same grammar.
    ///
    /// Each event's mark is where its node starts. Returning `false` from `visit` stops the replay.
    package func replay(_ visit: (YAMLStreamEvent, YAMLMark) throws(YAMLError) -> Bool) throws(YAMLError) {
        guard try visit(.documentStart, YAMLMark(root.location)) else { return }
        guard try Self.replay(root, visit) else { return }
        _ = try visit(.documentEnd, YAMLMark(root.location))
    }

    private static func replay(
        _ node: YAMLNode, _ visit: (YAMLStreamEvent, YAMLMark) throws(YAMLError) -> Bool
    ) throws(YAMLError) -> Bool {
        let mark = YAMLMark(node.location)
        switch node.content {
        case .scalar(let scalar):
            var text = scalar.value
            // NB: `withUTF8` rethrows untyped errors only, so the outcome is carried out as a value.
            let outcome: Result<Bool, YAMLError> = text.withUTF8 { bytes in
                do throws(YAMLError) {
                    return .success(
                        try visit(
                            .scalar(YAMLScalarView(bytes: bytes, style: scalar.style, hasAnchorOrTag: false)), mark))
                } catch {
                    return .failure(error)
                }
            }
            return try outcome.get()
        case .sequence(let items):
            guard try visit(.sequenceStart(hasAnchorOrTag: false), mark) else { return false }
            for item in items { guard try replay(item, visit) else { return false } }
            return try visit(.sequenceEnd, mark)
        case .mapping(let pairs):
            guard try visit(.mappingStart(hasAnchorOrTag: false), mark) else { return false }
            for pair in pairs {
                guard try replay(pair.key, visit), try replay(pair.value, visit) else { return false }
            }
            return try visit(.mappingEnd, mark)
        }
    }
}

extension YAMLMark {
    /// The mark of a location, without its file.
    package init(_ location: FilePosition) {
        self.init(line: location.line, column: location.column)
    }
}
