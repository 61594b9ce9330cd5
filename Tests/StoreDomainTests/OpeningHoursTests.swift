import Foundation
import Testing

@testable import StoreDomain

@Suite("Opening hours, on the store's own wall clock")
struct OpeningHoursTests {
    // 2026-11-20 is a Friday.
    let soho = try! hours(
        "Europe/London",
        [
            "friday": "10:00-02:00", "saturday": "10:00-03:00", "sunday": "12:00-00:00",
        ])

    @Test(
        "an interval past midnight is open in the small hours of the next day",
        arguments: [
            ("2026-11-21T01:30:00Z", true, "2026-11-21T02:00:00Z"),  // Saturday 01:30, from Friday's interval
            ("2026-11-21T02:00:00Z", false, nil),  // closing instant is closed
            ("2026-11-22T02:59:00Z", true, "2026-11-22T03:00:00Z"),  // Sunday 02:59, from Saturday's
            ("2026-11-22T23:59:00Z", true, "2026-11-23T00:00:00Z"),  // Sunday to 24:00, across the end of the week
        ])
    func overnight(at: String, open: Bool, closes: String?) {
        let status = soho.status(at: instant(at))
        #expect(status.isOpen == open)
        #expect(status.closesAt == closes.map(instant))
    }

    @Test("a closed store knows its next opening, even days ahead")
    func nextOpening() throws {
        let weekdays = try hours("Europe/London", ["monday": "09:00-17:00"])
        // Friday evening: next opening is Monday 09:00.
        #expect(weekdays.nextOpening(after: instant("2026-11-20T18:00:00Z")) == instant("2026-11-23T09:00:00Z"))
        #expect(try hours("Europe/London", [:]).nextOpening(after: instant("2026-11-20T18:00:00Z")) == nil)
    }

    @Test("London spring forward: a 24-hour day lasts 23 hours; an interval across the gap loses an hour")
    func londonSpringForward() throws {
        let store = try hours("Europe/London", ["sunday": "00:30-03:00"])
        let sunday = try LocalDate(parsing: "2026-03-29")
        let interval = try #require(store.intervals(from: sunday, days: 1).first)
        #expect(interval.start == instant("2026-03-29T00:30:00Z"))
        #expect(interval.end == instant("2026-03-29T02:00:00Z"))  // 03:00 BST
        let allDay = try hours("Europe/London", ["sunday": "open24Hours"])
        #expect(allDay.intervals(from: sunday, days: 1).first?.duration == TimeInterval(23 * 3600))
    }

    @Test(
        "a time in the spring-forward gap is the instant just after the gap, never an hour later",
        arguments: [
            // London, Sunday 2026-03-29: 01:00 GMT becomes 02:00 BST at 01:00Z.
            ("Europe/London", "saturday", "18:00-01:30", "2026-03-29T00:45:00Z", true, "2026-03-29T01:00:00Z"),
            ("Europe/London", "sunday", "01:30-02:15", "2026-03-29T01:05:00Z", true, "2026-03-29T01:15:00Z"),
            ("Europe/London", "sunday", "01:15-01:45", "2026-03-29T01:00:00Z", false, nil),
            // New York, Sunday 2026-03-08: 02:00 EST becomes 03:00 EDT at 07:00Z.
            ("America/New_York", "saturday", "20:00-02:30", "2026-03-08T06:30:00Z", true, "2026-03-08T07:00:00Z"),
            // Havana, Sunday 2026-03-08: midnight CST becomes 01:00 CDT at 05:00Z; a day ending at 24:00 ends then.
            ("America/Havana", "saturday", "18:00-24:00", "2026-03-08T04:30:00Z", true, "2026-03-08T05:00:00Z"),
        ] as [(String, String, String, String, Bool, String?)])
    func springForwardGap(zone: String, day: String, interval: String, at: String, open: Bool, closes: String?) throws {
        let store = try hours(zone, [day: interval])
        let status = store.status(at: instant(at))
        #expect(status.isOpen == open)
        #expect(status.closesAt == closes.map(instant))
    }

