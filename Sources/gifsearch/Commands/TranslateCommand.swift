import ArgumentParser
import GifSearchKit

/// `gifsearch translate <phrase>...`.
struct TranslateCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "translate", abstract: "The GIF that best says a phrase.")

    @Argument(help: "The phrase (at most 50 characters).")
    var phrase: [String]

    @Option(parsing: .unconditional, help: "How weird the match may be (0 to 10).")
    var weirdness: Int?

    @OptionGroup var kind: KindOption

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if phrase.isEmpty { throw ValidationError("say what to translate, e.g. 'gifsearch translate good morning'") }
    }

    func run(in context: CommandContext) throws {
        let (service, session) = try options.session(in: context)
        let gif = service.translate(
            phrase.joined(separator: " "), weirdness: weirdness, kind: kind.kind)
        try ResultListing.show(gif, in: session, output: output, nothingFound: "no GIF says that")
    }
}
