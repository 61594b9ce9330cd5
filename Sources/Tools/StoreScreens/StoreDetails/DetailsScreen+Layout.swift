import StorePresentation
import StoreRendering
import StoreTheme

/// Lays out Store Details.
extension DetailsScreen {
    package static func lay(_ screen: StoreDetailsScreenViewData, theme: Theme, on canvas: inout Canvas) {
        canvas.paragraph(screen.title)
        mapBlock(screen.map, theme: theme, on: &canvas)
        if !screen.buttons.isEmpty {
            if screen.buttonsReflow.isStacked(at: canvas.textSize) {
                canvas.stackedButtons(screen.buttons)
            } else {
                canvas.buttons(screen.buttons)
            }
        }
        canvas.blank()
        canvas.paragraph(screen.status.text, prefix: "● ")
        if let pickup = screen.pickup { SharedBlocks.pickupLine(pickup, on: &canvas) }
        if let card = screen.productCard {
            canvas.blank()
            SharedBlocks.productCard(card, on: &canvas)
        }
        canvas.blank()
        canvas.paragraph(screen.store.title)
        for line in screen.store.addressLines { canvas.paragraph(line) }
        if let times = screen.openingTimes {
            canvas.blank()
            OpeningTimesScreen.block(times, on: &canvas)
        }
        if let title = screen.closuresTitle, !screen.closures.isEmpty {
            canvas.blank()
            OpeningTimesScreen.rows(title: title, screen.closures, on: &canvas)
        }
        for service in screen.services {
            canvas.blank()
            canvas.single(service.title)
            canvas.paragraph(service.status.text, prefix: "● ")
            canvas.rule(style: .productCard.border)
            for row in service.week {
                canvas.pair(row.key, row.value, marker: row.isToday ? "▸ " : "  ")
            }
        }
        if let title = screen.facilitiesTitle, !screen.facilities.isEmpty {
            canvas.blank()
            canvas.single(title)
            canvas.rule(style: .productCard.border)
            // The mark repeats what the words say, so no one needs the colour or the mark.
            for facility in screen.facilities {
                canvas.paragraph(facility.text, prefix: facility.available ? "✓ " : "✗ ")
            }
        }
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
