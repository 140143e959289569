import ArgumentParser
import Giphy
import RxCore

/// `gifsearch show <id>...`.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show GIFs by their Giphy ids.")

    @Argument(help: "Giphy ids (at most 100).")
    var ids: [String]

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: GiphyOptions

    func validate() throws {
        if ids.isEmpty { throw ValidationError("give at least one Giphy id") }
    }

    func run() throws {
        let client = options.client()
        let gifs =
            ids.count == 1
            ? GiphyRun.gifs(
                client.gif(id: ids[0]).map { GiphyResult(value: Optional($0.value), staleAge: $0.staleAge) })
            : GiphyRun.gifs(client.gifs(ids: ids))
        try GiphyRun.list(gifs, options: options, output: output, nothingFound: "no GIF with those ids")
    }
}
