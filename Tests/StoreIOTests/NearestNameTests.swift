import Testing

@testable import StoreIO

@Suite("Did you mean: the nearest known name")
struct NearestNameTests {
    static let tokens = ["background", "text", "muted", "accent"]

    @Test(
        "A typo finds the name it was meant to be",
        arguments: [
            ("accnt", "accent"), ("backgroud", "background"), ("txet", "text"), ("Muted", "muted"),
            ("mutedd", "muted"),
        ])
    func finds(typed: String, expected: String) {
        #expect(NearestName.closest(to: typed, among: Self.tokens) == expected)
    }

    @Test("A name far from every known one finds nothing", arguments: ["zzz", "foreground", "colour", "a"])
    func nothingClose(typed: String) {
        #expect(NearestName.closest(to: typed, among: Self.tokens) == nil)
        #expect(NearestName.hint(for: typed, among: Self.tokens).isEmpty)
    }

    @Test("Mixed case in the schema is matched without regard to case")
    func camelCase() {
        #expect(NearestName.closest(to: "instock", among: ["inStock", "lowStock"]) == "inStock")
        #expect(NearestName.hint(for: "instock", among: ["inStock"]) == " (did you mean \"inStock\"?)")
    }
}
