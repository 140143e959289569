import ArgumentParser

/// The `gifsearch` command: searches Giphy from the terminal.
///
/// `search` is the default subcommand, so `gifsearch cats` searches.
struct Gifsearch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gifsearch",
        abstract: "Search Giphy and KLIPY from the terminal.",
        discussion: """
            'gifsearch cats' searches; piped, it prints one URL per line. Errors are one line on \
            stderr. Exit codes: 0 success, 1 nothing found, 2 usage error, 3 missing or rejected \
            API key, 4 network or server failure, 5 bad data.
            """,
        version: GifsearchVersion.current,
        subcommands: [
            SearchCommand.self, TrendingCommand.self, RandomCommand.self, TranslateCommand.self, ShowCommand.self,
            PickCommand.self, PreviewCommand.self, DownloadCommand.self, InfoCommand.self, FramesCommand.self,
            SheetCommand.self, FeedCommand.self, TagsCommand.self,
            CacheCommand.self,
        ],
        defaultSubcommand: SearchCommand.self
    )
}
