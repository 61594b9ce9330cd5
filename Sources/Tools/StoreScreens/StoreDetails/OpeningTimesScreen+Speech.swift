import StorePresentation
import StoreRendering

extension OpeningTimesScreen {
    /// The title, the status, then the week's rows and the special days.
    package static func speak(_ screen: OpeningTimesScreenViewData, into out: inout SpokenTranscript) {
        out.add("heading", screen.title.text)
        out.add("text", screen.status.accessibilityLabel)
        speak(screen.openingTimes, into: &out)
    }

    /// The week's heading and rows, then the special days: what Store Details says of its
    /// opening times too.
    static func speak(_ times: OpeningTimesViewData, into out: inout SpokenTranscript) {
        out.add("heading", times.title.text)
        for row in times.week { out.add("text", row.accessibilityLabel) }
        out.section(times.specialDaysTitle, times.specialDays.map(\.accessibilityLabel))
    }
}
