import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
    private let filled = SpinningSemaphore(value: 0)
    private let free = SpinningSemaphore(value: ReadAheadRing.slotCount)
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

/// A run of events recorded by the producer, with their marks, and every scalar's text in
/// one arena.
struct EventBatch {
    private enum Recorded {
        /// A scalar, with its text at `range` of the arena.
        case scalar(range: Range<Int>, style: YAMLScalar.Style, hasAnchorOrTag: Bool)
        /// Any other event: it borrows no text, so it is kept as it came.
        case event(YAMLStreamEvent)
    }

    private var records: [(Recorded, YAMLMark)] = []
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

    /// Records `event`, copying a scalar's borrowed text into the arena.
    mutating func append(_ event: YAMLStreamEvent, at mark: YAMLMark) {
        guard case .scalar(let scalar) = event else {
            records.append((.event(event), mark))
            return
        }
        let start = text.count
        text.append(contentsOf: scalar.bytes)
        records.append((.scalar(range: start..<text.count, style: scalar.style, hasAnchorOrTag: scalar.hasAnchorOrTag), mark))
    }

    /// Hands every event to `visit`, in order; `false` as soon as `visit` says stop.
    func replay(_ visit: (YAMLStreamEvent, YAMLMark) throws(YAMLError) -> Bool) throws(YAMLError) -> Bool {
        try text.withUnsafeBufferPointer { text throws(YAMLError) in
            for (recorded, mark) in records {
                let event: YAMLStreamEvent
                switch recorded {
                case .scalar(let range, let style, let hasAnchorOrTag):
                    event = .scalar(YAMLScalarView(bytes: UnsafeBufferPointer(rebasing: text[range]), style: style, hasAnchorOrTag: hasAnchorOrTag))
                case .event(let other):
                    event = other
                }
                guard try visit(event, mark) else { return false }
            }
            return true
        }
    }
}
