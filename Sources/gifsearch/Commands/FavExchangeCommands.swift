import ArgumentParser
import GifSearchKit

/// `gifsearch fav export`: every favourite as a line of JSON on stdout.
struct FavExportCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your favourites to stdout, one JSON object a line, for fav import.",
        discussion: """
            Each line has the id, provider, title, tags, sizes, when it was starred (ISO 8601) and \
            the searches that found it; never a media URL.
            """)

    func run(in context: CommandContext) throws {
        let library = try LibraryListing.open(nil, in: context)
        let records = try context.attempt { () throws(SearchFailure) in try library.favouriteRecords() }
        context.output.write(records.map { $0.line + "\n" }.joined())
    }
}

/// `gifsearch fav import <file>|-`: favourites from lines `fav export` wrote, trusted as they
/// are, without a request.
struct FavImportCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Star the favourites in a file fav export wrote (- for stdin), without a network.",
        discussion: """
            Favourites already starred stay as they are. Lines that hold no favourite are named \
            on stderr with their numbers and skipped; then the exit status is 5.
            """)

    @Argument(help: "The file to read, or - for stdin.")
    var file: String

    func run(in context: CommandContext) throws {
        let read = try context.attempt(about: file) { () throws(SearchFailure) in
            file == "-"
                ? FavouriteFile(text: context.readInputLines().joined(separator: "\n")) : try FavouriteFile.read(file)
        }
        let library = try LibraryListing.open(nil, in: context)
        let added = try context.attempt { () throws(SearchFailure) in try library.importFavourites(read.records) }
        for problem in read.problems.prefix(20) {
            context.error(TerminalText.sanitize(problem.problem.description), about: "\(file):\(problem.line)")
        }
        if read.problems.count > 20 { context.error("\(read.problems.count - 20) more malformed lines", about: file) }
        let kept = read.records.count - added
        context.error(
            "imported \(added) favourite\(added == 1 ? "" : "s")"
                + (kept > 0 ? " (\(kept) already starred)" : "")
                + (read.problems.isEmpty
                    ? "" : "; skipped \(read.problems.count) malformed line\(read.problems.count == 1 ? "" : "s")"))
        if !read.problems.isEmpty { throw ReportedFailure(.badData) }
    }
}
