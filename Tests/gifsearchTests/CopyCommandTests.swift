import FixtureSupport
import Foundation
import GIF
import Testing

@testable import gifsearch

/// `gifsearch copy` with stand-in clipboard tools that record what they were given and what the
/// process they leave behind holds. Real clipboards, Chromium and a file manager are the judges
/// in `make test-clipboard`; these pin the rules.
@Suite(.ownThreads) final class CopyCommandTests {
    private let server: FixtureServer
    private let folder = TemporaryFolder("copy")

    init() throws {
        server = try FixtureServer()
        try folder.make()
        for tool in ["xclip", "wl-copy", "xsel"] {
            // Like the real tools: read the input, leave a process behind (here `sleep`), exit 0.
            try ExecutableScript.write(
                """
                #!/bin/sh
                PATH=/usr/bin:/bin
                out=\(folder.path)/\(tool)
                cat > "$out.input"
                printf '%s\\n' "$@" > "$out.arguments"
                sleep 30 &
                echo $! > "$out.pid"
                echo $! >> \(folder.path)/left.pids
                # Look once the child is `sleep`: before its exec it still holds the shell's own.
                tries=0
                while [ "$(readlink /proc/$!/exe)" != "$(readlink -f /bin/sleep)" ] && [ $tries -lt 500 ]; do
                    tries=$((tries + 1)); sleep 0.01
                done
                ls /proc/$!/fd | sort -n | tr '\\n' ' ' > "$out.descriptors"
                readlink /proc/$!/fd/1 > "$out.stdout"
                cut -d' ' -f6 /proc/$!/stat > "$out.session"
                """, to: "\(folder.path)/\(tool)")
        }
    }

    private func environment(_ extra: [String: String]) -> [String: String] {
        [
            "GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey,
            "XDG_CACHE_HOME": folder.path + "/cache", "PATH": folder.path + ":/usr/bin:/bin",
            "DISPLAY": "", "WAYLAND_DISPLAY": "",
        ].merging(extra) { $1 }
    }

    /// Runs the binary with `arguments`, with descriptor 7 open and inheritable, as a caller
    /// might leave it.
    private func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> CommandRun {
        try CommandRun.external(
            "/bin/sh", ["-c", "exec 7>/dev/null; exec \"$0\" \"$@\"", CommandRun.binary.path] + arguments,
            environment: environment(extra))
    }

    private func recorded(_ tool: String, _ what: String) throws -> String {
        try String(contentsOfFile: "\(folder.path)/\(tool).\(what)", encoding: .utf8)
    }

    /// Each test ends the processes its stand-in tools left behind, however many times they ran.
    deinit {
        let left = (try? String(contentsOfFile: folder.path + "/left.pids", encoding: .utf8)) ?? ""
        for pid in left.split(separator: "\n").compactMap({ Int32($0) }) { kill(pid, SIGKILL) }
    }

    private func catID() throws -> String {
        try run(["cats", "--format", "ids", "--limit", "1"]).standardOutput.trimmingCharacters(in: .newlines)
    }

