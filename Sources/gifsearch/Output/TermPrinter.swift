import GifSearchKit
import RxCore

/// Prints search terms (autocomplete, trending terms), one per line, made safe for the terminal;
/// a failure becomes its one line on stderr and exit status.
enum TermPrinter {
    static func show(
        _ terms: Observable<[String]>, service: GifSearchService, options: ServiceOptions, empty: String,
        in context: CommandContext
    ) throws {
        let lists = try context.elements(of: options.askingForKey(terms, service: service, in: context).waitForResult())
        let terms = lists.flatMap { $0 }.map(TerminalText.sanitize).filter { !$0.isEmpty }
        guard !terms.isEmpty else { throw context.fail(.notFound, empty) }
        context.output.write(terms.map { $0 + "\n" }.joined())
    }
}
