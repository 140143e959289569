import ArgumentParser
import GifSearchKit
import RxCore

/// `gifsearch download <id|url|->... [-o DIR]`: concurrent downloads of GIFs to files.
struct DownloadCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "download", abstract: "Download GIFs by id or URL ('-' reads them from stdin).",
        discussion: """
            A GIF by id goes to DIR/<provider>-<id>.gif (giphy-…, klipy-…), a GIF by URL to \
            DIR/<name>.gif, through a .part file that is renamed only when the download is \
            complete and a valid GIF. An identical existing file is left alone, and so is a file \
            with other contents unless --force is given (that GIF fails, the others go on). The \
            written paths are printed. Exit 0 when every download succeeded; when any failed (the \
            others still complete), the most severe of their statuses (5 not a GIF or larger than \
            64 MiB, over 4 network, server or a file not written, over 1 no such GIF). Example: \
            gifsearch cats --format ids | gifsearch download - -o gifs
            """)

    @Argument(
        help:
            "Giphy ids, KLIPY ids (klipy:...), ids of your own GIFs (local:...) or http(s) URLs; '-' reads them from stdin, one per line."
    )
    var items: [String]

    @Option(name: [.customShort("o"), .customLong("output")], help: "The directory to write to.")
    var directory = "."

    @OptionGroup var force: ForceOption

    @OptionGroup var rendition: RenditionOption

    static let parallelRange = OptionRange("--parallel", 1...16)
    @Option(parsing: .unconditional, help: parallelRange.help("Downloads at a time"))
    var parallel = 4

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if items.isEmpty { throw ValidationError("name GIFs to download, or '-' to read them from stdin") }
        try Self.parallelRange.check(parallel)
    }

    func run(in context: CommandContext) throws {
        let names = context.argumentsReadingStandardInput(items)
        guard !names.isEmpty else {
            throw context.fail(.notFound, "nothing to download: no ids or URLs were given on stdin")
        }
        let service = try options.service(in: context, perRequest: true)
        let references = names.map { GIFReference.isURL($0) ? GIFReference.url($0) : .id($0) }
        PartFileCleanup.install()
        let progress = DownloadProgress(total: names.count, context: context)
        let outcome = service.downloads(
            references, rendition: rendition.choice, into: directory, parallel: parallel, replacing: force.force
        )
        .waitForResultEach(progress.record)
        progress.finish()
        if case .failure(let error) = outcome { throw context.fail(error, about: directory) }
        try ErrorReport.endBatch(progress.failureStatuses)
    }
}
