import Foundation
import Testing

@testable import StoreDomain

@Suite("The Manager's Special reducer: refresh triggers, stale responses, failures")
struct SpecialsReducerTests {
    let start = Date(timeIntervalSince1970: 1_795_195_800)
    let grid = Specials(canvasUnit: 16, tiles: [try! tile("Lemons", price: "0.60")])
    let newer = Specials(canvasUnit: 16, tiles: [try! tile("Limes", price: "0.70")])

    func at(_ minutes: Double) -> Date { start.addingTimeInterval(minutes * 60) }

    func loadedState() -> SpecialsState {
        var state = SpecialsState()
        state.apply(.refreshRequested(.foreground, at: at(0)))
        state.apply(.loaded(grid, answering: state.pendingRequest!.id, at: at(0)))
        return state
    }

    @Test("before anything loads the screen is loading; the first response shows the grid")
    func firstLoad() {
        var state = SpecialsState()
        state.apply(.refreshRequested(.foreground, at: at(0)))
        #expect(state.screen == .loading)
        #expect(state.pendingRequest == SpecialsRequest(id: RequestID(1), trigger: .foreground))
        state.apply(.loaded(grid, answering: RequestID(1), at: at(0.5)))
        #expect(state.screen == .grid(grid))
        #expect(state.updatedAt == at(0.5))
        #expect(state.pendingRequest == nil)
    }

    @Test("a response to an older refresh is dropped, and the newer one's is taken")
    func staleDropped() {
        var state = loadedState()
        state.apply(.refreshRequested(.pull, at: at(1)))  // #2
        state.apply(.refreshRequested(.foreground, at: at(2)))  // #3 supersedes #2
        let late = SpecialsAction.loaded(newer, answering: RequestID(2), at: at(3))
        #expect(state.dropReason(late) == "this response answers #2, which is no longer waiting (#3 is); it is dropped")
        state.apply(late)
        #expect(state.specials == grid)
        #expect(state.updatedAt == at(0))
        state.apply(.loaded(newer, answering: RequestID(3), at: at(4)))
        #expect(state.specials == newer)
        state.apply(.failed(.network, answering: RequestID(3)))
        #expect(state.refreshError == nil, "a failure for a request already answered is dropped")
    }

    @Test("a failed refresh keeps the last good grid and records the error; the next success clears it")
    func failedRefreshKeepsGrid() {
        var state = loadedState()
        state.apply(.refreshRequested(.pull, at: at(6)))
        #expect(state.isPullRefreshing)
        state.apply(.failed(.server(message: nil), answering: state.pendingRequest!.id))
        #expect(state.screen == .grid(grid))
        #expect(state.refreshError == .server(message: nil))
        #expect(!state.isPullRefreshing)
        state.apply(.refreshRequested(.retry, at: at(7)))
        state.apply(.loaded(newer, answering: state.pendingRequest!.id, at: at(7)))
        #expect(state.refreshError == nil)
        #expect(state.specials == newer)
    }

    @Test("a failed first load is the screen, and Retry goes back to loading")
    func failedFirstLoad() {
        var state = SpecialsState()
        state.apply(.refreshRequested(.foreground, at: at(0)))
        state.apply(.failed(.network, answering: RequestID(1)))
        #expect(state.screen == .failed(.network))
        state.apply(.refreshRequested(.retry, at: at(1)))
        #expect(state.screen == .loading)
    }

    /// Whether a timer tick issues a request: (minutes since the last update, a request waiting, expected).
    @Test(
        "the timer polls every 5 minutes, never over a waiting request",
        arguments: [
            (4.9, false, false), (5.0, false, true), (12.0, false, true), (12.0, true, false),
        ])
    func timer(minutes: Double, waiting: Bool, issues: Bool) {
        var state = loadedState()
        if waiting { state.apply(.refreshRequested(.foreground, at: at(1))) }
        let before = state.lastRequestID
        state.apply(.refreshRequested(.timer, at: at(minutes)))
        #expect((state.lastRequestID != before) == issues)
        #expect(state.nextPollDue == at(5))
    }

    @Test("the timer loads a grid that never loaded")
    func timerWithoutGrid() {
        var state = SpecialsState()
        state.apply(.refreshRequested(.timer, at: at(0)))
        #expect(state.pendingRequest?.trigger == .timer)
    }

    @Test(
        "foreground, pull and retry always issue a request",
        arguments: [SpecialsRefreshTrigger.foreground, .pull, .retry])
    func alwaysIssue(trigger: SpecialsRefreshTrigger) {
        var state = loadedState()
        state.apply(.refreshRequested(trigger, at: at(0.1)))
        #expect(state.pendingRequest == SpecialsRequest(id: RequestID(2), trigger: trigger))
    }

    @Test(
        "the saving is a whole percentage, rounded down, only when the original price is higher",
        arguments: [
            ("2.00", "1.00", "GBP", 50 as Int?), ("3.00", "1.99", "GBP", 33), ("1.80", "1.80", "GBP", nil),
            ("2.50", "2.75", "GBP", nil),
            ("1000", "750", "JPY", 25), ("0.999", "0.001", "KWD", 99),
        ])
    func discount(original: String, price: String, currency: String, percent: Int?) throws {
        let special = try tile("x", price: price, original: original, currency: currency)
        #expect(special.discountPercent == percent)
        #expect(special.isDiscounted == (percent != nil))
    }
}

func tile(
    _ name: String, width: Int = 4, price: String, original: String? = nil, currency: String = "GBP"
) throws -> Special {
    Special(
        name: name, imageURL: "https://cdn.example.com/\(name).png", width: width, height: 4,
        price: try Money(amount: price, currency: currency),
        originalPrice: try original.map { try Money(amount: $0, currency: currency) })
}
