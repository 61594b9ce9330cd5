import StoreDisplayText
import StoreLocalization
import StoreYAML

/// Edits a YAML string table in place, so that `git diff` shows only the translations that
/// changed: a value that changes is rewritten where it stands, in the quoting style it had;
/// a key the table lacks is inserted where the base table's order puts it. Comments, key
/// order, blank lines and every other value stay byte for byte.
///
/// ```swift
/// var editor = try TableEditor(text: german, file: "Localizations/de.yml", order: KeyOrder(baseText: english))
/// try editor.set("StoreFinder.Title", form: nil, to: "Märkte")
/// let edited = editor.text
/// ```
public struct TableEditor: Sendable {
    /// The file's text, with the edits made so far.
    public private(set) var text: String
    public let file: String
    let order: KeyOrder

    /// An editor of `text`, which must be a string table (a locale, then nested keys).
    public init(text: String, file: String, order: KeyOrder) throws(YAMLError) {
        self.text = text
        self.file = file
        self.order = order
        _ = try Self.localeMapping(in: text, file: file)
    }

    /// A new table for `locale`, holding `values` (key → text, or key → form → text), laid out
    /// in the base table's order.
    public static func newTable(locale: String, values: [String: [PluralSelector?: String]], order: KeyOrder) -> String
    {
        var tree = KeyTree()
        for (key, forms) in values {
            for (form, text) in forms {
                tree.insert(path: key.split(separator: ".").map(String.init) + (form.map { ["\($0)"] } ?? []), text)
            }
        }
        var out = "\(plainOrQuoted(locale)):\n"
        tree.write(into: &out, indent: 2, unit: 2, parent: [], order: order)
        return out
    }

    /// Sets `key` (or its plural `form`) to `value`, a message in table syntax.
    public mutating func set(_ key: String, form: PluralSelector?, to value: String) throws(EditProblem) {
        let path = key.split(separator: ".").map(String.init) + (form.map { ["\($0)"] } ?? [])
        let root: YAMLNode
        do {
            root = try Self.localeMapping(in: text, file: file)
        } catch {
            throw EditProblem("\(file) no longer reads as YAML: \(error)")
        }
        var lines = Lines(text)
        var mapping = root
        var parentIndent = 0
        for (depth, name) in path.enumerated() {
            guard let pairs = mapping.mapping else {
                throw EditProblem("\(path.prefix(depth).joined(separator: ".")) is not a group of keys in \(file)")
            }
            guard let pair = pairs.first(where: { $0.key.string == name }) else {
                text = try insert(path: path, at: depth, into: mapping, pairs: pairs, value: value, lines: lines)
                return
            }
            parentIndent = pair.key.location.column - 1
            if depth == path.count - 1 {
                guard case .scalar(let scalar) = pair.value.content else {
                    let what = form == nil ? "a plural" : "a group of keys"
                    throw EditProblem("\(path.joined(separator: ".")) is \(what) in \(file), not text")
                }
                let range = lines.extent(of: pair.value, style: scalar.style, keyIndent: parentIndent)
                let replacement = Self.written(
                    value, like: scalar.style, blockIndent: parentIndent + order.indentUnit,
                    header: lines.header(at: pair.value.location))
                lines.replace(range, with: replacement)
                text = lines.text
                return
            }
            if case .scalar = pair.value.content {
                throw EditProblem("\(path.prefix(depth + 1).joined(separator: ".")) is text in \(file), not a plural")
            }
            mapping = pair.value
        }
    }

