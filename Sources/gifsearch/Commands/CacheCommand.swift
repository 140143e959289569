import ArgumentParser
import GifSearchKit

/// `gifsearch cache info|clear`.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache", abstract: "Show or clear the cache of API responses.",
        subcommands: [Info.self, Clear.self])

    /// `gifsearch cache info`.
    struct Info: GifsearchCommand {
        static let configuration = CommandConfiguration(abstract: "Where the cache is and how much it holds.")

        @OptionGroup var options: ServiceOptions

        func run(in context: CommandContext) throws {
            let directory = options.resolvedCacheDirectory(in: context)
            let service = try options.service(in: context)
            let usage = service.cacheUsage
            context.output.write(
                "\(TerminalText.sanitize(directory)): \(usage.entries) responses, \(usage.bytes) bytes "
                    + "(at most \(service.settings.cacheMaxBytes >> 20) MiB)\n")
        }
    }

    /// `gifsearch cache clear`.
    struct Clear: GifsearchCommand {
        static let configuration = CommandConfiguration(abstract: "Remove every cached response.")

        @OptionGroup var options: ServiceOptions

        func run(in context: CommandContext) throws {
            try options.service(in: context).clearCache()
        }
    }
}