    @Test("the interval wholly after the gap's start still opens that night, at the gap's end")
    func intervalAcrossGapStart() throws {
        let store = try hours("Europe/London", ["sunday": "01:30-02:15"])
        let sunday = try LocalDate(parsing: "2026-03-29")
        let interval = try #require(store.intervals(from: sunday, days: 1).first)
        #expect(interval.start == instant("2026-03-29T01:00:00Z"))  // 02:00 BST
        #expect(interval.end == instant("2026-03-29T01:15:00Z"))  // 02:15 BST
    }

    @Test(
        "a store that never closes is open 24 hours through every hour of the week before a spring-forward",
        arguments: ["Europe/London", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe"])
    func alwaysOpenBeforeSpringForward(zone: String) throws {
        let store = try hours(zone, everyDay("open24Hours"))
        let start = instant(zone.hasPrefix("Australia") ? "2026-09-27T00:00:00Z" : "2026-03-01T00:00:00Z")
        for hour in 0..<(24 * 30) {
            let status = store.status(at: start.addingTimeInterval(TimeInterval(hour * 3600 + 1800)))
            #expect(status.isOpen && status.closesAt == nil, "\(zone) +\(hour)h")
        }
    }

    @Test("London fall back: a 24-hour day lasts 25 hours, and closing times follow the wall clock")
    func londonFallBack() throws {
        let allDay = try hours("Europe/London", ["sunday": "open24Hours"])
        let sunday = try LocalDate(parsing: "2026-10-25")
        #expect(allDay.intervals(from: sunday, days: 1).first?.duration == TimeInterval(25 * 3600))
        let late = try hours("Europe/London", ["saturday": "22:00-02:00"])
        // Saturday 22:00 BST = 21:00Z; Sunday 02:00 GMT = 02:00Z: five real hours.
        let interval = try #require(late.currentInterval(at: instant("2026-10-24T23:00:00Z")))
        #expect(interval.start == instant("2026-10-24T21:00:00Z"))
        #expect(interval.end == instant("2026-10-25T02:00:00Z"))
    }

    @Test("New York: the same 09:00 opening is a different instant either side of the change")
    func newYork() throws {
        let store = try hours("America/New_York", everyDay("09:00-17:00").merging(["sunday": "closed"]) { $1 })
        #expect(store.nextOpening(after: instant("2026-03-06T12:00:00Z")) == instant("2026-03-06T14:00:00Z"))  // EST
        // EDT, and Sunday is skipped.
        #expect(store.nextOpening(after: instant("2026-03-07T23:00:00Z")) == instant("2026-03-09T13:00:00Z"))
        let overnight = try hours("America/New_York", ["saturday": "22:00-02:00"])
        let interval = try #require(overnight.currentInterval(at: instant("2026-11-01T04:00:00Z")))
        #expect(interval.duration == TimeInterval(5 * 3600))  // 22:00 EDT to 02:00 EST
    }

    @Test("special days replace the weekday and carry their label")
    func specialDays() throws {
        let christmas = SpecialDay(date: try LocalDate(parsing: "2026-12-25"), label: "Christmas Day", hours: .closed)
        let eve = SpecialDay(
            date: try LocalDate(parsing: "2026-12-24"), label: "Christmas Eve",
            hours: try .open([OpeningInterval(parsing: "09:00-16:00")]))
        let store = try hours("Europe/London", everyDay("09:00-21:00"), special: [christmas, eve])
        #expect(!store.isOpen(at: instant("2026-12-25T12:00:00Z")))
        #expect(store.status(at: instant("2026-12-25T12:00:00Z")).today.special?.label == "Christmas Day")
        #expect(store.status(at: instant("2026-12-24T15:30:00Z")).closesAt == instant("2026-12-24T16:00:00Z"))
        #expect(store.nextOpening(after: instant("2026-12-24T17:00:00Z")) == instant("2026-12-26T09:00:00Z"))
        #expect(
            store.upcomingSpecialDays(from: instant("2026-12-15T12:00:00Z")).map(\.label) == [
                "Christmas Eve", "Christmas Day",
            ])
        #expect(store.upcomingSpecialDays(from: instant("2026-12-01T12:00:00Z")).isEmpty)
        let week = store.week(containing: instant("2026-12-24T12:00:00Z"), firstWeekday: .monday)
        #expect(week.map(\.special?.label) == [nil, nil, nil, "Christmas Eve", "Christmas Day", nil, nil])
    }

    @Test("open 24 hours: always open with no closing in sight; weekdays-only closes Saturday midnight")
    func open24Hours() throws {
        let always = try hours("Europe/London", everyDay("open24Hours"))
        let status = always.status(at: instant("2026-11-20T12:00:00Z"))
        #expect(status.isOpen && status.closesAt == nil && !status.isClosingSoon)
        var weekdays = everyDay("open24Hours")
        weekdays["saturday"] = "closed"
        weekdays["sunday"] = "closed"
        let store = try hours("Europe/London", weekdays)
        #expect(store.status(at: instant("2026-11-18T12:00:00Z")).closesAt == instant("2026-11-21T00:00:00Z"))
    }

    @Test("adjacent intervals merge: 22:00-24:00 then 00:00-06:00 is one opening")
    func merging() throws {
        let store = try hours("Europe/London", ["monday": "22:00-24:00", "tuesday": "00:00-06:00"])
        #expect(store.status(at: instant("2026-11-16T23:00:00Z")).closesAt == instant("2026-11-17T06:00:00Z"))
    }

    @Test(
        "soon windows: closing and opening, with a configurable length",
        arguments: [
            ("2026-11-20T20:15:00Z", 3600.0, true, false),
            ("2026-11-20T20:15:00Z", 1800.0, false, false),
            ("2026-11-20T08:30:00Z", 3600.0, false, true),
            ("2026-11-20T07:30:00Z", 3600.0, false, false),
            ("2026-11-20T12:00:00Z", 3600.0, false, false),
        ])
    func soon(at: String, window: Double, closingSoon: Bool, openingSoon: Bool) throws {
        let store = try hours("Europe/London", everyDay("09:00-21:00"))
        let status = store.status(at: instant(at), soonWindow: window)
        #expect(status.isClosingSoon == closingSoon)
        #expect(status.isOpeningSoon == openingSoon)
    }

    @Test(
        "the week starts on the given first weekday and marks today",
        arguments: [
            (Weekday.sunday, Weekday.sunday, 5), (.monday, .monday, 4), (.saturday, .saturday, 6),
        ])
    func weekRows(first: Weekday, expectedFirst: Weekday, todayIndex: Int) throws {
        let week = soho.week(containing: instant("2026-11-20T12:00:00Z"), firstWeekday: first)
        #expect(week.count == 7)
        #expect(week.first?.weekday == expectedFirst)
        #expect(week.firstIndex(where: \.isToday) == todayIndex)
        #expect(week[todayIndex].weekday == .friday)
    }

    @Test("the store's zone decides today, not the device's")
    func storeZone() throws {
        let tokyo = try hours("Asia/Tokyo", ["saturday": "10:00-20:00"])
        // 2026-11-20T16:00Z is Saturday 01:00 in Tokyo.
        #expect(tokyo.status(at: instant("2026-11-20T16:00:00Z")).today.weekday == .saturday)
    }

    @Test(
        "bad hours are refused with a reason",
        arguments: [
            ("9:00-17:00", "expected a time as HH:MM, found \"9:00\""),
            ("09:00-25:00", "25:00 is not a time of day"),
            ("09:00", "expected an interval as HH:MM-HH:MM, found \"09:00\""),
            ("09:00-17:00-18:00", "expected an interval as HH:MM-HH:MM, found \"09:00-17:00-18:00\""),
            ("09:00-17:000", "expected a time as HH:MM, found \"17:000\""),
            ("09-00-17:00", "expected an interval as HH:MM-HH:MM, found \"09-00-17:00\""),
            ("0a:00-17:00", "expected a time as HH:MM, found \"0a:00\""),
            ("09:00-17.00", "expected a time as HH:MM, found \"17.00\""),
            ("０９:00-17:00", "expected a time as HH:MM, found \"０９:00\""),
            ("-17:00", "expected a time as HH:MM, found \"\""),
            ("24:00-01:00", "a store cannot open at 24:00"),
            ("09:60-17:00", "09:60 is not a time of day"),
            ("09:00 17:00", "expected an interval as HH:MM-HH:MM, found \"09:00 17:00\""),
        ])
    func badIntervals(text: String, message: String) {
        #expect(throws: DomainValueError.self) { try OpeningInterval(parsing: text) }
        do { _ = try OpeningInterval(parsing: text) } catch { #expect(error.description == message) }
    }

    @Test(
        "intervals are read as written, from a string or a slice of one",
        arguments: [
            ("09:00-17:30", 540, 1050),
            ("18:00-02:00", 1080, 120),
            ("00:00-23:59", 0, 1439),
            ("12:00-24:00", 720, 1440),
        ])
    func goodIntervals(text: String, opens: Int, closes: Int) throws {
        for parsed in [
            try OpeningInterval(parsing: text), try OpeningInterval(parsing: "[\(text)]".dropFirst().dropLast()),
        ] {
            #expect(parsed.opens.minutes == opens)
            #expect(parsed.closes.minutes == closes)
        }
    }

    @Test("equal times run a whole day from the opening, as the README says of any closing at or before its opening")
    func equalTimes() throws {
        let store = try hours("Europe/London", ["monday": "09:00-09:00"])
        // Monday 2026-11-16 09:00 to Tuesday 09:00.
        #expect(store.status(at: instant("2026-11-17T08:59:00Z")).closesAt == instant("2026-11-17T09:00:00Z"))
        #expect(!store.isOpen(at: instant("2026-11-16T08:59:00Z")))
        let decoded = try JSONDecoder().decode(DayHours.self, from: Data(#"["09:00-09:00"]"#.utf8))
        #expect(decoded == .intervals([try OpeningInterval(parsing: "09:00-09:00")]))
    }

    @Test("one interval that is the whole calendar day is open 24 hours", arguments: ["00:00-00:00", "00:00-24:00"])
    func wholeCalendarDay(text: String) throws {
        #expect(try DayHours.open([OpeningInterval(parsing: text)]) == .open24Hours)
    }

    @Test("a whole-day interval leaves no room for another that day")
    func wholeDayOverlaps() throws {
        #expect(throws: DomainValueError.self) {
            try DayHours.open([OpeningInterval(parsing: "09:00-09:00"), OpeningInterval(parsing: "12:00-13:00")])
        }
    }

    @Test("overlapping intervals in one day are refused")
    func overlap() throws {
        #expect(throws: DomainValueError.malformed("intervals 09:00-13:00 and 12:00-18:00 overlap")) {
            try DayHours.open([OpeningInterval(parsing: "12:00-18:00"), OpeningInterval(parsing: "09:00-13:00")])
        }
    }
}

@Suite("Local dates without a calendar")
struct LocalDateTests {
    @Test("adding days and weekdays agree with Foundation over forty years")
    func agreesWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var date = try LocalDate(parsing: "1999-12-25")
        var instant = try #require(calendar.date(from: date.components))
        for _ in 0..<(40 * 365 / 7) {
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: instant)
            #expect(date == (try LocalDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)))
            #expect(date.weekday.rawValue == parts.weekday)
            date = date.adding(days: 7)
            instant = try #require(calendar.date(byAdding: .day, value: 7, to: instant))
        }
    }

    @Test("impossible dates are refused", arguments: ["2026-02-29", "2026-13-01", "2026-04-31", "2026-00-10"])
    func impossible(text: String) {
        #expect(throws: DomainValueError.self) { try LocalDate(parsing: text) }
    }

    @Test("leap days exist in leap years", arguments: ["2024-02-29", "2000-02-29"])
    func leapDays(text: String) throws {
        #expect(try LocalDate(parsing: text).adding(days: 1).day == 1)
    }
}

@Suite("Weekday names in data files")
struct WeekdayNameTests {
    @Test("every day's name reads back as the day", arguments: Weekday.allCases)
    func roundTrip(day: Weekday) {
        #expect(Weekday(name: day.name) == day)
        #expect(day.name == String(describing: day))
    }

    @Test("names are lowercase English only", arguments: ["Monday", "mon", "", "montag", "sunday "])
    func unknown(name: String) {
        #expect(Weekday(name: name) == nil)
    }
}