    /// One of the person's own GIFs goes on the clipboard as its own file: nothing is written to
    /// the copies' folder, and the file is left as it was (its time too: a scan would read it
    /// again). As a URL, it is the file's `file://` URI.
    @Test func anOwnGIFGoesOnTheClipboardAsItsOwnFile() throws {
        let own = folder.path + "/mine/party parrot.gif"
        try FileManager.default.createDirectory(atPath: folder.path + "/mine", withIntermediateDirectories: true)
        let bytes = try GIFEncoder.encode(
            width: 2, height: 2, globalPalette: [RGB(9, 9, 9), RGB(0, 0, 0)],
            images: [GIFEncoder.Image(width: 2, height: 2, indices: [0, 1, 1, 0], delay: 10)])
        try Data(bytes).write(to: URL(fileURLWithPath: own))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: own)
        let data = ["XDG_DATA_HOME": folder.path + "/data"]
        #expect(try run(["folder", "add", folder.path + "/mine"], data).status == 0)
        let id = try run(["parrot", "--provider", "local", "--format", "ids"], data).standardOutput
            .trimmingCharacters(in: .newlines)
        try #require(id.hasPrefix("local:"))
        let result = try run(["copy", id], data.merging(["DISPLAY": ":9"]) { $1 })
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == own + "\n")
        #expect(try recorded("xclip", "input") == "file://\(folder.path)/mine/party%20parrot.gif\r\n")
        let copies =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache/gifsearch/copied")) ?? []
        #expect(copies.isEmpty, "\(copies)")
        let modified = try FileManager.default.attributesOfItem(atPath: own)[.modificationDate] as? Date
        #expect(modified == Date(timeIntervalSince1970: 1_700_000_000))
        let url = try run(["copy", id, "--as", "url"], data.merging(["DISPLAY": ":9"]) { $1 })
        #expect(url.standardOutput == "file://\(folder.path)/mine/party%20parrot.gif\n", "\(url.standardError)")
    }

    /// With no X server on the display for an owner of gifsearch's own, xclip takes the file.
    @Test func aGIFGoesOnX11sClipboardAsTheFileURIOfItsDownloadThroughXclipAsAFallback() throws {
        let id = try catID()
        let result = try run(["copy", id], ["DISPLAY": ":9"])
        let path = folder.path + "/cache/gifsearch/copied/giphy-\(id).gif"
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == path + "\n")
        #expect(try recorded("xclip", "arguments") == "-selection\nclipboard\n-target\ntext/uri-list\n")
        #expect(try recorded("xclip", "input") == "file://\(path)\r\n")
        let url = try run(["copy", "--as", "url", id], ["DISPLAY": ":9"]).standardOutput
        let served = try CommandRun.external(
            "/usr/bin/curl", ["-sf", url.trimmingCharacters(in: .newlines)], environment: [:])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(served.outputBytes))
        #expect(!served.outputBytes.isEmpty)
    }

    /// What the tool leaves behind holds stdin, /dev/null and nothing else of the caller's (not
    /// the caller's descriptor 7, not gifsearch's sockets), in a session of its own, so neither
    /// `$(…)` nor a pipe waits for it and a closing terminal does not hang it up.
    @Test func theProcessLeftBehindHoldsNothingOfTheCallers() throws {
        let id = try catID()
        let result = try run(["copy", id], ["WAYLAND_DISPLAY": "wayland-9", "DISPLAY": ":9"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try recorded("wl-copy", "arguments") == "--type\ntext/uri-list\n")
        #expect(try recorded("wl-copy", "descriptors") == "0 1 2 ")
        #expect(try recorded("wl-copy", "stdout") == "/dev/null\n")
        let session = try recorded("wl-copy", "session").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(session != String(getsid(0)))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/xclip.input"), "Wayland comes first")
    }

    /// An owner of gifsearch's own that has not taken the clipboard within 5 s (here its X
    /// server never answers) is killed before xclip takes the file, so that it cannot take the
    /// clipboard afterwards.
    @Test func aLateOwnerIsStoppedBeforeXclipTakesTheFile() throws {
        let id = try catID()
        let silent = try FakeXServer()
        let result = try run(["copy", id], ["DISPLAY": silent.display])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try recorded("xclip", "arguments") == "-selection\nclipboard\n-target\ntext/uri-list\n")
        let owners = try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { entry in
            guard Int(entry) != nil, let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else {
                return false
            }
            let command = String(decoding: line, as: UTF8.self)
            return command.contains("clipboard-owner") && command.contains(silent.display)
        }
        #expect(owners.isEmpty, "an owner is still running: \(owners)")
    }

    /// A body that is not a GIF (5), a GIF that does not exist (1) and no clipboard for the
    /// one written (4): the batch exits with the most severe, each failure told in one line,
    /// and the file written is still printed.
    @Test func aBatchWithoutAClipboardExitsWithItsMostSevereFailure() throws {
        let notAGIF = server.baseURL + "/v1/trending/searches?api_key=" + FixtureServer.apiKey
        let id = try catID()
        let result = try run(["copy", id, notAGIF, "nosuchgif"])
        #expect(result.status == 5, "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 3, "\(result.standardError)")
        #expect(result.standardError.contains("not copied: no clipboard"), "\(result.standardError)")
        #expect(result.standardOutput == folder.path + "/cache/gifsearch/copied/giphy-\(id).gif\n")
    }

    @Test func markdownCarriesTheAltTextAndURLsAreVerbatim() throws {
        let ids = try run(["cats", "--format", "ids", "--limit", "2"]).lines
        let alts = try run(["show", "--format", "jsonl"] + ids).lines.map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        let result = try run(["copy", "--as", "md"] + ids, ["DISPLAY": ":9"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try recorded("xclip", "arguments") == "-selection\nclipboard\n")
        #expect(try recorded("xclip", "input") + "\n" == result.standardOutput)
        for (line, record) in zip(result.lines, alts) {
            let text = (record?["alt"] as? String) ?? (record?["title"] as? String) ?? ""
            let plain = !text.contains { "\\`*_{}[]()<>#+!|~".contains($0) }
            #expect(!plain || line.hasPrefix("![\(text)]("), "\(line)")
        }
        #expect(alts.contains { $0?["alt"] is String }, "the fixture serves alt text for part of its catalog")
        let url = server.baseURL + "/media/x/y%20z.gif?a=(1)"
        let verbatim = try run(["copy", "--as", "url", url], ["DISPLAY": ":9"])
        #expect(try recorded("xclip", "input") == url)
        #expect(verbatim.standardOutput == url + "\n")
    }

    @Test func withoutAClipboardOrAFittingRenditionItIsOneLine() throws {
        let id = try catID()
        let none = try run(["copy", id])
        #expect(none.status == 4)
        #expect(
            none.standardOutput == folder.path + "/cache/gifsearch/copied/giphy-\(id).gif\n",
            "the file is written, though no clipboard took it")
        #expect(
            none.standardError
                == "gifsearch: not copied: no clipboard: no desktop session (neither WAYLAND_DISPLAY nor DISPLAY is set)\n"
        )
        let xselOnly = folder.path + "/xsel-only"
        try FileManager.default.createDirectory(atPath: xselOnly, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: folder.path + "/xsel", toPath: xselOnly + "/xsel")
        let text = try run(["copy", id], ["DISPLAY": ":9", "PATH": xselOnly])
        #expect(text.status == 4)
        #expect(text.standardError == "gifsearch: not copied: xsel cannot offer a file: install xclip\n")
        let tiny = try run(["copy", "--max-size", "100B", id], ["DISPLAY": ":9"])
        #expect(tiny.status == 1)
        #expect(
            tiny.standardError.hasPrefix("gifsearch: \(id): has no rendition within 100 bytes (the smallest is"),
            "\(tiny.standardError)")
        #expect(tiny.standardError.split(separator: "\n").count == 1)
        let file = try run(["copy", "--as", "url", folder.path + "/xclip"], ["DISPLAY": ":9"])
        #expect(file.status == 2)
        #expect(file.standardError.contains("a file has no URL: copy it --as file"), "\(file.standardError)")
    }

    /// A local GIF is copied into the folder under its own name; the folder keeps the last 20.
    @Test func aLocalFileIsCopiedAndTheFolderKeepsTheLastTwenty() throws {
        let copied = folder.path + "/cache/gifsearch/copied"
        try FileManager.default.createDirectory(atPath: copied, withIntermediateDirectories: true)
        let old = Date(timeIntervalSince1970: 1_000_000)
        for index in 0..<25 {
            let path = "\(copied)/old-\(index).gif"
            try Data([1]).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        }
        let source = try run(["download", try catID(), "-o", folder.path + "/mine"]).standardOutput
            .trimmingCharacters(in: .newlines)
        let result = try run(["copy", source], ["DISPLAY": ":9"])
        #expect(result.status == 0, "\(result.standardError)")
        let name = URL(fileURLWithPath: source).lastPathComponent
        #expect(result.standardOutput == "\(copied)/\(name)\n")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: "\(copied)/\(name)"))
                == Data(contentsOf: URL(fileURLWithPath: source)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: copied).count == 20)
    }
}
