import ArgumentParser
import StoreDomain
import StoreSamples
import StoreInput

/// `storefinder sample`: writes a synthetic stores file of any size, the same for the same seed.
struct SampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Write a synthetic stores file for scale tests and benchmarks.",
        discussion: "The same --stores and --seed always give the same file, byte for byte."
    )

    @Option(name: .customLong("stores"), help: "How many stores to make.")
    var count: Int = 100

    @Option(help: "The random seed.")
    var seed: UInt64 = 1

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var out: String?

    func validate() throws {
        guard (0...1_000_000).contains(count) else {
            throw ValidationError("--stores takes a count from 0 to 1000000, not \(count)")
        }
    }

    func run() throws {
        let text = try prettyJSON(StorePage(stores: SyntheticStores(seed: seed).make(count: count))) + "\n"
        if let out {
            try AtomicFile.write(text, to: out)
        } else {
            print(text, terminator: "")
        }
    }
}
