import ArgumentParser
import GifSearchKit
import RxCore

/// Shows the pages of a listing command: waits for them, prints the GIFs, warns about stale
/// results, and turns failures into one line on stderr and DESIGN §8's exit codes.
enum ResultListing {
    static func show(
        _ pages: Observable<ResultPage>, service: GifSearchService, options: GiphyOptions, output: ResultOptions,
        nothingFound: String, thumbnails: Bool = false
    ) throws {
        let results: [ResultPage]
        switch options.askingForKey(pages, service: service).waitForResult() {
        case .success(let values): results = values
        case .failure(let error): throw ErrorReport.fail(error)
        }
        if !options.quiet, let age = results.compactMap(\.staleAge).max() {
            StandardError.write(
                "gifsearch: warning: \(options.offline ? "offline" : "the network failed"); "
                    + "showing results cached \(StaleAge.describe(seconds: age)) ago\n")
        }
        let gifs = results.flatMap(\.gifs)
        guard !gifs.isEmpty else {
            StandardError.write("gifsearch: \(nothingFound)\n")
            throw ExitStatus.nothingFound
        }
        let format = output.format ?? .automatic
        if thumbnails && format == .table {
            let colors = ColorOption.auto.resolved(onTerminal: StandardOutput.isTerminal)
            let graphics = try Graphics.choose(.auto, quiet: options.quiet)
            return Thumbnails(service: service, colors: colors, graphics: graphics)
                .print(gifs, rendition: output.rendition)
        }
        let printed = ResultPrinter(format: format, rendition: output.rendition).render(gifs)
        StandardOutput.write(printed.text)
        if printed.skipped > 0 {
            StandardError.write(
                "gifsearch: warning: left out \(printed.skipped) result\(printed.skipped == 1 ? "" : "s") whose "
                    + "\(format == .ids ? "id" : "URL") holds control characters\n")
        }
    }
}
