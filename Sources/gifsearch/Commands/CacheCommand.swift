import ArgumentParser
import GifSearchKit

/// `gifsearch cache info|clear`.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache", abstract: "Show or clear the cache of API responses.",
        subcommands: [Info.self, Clear.self])

    /// `gifsearch cache info`.
    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Where the cache is and how much it holds.")

        @OptionGroup var options: ServiceOptions

        func run() throws {
            let directory = options.resolvedCacheDirectory
            let service = try options.service()
            let usage = service.cacheUsage
            StandardOutput.write(
                "\(TerminalText.sanitize(directory)): \(usage.entries) responses, \(usage.bytes) bytes "
                    + "(at most \(service.settings.cacheMaxBytes >> 20) MiB)\n")
        }
    }

    /// `gifsearch cache clear`.
    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove every cached response.")

        @OptionGroup var options: ServiceOptions

        func run() throws {
            try options.service().clearCache()
        }
    }
}
