import ArgumentParser
import GifSearchKit

/// `gifsearch tags <prefix>`: search terms that complete a prefix.
struct TagsCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags", abstract: "Print search terms that complete a prefix.")

    @Argument(help: "The start of a search.")
    var prefix: [String]

    @Option(parsing: .unconditional, help: "At most this many terms (default: all the provider gives).")
    var limit: Int?

    @Option(help: "How to print the terms (the listings' formats, so scripts name one for every command).")
    var format: TermFormat?

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if let limit, limit < 1 { throw WholeNumber.tooSmall("--limit", limit, 1) }
    }

    func run(in context: CommandContext) throws {
        let (service, session) = try options.session(in: context)
        let text = prefix.joined(separator: " ")
        try TermPrinter.show(
            service.autocomplete(text), in: session, format: format ?? .table, limit: limit,
            empty: "no terms complete '\(TerminalText.sanitize(text))'")
    }
}
