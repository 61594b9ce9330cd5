import StoreDisplayText
import StorePresentation
import StoreRendering
import StoreTheme

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lays out the map tab: the filter chips once a filter is on, a character grid of the
/// region, a legend, then the selected store's panel or the Search this area button, and any
/// toast.
extension MapScreen {
    package static func lay(_ screen: StoreMapScreenViewData, theme: Theme, on canvas: inout Canvas) {
        let columns = canvas.width - 4
        let rows = min(16, max(7, canvas.width / 4))
        if !screen.tabs.isEmpty { canvas.tabs(screen.tabs) }
        // As on the list: the chips show once a filter is on.
        if screen.filters.contains(where: \.isActive) { canvas.chips(screen.filters) }
        var inner = canvas.inner()
        let drawn = grid(screen, theme: theme, columns: columns, rows: rows)
        for line in drawn.lines { inner.append(line) }
        canvas.framed(style: .mapFrame.border, inner.lines)
        legend(screen, theme: theme, drawnKinds: drawn.kinds, on: &canvas)
        // The tracking button, marked while the map follows the user.
        if let camera = screen.camera, let button = camera.trackingButton {
            var tracking = button
            tracking.title = StyledText(
                data: (camera.followsUser ? "◉ " : "○ ") + button.title.text, style: button.title.style)
            canvas.buttons([tracking])
        }
        if let toast = screen.toast {
            canvas.blank()
            canvas.paragraph(toast, prefix: "⚠ ")
        }
        if let panel = screen.selectedPanel {
            canvas.blank()
            var panelCanvas = canvas.inner()
            ListScreen.row(
                panel, marksSelection: false, isOpened: panel.id == screen.openedStoreID, on: &panelCanvas)
            var lines = panelCanvas.lines
            if lines.last?.spans.first?.text.hasPrefix("─") == true { lines.removeLast() }
            canvas.framed(style: .selectedRow, lines)
            if let mode = screen.modeButton { canvas.centredButtons([mode]) }
        } else if let button = screen.searchAreaButton {
            canvas.blank()
            canvas.centredButtons([button])
        }
        if let more = screen.areaMoreButton { canvas.centredButtons([more]) }
        switch screen.areaFooter {
        case .none: break
        case .loading(let message): canvas.paragraph(message, alignment: .center)
        case .failed(let message, let retry):
            canvas.paragraph(message, prefix: "⚠ ")
            canvas.buttons([retry])
        }
    }

    /// The pins projected onto a `columns` × `rows` grid, and the kinds of pin drawn.
    ///
    /// - The user's position is always drawn: pins that land on its cell move to the nearest
    ///   free cell beside it.
    /// - Pins that land in one cell show as their count, unless one of them has a higher
    ///   theme `priority` than `annotation.cluster` (the selected pin does), which is drawn.
    static func grid(
        _ screen: StoreMapScreenViewData, theme: Theme, columns: Int, rows: Int
    ) -> (lines: [Line], kinds: Set<String>) {
        var points = screen.annotations.map { (latitude: $0.latitude, longitude: $0.longitude) }
        if let latitude = screen.userLatitude, let longitude = screen.userLongitude {
            points.append((latitude, longitude))
        }
        let projection = Projection(points: points, columns: columns, rows: rows)
        var cells: [Int: [StoreAnnotationViewData]] = [:]
        for annotation in screen.annotations {
            let (column, row) = projection.cell(latitude: annotation.latitude, longitude: annotation.longitude)
            cells[row * columns + column, default: []].append(annotation)
        }
        var userCell: Int?
        if let latitude = screen.userLatitude, let longitude = screen.userLongitude {
            let (column, row) = projection.cell(latitude: latitude, longitude: longitude)
            let index = row * columns + column
            userCell = index
            if let hidden = cells.removeValue(forKey: index) {
                cells[neighbour(of: column, row, columns: columns, rows: rows, taken: cells), default: []] += hidden
            }
        }
        var kinds: Set<String> = []
        var lines: [Line] = []
        for row in 0..<rows {
            var spans: [Span] = []
            var blank = ""
            func flushBlank() {
                if !blank.isEmpty { spans.append(Span(text: blank, style: .mapFrame.background)) }
                blank = ""
            }
            for column in 0..<columns {
                let index = row * columns + column
                if index == userCell {
                    flushBlank()
                    spans.append(Span(text: theme.annotation(forKind: "user").glyph, style: .annotation.user))
                    kinds.insert("user")
                } else if let pins = cells[index] {
                    flushBlank()
                    let (span, kind) = cell(pins, theme: theme)
                    spans.append(span)
                    kinds.insert(kind)
                } else {
                    blank += "·"
                }
            }
            flushBlank()
            lines.append(Line(spans: spans))
        }
        return (lines, kinds)
    }

