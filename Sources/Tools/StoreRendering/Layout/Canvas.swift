import StoreDisplayText
import StoreLocalization
import StorePresentation
import StoreTheme

/// A run of text in one theme style.
package struct Span: Sendable, Hashable {
    package let text: String
    /// A theme token, or `nil` for unstyled text such as padding.
    package var style: ThemeToken?
    /// The columns `text` takes, measured once, when the span is made: fitting a line and
    /// framing it read it again, and measuring was a third of a list's render time.
    package let width: Int
    /// The string-table key and locale the text came from, for HTML's provenance; `nil` for
    /// data, glyphs and padding.
    package var origin: TextOrigin?
    /// Whether the text was cut with `…` to fit. The writer counts the cuts of essential
    /// text (every role but ``StoreTheme/ThemeSchema/cuttableTokens``), which a review must
    /// not have.
    package var isCut = false

    package init(text: String, style: ThemeToken?, origin: TextOrigin? = nil) {
        self.init(text: text, style: style, width: DisplayWidth.of(text), origin: origin)
    }

    /// A span of text already measured by ``TextLayout``.
    package init(_ measured: TextLayout.MeasuredText, style: ThemeToken?, origin: TextOrigin? = nil) {
        self.init(text: measured.text, style: style, width: measured.width, origin: origin)
    }

    /// A span whose width is known by construction, such as a rule of box characters.
    /// `width` must equal `DisplayWidth.of(text)`.
    package init(text: String, style: ThemeToken?, width: Int, origin: TextOrigin? = nil) {
        self.text = text
        self.style = style
        self.width = width
        self.origin = origin
    }

    /// `text` cut with `…` to at most `width` columns, marked ``isCut`` when anything was cut.
    /// Every cut a layout makes comes through here, so the writer sees each one.
    package static func cut(_ text: String, to width: Int, style: ThemeToken?, origin: TextOrigin? = nil) -> Span {
        let measured = TextLayout.truncated(text, to: width)
        var span = Span(measured, style: style, origin: origin)
        span.isCut = measured.text != text
        return span
    }

    /// `columns` spaces, unstyled.
    package static func padding(_ columns: Int) -> Span {
        Span(text: String(repeating: " ", count: max(0, columns)), style: nil, width: max(0, columns))
    }
}

/// Where a span's text came from: the string-table key (or keys, joined by ` + `, for a
/// composed text) and the locale whose table supplied it.
package struct TextOrigin: Sendable, Hashable {
    package let key: String
    package let locale: String
    /// What a screen reader says for the text, when not the text itself.
    package let spoken: String?
    /// The columns the text has in a fixed space (a button, a tab, a chip, a tile); `nil` for
    /// text that has the line.
    package var room: Int?

    /// The origin of a text from a string table; `nil` for data.
    package init?(_ text: StyledText, room: Int? = nil) {
        guard let key = text.key, !key.isEmpty else { return nil }
        self.key = key
        self.locale = text.locale ?? "?"
        self.spoken = text.spoken
        self.room = room
    }
}

/// One output line: spans and how the line sits in the width.
package struct Line: Sendable, Hashable {
    package enum Alignment: Sendable { case leading, trailing, center }
    package var spans: [Span]
    package var alignment: Alignment = .leading

    /// A line of `spans`, sitting at `alignment`.
    package init(spans: [Span], alignment: Alignment = .leading) {
        self.spans = spans
        self.alignment = alignment
    }

    package var width: Int { spans.reduce(0) { $0 + $1.width } }
}

