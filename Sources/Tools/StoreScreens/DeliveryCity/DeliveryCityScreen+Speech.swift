import StorePresentation
import StoreRendering

extension DeliveryCityScreen {
    /// The title, then what the flow shows: a message and its buttons, the detecting words, the
    /// city found and its buttons, or the city list.
    package static func speak(_ screen: DeliveryCityScreenViewData, into out: inout SpokenTranscript) {
        out.add("heading", screen.title.text)
        switch screen.content {
        case .prePermission(let message), .outside(let message), .failed(let message):
            speak(message, into: &out)
        case .detecting(let text):
            out.add("text", text.text)
        case .detected(let detected):
            out.add("group", detected.accessibilityLabel)
            out.buttons(detected.buttons)
        case .list(let list):
            speak(list, into: &out)
        case .notActive(let message, let list):
            speak(message, into: &out)
            speak(list, into: &out)
        }
    }

    private static func speak(_ message: DeliveryMessageViewData, into out: inout SpokenTranscript) {
        out.add("text", message.accessibilityLabel)
        out.buttons(message.buttons)
    }

    private static func speak(_ list: DeliveryCityListViewData, into out: inout SpokenTranscript) {
        out.add("heading", list.title.text)
        out.add("search field", (list.search.query ?? list.search.placeholder).text)
        out.add("text", list.count.text)
        for row in list.rows { out.add("button", row.accessibilityLabel) }
        out.add("text", list.noMatches?.text)
    }
}
