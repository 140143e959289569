import ArgumentParser
import GifSearchKit

/// `gifsearch trending`.
struct TrendingCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "trending", abstract: "Show what is trending (--terms: what people search for).",
        usage: "gifsearch trending [<options>]")

    @Option(
        parsing: .unconditional,
        help: "How many results (1 to \(GifSearchService.trendingCap) with --offset; fetched 50 a request).",
    )
    var limit = 25

    @Option(
        parsing: .unconditional, help: "Skip this many results (at most \(GifSearchService.trendingCap - 1)).",
    )
    var offset = 0

    func validate() throws {
        try ResultCount.validate(limit: limit, offset: offset, cap: GifSearchService.trendingCap)
    }

    @OptionGroup var rating: RatingOption

    @OptionGroup var kind: KindOption

    @Flag(
        help: ArgumentHelp(
            "Print the trending search terms instead of GIFs (--limit and --offset count terms; --format "
                + "prints them as 'gifsearch help tags' says).")
    )
    var terms = false

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: ServiceOptions

    func run(in context: CommandContext) throws {
        let (service, session) = try options.session(in: context)
        if terms {
            return try TermPrinter.show(
                service.trendingTerms(), in: session, format: output.format.map(TermFormat.init) ?? .table,
                limit: limit, offset: offset, empty: "no search is trending")
        }
        let pages = service.trending(kind: kind.kind, count: limit, offset: offset, rating: rating.rating)
        try ResultListing.show(pages, in: session, output: output, nothingFound: "nothing is trending")
    }
}
