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

    @Option(parsing: .unconditional, help: "The most to list.")
    var limit = 50

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if limit < 1 { throw WholeNumber.tooSmall("--limit", limit, 1) }
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
            let empty =
                shelf == .favourites ? "you have no favourites yet (gifsearch fav add <id>)" : "your history is empty"
            throw context.fail(
                .notFound,
                matching == nil ? empty : "nothing in your \(name) matches '\(TerminalText.quoted(words))'")
        }
        var page = LibraryPage(gifs: kept)
        if let service { page = try context.elements(of: service.listed(kept).waitForResult()).first ?? page }
        if service == nil, [.url, .md].contains(format) {
            page = try context.attempt { () throws(SearchFailure) in try page.keptFilesOnly() }
        }
        for warning in page.warnings { context.warning(warning) }
        try ResultListing.show(
            .just(ResultPage(gifs: page.gifs)), in: ServiceSession(service: nil, options: options, context: context),
            output: output, nothingFound: "nothing found")
    }

    /// The library, through `service` when there is one, else opened where the context says.
    static func open(_ service: GifSearchService?, in context: CommandContext) throws -> Library {
        try context.attempt { () throws(SearchFailure) in
            if let service { return try service.library() }
            return try Library.at(Library.path(in: context.environment))
        }
    }
}
