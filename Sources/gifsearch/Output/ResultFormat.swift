import ArgumentParser
import GifSearchKit

/// How search results are printed (DESIGN §8).
enum ResultFormat: String, ExpressibleByArgument, CaseIterable {
    case table, url, ids, md, json, jsonl, tsv

    /// `table` on a terminal, `url` when stdout is piped.
    static var automatic: ResultFormat { StandardOutput.isTerminal ? .table : .url }
}

/// The options every listing command shares.
struct ResultOptions: ParsableArguments {
    @Option(
        help: "Output format: table, url, ids, md, json, jsonl or tsv (default: table on a terminal, url when piped).")
    var format: ResultFormat?

    @Option(help: "Which rendition the URLs name: original, fixed_height, fixed_width_small, ...")
    var rendition = defaultRendition

    static let defaultRendition = Rendition.original
}

extension Rendition: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }
}
