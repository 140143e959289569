import ArgumentParser
import FoundationEssentials
import GIF
import Giphy
import HTTP
import RxCore

#if canImport(Glibc)
    import Glibc
#endif

/// `gifsearch download <id|url|->... [-o DIR]`: concurrent downloads of GIFs to files.
struct DownloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "download", abstract: "Download GIFs by id or URL ('-' reads them from stdin).",
        discussion: """
            Each GIF goes to DIR/<id>.gif through a .part file that is renamed only when the \
            download is complete and a valid GIF; an identical existing file is left alone. The \
            written paths are printed. Exit 0 when every download succeeded, 4 when any failed \
            (the others still complete). Example: gifsearch cats --format ids | gifsearch download - -o gifs
            """)

    @Argument(help: "Giphy ids or http(s) URLs; '-' reads them from stdin, one per line.")
    var items: [String]

    @Option(name: [.customShort("o"), .customLong("output")], help: "The directory to write to.")
    var directory = "."

    @Option(help: "For Giphy ids: which rendition to fetch.")
    var rendition = "original"

    @Option(help: "Downloads at a time (1–16).")
    var parallel = 4

    @OptionGroup var options: GiphyOptions

    func validate() throws {
        if items.isEmpty { throw ValidationError("name GIFs to download, or '-' to read them from stdin") }
        if !(1...16).contains(parallel) { throw ValidationError("--parallel must be between 1 and 16") }
    }

    func run() throws {
        let names = items.flatMap { $0 == "-" ? Self.standardInputLines() : [$0] }
        guard !names.isEmpty else {
            StandardError.write("gifsearch: nothing to download: no ids or URLs were given on stdin\n")
            throw ExitStatus.nothingFound
        }
        do throws(SourceError) {
            try OutputDirectory.create(directory)
        } catch {
            Diagnostics.error("cannot create the directory: \(error.message)", about: directory)
            throw ExitStatus.networkFailure
        }
        PartFiles.installCleanup()
        let session = options.network.session()
        let client = options.client(session: session)
        let progress = DownloadProgress(total: names.count)
        let jobs = names.map { name in
            download(name, session: session, client: client, progress: progress)
                .catch { error in
                    Diagnostics.error("\(GiphyRun.describe(error))", about: GIFInput.displayName(name))
                    progress.failed(name: name)
                    return .just(false)
                }
        }
        let results = Observable.from(jobs).merge(maxConcurrent: parallel).waitForResult()
        progress.finish()
        if case .success(let outcomes) = results, outcomes.allSatisfy({ $0 }) { return }
        throw ExitStatus.networkFailure
    }

    /// Downloads one GIF to its file; true when it succeeded.
    private func download(_ name: String, session: CurlSession, client: GiphyClient, progress: DownloadProgress)
        -> Observable<Bool>
    {
        let source: Observable<(id: String, url: String)>
        if GIFDownload.isURL(name) {
            source = .just((FileNames.id(fromURL: name), name))
        } else {
            let rendition = rendition
            source = client.gif(id: name).map { result in
                guard let url = result.value.rendition(rendition)?.url else {
                    throw GiphyError.badRequest(message: "no '\(rendition)' rendition")
                }
                return (result.value.id, url)
            }
        }
        let (directory, network) = (directory, options.network)
        return source.flatMap { id, url in
            network.retrying(
                session.rx.download(request: HTTPRequest(url: url, maxBodySize: HTTPRequest.mediaBodyLimit))
            )
            .compactMap { event -> Data? in
                switch event {
                case .progress(let received, let total):
                    progress.update(name: id, received: received, total: total)
                    return nil
                case .completed(_, let data): return data
                }
            }
            .map { data in
                let path = try GIFFileWriter.write(data, to: directory + "/" + FileNames.sanitize(id) + ".gif")
                progress.completed(name: id, path: path.map(TerminalText.sanitize))
                return true
            }
        }
    }

    private static func standardInputLines() -> [String] {
        var lines: [String] = []
        while let line = readLine() {
            let trimmed = line.trimmingSpaces
            if !trimmed.isEmpty { lines.append(trimmed) }
        }
        return lines
    }
}
