import Dispatch
import Foundation
import Synchronization

/// Parses on a second thread, a batch of events ahead of the caller.
///
/// libyaml's scanner is most of the cost of loading a large table, and the caller's work
/// on each event (building keys, parsing messages, hashing) is most of the rest. Run one
/// after the other they add up; run side by side they overlap. The producer records events into batches (kinds, marks, and scalar text copied
/// into one byte arena per batch), and the caller replays them in order, so it sees exactly
/// the events, marks and errors a plain scan gives.
///
/// NB: batches live in a ring of slots handed back and forth by two semaphores: a slot is
/// written only by the producer between `free.wait()` and `filled.signal()`, and read only by
/// the caller between `filled.wait()` and `free.signal()`. That ordering, not the compiler,
/// is what makes sharing the ring between the two threads safe, hence `@unchecked Sendable`.
final class ReadAheadRing: @unchecked Sendable {
    static let slotCount = 4
    static let eventsPerBatch = 2048

    private let slots: UnsafeMutablePointer<EventBatch>
    private let filled = DispatchSemaphore(value: 0)
    private let free = DispatchSemaphore(value: ReadAheadRing.slotCount)
    private let cancelled = Atomic<Bool>(false)

    init() {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: EventBatch(), count: Self.slotCount)
    }

    deinit {
        slots.deinitialize(count: Self.slotCount)
        slots.deallocate()
    }

    /// Runs `reader` on a new thread, then replays its events to `visit` on this one. Returns
    /// when the producer thread has ended, so the reader and its input may be freed
    /// afterwards; returns `false`, having read nothing, when no thread could be started.
    static func scan(_ reader: LibYAMLEventReader,
                     _ visit: (YAMLStreamEvent, YAMLMark) throws(YAMLError) -> Bool) throws(YAMLError) -> Bool {
        let ring = ReadAheadRing()
        let producer = Unmanaged.passRetained(Producer(ring: ring, reader: reader))
        var thread = pthread_t()
        // NB: pthread rather than Foundation's Thread, so that a thread that cannot be started
        // is an error code to fall back on, not a consumer waiting forever.
        guard pthread_create(&thread, nil, { Producer.run($0) }, producer.toOpaque()) == 0 else {
            producer.release()
            return false
        }
        defer { pthread_join(thread, nil) }
        try ring.consume(visit)
        return true
    }

    /// The producer's side: fill a free slot with a batch of events, publish it, repeat until
    /// the stream ends, fails, or the caller has stopped listening.
    private func produce(_ reader: LibYAMLEventReader) {
        var index = 0
        var last = false
        while !last {
            free.wait()
            let slot = slots + index
            slot.pointee.removeAll()
            if cancelled.load(ordering: .relaxed) {
                slot.pointee.isLast = true
            } else {
                do throws(YAMLError) {
                    while !slot.pointee.isFull {
                        let going = try reader.visitNext { event, mark in
                            slot.pointee.append(event, at: mark)
                            return true
                        }
                        if !going {
                            slot.pointee.isLast = true
                            break
                        }
                    }
                } catch {
                    slot.pointee.error = error
                    slot.pointee.isLast = true
                }
            }
            last = slot.pointee.isLast
            filled.signal()
            index = (index + 1) % Self.slotCount
        }
    }

    /// The caller's side: replay every batch in order. After `visit` stops or throws, batches
    /// are still taken (and dropped) until the producer's last one, so it never waits on a
    /// slot nobody will free.
    private func consume(_ visit: (YAMLStreamEvent, YAMLMark) throws(YAMLError) -> Bool) throws(YAMLError) {
        var index = 0
        var visiting = true
        var failure: YAMLError?
        var last = false
        while !last {
            filled.wait()
            let slot = slots + index
            if visiting {
                do throws(YAMLError) {
                    visiting = try slot.pointee.replay(visit)
                } catch {
                    failure = error
                    visiting = false
                }
                if visiting, let error = slot.pointee.error {
                    failure = error
                    visiting = false
                }
                if !visiting { cancelled.store(true, ordering: .relaxed) }
            }
            last = slot.pointee.isLast
            free.signal()
            index = (index + 1) % Self.slotCount
        }
        if let failure { throw failure }
    }

    /// What the producer thread holds: the ring, and a reader only it touches until the
    /// thread is joined.
    private final class Producer {
        let ring: ReadAheadRing
        let reader: LibYAMLEventReader

        init(ring: ReadAheadRing, reader: LibYAMLEventReader) {
            self.ring = ring
            self.reader = reader
        }

        /// The thread's entry point; `context` is a retained ``Producer``.
        static func run(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
            guard let context else { return nil }
            let producer = Unmanaged<Producer>.fromOpaque(context).takeRetainedValue()
            producer.ring.produce(producer.reader)
            return nil
        }
    }
}

