import Testing
@testable import StoreYAML

/// Reading ahead on a second thread is an optimisation, so every case here asks one thing:
/// does the caller see exactly what a plain scan shows it?
@Suite("Scanning with read-ahead")
struct ReadAheadTests {
    /// What a visitor saw: one line per event, with its mark, then how the scan ended.
    struct Transcript: Equatable, CustomStringConvertible {
        var events: [String] = []
        var error: YAMLError?
        var description: String { (events + [error.map { "error \($0.location) \($0.kind)" } ?? "end"]).joined(separator: "\n") }
    }

    static func transcript(_ text: String, _ readAhead: ReadAhead, limits: YAMLLimits = YAMLLimits(),
                           stopAfter: Int = .max, throwAfter: Int = .max) -> Transcript {
        var transcript = Transcript()
        do {
            try YAMLParser(limits: limits).scan(text, file: "t.yml", readAhead: readAhead) { event, mark throws(YAMLError) in
                if transcript.events.count == throwAfter {
                    throw YAMLError(.invalid("the visitor gave up"), at: mark.location(in: "t.yml"))
                }
                transcript.events.append("\(mark.line):\(mark.column) \(describe(event))")
                return transcript.events.count < stopAfter
            }
        } catch {
            transcript.error = error
        }
        return transcript
    }

    static func describe(_ event: YAMLStreamEvent) -> String {
        switch event {
        case .scalar(let scalar): return "scalar \(scalar.style) \(scalar.hasAnchorOrTag) \(scalar.string.debugDescription)"
        case .mappingStart(let flagged): return "mapping \(flagged)"
        case .mappingEnd: return "end mapping"
        case .sequenceStart(let flagged): return "sequence \(flagged)"
        case .sequenceEnd: return "end sequence"
        case .alias: return "alias"
        case .documentStart: return "document"
        case .documentEnd: return "end document"
        }
    }

    /// A table long enough to fill several batches: about 3 events per line.
    static func bigTable(lines: Int, tail: String = "") -> String {
        var text = "en:\n"
        for index in 0..<lines { text += "  Key\(index): \"Text \(index) with ünïcode and %{name}\"\n" }
        return text + tail
    }

    static let inputs: [(String, String)] = [
        ("empty", ""),
        ("one scalar", "just text\n"),
        ("every feature", """
        %YAML 1.1
        ---
        base: &base {a: 1, b: [x, 'y', "z\\n"]}
        copy: *base
        tagged: !!str 12
        literal: |
          two
          lines
        folded: >
          one
          line
        empty:
        ...
        ---
        - second document
        """),
        ("big table", bigTable(lines: 5_000)),
        ("big table, then a second document", bigTable(lines: 3_000, tail: "---\nmore: yes\n")),
    ]

    @Test("the same events, marks and ending as a plain scan", arguments: inputs)
    func sameEvents(name: String, text: String) {
        #expect(Self.transcript(text, .always) == Self.transcript(text, .never))
    }

    @Test("a syntax error arrives after the same events, at the same place", arguments: [
        ("early", "a: [unclosed\n" + bigTable(lines: 10)),
        ("in the second batch", bigTable(lines: 900, tail: "  bad: \"unclosed\n")),
        ("at the very end", bigTable(lines: 5_000, tail: "  - not a key\n")),
    ])
    func syntaxErrors(name: String, text: String) {
        let plain = Self.transcript(text, .never)
        #expect(plain.error != nil)
        #expect(Self.transcript(text, .always) == plain)
    }

    @Test("a visitor that stops or throws part-way is obeyed, on either side of a batch boundary",
          arguments: [1, 2_047, 2_048, 2_049, 9_000])
    func stopsEarly(after count: Int) {
        let text = Self.bigTable(lines: 5_000)
        let stopped = Self.transcript(text, .always, stopAfter: count)
        #expect(stopped.events.count == count)
        #expect(stopped == Self.transcript(text, .never, stopAfter: count))
        let thrown = Self.transcript(text, .always, throwAfter: count)
        #expect(thrown.events.count == count)
        #expect(thrown == Self.transcript(text, .never, throwAfter: count))
    }

    @Test("the depth limit holds when reading ahead")
    func depthLimit() {
        let text = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let transcript = Self.transcript(text, .always, limits: YAMLLimits(maxDepth: 16))
        #expect(transcript.error?.kind == .tooDeep(limit: 16))
        #expect(transcript == Self.transcript(text, .never, limits: YAMLLimits(maxDepth: 16)))
    }

    @Test("automatic reads ahead only for inputs large enough to repay a thread")
    func automatic() {
        #expect(!ReadAhead.automatic.applies(toBytes: 10_000))
        #expect(!ReadAhead.never.applies(toBytes: 10_000_000))
        #expect(ReadAhead.always.applies(toBytes: 0))
    }
}