    /// Inserts `path[depth...]` into `mapping`, after the sibling the base order puts before it.
    private func insert(
        path: [String], at depth: Int, into mapping: YAMLNode, pairs: [YAMLPair], value: String, lines: Lines
    ) throws(EditProblem) -> String {
        var lines = lines
        guard let first = pairs.first else {
            throw EditProblem(
                "\(path.prefix(depth).joined(separator: ".")) in \(file) is empty; write a key in it first")
        }
        guard !lines.isFlow(at: mapping.location) else {
            throw EditProblem("\(path.prefix(depth).joined(separator: ".")) in \(file) is written {…} on one line")
        }
        let indent = first.key.location.column - 1
        let name = path[depth]
        let parent = Array(path.prefix(depth))
        let rank = order.rank(of: name, under: parent)
        let before = pairs.last { order.rank(of: $0.key.string ?? "", under: parent) < rank }
        var tree = KeyTree()
        tree.insert(path: Array(path[depth...]), value)
        var block = ""
        tree.write(into: &block, indent: indent, unit: order.indentUnit, parent: parent, order: order)
        if let before, let index = pairs.firstIndex(of: before) {
            let next = index + 1 < pairs.count ? pairs[index + 1].key.location.line : nil
            let end = lines.lastContentLine(after: before.key.location.line, indent: indent, before: next)
            lines.insert(block, afterLine: end)
        } else {
            lines.insert(block, beforeLine: lines.firstLineOfComments(above: first.key.location.line))
        }
        return lines.text
    }

    /// The mapping under the table's one root key (the locale).
    static func localeMapping(in text: String, file: String) throws(YAMLError) -> YAMLNode {
        let document = try YAMLParser().parse(text, file: file)
        guard let pairs = document.root.mapping, pairs.count == 1, let locale = pairs.first?.value,
            locale.mapping != nil
        else {
            throw YAMLError(
                .invalid("expected a table: one locale key, with the keys under it"), at: document.root.location)
        }
        return locale
    }

    /// `value` as a scalar in `style`, or double-quoted where that style cannot hold it.
    static func written(_ value: String, like style: YAMLScalar.Style, blockIndent: Int, header: String) -> String {
        switch style {
        case .plain: return plainOrQuoted(value)
        case .doubleQuoted: return YAMLQuoting.quoted(value)
        case .singleQuoted:
            guard !value.contains("\n"), UntrustedText.isClean(value) else { return YAMLQuoting.quoted(value) }
            return "'" + value.replacing("'", with: "''") + "'"
        case .literal, .folded:
            guard UntrustedText.isClean(value.replacing("\n", with: " ")), !value.hasSuffix(" ") else {
                return YAMLQuoting.quoted(value)
            }
            let pad = String(repeating: " ", count: blockIndent)
            let separator = style == .folded ? "\n\n" : "\n"
            let body = value.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }
                .joined(separator: separator)
            // A block ends its value with one line break, which `|` keeps and `|-` strips.
            let chomp = value.hasSuffix("\n") ? "" : "-"
            return (style == .literal ? "|" : ">") + chomp + "\n" + body
        }
    }

    /// `value` plain when YAML reads it back as itself, else double-quoted.
    static func plainOrQuoted(_ value: String) -> String {
        isPlainSafe(value) ? value : YAMLQuoting.quoted(value)
    }

    static func isPlainSafe(_ value: String) -> Bool {
        guard let first = value.first, let last = value.last, !YAMLScalar.isNullSpelling(value) else { return false }
        if "-?:,[]{}#&*!|>'\"%@`".contains(first) || first == " " || last == " " || last == ":" { return false }
        if value.contains(": ") || value.contains(" #") || value.contains("\n") { return false }
        return UntrustedText.isClean(value)
    }

    /// Why an edit cannot be made.
    public struct EditProblem: Error, Sendable, Hashable, CustomStringConvertible {
        public var message: String
        init(_ message: String) { self.message = message }
        public var description: String { message }
    }
}

/// The order of keys in the base table: where a key a table lacks is written.
public struct KeyOrder: Sendable {
    /// Each group's child names in the order written, by the group's path (`StoreFinder.List`).
    let children: [String: [String]]
    /// The indent of one level in the base table: 2 unless it says otherwise.
    let indentUnit: Int

