import ArgumentParser
import GifSearchKit

/// `gifsearch info <file>...`: what each GIF really is.
struct InfoCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show what GIF files really are: size, frames, delays, loops, palettes.",
        discussion: """
            Every frame is decoded, so corrupt or truncated data is reported. A file that cannot \
            be decoded gets one line on stderr and makes the exit code 5 (1 when it does not \
            exist, 4 when a URL cannot be fetched after retries; the most severe when files fail \
            in different ways); the other files are still reported. Delays are in centiseconds; 0 and 1 play \
            as 10, as in browsers. A file over the decoder's limits is reported from its \
            structure, with an error.
            """
    )

    @Argument(help: "GIF files, http(s) URLs or Giphy ids to describe ('-' reads stdin).")
    var files: [String]

    @OptionGroup var rendition: RenditionOption

    @Flag(help: "Print a JSON array, one object per file.")
    var json = false

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one GIF file") }
    }

    func run(in context: CommandContext) throws {
        var reports: [InfoReport] = []
        var failures: [ExitCode] = []
        let references = files.map(GIFReference.init(argument:))
        let asksProvider = references.contains { $0.use == .providers }
        let service = try options.service(in: context, use: asksProvider ? .providers : .files)
        for reference in references {
            let (report, failure) = describe(reference, service: service, in: context)
            if let report {
                if json { reports.append(report) } else { context.output.write(report.text) }
            }
            if let failure { failures.append(failure.status) }
        }
        if json { context.output.write(InfoReport.json(reports)) }
        try ErrorReport.endBatch(failures)
    }

    /// Reads and describes one file, printing its warnings and errors on stderr: the report
    /// (for a file over the limits, of its structure) and the failure, if any.
    private func describe(_ reference: GIFReference, service: GifSearchService, in context: CommandContext) -> (
        InfoReport?, ReportedFailure?
    ) {
        let file = reference.displayName
        let bytes: [UInt8]
        switch options.load(reference, rendition: rendition.choice, from: service, in: context) {
        case .success(let loaded): bytes = loaded.bytes
        case .failure(let failure): return (nil, failure)
        }
        let description = GIFDescription(of: bytes)
        context.warnings(description.warnings, about: file)
        let failure = description.failure.map { context.fail($0, about: file) }
        return (description.info.map { InfoReport(file: file, info: $0) }, failure)
    }
}
