import ArgumentParser
import GifSearchKit

/// `gifsearch random [<tag>...]`.
struct RandomCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "random", abstract: "A random GIF, optionally with a tag.")

    @Argument(help: "A tag the GIF must have.")
    var tag: [String] = []

    @OptionGroup var rating: RatingOption

    @OptionGroup var kind: KindOption

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: ServiceOptions

    func run(in context: CommandContext) throws {
        let tagText = tag.isEmpty ? nil : tag.joined(separator: " ")
        let (service, session) = try options.session(in: context)
        let gif = service.random(tag: tagText, kind: kind.kind, rating: rating.rating)
        try ResultListing.show(gif, in: session, output: output, nothingFound: "no GIF has that tag")
    }
}
