import ArgumentParser
import FoundationEssentials
import GIF
import Giphy
import HTTP

/// `gifsearch info <file>...`: what each GIF really is.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show what GIF files really are: size, frames, delays, loops, palettes.",
        discussion: """
            Every frame is decoded, so corrupt or truncated data is reported. A file that cannot \
            be decoded gets one line on stderr and makes the exit code 5 (1 when it does not \
            exist, 4 when a URL cannot be fetched after retries); the other files are still \
            reported. Delays are in centiseconds; 0 and 1 play \
            as 10, as in browsers. A file over the decoder's limits is reported from its \
            structure, with an error.
            """
    )

    @Argument(help: "GIF files, http(s) URLs or Giphy ids to describe ('-' reads stdin).")
    var files: [String]

    @Option(help: "For Giphy ids: which rendition to fetch.")
    var rendition = "original"

    @Flag(help: "Print a JSON array, one object per file.")
    var json = false

    @OptionGroup var options: GiphyOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one GIF file") }
    }

    func run() throws {
        var reports: [InfoReport] = []
        var failure: ExitCode?
        let session =
            files.contains(where: { GIFDownload.isURL($0) || isGiphyID($0) }) ? options.network.session() : nil
        for file in files {
            let (report, status) = describe(file, session: session)
            if let report {
                if json { reports.append(report) } else { StandardOutput.write(report.text) }
            }
            // The most severe status wins: bad data over network failures over missing files.
            if let status, status.rawValue > (failure?.rawValue ?? 0) { failure = status }
        }
        if json { StandardOutput.write(InfoReport.json(reports)) }
        if let failure { throw failure }
    }

    /// Reads and describes one file, printing its warnings and errors on stderr: the report
    /// (for a file over the limits, of its structure) and the failure status, if any.
    private func describe(_ argument: String, session: CurlSession?) -> (InfoReport?, ExitCode?) {
        // A URL is shown without its api_key, in the report and in messages.
        let file = GIFDownload.isURL(argument) ? HTTPRequest(url: argument).redactedURL : argument
        let bytes: [UInt8]
        if let session, GIFDownload.isURL(argument) || isGiphyID(argument) {
            let url: String
            if GIFDownload.isURL(argument) {
                url = argument
            } else {
                switch resolve(id: argument) {
                case .success(let resolved): url = resolved
                case .failure(let failure): return (nil, failure.status)
                }
            }
            switch GIFDownload.fetch(url, options: options.network, session: session) {
            case .success(let downloaded): bytes = downloaded
            case .failure(let failure): return (nil, failure.status)
            }
        } else {
            guard let read = Diagnostics.read(file) else { return (nil, ExitStatus.nothingFound) }
            bytes = read
        }
        do {
            let reading = try GIFFile.info(of: bytes)
            Diagnostics.warnings(of: reading, about: file)
            return (InfoReport(file: file, info: reading.info), nil)
        } catch {
            Diagnostics.error(error.description, about: file)
            guard case .limitExceeded = error, let structure = try? GIFFile.structure(of: bytes) else {
                return (nil, ExitStatus.badData)
            }
            return (InfoReport(file: file, info: structure.info), ExitStatus.badData)
        }
    }

    /// Whether `argument` names a Giphy id rather than a file: no such file, and id characters.
    private func isGiphyID(_ argument: String) -> Bool {
        !GIFDownload.isURL(argument) && argument != "-" && !FileManager.default.fileExists(atPath: argument)
            && argument.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// The URL of the chosen rendition of the GIF with `id`.
    private func resolve(id: String) -> Result<String, ExitFailure> {
        switch options.client().gif(id: id).waitForResult() {
        case .success(let results):
            guard let url = results.first?.value.rendition(rendition)?.url else {
                Diagnostics.error("has no '\(rendition)' rendition", about: id)
                return .failure(ExitFailure(status: ExitStatus.nothingFound))
            }
            return .success(url)
        case .failure(let error):
            return .failure(ExitFailure(status: GiphyRun.fail(error)))
        }
    }
}
