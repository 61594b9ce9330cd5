import StoreLocalization
import StoreLocalizationTools
import StorePresentation
import StoreRendering
import StoreTheme

/// Each key's context for translators, read from the review matrix: every screen and state
/// drawn in the base locale, at Large, in the first theme's light appearance, with the texts
/// each drawing shows (``StoreRendering/TextUse``).
///
/// ```swift
/// let contexts = TranslationContexts.collect(runner: runner, matrix: matrix)
/// contexts["StoreFinder.ResultCountMore"]?.screens  // ["list, more-below", …]
/// ```
public enum TranslationContexts {
    /// The contexts of every key some drawing or spoken transcript of `matrix` shows, by key.
    ///
    /// Two passes over the base locale's cases:
    /// - the drawings as a user sees them, for each text's words, room and spoken form;
    /// - the drawings, the spoken transcripts and the timelines again, with each base text wrapped in marks
    ///   that name its key, for every key that reaches the output: a part of a composed text,
    ///   and words only a screen reader says.
    public static func collect(
        runner: ReviewRunner, matrix: ReviewMatrix, baseLocale: String = "en", warnings: inout [String]
    ) -> [String: TranslationContext] {
        let theme = matrix.themes.first ?? "default"
        let drawings = matrix.cases.filter {
            $0.isDrawing && $0.locale == baseLocale && $0.theme == theme && $0.appearance == .light
                && $0.textSize == .large
        }
        // Spoken transcripts, and timelines: the states a store passes through over a day.
        let spoken = matrix.cases.filter { !$0.isDrawing && $0.locale == baseLocale }
        let catalog = runner.inputs.catalog
        var contexts: [String: TranslationContext] = [:]
        let uses = runner.textUses(drawings, warnings: &warnings)
        for reviewCase in drawings {
            for use in uses[reviewCase.path] ?? [] {
                for key in use.keys {
                    var context = contexts[key] ?? TranslationContext()
                    context.appendScreen(name(of: reviewCase))
                    if context.shown == nil {
                        context.shown = use.text
                        context.spoken = use.spoken
                    }
                    if let room = use.room {
                        // The tightest room the text has, and whether it wraps there.
                        if context.room.map({ room < $0 }) ?? true { context.room = room }
                        context.wraps = context.wraps || use.lines > 1
                    }
                    if use.keys.count == 1 {
                        context.addExamples(catalog.baseMessages(key, locale: baseLocale), use.text)
                    }
                    contexts[key] = context
                }
            }
        }
        let marks = KeyMarks(keys: catalog.baseKeys)
        var marked = runner
        marked.inputs.catalog = marks.marking(catalog)
        let rendered = marked.render(drawings + spoken, warnings: &warnings)
        for reviewCase in drawings + spoken {
            guard let text = rendered[reviewCase.path] else { continue }
            for line in text.split(separator: "\n") {
                for (key, words, whole) in marks.occurrences(in: String(line)) {
                    var context = contexts[key] ?? TranslationContext()
                    context.appendScreen(name(of: reviewCase))
                    if !reviewCase.isDrawing, context.shown == nil, context.spoken == nil {
                        // A timeline's line is drawn; a transcript's is spoken.
                        if reviewCase.isSpoken { context.spoken = whole } else { context.shown = whole }
                        context.addExamples(catalog.baseMessages(key, locale: baseLocale), words)
                    }
                    contexts[key] = context
                }
            }
        }
        // A key no state shows is placed by its group: the longest key prefix some shown key has.
        for key in catalog.baseKeys where contexts[key]?.screens.isEmpty ?? true {
            var parts = key.split(separator: ".").dropLast()
            while !parts.isEmpty {
                let prefix = parts.joined(separator: ".") + "."
                let screens = contexts.filter { $0.key.hasPrefix(prefix) && !$0.value.screens.isEmpty }
                    .sorted { $0.key < $1.key }.flatMap(\.value.screens)
                if !screens.isEmpty {
                    var unique: [String] = []
                    for screen in screens where !unique.contains(screen) { unique.append(screen) }
                    var context = contexts[key] ?? TranslationContext()
                    context.group = String(prefix.dropLast())
                    context.groupScreens = unique
                    contexts[key] = context
                    break
                }
                parts = parts.dropLast()
            }
        }
        return contexts
    }

    /// `list, results`: the screen and the state a case shows.
    static func name(of reviewCase: ReviewCase) -> String {
        "\(reviewCase.screen.rawValue), \(reviewCase.subject)"
    }

    /// The values `message`'s placeholders held in `text`, matched against each of its forms:
    /// `"%{count} stores"` in `"20 stores"` holds `count` = `20`. Nothing when no form matches.
    static func arguments(of forms: [Message], in text: String) -> [(String, String)] {
        for message in forms {
            if let values = match(message.segments[...], Substring(text)) { return values }
        }
        return []
    }

