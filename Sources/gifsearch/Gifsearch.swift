import ArgumentParser

/// The `gifsearch` command: searches Giphy from the terminal.
///
/// Subcommands arrive with the issues that build them: today `info` and `frames`.
struct Gifsearch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gifsearch",
        abstract: "Search Giphy from the terminal.",
        discussion: """
            Errors are one line on stderr. Exit codes: 0 success, 1 nothing found, 2 usage error, \
            5 bad data (not a GIF, or undecodable).
            """,
        version: GifsearchVersion.current,
        subcommands: [InfoCommand.self, FramesCommand.self]
    )
}
