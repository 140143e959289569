import ArgumentParser
import GifSearchKit

/// `gifsearch show <id>...`.
struct ShowCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show GIFs by their ids (Giphy's, or klipy:...).")

    @Argument(help: "Giphy ids (at most 100).")
    var ids: [String]

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if ids.isEmpty { throw ValidationError("give at least one Giphy id") }
    }

    func run(in context: CommandContext) throws {
        let service = try options.service(in: context)
        try ResultListing.show(
            service.gifs(ids: ids), service: service, options: options, output: output,
            nothingFound: "no GIF with those ids", in: context)
    }
}
