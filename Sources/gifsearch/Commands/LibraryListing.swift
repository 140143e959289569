import ArgumentParser
import GifSearchKit
import RxCore

/// `fav` and `history` listings: their arguments, and the library's GIFs in any listing format.
/// Online, each GIF's URLs are fetched fresh by id (the library keeps none of Giphy's), and one
/// its provider no longer has is listed as gone; `--offline`, what the library kept is listed
/// without a request.
struct LibraryListing: ParsableArguments {
    @Argument(help: "Words to match in titles, tags and the searches that found them.")
    var query: [String] = []

    @Option(help: "The most to list.")
    var limit = 50

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if limit < 1 { throw ValidationError("--limit must be at least 1") }
    }

    /// Lists the GIFs on `shelf`.
    func show(_ shelf: LibraryShelf, in context: CommandContext) throws {
        let words = query.joined(separator: " ")
        let matching = words.isEmpty ? nil : words
        let format = output.format ?? .automatic(for: context)
        // Ids need no URL: listing them asks no provider.
        let service = options.offline || format == .ids ? nil : try options.service(in: context)
        let library = try Self.open(service, in: context)
        let kept = try context.attempt { () throws(SearchFailure) in
            try library.gifs(on: shelf, matching: matching, limit: limit)
        }
        guard !kept.isEmpty else {
            let name = shelf == .favourites ? "favourites" : "history"
            throw context.fail(
                .notFound,
                matching == nil
                    ? "your \(name) is empty" : "nothing in your \(name) matches '\(TerminalText.sanitize(words))'")
        }
        var gifs = service.map { Self.fresh(kept, from: $0, in: context) } ?? kept
        if service == nil, [.url, .md].contains(format) {
            gifs = try Self.keptFiles(of: gifs, in: context)
        }
        try ResultListing.show(
            .just(ResultPage(gifs: gifs)), service: nil, options: options,
            output: output, nothingFound: "nothing found", in: context)
    }

    /// The library, through `service` when there is one, else opened where the context says.
    static func open(_ service: GifSearchService?, in context: CommandContext) throws -> Library {
        try context.attempt { () throws(SearchFailure) in
            if let service { return try service.library() }
            return try Library.at(Library.path(in: context.environment))
        }
    }

    /// The GIFs whose files are kept, for formats made of URLs offline; the others are left
    /// out with one warning, and when none is kept, that is exit 1.
    private static func keptFiles(of gifs: [GIFResult], in context: CommandContext) throws -> [GIFResult] {
        let files = gifs.filter { $0.kept?.keptFile != nil }
        let leftOut = gifs.count - files.count
        guard files.isEmpty || leftOut == 0 else {
            context.warning(
                "offline, left out \(leftOut) GIF\(leftOut == 1 ? "" : "s") with no kept file (fav add --keep)")
            return files
        }
        guard !files.isEmpty else {
            throw context.fail(
                .notFound, "offline, and none of these GIFs has a kept file to link to (fav add --keep keeps one)")
        }
        return files
    }

    /// `kept` with what their providers say now (their URLs; gone ones marked), or as they
    /// are, with a warning, when the providers cannot be asked.
    private static func fresh(_ kept: [GIFResult], from service: GifSearchService, in context: CommandContext)
        -> [GIFResult]
    {
        switch service.withFreshURLs(kept).waitForResult() {
        case .success(let fresh):
            return (fresh.first ?? kept).map { gif in
                guard gif.kept?.isGone == true else { return gif }
                var gone = gif
                gone.title += " (gone)"
                return gone
            }
        case .failure(let error):
            context.error("warning: cannot fetch URLs (\(ErrorReport.describe(error))); listing what is kept")
            return kept
        }
    }
}
