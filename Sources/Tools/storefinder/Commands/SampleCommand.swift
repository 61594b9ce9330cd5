import ArgumentParser
import StoreDomain
import StoreIO
import StoreInputFiles
import StoreSamples

/// `storefinder sample`: writes a synthetic stores file of any size, the same for the same seed.
struct SampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Write a synthetic stores file for scale tests and benchmarks.",
        discussion: """
            The same --stores and --seed always give the same file, byte for byte. Every file it \
            writes is one check and render read: at most 250000 stores, about 224 MB.
            """
    )

    @Option(
        name: .customLong("stores"), parsing: .unconditional, help: "How many stores to make, 0 to 250000.",
        transform: ArgumentValues.integer("--stores", in: 0...250_000))
    var count: Int = 100

    @Option(parsing: .unconditional, help: "The random seed, a whole number from 0.", transform: ArgumentValues.seed)
    var seed: UInt64 = 1

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var out: String?

    func run() throws {
        let text = try prettyJSON(StorePage(stores: SyntheticStores(seed: seed).make(count: count))) + "\n"
        if let out {
            try AtomicFile.write(text, to: out)
        } else {
            print(text, terminator: "")
        }
    }
}