    /// The cell beside (`column`, `row`) for pins the user's position would hide: the first
    /// free one of right, left, below, above and the diagonals, else the first on the grid.
    private static func neighbour(
        of column: Int, _ row: Int, columns: Int, rows: Int, taken: [Int: [StoreAnnotationViewData]]
    ) -> Int {
        let around = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)]
            .map { (column + $0.0, row + $0.1) }
            .filter { (0..<columns).contains($0.0) && (0..<rows).contains($0.1) }
            .map { $0.1 * columns + $0.0 }
        return around.first { taken[$0] == nil } ?? around.first ?? row * columns + column
    }

    /// What one cell of pins shows, and the kind of pin that is.
    private static func cell(_ pins: [StoreAnnotationViewData], theme: Theme) -> (Span, String) {
        func kind(_ pin: StoreAnnotationViewData) -> String { pin.isSelected ? "selected" : pin.style }
        func priority(_ pin: StoreAnnotationViewData) -> Int { theme.annotation(forKind: kind(pin)).priority }
        let top = pins.max { priority($0) < priority($1) }
        if let pin = top, pins.count == 1 || priority(pin) > theme.annotation(forKind: "cluster").priority {
            let style = pin.isSelected ? ThemeToken.annotation.selected : ThemeToken(annotationKind: pin.style)
            let glyph =
                pin.isSelected
                ? theme.annotation(forKind: "selected").glyph : pin.glyph ?? theme.annotation(forKind: pin.style).glyph
            return (Span(text: glyph, style: style), kind(pin))
        }
        return (Span(text: pins.count > 9 ? "+" : String(pins.count), style: .annotation.cluster), "cluster")
    }

    /// A legend of the pins drawn: each kind of store pin on the grid, and the user's position.
    private static func legend(
        _ screen: StoreMapScreenViewData, theme: Theme, drawnKinds: Set<String>, on canvas: inout Canvas
    ) {
        var entries: [(glyph: String, style: ThemeToken, label: StyledText)] = screen.legend.compactMap { entry in
            guard drawnKinds.contains(entry.style) else { return nil }
            let glyph =
                screen.annotations.first { $0.style == entry.style && $0.glyph != nil }?.glyph
                ?? theme.annotation(forKind: entry.style).glyph
            return (glyph, ThemeToken(annotationKind: entry.style), entry.label)
        }
        if drawnKinds.contains("user") {
            entries.append((theme.annotation(forKind: "user").glyph, .annotation.user, screen.userLabel))
        }
        var line: [Span] = []
        var used = 0
        for entry in entries {
            let label = Canvas.clean(entry.label.text)
            let width = 2 + DisplayWidth.of(label)
            guard width <= canvas.width else {
                // A label wider than the line has lines of its own, wrapped under its text.
                if !line.isEmpty { canvas.append(Line(spans: line)) }
                line = []
                used = 0
                for (index, part) in TextLayout.wrapped(label, width: max(1, canvas.width - 2)).enumerated() {
                    let lead =
                        index == 0 ? Span(text: entry.glyph + " ", style: entry.style, width: 2) : .padding(2)
                    canvas.append(
                        Line(
                            spans: canvas.readingOrder(
                                indent: 0, marker: lead,
                                Span(part, style: entry.label.style, origin: TextOrigin(entry.label)))))
                }
                continue
            }
            if used > 0, used + 2 + width > canvas.width {
                canvas.append(Line(spans: line))
                line = []
                used = 0
            }
            if used > 0 {
                line.append(Span(text: "  ", style: nil))
                used += 2
            }
            line += [
                Span(text: entry.glyph, style: entry.style),
                Span(text: " " + label, style: entry.label.style, origin: TextOrigin(entry.label)),
            ]
            used += width
        }
        if !line.isEmpty { canvas.append(Line(spans: line)) }
        for entry in entries { canvas.keys(entry.label) }
    }
}

/// An equirectangular projection of a set of points onto a character grid, keeping the
/// region's shape (a cell is about twice as tall as it is wide).
struct Projection {
    let minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double
    let columns: Int, rows: Int
    let scale: Double
    let offsetColumn: Double, offsetRow: Double
    let cosine: Double

    init(points: [(latitude: Double, longitude: Double)], columns: Int, rows: Int) {
        let latitudes = points.map(\.latitude), longitudes = points.map(\.longitude)
        minLatitude = latitudes.min() ?? 0
        maxLatitude = latitudes.max() ?? 0
        minLongitude = longitudes.min() ?? 0
        maxLongitude = longitudes.max() ?? 0
        self.columns = columns
        self.rows = rows
        cosine = cos((minLatitude + maxLatitude) / 2 * .pi / 180)
        let spanX = max((maxLongitude - minLongitude) * cosine, 1e-6)
        let spanY = max(maxLatitude - minLatitude, 1e-6)
        // Columns per degree: fit both directions, a row counting as two columns.
        scale = min(Double(max(1, columns - 1)) / spanX, Double(max(1, rows - 1)) * 2 / spanY)
        offsetColumn = (Double(columns - 1) - spanX * scale) / 2
        offsetRow = (Double(rows - 1) - spanY * scale / 2) / 2
    }

    func cell(latitude: Double, longitude: Double) -> (column: Int, row: Int) {
        let x = (longitude - minLongitude) * cosine * scale + offsetColumn
        let y = (maxLatitude - latitude) * scale / 2 + offsetRow
        let column = min(columns - 1, max(0, Int(x.rounded())))
        let row = min(rows - 1, max(0, Int(y.rounded())))
        return (column, row)
    }
}
