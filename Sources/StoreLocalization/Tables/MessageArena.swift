import StoreYAML

/// Messages cut from shared storage while a table loads: the texts of a run of messages in
/// one string, and their pieces in one array.
///
/// A large table holds thousands of messages with placeholders. Given a string and an array
/// of pieces each, loading it allocated, and freeing it walked, thousands of small blocks:
/// dropping a 10,000-key table took a third as long as loading it. Here texts and pieces are
/// gathered as bytes, and every ``chunkBytes`` the chunk is sealed into one string and one
/// array that its messages slice. Messages without placeholders keep a string of their own,
/// so looking them up returns it without a copy.
struct MessageArena {
    /// Roughly how much text a chunk holds before it is sealed.
    static let chunkBytes = 32 * 1024

    private struct Pending {
        /// The entry the message is for, by the number ``TableEntries`` gave it.
        var entry: Int
        var bytes: Range<Int>
        var pieces: Range<Int>
        var problems: [Message.Problem]
    }

    private var bytes: [UInt8] = []
    private var pieces: [Message.Piece] = []
    private var pending: [Pending] = []

    /// Whether the chunk is big enough to seal.
    var isFull: Bool { bytes.count >= Self.chunkBytes }

    /// Takes the message in `text` for the entry numbered `entry`, or hands it back: a message
    /// without placeholders, or with text to sanitize, is returned to be stored on its own.
    mutating func add(_ text: UnsafeBufferPointer<UInt8>, entry: Int) -> Message? {
        let (parsed, problems, clean) = Message.parse(text)
        guard clean, !parsed.isEmpty else {
            return Message(String(decoding: text, as: UTF8.self), parsed: (parsed, problems, clean))
        }
        let byteStart = bytes.count, pieceStart = pieces.count
        bytes.append(contentsOf: text)
        pieces.append(contentsOf: parsed)
        pending.append(Pending(entry: entry, bytes: byteStart..<bytes.count,
                               pieces: pieceStart..<pieces.count, problems: problems))
        return nil
    }

    /// Seals the chunk and hands each of its messages, with its entry's number, to `body`.
    mutating func seal(_ body: (Int, consuming Message) -> Void) {
        guard !pending.isEmpty else { return }
        // NB: libyaml hands over valid UTF-8 and each message is whole scalars, so the
        // offsets stay true in the string; were it ever repaired, each message is rebuilt
        // from its own bytes instead.
        if let storage = String(validating: bytes, as: UTF8.self) {
            let utf8 = storage.utf8
            let shared = pieces[...]
            for message in pending {
                let lower = utf8.index(utf8.startIndex, offsetBy: message.bytes.lowerBound)
                let upper = utf8.index(lower, offsetBy: message.bytes.count)
                body(message.entry, Message(text: storage[lower..<upper], pieces: shared[message.pieces], problems: message.problems))
            }
        } else {
            for message in pending {
                body(message.entry, Message(parsing: String(decoding: bytes[message.bytes], as: UTF8.self)))
            }
        }
        bytes.removeAll(keepingCapacity: true)
        pieces = []
        pending.removeAll(keepingCapacity: true)
    }
}
