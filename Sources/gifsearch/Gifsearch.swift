import ArgumentParser

/// The `gifsearch` command: searches Giphy from the terminal.
///
/// Subcommands arrive with the issues that build them; until then the command offers only
/// `--help` and `--version`.
struct Gifsearch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gifsearch",
        abstract: "Search Giphy from the terminal.",
        discussion: """
            Errors are one line on stderr. Exit codes: 0 success, 2 usage error.
            """,
        version: GifsearchVersion.current
    )
}
