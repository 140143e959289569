import FixtureSupport
import Foundation
import Testing

/// What the terminal tests share: a fixture server, a folder of their own, and a tmux pane whose
/// shell points gifsearch at both.
final class TerminalTestBed {
    let server: FixtureServer
    private let temporary = TemporaryFolder("pane")
    /// The bed's folder, removed with it.
    var folder: URL { temporary.url }
    let pane: TmuxPane
    /// The variables the pane's shell has (besides the test process's own).
    let environment: [String: String]

    /// A bed whose shell has `apiKey` as `GIPHY_API_KEY` (none when `nil`), against a server
    /// started with `serverArguments` (a network profile, say).
    init(apiKey: String?, serverArguments: [String] = []) throws {
        server = try FixtureServer(arguments: serverArguments)
        let folder = try temporary.make()
        var environment = [
            "GIFSEARCH_API_URL": server.baseURL, "XDG_CACHE_HOME": folder + "/cache",
            "XDG_CONFIG_HOME": folder + "/config", "XDG_STATE_HOME": folder + "/state",
            "XDG_DATA_HOME": folder + "/data",
        ]
        environment["GIPHY_API_KEY"] = apiKey
        self.environment = environment
        pane = try TmuxPane(environment: environment)
    }

    /// Where `run` sends gifsearch's stdout.
    var output: String { folder.path + "/out.txt" }

    /// The config file gifsearch reads and saves keys to.
    var config: String { folder.path + "/config/gifsearch/config" }

    func outputText() throws -> String { try String(contentsOfFile: output, encoding: .utf8) }

    /// Runs gifsearch (or `program`) with `arguments` at the pane's prompt (after `prefix`, such
    /// as variables), stdout to `output`, then prints its exit status for `exitStatus()`.
    func run(_ arguments: String, prefix: String = "", program: String = CommandRun.binary.path) throws {
        try pane.run("\(prefix)\(program) \(arguments) > \(output); echo EXIT=$?")
    }

    /// Waits for the command `run` started to end, and returns its exit status.
    func exitStatus() throws -> String? {
        var status: String?
        try pane.waitFor { screen in
            status = screen.split(separator: "\n").first { $0.hasPrefix("EXIT=") }.map { String($0.dropFirst(5)) }
            return status != nil
        }
        return status
    }
}
