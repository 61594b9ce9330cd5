import ArgumentParser
import StoreIO
import StorePresentation

/// `storefinder route LINK`: the screen a deep link opens, as the app's `StoreFinderRoute`
/// reads it.
struct RouteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: "Show the screen a deep link opens: the list (standard or in-store) or a store's details.",
        discussion: """
            A link is a path or a whole URL with any scheme and host; the query and fragment \
            are ignored and the store id is percent-decoded. The paths:
              stores, storefinder          the list
              stores/in-store              the list in in-store mode
              store/ID, stores/ID,
              store/detail/ID,
              stores/detail/ID             the store's details

            A link that names no screen exits with 1 and says why.

              storefinder route stores/in-store
              storefinder route 'https://shop.example/store/detail/ldn%2Dregent?src=mail' \\
                --format json
            """
    )

    @Argument(help: ArgumentHelp("A path or URL.", valueName: "link"))
    var link: String

    @Option(help: "text or json.")
    var format: GeocodeCommand.OutputFormat = .text

    func run() throws {
        let route: StoreFinderRoute
        do {
            route = try StoreFinderRoute(link: link)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        switch format {
        case .json:
            print(try prettyJSON(route))
        case .text:
            if let id = route.storeID {
                printListing("details of store \"\(id)\"")
            } else {
                printListing("\(route.screen) (\(route.mode?.rawValue ?? "standard"))")
            }
        }
    }
}
