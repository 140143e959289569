import ArgumentParser
import GifSearchKit
import RxCore

/// `gifsearch fav`: the GIFs the person starred, kept in the library.
struct FavCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fav", abstract: "Your favourite GIFs: list, add and remove them.",
        discussion: """
            Favourites live in your library ($XDG_DATA_HOME/gifsearch/library.sqlite), which keeps \
            ids and titles, never Giphy media URLs: listing asks for fresh URLs by id, and --offline \
            lists what is kept without a request.
            """,
        subcommands: [
            FavListCommand.self, FavAddCommand.self, FavRemoveCommand.self, FavExportCommand.self,
            FavImportCommand.self,
        ],
        defaultSubcommand: FavListCommand.self)
}

/// `gifsearch fav [<query>...]`.
struct FavListCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your favourites, newest first, or those matching a query by how often and lately you used them."
    )

    @OptionGroup var listing: LibraryListing

    func run(in context: CommandContext) throws {
        try listing.show(.favourites, in: context)
    }
}

/// `gifsearch fav add <id>...`.
struct FavAddCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Star GIFs by id (Giphy's, klipy:... or local:...).")

    @Argument(help: "The ids to star.")
    var ids: [String]

    @Flag(help: "Also save each GIF's file in your library, to use offline (kept/<provider>-<id>.gif).")
    var keep = false

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if ids.isEmpty { throw ValidationError("give at least one id to star") }
    }

    func run(in context: CommandContext) throws {
        let (service, session) = try options.session(in: context)
        let found = try context.elements(of: session.askingForKey(service.gifs(ids: ids)).waitForResult())
            .flatMap(\.gifs)
        let library = try LibraryListing.open(service, in: context)
        try context.attempt { () throws(SearchFailure) in try library.star(found, query: nil) }
        let missing = ids.filter { id in !found.contains { $0.id == id } }
        if keep { try Self.keep(found, with: service, in: context) }
        guard missing.isEmpty else {
            throw context.fail(
                .notFound,
                "no GIF with id \(TerminalText.sanitize(missing.joined(separator: ", "))); nothing starred for it")
        }
    }

    /// Saves the files of `gifs` in the library; each that fails is named on stderr (they stay
    /// starred), and the exit status is the batch's.
    private static func keep(_ gifs: [GIFResult], with service: GifSearchService, in context: CommandContext) throws {
        var failures: [ExitCode] = []
        let outcome = service.keep(gifs, rendition: .named(.original), parallel: 4).waitForResultEach { event in
            guard case .failed(let failure) = event.outcome else { return }
            failures.append(context.fail(failure, about: event.name).status)
        }
        if case .failure(let error) = outcome { throw context.fail(error) }
        try ErrorReport.endBatch(failures)
    }
}

/// `gifsearch fav rm <id>...`.
struct FavRemoveCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Unstar GIFs by id.")

    @Argument(help: "The ids to unstar.")
    var ids: [String]

    func validate() throws {
        if ids.isEmpty { throw ValidationError("give at least one id to unstar") }
    }

    func run(in context: CommandContext) throws {
        let library = try LibraryListing.open(nil, in: context)
        let removed = try context.attempt { () throws(SearchFailure) in try library.unstar(ids: ids) }
        let missing = ids.filter { !removed.contains($0) }
        guard missing.isEmpty else {
            throw context.fail(
                .notFound, "not in your favourites: \(TerminalText.sanitize(missing.joined(separator: ", ")))")
        }
    }
}
