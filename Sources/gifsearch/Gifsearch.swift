import ArgumentParser
import GifSearchKit

/// The `gifsearch` command: searches Giphy from the terminal.
///
/// `search` is the default subcommand, so `gifsearch cats` searches.
struct Gifsearch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gifsearch",
        abstract: "Search Giphy and KLIPY from the terminal.",
        discussion: """
            'gifsearch cats' searches; piped, it prints one URL per line. Errors are one line on \
            stderr.

            \(ExitStatus.helpSection)
            """,
        version: GifsearchVersion.current,
        subcommands: [
            SearchCommand.self, TrendingCommand.self, RandomCommand.self, TranslateCommand.self, ShowCommand.self,
            PickCommand.self, PreviewCommand.self, DownloadCommand.self, CopyCommand.self, InfoCommand.self,
            FramesCommand.self,
            SheetCommand.self, FeedCommand.self, TagsCommand.self, FavCommand.self, HistoryCommand.self,
            FolderCommand.self,
            CacheCommand.self, ClipboardOwnerCommand.self, PasteIntoCommand.self,
        ],
        defaultSubcommand: SearchCommand.self
    )
}

extension Gifsearch {
    /// The command `arguments` (without the program's name) ask for. A search that does not
    /// start with a command's name (`gifsearch cats …`, what scripts run most) is parsed as
    /// `SearchCommand` alone, which spares the parser a look at every other command; anything
    /// else, and a search that does not parse that way, goes through the whole command tree,
    /// which gives the help and the error messages.
    ///
    /// The parser tells of a missing argument before an option it does not know; when it does,
    /// the error of the arguments with one given (`gifsearch -x` is about `-x`) is thrown when
    /// there is one. A number too large for the parser is refused with its option's range
    /// (`rangeError`). `help` with a word that names no command is a usage error suggesting the
    /// command meant.
    static func command(for arguments: [String]) throws -> ParsableCommand {
        if arguments.first == "help", let word = arguments.dropFirst().first, !word.hasPrefix("-"),
            !commandNames.contains(word)
        {
            throw ValidationError(
                "unknown command '\(word)'" + (nearestCommand(to: word).map { "; did you mean '\($0)'?" } ?? ""))
        }
        do {
            return try search(arguments) ?? parseAsRoot(arguments)
        } catch {
            if message(for: error).contains("is invalid for"), let range = rangeError(for: arguments) { throw range }
            guard message(for: error).hasPrefix("Missing expected argument") else { throw error }
            do {
                _ = try parseAsRoot(arguments + ["--", "argument"])
            } catch let withArgument {
                throw withArgument
            }
            throw error
        }
    }

    /// The command a mistyped `word` was meant to name, if it is close to one.
    static func nearestCommand(to word: String) -> String? {
        let shown = configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
        return Spelling.nearest(to: word, among: shown)
    }

    /// The search `arguments` ask for, parsed as `SearchCommand` alone; `nil` when they start
    /// with a command's name or an option, or do not parse that way.
    static func search(_ arguments: [String]) -> SearchCommand? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else { return nil }
        return try? SearchCommand.parseAsRoot(arguments) as? SearchCommand
    }

    /// The words that name a command of their own rather than search.
    private static var commandNames: Set<String> {
        Set(configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases } + ["help"])
    }
}
