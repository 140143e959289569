import ArgumentParser
import Giphy
import HTTP
import RxCore

/// Runs a Giphy request for a command: waits for it, prints the GIFs, warns about stale
/// results, and turns failures into one line on stderr and DESIGN §8's exit codes.
enum GiphyRun {
    static func list(
        _ request: Observable<GiphyResult<[GiphyGIF]>>, options: GiphyOptions, output: ResultOptions,
        nothingFound: String, thumbnails: Bool = false
    ) throws {
        let results: [GiphyResult<[GiphyGIF]>]
        switch request.waitForResult() {
        case .success(let values): results = values
        case .failure(let error): throw fail(error)
        }
        if !options.quiet, let age = results.compactMap(\.staleAge).max() {
            StandardError.write(
                "gifsearch: warning: \(options.offline ? "offline" : "the network failed"); "
                    + "showing results cached \(Self.describe(age: age)) ago\n")
        }
        let gifs = results.flatMap(\.value)
        guard !gifs.isEmpty else {
            StandardError.write("gifsearch: \(nothingFound)\n")
            throw ExitStatus.nothingFound
        }
        let format = output.format ?? .automatic
        if thumbnails && format == .table {
            let colors = ColorOption.auto.resolved(onTerminal: StandardOutput.isTerminal)
            return Thumbnails(session: options.network.session(), colors: colors).print(
                gifs, rendition: output.rendition)
        }
        StandardOutput.write(ResultPrinter(format: format, rendition: output.rendition).render(gifs))
    }

    /// The one-line text of any error of a Giphy or download pipeline.
    static func describe(_ error: Swift.Error) -> String {
        if let error = error as? GiphyError { return TerminalText.sanitize(error.description) }
        return TerminalText.sanitize("\(error)")
    }

    /// The exit for `error`, after printing it.
    static func fail(_ error: Swift.Error) -> ExitCode {
        let giphyError = (error as? GiphyError) ?? GiphyError.badResponse("\(error)")
        StandardError.write("gifsearch: \(describe(giphyError))\n")
        switch giphyError {
        case .invalidArgument: return ExitCode(ExitStatus.usage)
        case .missingAPIKey, .invalidAPIKey: return ExitStatus.missingKey
        case .notFound: return ExitStatus.nothingFound
        case .badResponse: return ExitStatus.badData
        case .rateLimited, .badRequest, .serverFailure, .transport: return ExitStatus.networkFailure
        }
    }

    private static func describe(age: Double) -> String {
        let seconds = Int(age)
        if seconds < 90 { return "\(seconds) s" }
        if seconds < 90 * 60 { return "\(seconds / 60) min" }
        if seconds < 48 * 3600 { return "\(seconds / 3600) h" }
        return "\(seconds / 86_400) days"
    }
}

extension GiphyRun {
    /// Pages as lists of GIFs.
    static func gifs(_ pages: Observable<GiphyResult<GiphyPage>>) -> Observable<GiphyResult<[GiphyGIF]>> {
        pages.map { GiphyResult(value: $0.value.gifs, staleAge: $0.staleAge) }
    }

    /// A single optional GIF as a list.
    static func gifs(_ single: Observable<GiphyResult<GiphyGIF?>>) -> Observable<GiphyResult<[GiphyGIF]>> {
        single.map { GiphyResult(value: $0.value.map { [$0] } ?? [], staleAge: $0.staleAge) }
    }
}
