import ArgumentParser
import GifSearchKit
import Giphy

/// `gifsearch [search] <query>...`: the default command.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search for GIFs (the default command: 'gifsearch cats').")

    @Argument(help: "What to search for (at most 50 characters).")
    var query: [String]

    @Option(help: "Results per request (1–50).")
    var limit = 25

    @Option(help: "Skip this many results (at most 4999).")
    var offset = 0

    @Flag(help: "Follow every page, up to Giphy's cap.")
    var all = false

    @Option(help: "Rating: g, pg, pg-13 or r.")
    var rating: Rating?

    @Option(help: "Language of the query (ISO 639-1, e.g. en).")
    var lang: String?

    @Flag(help: "Search stickers instead of GIFs.")
    var stickers = false

    @Flag(help: "In table format, show a small thumbnail with each result.")
    var preview = false

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: GiphyOptions

    func validate() throws {
        if query.isEmpty { throw ValidationError("say what to search for, e.g. 'gifsearch cats'") }
    }

    func run() throws {
        let service = try options.service()
        let text = query.joined(separator: " ")
        let kind: GiphyKind = stickers ? .stickers : .gifs
        let pages =
            all
            ? service.searchAll(text, kind: kind, rating: rating?.rawValue, lang: lang)
            : service.search(
                text, kind: kind, limit: limit, page: offset == 0 ? nil : String(offset), rating: rating?.rawValue,
                lang: lang)
        try ResultListing.show(
            pages, service: service, options: options, output: output,
            nothingFound: "no GIFs found for '\(TerminalText.sanitize(text))'", thumbnails: preview)
    }
}

/// Giphy's content ratings.
enum Rating: String, ExpressibleByArgument, CaseIterable {
    case g, pg
    case pg13 = "pg-13"
    case r
}
