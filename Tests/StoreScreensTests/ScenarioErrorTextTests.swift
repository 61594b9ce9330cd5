import StoreDisplayText
import StoreInputFiles
import StoreScenarios
import StoreScreens
import Testing

/// A scenario's error repeats what the input wrote (a store id, a file name); it stays inert.
/// The fuzzer found `"ldn-c\u{7F}vent"` reaching the terminal through this message.
@Suite("Scenario errors are inert text")
struct ScenarioErrorTextTests {
    @Test(
        "a control character or bidi override in an id or file name never reaches the message",
        arguments: ["ldn-c\u{7F}vent", "a\u{1B}[31mred", "x\u{202E}y", "tab\there"])
    func inert(id: String) {
        let error = ScenarioError(stepIndex: 6, message: "no store with id \"\(id)\" in the stores file", file: id)
        #expect(!error.description.unicodeScalars.contains(where: UntrustedText.isForbidden), "\(error)")
        #expect(error.description.hasPrefix(UntrustedText.sanitized(id) + ": steps[6]: no store with id"))
    }

    @Test("a message of several lines keeps its lines")
    func lines() {
        #expect(UntrustedText.sanitizedLines("one\u{7F}\ntwo") == "one\ntwo")
        #expect(UntrustedText.sanitizedLines("clean\ntext") == "clean\ntext")
    }
}
