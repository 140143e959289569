import ArgumentParser
import GifSearchKit

/// `gifsearch history`: what the person picked, copied, downloaded and previewed.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "What you picked, copied, downloaded and previewed.",
        discussion: """
            Kept in your library ($XDG_DATA_HOME/gifsearch/library.sqlite) with the searches that \
            led there; 'history = off' in the config file stops recording.
            """,
        subcommands: [HistoryListCommand.self, HistoryClearCommand.self],
        defaultSubcommand: HistoryListCommand.self)
}

/// `gifsearch history [<query>...]`.
struct HistoryListCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your history, newest first, or what matches a query by how often and lately you used it.")

    @OptionGroup var listing: LibraryListing

    func run(in context: CommandContext) throws {
        try listing.show(.history, in: context)
    }
}

/// `gifsearch history clear`.
struct HistoryClearCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Forget your history (favourites stay).")

    func run(in context: CommandContext) throws {
        let library = try LibraryListing.open(nil, in: context)
        try context.attempt { () throws(SearchFailure) in try library.clearHistory() }
    }
}
