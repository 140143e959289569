import FixtureSupport
import Foundation
import GIF
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The config file speaks up: a mistyped key or a line that is not `name = value` is a warning
/// naming the file and line (never a value), a config that cannot be read is a usage error, and
/// a bad value fails only the commands that read it.
@Suite(.ownThreads) struct ConfigWarningTests {
    private let home: FixtureHome
    private var configPath: String { home.path + "/config/gifsearch/config" }

    init() throws {
        home = try FixtureHome()
    }

    @Test func anUnknownKeyOrAJunkLineIsOneWarningEachAndNeverShowsAValue() throws {
        try home.configure("# keys\napikey = secret-one\n\ngiphy key secret-two\nprovider = giphy\n")
        let run = home.run(["cats", "--format", "ids", "--limit", "2"])
        #expect(run.status == 0 && run.lines.count == 2)
        #expect(
            run.standardError == """
                gifsearch: warning: unknown key 'apikey' at \(configPath):2; did you mean 'api_key'?
                gifsearch: warning: ignored line at \(configPath):4: not 'name = value'

                """)
        #expect(!run.standardError.contains("secret"))
    }

    @Test func aJunkLineStartingWithAKnownKeySaysWhatItMeant() throws {
        try home.configure("rating: g\nklipy_api_key secret\n")
        let run = home.run(["cats", "--format", "ids", "--limit", "1"])
        #expect(run.status == 0)
        #expect(
            run.standardError == """
                gifsearch: warning: ignored line at \(configPath):1: not 'name = value'; did you mean 'rating = …'?
                gifsearch: warning: ignored line at \(configPath):2: not 'name = value'; did you mean 'klipy_api_key = …'?

                """)
    }

    @Test func anUnknownKeyFarFromAnyNamesTheKnownOnes() throws {
        try home.configure("colour = red\n")
        let run = home.run(["cats", "--format", "ids", "--limit", "1"])
        #expect(run.status == 0)
        #expect(
            run.standardError == "gifsearch: warning: unknown key 'colour' at \(configPath):1 (known: api_key, "
                + "klipy_api_key, provider, rating, cache_max_mb, giphy_media_cache, analytics, history, copy, "
                + "copy_type, paste)\n")
    }

    @Test func aCommentAfterAValueIsNotPartOfIt() throws {
        try home.configure("api_key = \(FixtureServer.apiKey) # my key\n")
        var environment = home.environment
        environment["GIPHY_API_KEY"] = nil
        let run = CommandRun(["cats", "--format", "ids", "--limit", "1", "--no-input"], environment: environment)
        #expect(run.status == 0 && run.lines.count == 1 && run.standardError.isEmpty)
    }

    @Test func aDirectoryInThePlaceOfTheConfigIsAUsageErrorNamingIt() throws {
        try FileManager.default.createDirectory(atPath: configPath, withIntermediateDirectories: true)
        let run = home.run(["cats"])
        #expect(run.status == 2 && run.standardOutput.isEmpty)
        #expect(run.standardError == "gifsearch: cannot read the config file \(configPath): is a directory\n")
    }

    /// Root reads any file whatever its mode: a pipe is what fails for everyone, and reading it
    /// would wait for a writer.
    @Test func aPipeInThePlaceOfTheConfigIsAUsageErrorAndNeverWaits() throws {
        try home.configure("")
        try FileManager.default.removeItem(atPath: configPath)
        try #require(mkfifo(configPath, 0o600) == 0)
        let run = home.run(["trending"])
        #expect(run.status == 2 && run.standardOutput.isEmpty)
        #expect(run.standardError == "gifsearch: cannot read the config file \(configPath): is not a regular file\n")
    }

    @Test func aBadProviderFailsOnlyTheCommandsThatAskOne() throws {
        try home.configure("provider = nonsense\ncache_max_mb = 0\n")
        let folder = try GIFFolder()
        let file = try folder.write(
            "one.gif",
            GIFEncoder.encode(
                width: 1, height: 1, globalPalette: [RGB(0, 0, 0), RGB(255, 255, 255)], loopCount: nil,
                images: [GIFEncoder.Image(width: 1, height: 1, indices: [1], delay: 0)]))
        let info = home.run(["info", file])
        #expect(info.status == 0 && info.standardError.isEmpty && info.standardOutput.hasPrefix(file))
        let search = home.run(["cats"])
        #expect(search.status == 2 && search.standardOutput.isEmpty)
        #expect(
            search.standardError
                == "gifsearch: 'provider = nonsense' in \(configPath): use giphy, klipy, local or auto\n")
        let cache = home.run(["cache", "info"])
        #expect(cache.status == 2)
        #expect(
            cache.standardError
                == "gifsearch: 'cache_max_mb = 0' in \(configPath): use a whole number of MiB between 1 and 1000000\n")
    }
}
