import StoreText
import Testing

/// 0.1's module name still builds an app's code for one minor version: `StoreText` re-exports
/// StoreDisplayText, which took its place.
@Suite("An app that imports StoreText, 0.1's module, still builds")
struct FormerModuleTests {
    @Test("StoreText re-exports StoreDisplayText's declarations")
    func reexports() {
        #expect(DisplayWidth.of("中華街") == 6)
    }
}
