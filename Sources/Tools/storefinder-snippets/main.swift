// The build tool behind the CompileSnippets build plugin:
//
//   storefinder-snippets --root DIR --output FILE.swift MARKDOWN…
//
// It turns every ```swift block of the Markdown files into the body of a function of its own,
// so that a snippet of the README or of a DocC article that stops compiling fails the build of
// the tests. Imports move to the top of the file; a top-level statement that only shows a value
// becomes `show(value)`, and each name a snippet declares is used once at its end, so snippets
// compile without warnings. A block whose preceding line is an HTML comment starting
// `<!-- not compiled` is left out: a manifest, or another package's API.
import StoreBuildSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints `message`, after the tool's name, to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 2) -> Never {
    BuildToolOutput.fail("storefinder-snippets: \(message)", status: status)
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    var trimmed: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}

/// One compiled Swift block: the 1-based line its code starts on, and its lines, de-indented.
struct Snippet {
    var line: Int
    var body: [String]
}

/// Every compiled Swift block of a Markdown text: each `swift` block not marked
/// `<!-- not compiled -->` on the line before it.
func snippets(in text: String) -> [Snippet] {
    MarkdownCodeBlock.blocks(in: text).compactMap { block in
        guard block.language == "swift", !block.precedingLine.hasPrefix("<!-- not compiled") else { return nil }
        return Snippet(line: block.firstLine, body: block.lines)
    }
}

/// The code of a line, and its trailing `// comment` (outside string literals).
func splitComment(_ text: String) -> (code: String, comment: String) {
    var quoted = false
    var previous: Character = " "
    var index = text.startIndex
    while index < text.endIndex {
        let character = text[index]
        if character == "\"" && previous != "\\" {
            quoted.toggle()
        } else if !quoted, text[index...].hasPrefix("//") {
            var code = String(text[..<index])
            while code.last == " " { code.removeLast() }
            return (code, String(text[index...]))
        }
        previous = character
        index = text.index(after: index)
    }
    return (text, "")
}

/// How many brackets a line opens and does not close, outside string literals.
func balance(_ text: String) -> Int {
    var depth = 0
    var quoted = false
    var escaped = false
    for character in splitComment(text).code {
        if quoted {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted = false
            }
            continue
        }
        switch character {
        case "\"": quoted = true
        case "{", "(", "[": depth += 1
        case "}", ")", "]": depth -= 1
        default: break
        }
    }
    return depth
}

/// Statements that are not a value to show.
let keywords = [
    "let ", "var ", "for ", "if ", "guard ", "switch ", "return", "struct ", "enum ", "func ", "extension ", "final ",
    "while ", "do ", "}", ")", "]", "//", ".", "@", "case ", "default",
]

/// `name = `, `name += ` and the like: an assignment, not a value.
func isAssignment(_ text: String) -> Bool {
    guard let space = text.firstIndex(of: " ") else { return false }
    let target = text[..<space]
    let allowed: (Character) -> Bool = { $0.isLetter || $0.isNumber || "_.[]\"".contains($0) }
    guard !target.isEmpty, target.allSatisfy(allowed) else { return false }
    let rest = text[text.index(after: space)...]
    return rest.hasPrefix("= ") || rest.hasPrefix("+= ") || rest.hasPrefix("-= ")
}

/// The name a top-level `let` or `var` declares.
func declaredName(_ text: String) -> String? {
    for keyword in ["let ", "var "] where text.hasPrefix(keyword) {
        let name = text.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
    return nil
}

/// A snippet as a function called `name`, and the imports it needs.
func function(_ snippet: Snippet, name: String, origin: String) -> (imports: [String], code: [String]) {
    var imports: [String] = []
    var statements: [String] = []
    var names: [String] = []
    var depth = 0
    var showing = false
    for original in snippet.body {
        var text = original
        if depth == 0 && text.hasPrefix("import ") {
            imports.append(text)
            continue
        }
        if depth == 0, !text.trimmed.isEmpty, !text.hasPrefix(" "), !text.hasPrefix("\t") {
            if let declared = declaredName(text) {
                names.append(declared)
            } else if !keywords.contains(where: text.hasPrefix), !isAssignment(text) {
                showing = true
                text = text.hasPrefix("try ") ? "try show(" + text.dropFirst(4) : "show(" + text
            }
        }
        depth += balance(text) - (showing && (text.hasPrefix("show(") || text.hasPrefix("try show(")) ? 1 : 0)
        if showing && depth == 0 {
            let (code, comment) = splitComment(text)
            text = code + ")" + (comment.isEmpty ? "" : "  " + comment)
            showing = false
        }
        statements.append(text)
    }
    var code = ["/// \(origin):\(snippet.line)", "func \(name)() throws {"]
    code += statements.map { statement in
        let line = "    " + statement
        return String(line.reversed().drop { $0 == " " }.reversed())
    }
    code += names.map { "    show(\($0))" }
    code.append("}")
    return (imports, code)
}

/// `path` as an identifier: `Sources/App/StorePresentation/StorePresentation.docc/Theming.md` → `Theming`.
func identifier(for path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let stem = file.split(separator: ".").first.map(String.init) ?? file
    return String(stem.map { $0.isLetter || $0.isNumber ? $0 : "_" })
}

var arguments = BuildToolArguments(
    tool: "storefinder-snippets", CommandLine.arguments.dropFirst(),
    usage: "usage: storefinder-snippets --root DIR --output FILE.swift MARKDOWN…")
let root = arguments.required("--root"), output = arguments.required("--output")
let prefix = root.hasSuffix("/") ? root : root + "/"

var imports: Set<String> = []
var functions: [String] = []
for path in arguments.remaining.sorted() {
    guard let data = FileManager.default.contents(atPath: path), let text = String(validating: data, as: UTF8.self)
    else {
        fail("\(path): cannot read the file as UTF-8 text", status: 1)
    }
    let origin = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    for (number, snippet) in snippets(in: text).enumerated() {
        let (used, code) = function(snippet, name: "snippet_\(identifier(for: path))_\(number + 1)", origin: origin)
        imports.formUnion(used)
        functions.append(code.joined(separator: "\n"))
    }
}
let source =
    ([
        "// Generated at build time by storefinder-snippets (the CompileSnippets plugin) from the Swift",
        "// blocks of the README and the DocC articles, so that a snippet that stops compiling fails the",
        "// build. The fixtures they use (a page of stores, a product, a clock) are in SnippetFixtures.swift.",
        "",
    ] + imports.sorted() + [
        "", functions.joined(separator: "\n\n"), "", "/// Every snippet, by its place in the documentation.",
        "let compiledSnippets: [String] = [",
    ]
    + functions.map { "    \"\($0.split(separator: "\n")[0].dropFirst(4))\"," } + ["]", ""]).joined(separator: "\n")
do {
    try GeneratedFile.write(source, to: output)
} catch {
    fail("\(output): cannot write the generated source (\(error))", status: 1)
}
