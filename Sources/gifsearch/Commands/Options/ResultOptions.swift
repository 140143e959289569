import ArgumentParser
import GifSearchKit

/// The options every listing command shares.
struct ResultOptions: ParsableArguments {
    @Option(
        help: "Output format: table, url, ids, md, json, jsonl or tsv (default: table on a terminal, url when piped).")
    var format: ResultFormat?

    @OptionGroup var rendition: RenditionOption
}
