import StorePresentation
import StoreRendering
import StoreTheme

/// Lays out the opening-times screen: the status, the week (today marked) and special days;
/// Store Details draws its opening times with the same blocks.
extension OpeningTimesScreen {
    package static func lay(_ screen: OpeningTimesScreenViewData, theme: Theme, on canvas: inout Canvas) {
        canvas.paragraph(screen.title)
        canvas.paragraph(screen.status.text, prefix: "● ")
        canvas.blank()
        block(screen.openingTimes, on: &canvas)
    }

    static func block(_ times: OpeningTimesViewData, on canvas: inout Canvas) {
        rows(title: times.title, times.week, on: &canvas)
        if let title = times.specialDaysTitle, !times.specialDays.isEmpty {
            canvas.blank()
            rows(title: title, times.specialDays, on: &canvas)
        }
    }

    /// A title, a rule and rows of days, today marked.
    static func rows(title: StyledText, _ rows: [TimePeriodViewData], on canvas: inout Canvas) {
        canvas.single(title)
        canvas.rule(style: .productCard.border)
        for row in rows {
            canvas.pair(row.key, row.value, marker: row.isToday ? "▸ " : "  ")
        }
    }
}
