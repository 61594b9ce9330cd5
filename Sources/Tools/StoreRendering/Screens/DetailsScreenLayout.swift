import StorePresentation
import StoreTheme

/// Lays out Store Details and the opening-times screen.
enum DetailsScreenLayout {
    static func lay(_ screen: StoreDetailsScreenViewData, theme: Theme, on canvas: inout Canvas) {
        canvas.paragraph(screen.title)
        mapBlock(screen.map, theme: theme, on: &canvas)
        if !screen.buttons.isEmpty { canvas.buttons(screen.buttons) }
        canvas.blank()
        canvas.paragraph(screen.status.text, prefix: "● ")
        if let card = screen.productCard {
            canvas.blank()
            SharedBlocks.productCard(card, on: &canvas)
        }
        canvas.blank()
        canvas.paragraph(screen.store.title)
        for line in screen.store.addressLines { canvas.paragraph(line) }
        canvas.blank()
        OpeningTimesLayout.block(screen.openingTimes, on: &canvas)
    }

    /// A framed area with the store's glyph at the centre, or the placeholder text.
    static func mapBlock(_ block: MapBlockViewData, theme: Theme, on canvas: inout Canvas) {
        var inner = canvas.inner()
        for index in 0..<5 {
            guard index == 2 else {
                inner.append(Line(spans: []))
                continue
            }
            if let annotation = block.annotation {
                let glyph = annotation.glyph ?? theme.annotation(forKind: annotation.style).glyph
                inner.append(
                    Line(
                        spans: [Span(text: glyph, style: ThemeToken(annotationKind: annotation.style))],
                        alignment: .center))
            } else if let placeholder = block.placeholder {
                inner.single(placeholder, alignment: .center)
            }
        }
        canvas.framed(style: block.style, inner.lines)
    }
}

/// Lays out opening times: the status, the week (today marked) and special days.
enum OpeningTimesLayout {
    static func lay(_ screen: OpeningTimesScreenViewData, on canvas: inout Canvas) {
        canvas.paragraph(screen.title)
        canvas.paragraph(screen.status.text, prefix: "● ")
        canvas.blank()
        block(screen.openingTimes, on: &canvas)
    }

    static func block(_ times: OpeningTimesViewData, on canvas: inout Canvas) {
        canvas.single(times.title)
        canvas.rule(style: .productCard.border)
        for row in times.week {
            canvas.pair(row.key, row.value, marker: row.isToday ? "▸ " : "  ")
        }
        if let title = times.specialDaysTitle, !times.specialDays.isEmpty {
            canvas.blank()
            canvas.single(title)
            canvas.rule(style: .productCard.border)
            for row in times.specialDays {
                canvas.pair(row.key, row.value, marker: row.isToday ? "▸ " : "  ")
            }
        }
    }
}
