import ArgumentParser
import GifSearchKit

/// The options every listing command shares.
struct ResultOptions: ParsableArguments {
    @Option(help: "How to print the results (default: table on a terminal, url when piped).")
    var format: ResultFormat?

    @OptionGroup var rendition: RenditionOption
}
