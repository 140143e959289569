import GifSearchKit
import Terminal

/// Prints the feed as it arrives: each term's GIFs in the chosen format, a table under a
/// heading per term with the attribution once at the end, or one JSON array written piece by
/// piece; every record carries its `term`.
struct FeedPrinter {
    let format: ResultFormat
    let rendition: RenditionChoice
    /// How many GIFs were printed.
    private(set) var printed = 0
    private var providers: [ProviderName] = []

    private let context: CommandContext

    init(format: ResultFormat, rendition: RenditionChoice, context: CommandContext) {
        self.context = context
        self.format = format
        self.rendition = rendition
    }

    mutating func print(_ gifs: [GIFResult], term: String) {
        guard !gifs.isEmpty else { return }
        let printer = ResultPrinter(
            format: format, rendition: rendition, term: term, width: context.output.columns,
            styled: context.stylesOutput)
        switch format {
        case .json:
            let objects = printer.records(gifs).map { ResultPrinter.json($0, pretty: true) }
            context.output.write((printed == 0 ? "[\n" : ",\n") + objects.joined(separator: ",\n"))
        case .table:
            let name = DisplayWidth.truncate(TerminalText.sanitize(term), to: context.output.columns)
            let heading = (printed == 0 ? "" : "\n") + "\(name)\n"
            context.output.write(heading + printer.render(gifs).text)
        default:
            context.output.write(printer.render(gifs).text)
        }
        printed += gifs.count
        providers += gifs.map(\.provider)
    }

    /// Ends the JSON array, or the table with its attribution.
    func finish() {
        switch format {
        case .json: context.output.write(printed == 0 ? "[]\n" : "\n]\n")
        case .table where printed > 0: context.output.write(Attribution.line(for: providers, dim: context.dim))
        default: break
        }
    }
}
