import ArgumentParser
import GifSearchKit
import RxCore

/// `gifsearch feed`: one feed merged from the searches for what is trending.
struct FeedCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed", abstract: "One feed of GIFs from the searches people make now.",
        usage: "gifsearch feed [<options>]",
        discussion: """
            Takes the first trending search terms, searches each (four at a time) and prints the \
            results as each search completes: a table per term on a terminal, URLs when piped, a \
            'term' key in JSON. A GIF two terms find comes once. A failing term is reported on \
            stderr and the feed goes on; when every term failed, the exit status is the most \
            severe of theirs (4 for a network or server failure).
            """)

    static let termsRange = OptionRange("--terms", 1...20)
    @Option(parsing: .unconditional, help: termsRange.help("How many trending terms"))
    var terms = 5

    static let perTermRange = OptionRange("--per-term", 1...50)
    @Option(parsing: .unconditional, help: perTermRange.help("Results per term"))
    var perTerm = 5

    @OptionGroup var rating: RatingOption

    @OptionGroup var kind: KindOption

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: ServiceOptions

    func validate() throws {
        try Self.termsRange.check(terms)
        try Self.perTermRange.check(perTerm)
    }

    func run(in context: CommandContext) throws {
        let (service, session) = try options.session(in: context)
        let feed = service.feed(
            terms: terms, perTerm: perTerm, kind: kind.kind, rating: rating.rating)
        var printer = FeedPrinter(
            format: output.format ?? .automatic(for: context), rendition: output.rendition.choice, context: context)
        var failures: [ExitCode] = []
        var delivered = 0
        let show = { (item: FeedItem) in
            delivered += 1
            switch item {
            case .found(let term, let gifs, _):
                printer.print(gifs, term: term)
            case .failed(let term, let error):
                failures.append(context.fail(error, about: "'\(term)'").status)
            }
        }
        let outcome = session.askingForKey(feed).waitForResultEach(show)
        printer.finish()
        if case .failure(let error) = outcome { throw context.fail(error) }
        if failures.count == delivered { try ErrorReport.endBatch(failures) }
        if printer.printed == 0 && failures.isEmpty { throw context.fail(.notFound, "the feed is empty") }
    }
}