/// Lines laid out at a width. Every text that enters is sanitized and fitted, so no line
/// is ever wider than the canvas and no control character reaches the output.
///
/// A screen's canvas writes each line out as it is laid (see ``LineWriter``); a canvas for a
/// frame's inside keeps its lines in ``lines`` for the frame to draw around.
package struct Canvas {
    package let width: Int
    package let isRightToLeft: Bool
    package let showKeys: Bool
    /// The user's text size: a layout asks the view data's reflow rules whether parts that
    /// share a line at this size stack (``StorePresentation/Reflow``). The width is already
    /// the columns at this size.
    package let textSize: TextSize
    /// The lines laid so far, on a canvas that keeps them; always empty on one that writes.
    package private(set) var lines: [Line] = []
    /// Where a writing canvas puts its lines.
    private(set) var writer: LineWriter?
    /// Whether the last line laid was blank; `nil` before the first.
    private var lastIsBlank: Bool?
    /// Whether the last line laid was a rule, so that two never stack.
    private var lastIsRule = false
    /// A full-width rule, made once: a list draws one per row.
    private let ruleText: String

    /// A canvas that keeps its lines.
    package init(width: Int, isRightToLeft: Bool, showKeys: Bool, textSize: TextSize = .large) {
        self.width = width
        self.isRightToLeft = isRightToLeft
        self.showKeys = showKeys
        self.textSize = textSize
        self.ruleText = String(repeating: "─", count: max(0, width))
    }

    /// A canvas that writes each line to `writer` as it is laid, so a screen of 100,000 rows is
    /// never held as lines: the memory a row's lines take is reused by the next row's.
    init(width: Int, isRightToLeft: Bool, showKeys: Bool, textSize: TextSize = .large, writer: LineWriter) {
        self.init(width: width, isRightToLeft: isRightToLeft, showKeys: showKeys, textSize: textSize)
        self.writer = writer
    }

    /// Lays one line: every line a canvas gets comes through here.
    private mutating func add(_ line: Line) {
        lastIsBlank = line.spans.isEmpty
        lastIsRule = false
        if writer != nil {
            writer?.write(line)
        } else {
            lines.append(line)
        }
    }

    /// Removes control characters and our own bidi isolates: a terminal draws neither.
    package static func clean(_ text: String) -> String {
        UntrustedText.sanitized(text)
    }

    /// Tells a writing canvas that about `lines` more lines are coming, as a list of rows knows.
    package mutating func expect(lines: Int) {
        writer?.reserve(lines: lines)
    }

    /// A blank line, unless the canvas is empty or already ends with one.
    package mutating func blank() {
        if lastIsBlank == false { add(Line(spans: [])) }
    }

    package mutating func append(_ line: Line) {
        add(line)
    }

    /// Text wrapped to the width (less `indent`), in its style, with its key when asked.
    package mutating func paragraph(
        _ text: StyledText, indent: Int = 0, alignment: Line.Alignment = .leading, prefix: String = ""
    ) {
        let prefixWidth = DisplayWidth.of(prefix)
        let available = max(1, width - indent - prefixWidth)
        let wrapped = TextLayout.wrapped(Self.clean(text.text), width: available)
        for (index, part) in wrapped.enumerated() {
            let lead = index == 0 ? prefix : String(repeating: " ", count: prefixWidth)
            add(
                Line(
                    spans: readingOrder(
                        indent: indent,
                        marker: lead.isEmpty ? nil : Span(text: lead, style: text.style, width: prefixWidth),
                        Span(part, style: text.style, origin: TextOrigin(text))),
                    alignment: alignment))
        }
        keys(text, indent: indent)
    }

    /// One line when it fits. Text that does not fit wraps, as ``paragraph(_:indent:alignment:prefix:)``
    /// lays it, unless its role may be cut (``StoreTheme/ThemeToken/mayBeCut``: a search
    /// field's text, an image's name), which is cut with `…`: essential text is never cut.
    package mutating func single(
        _ text: StyledText, indent: Int = 0, alignment: Line.Alignment = .leading, prefix: String = ""
    ) {
        guard text.style.mayBeCut else {
            paragraph(text, indent: indent, alignment: alignment, prefix: prefix)
            return
        }
        let prefixWidth = DisplayWidth.of(prefix)
        let room = max(1, width - indent - prefixWidth)
        let marker = prefix.isEmpty ? nil : Span(text: prefix, style: text.style, width: prefixWidth)
        add(
            Line(
                spans: readingOrder(
                    indent: indent, marker: marker,
                    Span.cut(Self.clean(text.text), to: room, style: text.style, origin: TextOrigin(text))),
                alignment: alignment))
        keys(text, indent: indent)
    }

    /// `content` with its indent and marker on the side a reader starts from: the left, or
    /// the right in a right-to-left screen, where the marker is mirrored (`▸ ` becomes ` ◂`).
    /// Every marker (today, selection, ⚠, ●, ■, ⌕) goes through here, so all screens agree.
    ///
    /// NB: one array, sized once: a list lays three or four of these lines per row.
    package func readingOrder(indent: Int, marker: Span?, _ content: Span) -> [Span] {
        var spans: [Span] = []
        spans.reserveCapacity(3)
        if isRightToLeft {
            spans.append(content)
            if let marker { spans.append(Self.mirrored(marker)) }
            if indent > 0 { spans.append(.padding(indent)) }
        } else {
            if indent > 0 { spans.append(.padding(indent)) }
            if let marker { spans.append(marker) }
            spans.append(content)
        }
        return spans
    }

    /// A marker for the right-hand side: its characters reversed, arrows turned round.
    package static func mirrored(_ marker: Span) -> Span {
        let turned = String(marker.text.reversed().map { mirrorGlyphs[$0] ?? $0 })
        return Span(text: turned, style: marker.style, width: marker.width)
    }

    private static let mirrorGlyphs: [Character: Character] = [
        "▸": "◂", "◂": "▸", "↗": "↖", "↖": "↗", "▶": "◀", "◀": "▶", "→": "←", "←": "→", "›": "‹", "‹": "›",
    ]

    /// `--show-keys`: a line under a text naming the key and locale that produced it.
    package mutating func keys(_ texts: StyledText..., indent: Int = 0) {
        guard showKeys else { return }
        for text in texts {
            guard let keys = text.key, !keys.isEmpty else { continue }
            // A composed text (distance · status) names each key it was made of.
            for key in keys.split(separator: " + ", omittingEmptySubsequences: false) {
                let note = "↳ \(key) [\(text.locale ?? "?")]"
                add(
                    Line(spans: [
                        Span(
                            text: String(repeating: " ", count: indent + 2)
                                + TextLayout.truncate(note, to: max(1, width - indent - 2)), style: .text.caption)
                    ]))
            }
        }
    }

    /// Two texts on one line: `leading` at the start and `trailing` at the end (mirrored right
    /// to left), with `marker` on the reading side. When both do not fit, `leading` keeps its
    /// line and `trailing` wraps onto the lines under it, at the end: a weekday is never cut
    /// to make room for its hours.
    package mutating func pair(_ leading: StyledText, _ trailing: StyledText, marker: String = "") {
        let left = Self.clean(leading.text), right = Self.clean(trailing.text)
        let markerWidth = DisplayWidth.of(marker)
        let markerSpan = marker.isEmpty ? nil : Span(text: marker, style: leading.style, width: markerWidth)
        let leftWidth = DisplayWidth.of(left), rightWidth = DisplayWidth.of(right)
        if markerWidth + leftWidth + 1 + rightWidth <= width {
            let gap = Span.padding(width - markerWidth - leftWidth - rightWidth)
            let content =
                isRightToLeft
                ? [
                    Span(text: right, style: trailing.style, width: rightWidth, origin: TextOrigin(trailing)), gap,
                    Span(text: left, style: leading.style, width: leftWidth, origin: TextOrigin(leading)),
                ]
                : [
                    Span(text: left, style: leading.style, width: leftWidth, origin: TextOrigin(leading)), gap,
                    Span(text: right, style: trailing.style, width: rightWidth, origin: TextOrigin(trailing)),
                ]
            add(
                Line(
                    spans: isRightToLeft
                        ? content + [markerSpan.map(Self.mirrored)].compactMap { $0 }
                        : [markerSpan].compactMap { $0 } + content))
        } else {
            // The day wraps too, at the width, when it is wider than the line: never cut.
            for (index, part) in TextLayout.wrapped(left, width: max(1, width - markerWidth)).enumerated() {
                let lead = index == 0 ? markerSpan : (markerSpan.map { Span.padding($0.width) })
                add(
                    Line(
                        spans: readingOrder(
                            indent: 0, marker: lead, Span(part, style: leading.style, origin: TextOrigin(leading)))))
            }
            // NB: the value's lines sit at the end, under the day, indented past the marker.
            let room = max(1, width - markerWidth - 2)
            for part in TextLayout.wrapped(right, width: room) {
                let value = Span(part, style: trailing.style, origin: TextOrigin(trailing))
                // The end is the right, or the left in a right-to-left screen: filled to the width there.
                add(
                    isRightToLeft
                        ? Line(spans: [value, .padding(width - value.width)])
                        : Line(spans: [value], alignment: .trailing))
            }
        }
        keys(leading, trailing)
    }

    /// Buttons as `[ Title ]`, in a row that wraps and mirrors right to left. A title wider
    /// than the line wraps inside its brackets (`[ Call +44 20` over `  7946 0101 ]`), never cut.
    package mutating func buttons(_ buttons: [ButtonViewData]) {
        labels(
            buttons.map { button in
                let spinner = button.isLoading ? "⟳ " : ""
                return label(
                    spinner + Self.clean(button.title.text), opening: "[ ", closing: " ]", style: button.style,
                    origin: TextOrigin(button.title))
            })
        for button in buttons { keys(button.title) }
    }

    /// Buttons one under the other, each as ``buttons(_:)`` draws it: a row of buttons at the
    /// sizes where its view data's ``StorePresentation/Reflow`` stacks it.
    package mutating func stackedButtons(_ buttons: [ButtonViewData]) {
        for button in buttons { self.buttons([button]) }
    }

    /// Filter chips as `◉ Open now` (on) and `○ Pharmacy` (off), in a row that wraps and
    /// mirrors right to left: the state is in the mark as well as the colour.
    package mutating func chips(_ chips: [FilterChipViewData]) {
        labels(
            chips.map { chip in
                label(
                    Self.clean(chip.title.text), opening: chip.isActive ? "◉ " : "○ ", closing: "",
                    style: chip.title.style, origin: TextOrigin(chip.title))
            })
        for chip in chips { keys(chip.title) }
    }

    /// Tabs as `[List]` (the one shown) and ` Map `, in a row that mirrors right to left: the
    /// selection is in the brackets as well as the colour, and no arrow points the wrong way.
    package mutating func tabs(_ tabs: [TabViewData]) {
        labels(
            tabs.map { tab in
                label(
                    Self.clean(tab.title.text), opening: tab.isSelected ? "[" : " ",
                    closing: tab.isSelected ? "]" : " ",
                    style: tab.title.style, origin: TextOrigin(tab.title))
            })
        for tab in tabs { keys(tab.title) }
    }

    /// A label's lines: `opening`, the text and `closing` on one line when they fit the width;
    /// else the text wrapped between them, its later lines under the first's text.
    private func label(
        _ text: String, opening: String, closing: String, style: ThemeToken, origin: TextOrigin?
    )
        -> [Span]
    {
        let open = DisplayWidth.of(opening), close = DisplayWidth.of(closing)
        let room = max(1, width - open - close)
        var origin = origin
        origin?.room = room
        let parts = TextLayout.wrapped(text, width: room)
        let last = parts.count - 1
        return parts.enumerated().map { index, part in
            let lead = index == 0 ? opening : String(repeating: " ", count: open)
            let tail = index == last ? closing : ""
            return Span(
                text: lead + part.text + tail, style: style, width: open + part.width + DisplayWidth.of(tail),
                origin: origin)
        }
    }

    /// `labels` two spaces apart, in rows that wrap at the width, reversed right to left. A
    /// label of more than one line (a title that wrapped) has rows of its own.
    private mutating func labels(_ labels: [[Span]]) {
        var rows: [[Span]] = [[]]
        var used = 0
        for label in isRightToLeft ? labels.reversed() : labels {
            guard let first = label.first else { continue }
            if label.count > 1 {
                if used > 0 { rows.append([]) }
                for line in label {
                    rows[rows.count - 1].append(line)
                    rows.append([])
                }
                used = 0
                continue
            }
            if used > 0, used + 2 + first.width > width {
                rows.append([])
                used = 0
            }
            if used > 0 {
                rows[rows.count - 1].append(Span(text: "  ", style: nil))
                used += 2
            }
            rows[rows.count - 1].append(first)
            used += first.width
        }
        for row in rows where !row.isEmpty {
            // A label's later lines sit at the end right to left, as its first does.
            add(Line(spans: row))
        }
    }

    /// Buttons as ``buttons(_:)`` draws them, each row centred in the width.
    package mutating func centredButtons(_ buttons: [ButtonViewData]) {
        var row = Canvas(width: width, isRightToLeft: isRightToLeft, showKeys: showKeys, textSize: textSize)
        row.buttons(buttons)
        for var line in row.lines {
            // Key notes under the row stay where they are; only the buttons are centred.
            if line.spans.first?.style?.path.hasPrefix("button") == true { line.alignment = .center }
            add(line)
        }
    }

    /// A horizontal rule, unless the last line is one already: a list's last row ends in a
    /// rule, and the mode button's own would double it.
    package mutating func rule(style: ThemeToken = .mapFrame.border) {
        guard !lastIsRule else { return }
        add(Line(spans: [Span(text: ruleText, style: style, width: max(0, width))]))
        lastIsRule = true
    }

    /// `inner` lines (laid out at `width - 4`) inside a box.
    package mutating func framed(style: ThemeToken, _ inner: [Line]) {
        let innerWidth = width - 4
        add(Line(spans: [Span(text: "┌" + String(repeating: "─", count: width - 2) + "┐", style: style)]))
        for line in inner {
            var content = line.spans
            let fill = max(0, innerWidth - line.width)
            switch line.alignment {
            case .center:
                content.insert(.padding(fill / 2), at: 0)
                content.append(.padding(fill - fill / 2))
            case .trailing:
                content.insert(.padding(fill), at: 0)
            case .leading:
                if isRightToLeft {
                    content.insert(.padding(fill), at: 0)
                } else {
                    content.append(.padding(fill))
                }
            }
            add(
                Line(
                    spans: [Span(text: "│ ", style: style)] + content + [Span(text: " │", style: style)],
                    alignment: .leading))
        }
        add(Line(spans: [Span(text: "└" + String(repeating: "─", count: width - 2) + "┘", style: style)]))
    }

    /// A canvas for a frame's inside.
    package func inner() -> Canvas {
        Canvas(width: width - 4, isRightToLeft: isRightToLeft, showKeys: showKeys, textSize: textSize)
    }
}
