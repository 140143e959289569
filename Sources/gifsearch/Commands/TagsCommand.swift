import ArgumentParser
import GifSearchKit

/// `gifsearch tags <prefix>`: search terms that complete a prefix.
struct TagsCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags", abstract: "Print search terms that complete a prefix, one per line.")

    @Argument(help: "The start of a search.")
    var prefix: [String]

    @OptionGroup var options: ServiceOptions

    func run(in context: CommandContext) throws {
        let service = try options.service(in: context)
        let text = prefix.joined(separator: " ")
        try TermPrinter.show(
            service.autocomplete(text), service: service, options: options,
            empty: "no terms complete '\(TerminalText.sanitize(text))'", in: context)
    }
}
