import ArgumentParser
import GifSearchKit
import Giphy

/// `gifsearch trending`.
struct TrendingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trending", abstract: "Show what is trending on Giphy.")

    @Option(help: "Results (1–50).")
    var limit = 25

    @Option(help: "Skip this many results (at most 499).")
    var offset = 0

    @Option(help: "Rating: g, pg, pg-13 or r.")
    var rating: Rating?

    @Flag(help: "Trending stickers instead of GIFs.")
    var stickers = false

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: GiphyOptions

    func run() throws {
        let service = try options.service()
        let pages = service.trending(
            kind: stickers ? .stickers : .gifs, limit: limit, page: offset == 0 ? nil : String(offset),
            rating: rating?.rawValue)
        try ResultListing.show(
            pages, service: service, options: options, output: output, nothingFound: "nothing is trending")
    }
}
