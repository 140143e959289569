import FixtureSupport
import Foundation
import GIF
import Testing

/// The person's own GIFs in `gifsearch pick`, in a real terminal (tmux): with no key the picker
/// answers from their folders; with a key, their GIFs that match come above the provider's.
@Suite(.ownThreads) struct PickLocalTests {
    /// A bed with `apiKey` (none: `nil`) and a folder of two GIFs named for what they show, added.
    private func bed(apiKey: String?) throws -> TerminalTestBed {
        let bed = try TerminalTestBed(apiKey: apiKey)
        let folder = bed.folder.path + "/mine"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (red, name) in [(UInt8(10), "cats-being-silly.gif"), (UInt8(20), "this-is-fine.gif")] {
            let bytes = try GIFEncoder.encode(
                width: 4, height: 4, globalPalette: [RGB(red, 0, 0), RGB(0, 0, 0)],
                images: [GIFEncoder.Image(width: 4, height: 4, indices: [UInt8](repeating: 0, count: 16), delay: 10)])
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let added = CommandRun(["folder", "add", folder], environment: bed.environment)
        #expect(added.status == 0, "\(added.standardError)")
        return bed
    }

    @Test func withNoKeyThePickerSearchesTheFoldersAndEnterPrintsTheFile() throws {
        let bed = try bed(apiKey: nil)
        try bed.run("pick --no-input")
        #expect(try bed.pane.waitFor { $0.contains("2 results") && $0.contains("this-is-fine.gif") })
        try bed.pane.type("fine")
        #expect(try bed.pane.waitFor { $0.contains("1 result") && $0.contains("▌   this-is-fine.gif") })
        #expect(!(try bed.pane.screen()).contains("Powered by"), "the person's own GIFs name no provider")
        try bed.pane.press("Enter")
        #expect(try bed.exitStatus() == "0")
        #expect(try bed.outputText() == "file://\(bed.folder.path)/mine/this-is-fine.gif\n")
        let requests = try bed.server.requests(using: testSession())
        #expect(requests.isEmpty, "no request: \(requests.map(\.path))")
    }

    @Test func withAKeyTheFoldersMatchesComeAboveTheProvidersResults() throws {
        let bed = try bed(apiKey: FixtureServer.apiKey)
        try bed.run("pick cats")
        #expect(try bed.pane.waitFor { $0.contains("1 of yours first") && $0.contains("Sleepy Kitten") })
        let rows = try bed.pane.screen().split(separator: "\n").map(String.init)
        try #require(rows.count > 3)
        #expect(rows[2].contains("cats-being-silly.gif") && rows[2].contains(" yours"), "\(rows[2])")
        #expect(rows[3].contains("Sleepy Kitten") && !rows[3].contains(" yours"), "\(rows[3])")
        #expect(rows.contains { $0.contains("Powered by GIPHY") })
        try bed.pane.press("Escape")
        #expect(try bed.exitStatus() == "130")
    }
}
