import FixtureSupport
import Foundation

/// A fixture server and a home folder of its own, removed afterwards, with the environment that
/// points gifsearch at both: the server as Giphy's API (and KLIPY's, with `klipy`), their keys,
/// and the cache, config, state and data folders under the home.
final class FixtureHome {
    let server: FixtureServer
    private let folder = TemporaryFolder("home")
    var path: String { folder.path }
    let environment: [String: String]

    init(klipy: Bool = false) throws {
        server = try FixtureServer()
        let path = folder.path
        var environment = [
            "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey, "HOME": path,
            "XDG_CACHE_HOME": path + "/cache", "XDG_CONFIG_HOME": path + "/config", "XDG_STATE_HOME": path + "/state",
            "XDG_DATA_HOME": path + "/data",
        ]
        if klipy {
            environment["GIFSEARCH_KLIPY_URL"] = server.baseURL
            environment["KLIPY_API_KEY"] = FixtureServer.klipyKey
        }
        self.environment = environment
    }

    /// gifsearch with `arguments` (and `input` on stdin) in this home.
    func run(_ arguments: [String], input: String = "") -> CommandRun {
        CommandRun(arguments, environment: environment, input: input)
    }

    /// The ids of the first `count` results for "cats".
    func catIDs(_ count: Int) -> [String] {
        run(["cats", "--format", "ids", "--limit", "\(count)"]).lines
    }

    /// Writes the config file gifsearch reads here.
    func configure(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/config/gifsearch", withIntermediateDirectories: true)
        try text.write(toFile: path + "/config/gifsearch/config", atomically: true, encoding: .utf8)
    }
}
