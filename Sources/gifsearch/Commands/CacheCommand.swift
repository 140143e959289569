import ArgumentParser
import GifSearchKit

/// `gifsearch cache info|clear`.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache", abstract: "Show or clear the cache of API responses.",
        subcommands: [Info.self, Clear.self])

    /// `gifsearch cache info`.
    struct Info: GifsearchCommand {
        static let configuration = CommandConfiguration(
            abstract: "Where the cache is, how much it holds, and whose responses are kept there.")

        @OptionGroup var options: ServiceOptions

        func run(in context: CommandContext) throws {
            let directory = options.resolvedCacheDirectory(in: context)
            let service = try options.service(in: context, use: .cache)
            let usage = service.cacheUsage
            let kept =
                service.settings.giphyResponsesOnDisk
                ? "Giphy's and KLIPY's responses (giphy_media_cache = approved)"
                : "KLIPY's responses; Giphy's are kept in memory only, as GIPHY asks"
            let responses = usage.entries == 1 ? "1 response" : "\(usage.entries) responses"
            context.output.write(
                "\(TerminalText.sanitize(directory)): \(responses), \(ByteSize.text(usage.bytes)) "
                    + "(at most \(ByteSize.text(service.settings.cacheMaxBytes)))\nOn disk: \(kept)\n")
        }
    }

    /// `gifsearch cache clear`.
    struct Clear: GifsearchCommand {
        static let configuration = CommandConfiguration(abstract: "Remove every cached response.")

        @OptionGroup var options: ServiceOptions

        func run(in context: CommandContext) throws {
            try options.service(in: context, use: .cache).clearCache()
        }
    }
}
