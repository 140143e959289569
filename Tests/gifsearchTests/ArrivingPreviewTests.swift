import FixtureSupport
import Foundation
import HTTP
import Testing

/// `gifsearch preview` and the picker's preview of a GIF still arriving over a slow link, in a
/// real terminal (tmux): the first frame is on screen while the transfer goes on, and a
/// transfer cut half-way keeps what was drawn and says so in one line.
@Suite(.serialized) struct ArrivingPreviewTests {
    /// The fixture's 1.5 MB GIF (`HeavyGIF`): at 1 Mbit/s it needs about 12 s.
    private static let heavyID = "fxheavy"
    private static let preview = "preview \(heavyID) --mode blocks --color 256 --width 40"
    /// The heavy GIF's bytes: the server has sent fewer (its JSON and reports included) while
    /// it is still sending the GIF.
    private static let heavySize = 1_521_554

    /// Runs `command` in a pane against the server at 50 ms / 1 Mbit/s and expects half blocks
    /// on screen within 8 s, while the server has not yet sent the whole GIF.
    private func expectFrameWhileArriving(_ command: String) throws -> (TerminalTestBed, CurlSession) {
        let bed = try TerminalTestBed(
            apiKey: FixtureServer.apiKey, serverArguments: ["--rtt", "50", "--bandwidth", "1000"])
        let session = testSession()
        try bed.pane.run("\(command); echo EXIT=$?")
        let drawn = try bed.pane.waitFor(seconds: 8) { $0.filter { $0 == "▀" || $0 == "▄" }.count > 100 }
        #expect(drawn, "no frame within 8 s")
        let sent = try bed.server.bytesSent(using: session)
        #expect(sent < Self.heavySize, "the GIF was still arriving when its frame showed: \(sent) bytes sent")
        return (bed, session)
    }

    @Test func theFirstFrameIsOnScreenWhileTheRestStillArrives() throws {
        let (bed, session) = try expectFrameWhileArriving("\(CommandRun.binary.path) \(Self.preview)")
        try bed.pane.press("C-c")
        #expect(try bed.exitStatus() != nil)
        #expect(try bed.pane.waitFor(seconds: 5) { _ in try bed.server.answering(using: session) == 0 })
    }

    @Test func thePickersPreviewShowsTheFirstFrameWhileTheRestStillArrives() throws {
        let (bed, _) = try expectFrameWhileArriving("GIFSEARCH_GRAPHICS=blocks \(CommandRun.binary.path) pick heavy")
        try bed.pane.press("Escape")
        #expect(try bed.exitStatus() != nil)
    }

    @Test func aThumbnailFetchesOnlyTheGIFsFirstImage() throws {
        let server = try FixtureServer(arguments: ["--rtt", "20", "--bandwidth", "4000"])
        let session = testSession()
        let folder = TemporaryFolder("thumbnail")
        let listing = try CommandRun.external(
            CommandRun.binary.path, ["heavy", "--limit", "1", "--format", "table", "--preview"],
            environment: [
                "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey,
                "GIFSEARCH_GRAPHICS": "sixel", "XDG_CACHE_HOME": folder.path + "/cache",
                "XDG_CONFIG_HOME": folder.path + "/config",
                "XDG_STATE_HOME": folder.path + "/state", "XDG_DATA_HOME": folder.path + "/data",
            ])
        #expect(listing.status == 0, "\(listing.standardError)")
        #expect(listing.standardOutput.contains(Self.heavyID))
        #expect(listing.standardOutput.contains("\u{1B}P0;1;0q"), "a thumbnail was drawn, in sixel")
        // The GIF is 1,521,554 bytes and its first image ends at 43,539; the search is 8 KB.
        let sent = try server.bytesSent(using: session)
        #expect(sent < 400_000, "the server sent \(sent) bytes: more than the first image and what was in flight")
    }

    @Test func aLookupAndItsGIFShareOneConnection() throws {
        let server = try FixtureServer(arguments: ["--rtt", "20"])
        let folder = TemporaryFolder("connections")
        let preview = try CommandRun.external(
            CommandRun.binary.path, ["preview", Self.heavyID, "--mode", "blocks", "--width", "20"],
            environment: [
                "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey,
                "XDG_CACHE_HOME": folder.path + "/cache", "XDG_CONFIG_HOME": folder.path + "/config",
                "XDG_STATE_HOME": folder.path + "/state", "XDG_DATA_HOME": folder.path + "/data",
            ])
        #expect(preview.status == 0, "\(preview.standardError)")
        let session = testSession()
        let log = try server.requests(using: session)
        #expect(log.map(\.path) == ["/v1/gifs/\(Self.heavyID)", "/media/\(Self.heavyID)/original.gif"])
        // gifsearch's one connection, and this test's, which asked for the log and the count.
        #expect(try server.connectionCount(using: session) == 2)
    }

    @Test func aKeyTypedForAGIFStillArrivingIsOfferedForSavingBeforeItShows() throws {
        let bed = try TerminalTestBed(apiKey: nil, serverArguments: ["--rtt", "20", "--bandwidth", "1000"])
        try bed.run("preview \(Self.heavyID) --mode blocks --width 20")
        #expect(try bed.pane.waitFor { $0.contains("Giphy API key") })
        try bed.pane.type(FixtureServer.apiKey)
        try bed.pane.press("Enter")
        // The one frame is written to a pipe long before the 12 s GIF is in, and the command
        // ends there: the offer cannot wait for the transfer to end.
        #expect(try bed.pane.waitFor { $0.contains("[y/N]") })
        try bed.pane.press("y")
        #expect(try bed.exitStatus() == "0")
        #expect(try String(contentsOfFile: bed.config, encoding: .utf8) == "api_key = \(FixtureServer.apiKey)\n")
        #expect(try bed.outputText().contains("▀"))
    }

    @Test func aTransferCutHalfWayKeepsWhatWasDrawnAndSaysSoInOneLine() throws {
        let bed = try TerminalTestBed(apiKey: FixtureServer.apiKey)
        let session = testSession()
        try bed.server.inject(#"{"path": "/media/", "kind": "truncate"}"#, using: session)
        let errors = bed.folder.path + "/errors.txt"
        try bed.pane.run("\(CommandRun.binary.path) \(Self.preview) 2>\(errors); echo EXIT=$?")
        let status = try bed.exitStatus()
        #expect(status != nil && status != "0", "a cut transfer is a failure")
        let screen = try bed.pane.screen()
        #expect(screen.filter { $0 == "▀" || $0 == "▄" }.count > 100, "what was drawn stays")
        let message = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(message.split(separator: "\n").count == 1, "\(message)")
        #expect(message.hasPrefix("gifsearch: \(Self.heavyID): "), "\(message)")
    }
}