    private static func match(_ segments: ArraySlice<Message.Segment>, _ text: Substring) -> [(String, String)]? {
        guard let first = segments.first else { return text.isEmpty ? [] : nil }
        let rest = segments.dropFirst()
        switch first {
        case .literal(let literal):
            guard text.hasPrefix(literal) else { return nil }
            return match(rest, text.dropFirst(literal.count))
        case .placeholder(let name):
            // The shortest value that lets the rest match; a value is never empty.
            var end = text.startIndex
            while end < text.endIndex {
                end = text.index(after: end)
                if let tail = match(rest, text[end...]) { return [(name, String(text[..<end]))] + tail }
            }
            return nil
        }
    }
}

extension StringCatalog {
    /// The base locale's messages of `key`: its text, or each plural form.
    func baseMessages(_ key: String, locale: String) -> [Message]? {
        entry(for: key, locale: locale)?.entry.value.messages
    }
}

extension ReviewRunner {
    /// The texts each drawing of `cases` shows, keyed by path, drawn as ``draw(_:themes:warnings:)``
    /// draws them.
    public func textUses(_ cases: [ReviewCase], warnings: inout [String]) -> [String: [TextUse]] {
        var uses: [String: [TextUse]] = [:]
        for (path, drawing) in draw(cases, collectingTextUses: true, warnings: &warnings) {
            uses[path] = drawing.textUses
        }
        return uses
    }
}

extension TranslationContext {
    mutating func appendScreen(_ name: String) {
        if !screens.contains(name) { screens.append(name) }
    }

    /// The placeholders' values in `text`, for those not yet given one.
    mutating func addExamples(_ messages: [Message]?, _ text: String) {
        guard let messages else { return }
        for (name, value) in TranslationContexts.arguments(of: messages, in: text)
        where !placeholders.contains(where: { $0.name == name }) {
            placeholders.append(.init(name: name, example: value))
        }
    }
}

/// Marks around each base text that name its key, in characters of Unicode's private use
/// area, which no table or sample holds and nothing in a drawing removes: U+E000, a character
/// for the key's index, the text, U+E001.
struct KeyMarks {
    let keys: [String]
    private static let open: Unicode.Scalar = "\u{E000}"
    private static let close: Unicode.Scalar = "\u{E001}"
    private static let first: UInt32 = 0xE100
    private static let last: UInt32 = 0xF8FF

    init(keys: [String]) {
        self.keys = Array(keys.prefix(Int(Self.last - Self.first)))
    }

    /// `catalog` with every base text marked, and the base as its only locale.
    func marking(_ catalog: StringCatalog) -> StringCatalog {
        var table = StringTable(locale: catalog.baseLocale, file: "<marked>", entries: [:])
        for (index, key) in keys.enumerated() {
            guard let found = catalog.entry(for: key, locale: catalog.baseLocale),
                let mark = Unicode.Scalar(Self.first + UInt32(index))
            else { continue }
            let prefix = String(Self.open) + String(mark), suffix = String(Self.close)
            func marked(_ message: Message) -> Message {
                Message(parsing: prefix + message.source + suffix)
            }
            var entry = found.entry
            switch entry.value {
            case .text(let message): entry.value = .text(marked(message))
            case .plural(let variants):
                var forms: [PluralSelector: Message] = [:]
                for (selector, message) in variants { forms[selector] = marked(message) }
                entry.value = .plural(PluralVariants(forms))
            }
            table.entries[key] = entry
        }
        return StringCatalog(
            layers: [StringLayer(name: "marked", tables: [catalog.baseLocale: table])], baseLocale: catalog.baseLocale)
    }

    /// Each marked text in `line`: its key, its words (marks of texts inside it removed), and
    /// the line without marks.
    func occurrences(in line: String) -> [(key: String, words: String, line: String)] {
        let scalars = Array(line.unicodeScalars)
        guard scalars.contains(Self.open) else { return [] }
        let whole = Self.unmarked(scalars[...]).trimmed
        var found: [(String, String, String)] = []
        for index in scalars.indices where scalars[index] == Self.open && index + 1 < scalars.count {
            let value = scalars[index + 1].value
            guard value >= Self.first, Int(value - Self.first) < keys.count else { continue }
            // The text runs to its own close: the first close not matched by an open inside it.
            var depth = 0
            var end = scalars.count
            for position in (index + 2)..<scalars.count {
                if scalars[position] == Self.open {
                    depth += 1
                } else if scalars[position] == Self.close {
                    if depth == 0 {
                        end = position
                        break
                    }
                    depth -= 1
                }
            }
            found.append((keys[Int(value - Self.first)], Self.unmarked(scalars[(index + 2)..<end]), whole))
        }
        return found
    }

    /// `scalars` without marks.
    private static func unmarked(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var out = String.UnicodeScalarView()
        var skipNext = false
        for scalar in scalars {
            if skipNext {
                skipNext = false
                continue
            }
            if scalar == open {
                skipNext = true
                continue
            }
            if scalar != close { out.append(scalar) }
        }
        return String(out)
    }
}

extension String {
    /// Without spaces at either end.
    fileprivate var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
