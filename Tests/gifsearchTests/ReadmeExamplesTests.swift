import FixtureSupport
import Foundation
import GIF
import Testing

/// The README's examples work: every gifsearch command in its code blocks runs through
/// `/bin/sh` with the built binary first on `PATH`, in the README's order, in one home with the
/// fixture server as Giphy and KLIPY, and must exit 0 with nothing on stderr. The few that cannot
/// run here are listed (`ReadmeExamples.notRun`) with the test that covers them.
@Suite(.ownThreads) struct ReadmeExamplesTests {
    /// The repository's README.md, found from this file.
    private static func readme() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// Stand-ins of the shape the fixture gives, for the tests that only plan.
    private static let sampleStandIns = ReadmeExamples.standIns(
        id: "fx6vr", mediaURL: "http://127.0.0.1:1/media/fxczq/original.gif")

    @Test func commandsAreReadFromFencedBlocksAsAPersonCopiesThem() {
        let markdown = #"""
            Prose names `gifsearch inline`, which is not a command line.

            ```
            gifsearch cats   # a comment
            export GIPHY_API_KEY=…   # no gifsearch here
            sudo apt install ./gifsearch_0.1.0-1_amd64.deb
            gifsearch a --b 'x # inside quotes' \
                --c d
            gifsearch e --format tsv | fzf \
                | cut -f1 | gifsearch f -
            gifsearch g
            | head -3
            url=$(gifsearch pick cats) && echo "$url"
            dist/bin/gifsearch --version
            ```

            - in a list:

              ```
              bindsym Mod4+g exec foot --app-id gifsearch-popup gifsearch pick
              ```
            """#
        #expect(
            ReadmeCommands.extract(from: markdown) == [
                "gifsearch cats", "gifsearch a --b 'x # inside quotes' --c d",
                "gifsearch e --format tsv | fzf | cut -f1 | gifsearch f -", "gifsearch g | head -3",
                "url=$(gifsearch pick cats) && echo \"$url\"", "dist/bin/gifsearch --version",
                "bindsym Mod4+g exec foot --app-id gifsearch-popup gifsearch pick",
            ])
    }

    @Test func everyREADMECommandIsRunOrListedAndEveryListingIsInTheREADME() throws {
        let commands = ReadmeCommands.extract(from: try Self.readme())
        #expect(commands.count > 20, "the README's commands were not found")
        let unaccounted = ReadmeExamples.unaccounted(commands, standIns: Self.sampleStandIns)
        #expect(unaccounted.isEmpty, "neither run nor listed in ReadmeExamples.notRun: \(unaccounted)")
        #expect(ReadmeExamples.staleListings(in: commands).isEmpty, "listed as not run, but not in the README")
    }

    /// A command added to the README is run; one that cannot run as written, and is not listed,
    /// fails the check; a listing whose command left the README is stale.
    @Test func aNewCommandIsRunOrCaughtAndAGoneOneLeavesAStaleListing() throws {
        let readme = try Self.readme()
        let commands = ReadmeCommands.extract(from: readme)
        let added = ReadmeCommands.extract(
            from: readme + "\n```\ngifsearch frobnicate cats\ngifsearch frobnicate <gif>\n```\n")
        #expect(
            ReadmeExamples.plan("gifsearch frobnicate cats", standIns: Self.sampleStandIns)
                == .run("gifsearch frobnicate cats"))
        #expect(
            ReadmeExamples.unaccounted(added, standIns: Self.sampleStandIns)
                == ReadmeExamples.unaccounted(commands, standIns: Self.sampleStandIns) + ["gifsearch frobnicate <gif>"])
        let withoutLibrary = readme.replacingOccurrences(of: "gifsearch pick --library", with: "")
        #expect(
            ReadmeExamples.staleListings(in: ReadmeCommands.extract(from: withoutLibrary)) == [
                "gifsearch pick --library"
            ])
    }

    @Test func theREADMEsCommandsSucceed() throws {
        let home = try FixtureHome(klipy: true)
        let ids = home.catIDs(2)
        try #require(ids.count == 2)
        let standIns = ReadmeExamples.standIns(
            id: ids[0], mediaURL: home.server.baseURL + "/media/\(ids[1])/original.gif")
        try writeCat(in: home.path)
        // The README's folder of reaction GIFs, added as `folder add` would (its summary line on
        // stderr is not run there).
        let reactions = home.path + "/Pictures/reactions"
        try writeCat(in: reactions)
        try FileManager.default.moveItem(atPath: reactions + "/cat.gif", toPath: reactions + "/this-is-fine.gif")
        #expect(home.run(["folder", "add", reactions]).status == 0)
        // A favourite from before, so that `fav` lists one and `fav export` writes one.
        #expect(home.run(["fav", "add", ids[1]]).status == 0)
        let environment = home.environment.merging([
            "PATH": CommandRun.binary.deletingLastPathComponent().path + ":"
                + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        ]) { $1 }
        var ran = 0
        for command in ReadmeCommands.extract(from: try Self.readme()) {
            guard case .run(let line) = ReadmeExamples.plan(command, standIns: standIns) else { continue }
            // `timeout` turns a command that never ends into a failure rather than a stuck test.
            let run = try CommandRun.external(
                "/usr/bin/timeout", ["120", "/bin/sh", "-c", "cd '\(home.path)' && \(line)"], environment: environment)
            #expect(run.status == 0, "\(line): \(run.standardError)")
            #expect(run.standardError.isEmpty, "\(line): \(run.standardError)")
            ran += 1
        }
        #expect(ran > 20)
        #expect(try firstPixel(ofPNG: home.path + "/still.png") == Self.catColour(6), "1.5 s into the 0.96 s loop")
    }

    /// The colour of frame `index` of the cat.
    private static func catColour(_ index: Int) -> [UInt8] { [UInt8(index * 20), 100, 200, 255] }

    /// The README's `cat.gif`: 12 frames of 8 cs, a 0.96 s play looping forever, frame n all
    /// `catColour(n)`, so that `--at 1.5s` (0.54 s into the second play) is frame 6.
    private func writeCat(in folder: String) throws {
        let palette = (0..<16).map { RGB(UInt8($0 * 20 % 256), 100, 200) }
        let images = (0..<12).map {
            GIFEncoder.Image(width: 2, height: 2, indices: Array(repeating: UInt8($0), count: 4), delay: 8)
        }
        let bytes = try GIFEncoder.encode(
            width: 2, height: 2, globalPalette: palette, loopCount: 0, images: images)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/cat.gif"))
    }

    /// The top-left pixel of a PNG as RGBA, read by ImageMagick.
    private func firstPixel(ofPNG path: String) throws -> [UInt8] {
        let rgba = try CommandRun.external("/usr/bin/convert", [path, "-depth", "8", "rgba:-"], environment: [:])
        return Array(rgba.outputBytes.prefix(4))
    }
}
