// The build tool behind the StoreFinderStringKeys plugin:
//   storefinder-strings-gen <table.yml> <output.swift> [--public]
// It reads a base string table and writes typed accessors. Errors name file:line:column.
import Foundation
import StoreLocalization
import StringKeyGeneration

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: storefinder-strings-gen <table.yml> <output.swift> [--public]\n".utf8))
    exit(2)
}
let input = arguments[0], output = arguments[1]
do {
    let loader = StringTableLoader()
    let table = try loader.load(try loader.parser.parse(contentsOf: input))
    let generator = StringKeyGenerator(accessLevel: arguments.contains("--public") ? "public" : "internal")
    let source = generator.source(for: table, sourceName: (input as NSString).lastPathComponent)
    // Unchanged output keeps its timestamp, so dependants do not rebuild for nothing.
    if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("\(input): error: \(error)\n".utf8))
    exit(1)
}
