// The build tool behind the StoreFinderStringKeys plugin:
//   storefinder-strings-gen <table.yml> <output.swift> [--public]
// It reads a base string table and writes typed accessors. Errors name file:line:column.
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
import StoreLocalization
import StoreYAML
import StringKeyGeneration

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    StandardError.printLine("usage: storefinder-strings-gen <table.yml> <output.swift> [--public]")
    exit(2)
}
let input = arguments[0], output = arguments[1]
do {
    let loader = StringTableLoader()
    let table = try loader.load(try loader.parser.parse(contentsOf: input))
    let generator = StringKeyGenerator(accessLevel: arguments.contains("--public") ? "public" : "internal")
    let source = generator.source(for: table, sourceName: FileName.lastComponent(of: input))
    // Unchanged output keeps its timestamp, so dependants do not rebuild for nothing.
    if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
} catch {
    StandardError.printLine("\(input): error: \(error)")
    exit(1)
}
