import ArgumentParser
import GifSearchKit

/// `gifsearch [search] <query>...`: the default command.
struct SearchCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search for GIFs (the default command: 'gifsearch cats').")

    @Argument(help: "What to search for (at most 50 characters).")
    var query: [String]

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How many results (1 to \(GifSearchService.searchCap) with --offset; fetched 50 a request; not with "
                + "--all). (default: \(defaultLimit))"),
    )
    var limit: Int?

    @Option(
        parsing: .unconditional, help: "Skip this many results (at most \(GifSearchService.searchCap - 1)).",
    )
    var offset = 0

    @Flag(help: "Every result, up to the provider's cap of \(GifSearchService.searchCap) (not with --limit).")
    var all = false

    @OptionGroup var rating: RatingOption

    @Option(help: "Language of the query (ISO 639-1, e.g. en).")
    var lang: String?

    @OptionGroup var kind: KindOption

    @Flag(help: "In table format, show a small thumbnail with each result.")
    var preview = false

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: ServiceOptions

    static let defaultLimit = 25

    func validate() throws {
        if query.isEmpty { throw ValidationError("say what to search for, e.g. 'gifsearch cats'") }
        if all && limit != nil { throw ValidationError("give --all or --limit, not both") }
        // With --all, what is checked is that at least one result is left after --offset.
        try ResultCount.validate(limit: count ?? 1, offset: offset, cap: GifSearchService.searchCap)
    }

    /// How many results to show: `nil` for every one (`--all`).
    private var count: Int? { all ? nil : limit ?? Self.defaultLimit }

    func run(in context: CommandContext) throws {
        let (service, session) = try options.session(in: context)
        let text = query.joined(separator: " ")
        let pages = service.search(
            text, kind: kind.kind, count: count, offset: offset, rating: rating.rating, lang: lang)
        let meant = query.count == 1 ? Gifsearch.nearestCommand(to: text) : nil
        try ResultListing.show(
            pages, in: session, output: output,
            nothingFound: "no GIFs found for '\(TerminalText.sanitize(text))'"
                + (meant.map { "; did you mean the command '\($0)'?" } ?? ""),
            thumbnails: preview)
    }
}
