import FixtureSupport
import Foundation
import Testing

/// `copy --type mp4|webp` against a fixture server whose cats also come as MP4 and WebP (made by
/// ffmpeg and gif2webp, as `make test-deps` installs them), with a stand-in xclip that records
/// what it was given.
@Suite(.ownThreads, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg")))
final class CopyTypeTests {
    private let server: FixtureServer
    private let folder = TemporaryFolder("copy-type")

    init() throws {
        server = try FixtureServer(arguments: ["--videos", "cats"])
        try folder.make()
        try ExecutableScript.write("#!/bin/sh\ncat > \(folder.path)/xclip.input\n", to: folder.path + "/xclip")
    }

    private func run(_ arguments: [String]) -> CommandRun {
        CommandRun(
            arguments,
            environment: [
                "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey,
                "XDG_CACHE_HOME": folder.path + "/cache", "XDG_CONFIG_HOME": folder.path + "/config",
                "PATH": folder.path + ":/usr/bin:/bin", "DISPLAY": ":9", "WAYLAND_DISPLAY": "",
            ])
    }

    private func firstID(_ query: String) -> String {
        run([query, "--format", "ids", "--limit", "1"]).standardOutput.trimmingCharacters(in: .newlines)
    }

    private func served(_ path: String) throws -> Data {
        Data(try CommandRun.external("/usr/bin/curl", ["-sf", server.baseURL + path], environment: [:]).outputBytes)
    }

    /// The MP4 (and the WebP) its provider serves is the file copied, named for its type.
    @Test(arguments: ["mp4", "webp"])
    func theFileOfTheTypeAskedForIsCopied(type: String) throws {
        let id = firstID("cats")
        let result = run(["copy", id, "--type", type])
        let path = folder.path + "/cache/gifsearch/copied/giphy-\(id).\(type)"
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == path + "\n")
        #expect(result.standardError.isEmpty)
        #expect(try String(contentsOfFile: folder.path + "/xclip.input", encoding: .utf8) == "file://\(path)\r\n")
        let bytes = try served("/media/\(id)/original.\(type)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes && !bytes.isEmpty)
    }

    /// A GIF its provider has no MP4 of is copied as the GIF, and one line says so.
    @Test func withoutThatTypeItIsTheGIFAndOneLine() {
        let id = firstID("dogs")
        let result = run(["copy", id, "--type", "mp4"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == folder.path + "/cache/gifsearch/copied/giphy-\(id).gif\n")
        #expect(
            result.standardError
                == "gifsearch: giphy-\(id).gif: no MP4 within 8 MB: copied as a GIF\n")
    }

    @Test func theConfigFileSaysTheTypeAndTheOptionWins() throws {
        let id = firstID("cats")
        try FileManager.default.createDirectory(
            atPath: folder.path + "/config/gifsearch", withIntermediateDirectories: true)
        try "copy_type = webp\n".write(
            toFile: folder.path + "/config/gifsearch/config", atomically: true, encoding: .utf8)
        #expect(run(["copy", id]).standardOutput.hasSuffix("giphy-\(id).webp\n"))
        #expect(run(["copy", id, "--type", "gif"]).standardOutput.hasSuffix("giphy-\(id).gif\n"))
        try "copy_type = avi\n".write(
            toFile: folder.path + "/config/gifsearch/config", atomically: true, encoding: .utf8)
        let refused = run(["copy", id])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("'copy_type = avi' in "), "\(refused.standardError)")
        #expect(refused.standardError.contains(": use gif, mp4 or webp"), "\(refused.standardError)")
    }

    @Test func aTypeIsForFilesAndNotWithARenditionNamed() {
        let asURL = run(["copy", "fx6vr", "--type", "mp4", "--as", "url"])
        #expect(asURL.status == 2)
        #expect(asURL.standardError.hasPrefix("gifsearch: --type applies to files: use it with --as file"))
        let named = run(["copy", "fx6vr", "--type", "mp4", "--rendition", "original"])
        #expect(named.status == 2)
        #expect(named.standardError.hasPrefix("gifsearch: --type and --rendition cannot be combined"))
    }
}
