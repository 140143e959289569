import ArgumentParser
import GifSearchKit

/// `gifsearch random [<tag>...]`.
struct RandomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "random", abstract: "A random GIF, optionally with a tag.")

    @Argument(help: "A tag the GIF must have.")
    var tag: [String] = []

    @Option(help: "Rating: g, pg, pg-13 or r.")
    var rating: Rating?

    @Flag(help: "A sticker instead of a GIF.")
    var stickers = false

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: GiphyOptions

    func run() throws {
        let tagText = tag.isEmpty ? nil : tag.joined(separator: " ")
        let service = try options.service()
        let gif = service.random(tag: tagText, kind: MediaKind(stickers: stickers), rating: rating?.rawValue)
        try ResultListing.show(
            gif, service: service, options: options, output: output, nothingFound: "no GIF has that tag")
    }
}