/// A run of events recorded by the producer: their kinds and marks, and every scalar's text
/// in one arena.
struct EventBatch {
    private struct Record {
        enum Kind: UInt8 {
            case scalar, mappingStart, mappingEnd, sequenceStart, sequenceEnd, alias, documentStart, documentEnd
        }
        var kind: Kind
        var style: YAMLScalar.Style = .plain
        var hasAnchorOrTag = false
        var line: Int
        var column: Int
        /// The scalar's text in `text`.
        var textStart = 0
        var textCount = 0
    }

    private var records: [Record] = []
    private var text: [UInt8] = []
    /// The parse error that ended the stream after these events.
    var error: YAMLError?
    /// Whether no batch follows.
    var isLast = false

    init() {
        records.reserveCapacity(ReadAheadRing.eventsPerBatch)
        text.reserveCapacity(64 * ReadAheadRing.eventsPerBatch)
    }

    /// Whether the batch holds all the events it should before it is handed over.
    var isFull: Bool { records.count >= ReadAheadRing.eventsPerBatch }

    /// Empties the batch for reuse, keeping its storage.
    mutating func removeAll() {
        records.removeAll(keepingCapacity: true)
        text.removeAll(keepingCapacity: true)
        error = nil
        isLast = false
    }

    mutating func append(_ event: YAMLStreamEvent, at mark: YAMLMark) {
        var record = Record(kind: .documentEnd, line: mark.line, column: mark.column)
        switch event {
        case .scalar(let scalar):
            record.kind = .scalar
            record.style = scalar.style
            record.hasAnchorOrTag = scalar.hasAnchorOrTag
            record.textStart = text.count
            record.textCount = scalar.bytes.count
            text.append(contentsOf: scalar.bytes)
        case .mappingStart(let hasAnchorOrTag):
            record.kind = .mappingStart
            record.hasAnchorOrTag = hasAnchorOrTag
        case .mappingEnd: record.kind = .mappingEnd
        case .sequenceStart(let hasAnchorOrTag):
            record.kind = .sequenceStart
            record.hasAnchorOrTag = hasAnchorOrTag
        case .sequenceEnd: record.kind = .sequenceEnd
        case .alias: record.kind = .alias
        case .documentStart: record.kind = .documentStart
        case .documentEnd: record.kind = .documentEnd
        }
        records.append(record)
    }

    /// Hands every event to `visit`, in order; `false` as soon as `visit` says stop.
    func replay(_ visit: (YAMLStreamEvent, YAMLMark) throws(YAMLError) -> Bool) throws(YAMLError) -> Bool {
        try text.withUnsafeBufferPointer { text throws(YAMLError) in
            for record in records {
                let event: YAMLStreamEvent
                switch record.kind {
                case .scalar:
                    let bytes = UnsafeBufferPointer(rebasing: text[record.textStart..<(record.textStart + record.textCount)])
                    event = .scalar(YAMLScalarView(bytes: bytes, style: record.style, hasAnchorOrTag: record.hasAnchorOrTag))
                case .mappingStart: event = .mappingStart(hasAnchorOrTag: record.hasAnchorOrTag)
                case .mappingEnd: event = .mappingEnd
                case .sequenceStart: event = .sequenceStart(hasAnchorOrTag: record.hasAnchorOrTag)
                case .sequenceEnd: event = .sequenceEnd
                case .alias: event = .alias
                case .documentStart: event = .documentStart
                case .documentEnd: event = .documentEnd
                }
                guard try visit(event, YAMLMark(line: record.line, column: record.column)) else { return false }
            }
            return true
        }
    }
}
