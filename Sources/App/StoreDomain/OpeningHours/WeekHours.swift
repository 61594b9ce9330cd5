/// A store's weekly hours in one allocation: what ``OpeningHours`` keeps instead of a
/// `[Weekday: DayHours]`, which it still takes and gives back.
///
/// NB: the opening status of every list row reads most days of the week. As a dictionary of
/// arrays, a week was eight heap objects, each read of one a likely cache miss in a long
/// list. Here one `[UInt32]` holds seven day words, then one word per interval:
///
/// - a day word is its kind in the top two bits (missing, closed, open 24 hours, intervals)
///   and, below them, where its intervals end, counted from the first interval;
/// - an interval word is its opening minute in the high half and its closing minute in the low.
///
/// The encoding is canonical, so two weeks are equal exactly when their words are.
struct WeekHours: Sendable, Hashable {
    /// What a day holds, as read without allocating.
    enum Day: Equatable {
        /// The week does not mention the day: closed.
        case missing
        case closed
        case open24Hours
        /// Intervals at these positions; read each with ``interval(at:)``.
        case intervals(Range<Int>)
    }

    private static let kindShift: UInt32 = 30
    private static let endMask: UInt32 = (1 << 30) - 1

    private let words: [UInt32]

    /// The week of a dictionary.
    init(_ week: [Weekday: DayHours]) {
        self.init { week[$0] }
    }

    /// The week whose days `hours` gives, `nil` for a day the week does not mention.
    ///
    /// A week holds fewer than 2³⁰ intervals: the 64 MiB input limit allows a few million.
    init(_ hours: (Weekday) -> DayHours?) {
        var days: [UInt32] = []
        var intervals: [UInt32] = []
        days.reserveCapacity(7)
        for day in Weekday.allCases {
            let kind: UInt32
            switch hours(day) {
            case nil: kind = 0
            case .closed: kind = 1
            case .open24Hours: kind = 2
            case .intervals(let list):
                kind = 3
                for interval in list {
                    intervals.append(UInt32(interval.opens.minutes) << 16 | UInt32(interval.closes.minutes))
                }
            }
            days.append(kind << Self.kindShift | (UInt32(truncatingIfNeeded: intervals.count) & Self.endMask))
        }
        words = days + intervals
    }

    /// What `weekday` holds.
    func day(_ weekday: Weekday) -> Day {
        let index = weekday.rawValue - 1
        let word = words[index]
        switch word >> Self.kindShift {
        case 0: return .missing
        case 1: return .closed
        case 2: return .open24Hours
        default:
            let start = index == 0 ? 0 : Int(words[index - 1] & Self.endMask)
            return .intervals(start..<Int(word & Self.endMask))
        }
    }

    /// Whether the week mentions no day at all: `week: {}`.
    var mentionsNoDay: Bool { words.count == 7 && words.allSatisfy { $0 >> Self.kindShift == 0 } }

    /// The opening and closing minutes of the interval at `position`.
    func interval(at position: Int) -> (opens: Int, closes: Int) {
        let word = words[7 + position]
        return (Int(word >> 16), Int(word & 0xFFFF))
    }

    /// What `weekday` holds as a ``DayHours``; `nil` when the week does not mention it.
    func hours(_ weekday: Weekday) -> DayHours? {
        switch day(weekday) {
        case .missing: return nil
        case .closed: return .closed
        case .open24Hours: return .open24Hours
        case .intervals(let positions):
            return .intervals(
                positions.map { position in
                    let (opens, closes) = interval(at: position)
                    return OpeningInterval(
                        checkedOpens: LocalTime(checkedMinutes: opens), closes: LocalTime(checkedMinutes: closes))
                })
        }
    }

    /// The week as a dictionary, as it was given.
    var dictionary: [Weekday: DayHours] {
        var week: [Weekday: DayHours] = [:]
        for day in Weekday.allCases { week[day] = hours(day) }
        return week
    }

    /// Whether every day is open 24 hours.
    var isOpenAroundTheClock: Bool {
        words.prefix(7).allSatisfy { $0 >> Self.kindShift == 2 }
    }
}
