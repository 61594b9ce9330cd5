import StoreDisplayText
import StorePresentation
import StoreTheme

/// Tiles drawn as boxes side by side: the Manager's Special grid and the booking results.
package enum TileBoxes {
    /// A box of exactly `width` columns and `lines` lines (at least 2 and 3), framed in
    /// `style`, with `content` inside from the top, each line padded to the inner width; right
    /// to left, the padding goes before the content. A `heavy` box is drawn with double lines:
    /// the tile the user opened.
    package static func box(
        _ content: [[Span]], width: Int, lines: Int, style: ThemeToken, isRightToLeft: Bool, heavy: Bool = false
    ) -> [Line] {
        let inner = max(0, width - 2), innerLines = max(0, lines - 2)
        let (horizontal, vertical) = heavy ? ("═", "║") : ("─", "│")
        let (topLeft, topRight, bottomLeft, bottomRight) = heavy ? ("╔", "╗", "╚", "╝") : ("┌", "┐", "└", "┘")
        let edge = String(repeating: horizontal, count: inner)
        var box = [Line(spans: [Span(text: topLeft + edge + topRight, style: style, width: width)])]
        for index in 0..<innerLines {
            let spans = index < content.count ? content[index] : []
            let used = spans.reduce(0) { $0 + $1.width }
            let fill = Span.padding(inner - used)
            let middle = isRightToLeft ? [fill] + spans : spans + [fill]
            box.append(
                Line(
                    spans: [Span(text: vertical, style: style, width: 1)] + middle + [
                        Span(text: vertical, style: style, width: 1)
                    ]))
        }
        box.append(Line(spans: [Span(text: bottomLeft + edge + bottomRight, style: style, width: width)]))
        return box
    }

    /// Boxes placed at their columns, drawn line by line as one row as tall as the tallest;
    /// a shorter box leaves blank columns under it.
    package static func row(_ boxes: [(columns: Range<Int>, lines: [Line])], on canvas: inout Canvas) {
        let boxes = boxes.sorted { $0.columns.lowerBound < $1.columns.lowerBound }
        let height = boxes.reduce(0) { max($0, $1.lines.count) }
        canvas.expect(lines: height)
        for index in 0..<height {
            var spans: [Span] = []
            var used = 0
            for box in boxes {
                if box.columns.lowerBound > used { spans.append(.padding(box.columns.lowerBound - used)) }
                if index < box.lines.count {
                    spans += box.lines[index].spans
                } else {
                    spans.append(.padding(box.columns.count))
                }
                used = box.columns.upperBound
            }
            canvas.append(Line(spans: spans))
        }
    }

    /// An image placeholder `lines` tall: a shaded block with the file name on its middle line.
    package static func image(_ image: RemoteImageViewData?, width: Int, lines: Int, style: ThemeToken) -> [[Span]] {
        guard lines > 0, width > 0 else { return [] }
        let style = image?.style ?? style
        let shade = Span(text: String(repeating: "░", count: width), style: style, width: width)
        var block = Array(repeating: [shade], count: lines)
        if let image, width >= 3 {
            let label = Span.cut(" " + Canvas.clean(image.fileName) + " ", to: width, style: style)
            let left = (width - label.width) / 2, right = width - label.width - left
            block[lines / 2] = [
                Span(text: String(repeating: "░", count: left), style: style, width: left), label,
                Span(text: String(repeating: "░", count: right), style: style, width: right),
            ]
        }
        return block
    }

    /// `text` wrapped to `width`. Essential text takes every line it needs; text whose role
    /// may be cut (``StoreTheme/ThemeToken/mayBeCut``) takes at most `lines`, the last cut
    /// with `…` when it does not all fit.
    package static func wrapped(_ text: StyledText, width: Int, lines: Int = .max) -> [[Span]] {
        guard lines > 0, width > 0 else { return [] }
        let wrapped = TextLayout.wrapped(Canvas.clean(text.text), width: width)
        let origin = TextOrigin(text, room: width)
        guard text.style.mayBeCut, wrapped.count > lines else {
            return wrapped.map { [Span($0, style: text.style, origin: origin)] }
        }
        // The last line shown ends in `…`: cut, or with the ellipsis after it when it has room.
        let last = wrapped[lines - 1]
        let ellipsis = String(TextLayout.ellipsis)
        var cut =
            last.width < width
            ? Span(text: last.text + ellipsis, style: text.style, width: last.width + 1, origin: origin)
            : Span.cut(last.text + ellipsis, to: width, style: text.style, origin: origin)
        cut.isCut = true
        return wrapped.prefix(lines - 1).map { [Span($0, style: text.style, origin: origin)] } + [[cut]]
    }
}
