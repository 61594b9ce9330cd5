// An app's cold first screen, measured once per process: the compiled string tables and theme
// brought up from nothing, then the list screen's view data for the 12 stores of the example
// app's backend page. It links only the app-facing product, as an app does.
//
//   cold-screen               prints the CPU time of the first screen, in nanoseconds
//   cold-screen --setup-only  does everything but the first screen, for instructions.sh to subtract
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StoreDomain
import StoreLocalization
import StorePresentation
import StoreTheme

func cpuNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

// What the app has before its first screen: the backend's page, the product and its stock, the state.
let page = try JSONDecoder().decode(StorePage.self, from: Data(StoresResponse.json.utf8))
let jacket = try Product(id: "jacket-trail-2", name: "Trail Runner 2 Waterproof Jacket",
                     price: try Money(amount: "89.00", currency: "GBP"), originalPrice: try Money(amount: "120.00", currency: "GBP"))
let stock = Availability(productID: jacket.id, entries: page.stores.enumerated().map { StoreAvailability(storeID: $1.id, quantity: [14, 2, 0, 5][$0 % 4]) })
var state = StoreFinderState()
state.apply([.permissionChanged(.allowed), .locationUpdated(try Coordinate(latitude: 51.5136, longitude: -0.1365)),
             .searchSubmitted("")])
if let request = state.pendingRequest { state.apply(.pageLoaded(page, answering: request.id)) }
let now = Date(timeIntervalSince1970: 1_795_195_800)

guard !CommandLine.arguments.contains("--setup-only") else { exit(0) }
let start = cpuNanoseconds()
let screens = ScreenMapper(locale: "en-GB", catalog: .shipped, theme: .default)
let list = screens.list(state, product: jacket, availability: stock, now: now)
let elapsed = cpuNanoseconds() - start
guard case .results(_, let rows, _) = list.content, rows.count == 12 else { exit(1) }
print(elapsed)