    /// The order of the base table `baseText`.
    public init(baseText: String, file: String = "en.yml") throws(YAMLError) {
        let root = try TableEditor.localeMapping(in: baseText, file: file)
        var unit: Int?
        var children: [String: [String]] = [:]
        func walk(_ node: YAMLNode, path: [String], indent: Int?) {
            guard let pairs = node.mapping else { return }
            children[path.joined(separator: ".")] = pairs.compactMap(\.key.string)
            for pair in pairs {
                let column = pair.key.location.column - 1
                if let indent, unit == nil, column > indent { unit = column - indent }
                if let name = pair.key.string { walk(pair.value, path: path + [name], indent: column) }
            }
        }
        walk(root, path: [], indent: nil)
        self.children = children
        indentUnit = unit ?? 2
    }

    /// Where `name` comes under `parent`: a plural form by CLDR's order (exact numbers first),
    /// any other name at its place in the base, and a name the base lacks last, by name.
    func rank(of name: String, under parent: [String]) -> (Int, Int, String) {
        // A plural's forms in CLDR's order, whatever forms the base has: Russian adds few and many.
        if let selector = PluralSelector(name) {
            return (1, PluralSelector.allOrdered.firstIndex(of: selector) ?? PluralSelector.allOrdered.count, name)
        }
        if let index = children[parent.joined(separator: ".")]?.firstIndex(of: name) { return (0, index, "") }
        return (2, 0, name)
    }
}

extension PluralSelector {
    /// Exact numbers 0 to 9, then the categories, in CLDR's order: how forms are laid out.
    static let allOrdered: [PluralSelector] =
        (0...9).map(PluralSelector.exact) + PluralCategory.allCases.map(PluralSelector.category)
}

/// Keys to write, as a tree, laid out in base order.
private struct KeyTree {
    var value: String?
    var children: [String: KeyTree] = [:]

    mutating func insert(path: [String], _ text: String) {
        guard let first = path.first else {
            value = text
            return
        }
        children[first, default: KeyTree()].insert(path: Array(path.dropFirst()), text)
    }

    func write(into out: inout String, indent: Int, unit: Int, parent: [String], order: KeyOrder) {
        let pad = String(repeating: " ", count: indent)
        for name in children.keys.sorted(by: { order.rank(of: $0, under: parent) < order.rank(of: $1, under: parent) })
        {
            guard let child = children[name] else { continue }
            let key = TableEditor.plainOrQuoted(name)
            if let value = child.value {
                out += "\(pad)\(key): \(TableEditor.plainOrQuoted(value))\n"
            } else {
                out += "\(pad)\(key):\n"
                child.write(into: &out, indent: indent + unit, unit: unit, parent: parent + [name], order: order)
            }
        }
    }
}

