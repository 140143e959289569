import GifSearchKit
import Preview
import RxCore

/// Shows the pages of a listing command: waits for them, prints the GIFs, warns about stale
/// results, and turns failures into one line on stderr and DESIGN §8's exit codes.
enum ResultListing {
    static func show(
        _ pages: Observable<ResultPage>, in session: ServiceSession, output: ResultOptions, nothingFound: String,
        thumbnails: Bool = false
    ) throws {
        let context = session.context
        let format = output.format ?? .automatic(for: context)
        if format.streams {
            return try stream(pages, in: session, output: output, nothingFound: nothingFound)
        }
        let results = try context.elements(of: session.askingForKey(pages).waitForResult())
        session.warnStale(results.compactMap(\.staleAge).max())
        let found = results.flatMap(\.gifs)
        guard !found.isEmpty else { throw context.fail(.notFound, nothingFound) }
        let (gifs, leftOut) = output.rendition.choice.partition(found)
        try reportLeftOut(leftOut, kept: gifs.count, choice: output.rendition.choice, in: context)
        if thumbnails && format == .table, let service = session.service {
            let colors = ColorOption.auto.resolved(
                onTerminal: context.output.isTerminal, environment: context.environment)
            let graphics = try Graphics.choose(
                .auto, quiet: session.options.quiet, verbose: session.options.verbose, in: context)
            return Thumbnails(service: service, colors: colors, graphics: graphics, context: context)
                .print(gifs, rendition: output.rendition.choice)
        }
        let printed = ResultPrinter(
            format: format, rendition: output.rendition.choice, width: context.output.columns,
            styled: context.stylesOutput
        )
        .render(gifs)
        context.output.write(printed.text)
        warnSkipped(printed.skipped, format: format, in: context)
    }

    /// Line formats: each page printed as it arrives, so `gifsearch cats --all | head -3`
    /// prints at once; once stdout's reader went away the requests stop and gifsearch exits 0
    /// without a word.
    private static func stream(
        _ pages: Observable<ResultPage>, in session: ServiceSession, output: ResultOptions, nothingFound: String
    ) throws {
        let context = session.context
        let format = output.format ?? .automatic(for: context)
        let printer = ResultPrinter(format: format, rendition: output.rendition.choice)
        var (count, skipped, staleAge, leftOut) = (0, 0, Double?.none, [GIFResult]())
        let print = { (page: ResultPage) in
            let (gifs, unfit) = output.rendition.choice.partition(page.gifs)
            let printed = printer.render(gifs)
            context.output.write(printed.text)
            count += gifs.count
            leftOut += unfit
            skipped += printed.skipped
            staleAge = [staleAge, page.staleAge].compactMap { $0 }.max()
        }
        let outcome = session.askingForKey(pages).waitForResultEach(print)
        if case .failure(let error) = outcome { throw context.fail(error) }
        session.warnStale(staleAge)
        warnSkipped(skipped, format: format, in: context)
        try reportLeftOut(leftOut, kept: count, choice: output.rendition.choice, in: context)
        guard count > 0 else { throw context.fail(.notFound, nothingFound) }
    }

    /// GIFs left out for `--max-size`: a warning, or, when none was kept, one line naming the
    /// smallest rendition there is, and exit 1.
    private static func reportLeftOut(
        _ leftOut: [GIFResult], kept: Int, choice: RenditionChoice, in context: CommandContext
    ) throws {
        guard !leftOut.isEmpty else { return }
        guard kept == 0 else {
            return context.warning(
                "left out \(leftOut.count) result\(leftOut.count == 1 ? "" : "s") with no rendition \(choice.description)"
            )
        }
        let smallest = leftOut.compactMap(\.smallestSize).min().map { " (the smallest is \(ByteSize.text($0)))" }
        throw context.fail(.notFound, "no rendition is \(choice.description)\(smallest ?? "")")
    }

    private static func warnSkipped(_ skipped: Int, format: ResultFormat, in context: CommandContext) {
        guard skipped > 0 else { return }
        context.warning(
            "left out \(skipped) result\(skipped == 1 ? "" : "s") whose \(format == .ids ? "id" : "URL") holds "
                + "control or invisible characters")
    }
}
