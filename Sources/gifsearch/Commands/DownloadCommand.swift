import ArgumentParser
import GifSearchKit
import RxCore

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

    @OptionGroup var rendition: RenditionOption

    @Option(help: "Downloads at a time (1 to 16).")
    var parallel = 4

    @OptionGroup var options: ServiceOptions

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
        let service = try options.service()
        do throws(SearchFailure) {
            try service.prepareDownloads(into: directory)
        } catch {
            Diagnostics.error(error.description, about: directory)
            throw ExitStatus.networkFailure
        }
        PartFileCleanup.install()
        let progress = DownloadProgress(total: names.count)
        let jobs = names.map { name in
            let reference: GIFReference = GIFReference.isURL(name) ? .url(name) : .id(name)
            return service.download(reference, rendition: rendition.value, into: directory)
                .compactMap { step -> Bool? in
                    switch step {
                    case .progress(let id, let received, let total):
                        progress.update(name: id, received: received, total: total)
                        return nil
                    case .saved(let id, let path):
                        progress.completed(name: id, path: TerminalText.sanitize(path))
                    case .unchanged(let id, _):
                        progress.completed(name: id, path: nil)
                    }
                    return true
                }
                .catch { error in
                    Diagnostics.error(ErrorReport.describe(error), about: reference.displayName)
                    progress.failed(name: name)
                    return .just(false)
                }
        }
        let results = Observable.from(jobs).merge(maxConcurrent: parallel).waitForResult()
        progress.finish()
        if case .success(let outcomes) = results, outcomes.allSatisfy({ $0 }) { return }
        throw ExitStatus.networkFailure
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