/// A file's lines, for edits by line and column.
private struct Lines {
    /// Each line with its line break.
    var lines: [String]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
        // The text's last line break made one empty line too many.
        if let last = lines.last, last == "\n" {
            lines.removeLast()
        } else if !lines.isEmpty {
            lines[lines.count - 1].removeLast()
        }
    }

    var text: String { lines.joined() }

    /// The start and end (line, scalar offset) of a scalar, 0-based, end exclusive.
    struct Range {
        var start: (line: Int, offset: Int)
        var end: (line: Int, offset: Int)
    }

    private func scalars(_ line: Int) -> [Unicode.Scalar] {
        lines.indices.contains(line) ? Array(lines[line].unicodeScalars) : []
    }

    private func indent(_ line: Int) -> Int {
        scalars(line).prefix { $0 == " " }.count
    }

    private func isBlankOrComment(_ line: Int) -> Bool {
        let body = scalars(line).drop { $0 == " " }
        return body.isEmpty || body.first == "\n" || body.first == "#"
    }

    /// The header of a block scalar (`|-`), or "" for any other.
    func header(at location: FilePosition) -> String {
        let line = scalars(location.line - 1)
        return String(String.UnicodeScalarView(line.dropFirst(location.column - 1).prefix { $0 != "\n" && $0 != " " }))
    }

    func isFlow(at location: FilePosition) -> Bool {
        scalars(location.line - 1).dropFirst(location.column - 1).first == "{"
    }

    /// Where a scalar written at `node.location` in `style` ends.
    func extent(of node: YAMLNode, style: YAMLScalar.Style, keyIndent: Int) -> Range {
        let startLine = node.location.line - 1, startOffset = node.location.column - 1
        let start = (startLine, startOffset)
        switch style {
        case .doubleQuoted, .singleQuoted:
            let quote: Unicode.Scalar = style == .doubleQuoted ? "\"" : "'"
            var line = startLine, offset = startOffset + 1
            while line < lines.count {
                let row = scalars(line)
                while offset < row.count {
                    let scalar = row[offset]
                    if style == .doubleQuoted, scalar == "\\" {
                        offset += 2
                        continue
                    }
                    if scalar == quote {
                        if style == .singleQuoted, offset + 1 < row.count, row[offset + 1] == "'" {
                            offset += 2
                            continue
                        }
                        return Range(start: start, end: (line, offset + 1))
                    }
                    offset += 1
                }
                line += 1
                offset = 0
            }
            return Range(start: start, end: (startLine, scalars(startLine).count))
        case .plain:
            var last = (startLine, contentEnd(startLine, from: startOffset))
            var line = startLine + 1
            while line < lines.count, !isBlankOrComment(line), indent(line) > keyIndent {
                last = (line, contentEnd(line, from: indent(line)))
                line += 1
            }
            return Range(start: start, end: last)
        case .literal, .folded:
            var last = (startLine, contentEnd(startLine, from: startOffset))
            var line = startLine + 1
            while line < lines.count {
                let blank = scalars(line).allSatisfy { $0 == " " || $0 == "\n" }
                guard blank || indent(line) > keyIndent else { break }
                if !blank { last = (line, scalars(line).count - (scalars(line).last == "\n" ? 1 : 0)) }
                line += 1
            }
            return Range(start: start, end: last)
        }
    }

    /// The end of a plain scalar's text on `line`: before a ` #` comment and trailing spaces.
    private func contentEnd(_ line: Int, from offset: Int) -> Int {
        let row = scalars(line)
        var end = row.count - (row.last == "\n" ? 1 : 0)
        var index = offset
        while index < end {
            if row[index] == "#", index > offset, row[index - 1] == " " {
                end = index
                break
            }
            index += 1
        }
        while end > offset, row[end - 1] == " " { end -= 1 }
        return end
    }

    mutating func replace(_ range: Range, with replacement: String) {
        let head = String(String.UnicodeScalarView(scalars(range.start.line).prefix(range.start.offset)))
        let tail = String(String.UnicodeScalarView(scalars(range.end.line).dropFirst(range.end.offset)))
        lines.replaceSubrange(range.start.line...range.end.line, with: [head + replacement + tail])
    }

    /// The last line of the entry whose key is on `keyLine` (1-based): the last line after it,
    /// before `next` (the next key's line) or the group's end, that is indented past `indent`
    /// and is not blank or a comment. 1-based.
    func lastContentLine(after keyLine: Int, indent: Int, before next: Int?) -> Int {
        var last = keyLine
        var line = keyLine  // 0-based index of the line after the key
        let stop = (next ?? Int.max) - 1
        while line < lines.count, line < stop {
            if !isBlankOrComment(line) {
                guard self.indent(line) > indent else { break }
                last = line + 1
            }
            line += 1
        }
        return last
    }

    /// The first of the comment lines directly above `line` (1-based), so an insertion before
    /// a key leaves its comment with it.
    func firstLineOfComments(above line: Int) -> Int {
        var first = line
        while first > 1, scalars(first - 2).drop(while: { $0 == " " }).first == "#" { first -= 1 }
        return first
    }

    mutating func insert(_ block: String, afterLine line: Int) {
        if line == lines.count, let last = lines.last, !last.hasSuffix("\n") { lines[lines.count - 1] += "\n" }
        lines.insert(block, at: min(line, lines.count))
    }

    mutating func insert(_ block: String, beforeLine line: Int) {
        lines.insert(block, at: max(0, line - 1))
    }
}
