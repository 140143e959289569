import FixtureSupport
import Foundation
import Testing

@testable import Terminal

/// The clipboard's rules: which tool, which arguments, what it is given. That real clipboards
/// hold what they are given, and that Chromium and a file manager paste it, is proven by
/// `make test-clipboard` under Xvfb and a headless sway.
struct ClipboardTests {
    @Test func filesAreOneEncodedFileURIALineEndedByCRLF() {
        let content = ClipboardContent.files(["/home/a b/c#d%e/猫.gif", "/tmp/giphy-abc.gif"])
        #expect(
            String(decoding: content.bytes, as: UTF8.self)
                == "file:///home/a%20b/c%23d%25e/%E7%8C%AB.gif\r\nfile:///tmp/giphy-abc.gif\r\n")
        #expect(ClipboardContent.text("a\nb").bytes == Array("a\nb".utf8))
        let offers = content.fileOffers
        #expect(offers.map(\.target) == ["text/uri-list", "x-special/gnome-copied-files"])
        #expect(
            String(decoding: offers[1].bytes, as: UTF8.self)
                == "copy\nfile:///home/a%20b/c%23d%25e/%E7%8C%AB.gif\nfile:///tmp/giphy-abc.gif")
    }

    /// An Xauthority file with an entry for another host, one for another display, and ours.
    @Test func theCookieIsTheLocalHostsForTheDisplay() {
        func field(_ bytes: [UInt8]) -> [UInt8] { [UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)] + bytes }
        func entry(family: UInt16, host: String, number: String, cookie: [UInt8]) -> [UInt8] {
            [UInt8(family >> 8), UInt8(family & 0xFF)] + field(Array(host.utf8)) + field(Array(number.utf8))
                + field(Array("MIT-MAGIC-COOKIE-1".utf8)) + field(cookie)
        }
        let file =
            entry(family: 256, host: "elsewhere", number: "0", cookie: [1])
            + entry(family: 256, host: "here", number: "1", cookie: [2])
            + entry(family: 256, host: "here", number: "0", cookie: [3, 4])
        #expect(XAuthority.cookie(in: file, number: 0, host: "here") == [3, 4])
        #expect(XAuthority.cookie(in: file, number: 5, host: "here") == nil)
        #expect(XAuthority.cookie(in: Array(file.dropLast()), number: 0, host: "here") == nil, "a cut file")
        #expect(X11Display(":0")?.number == 0)
        #expect(X11Display("localhost:10.0") == X11Display("localhost:10"))
        #expect(X11Display("localhost:10")?.host == "localhost")
        #expect(X11Display("nonsense") == nil)
    }

    @Test func waylandComesFirstThenX11AndXselOffersNoFile() throws {
        let temporary = TemporaryFolder("tools")
        let folder = try temporary.make()
        for tool in ["wl-copy", "xclip", "xsel"] {
            FileManager.default.createFile(
                atPath: "\(folder)/\(tool)", contents: Data(), attributes: [.posixPermissions: 0o755])
        }
        let both = ["PATH": folder, "WAYLAND_DISPLAY": "wayland-1", "DISPLAY": ":1"]
        #expect(Clipboard.fromEnvironment(both).tool == .wlCopy(folder + "/wl-copy"))
        #expect(Clipboard.fromEnvironment(["PATH": folder, "DISPLAY": ":1"]).tool == .xclip(folder + "/xclip"))
        let none = Clipboard.fromEnvironment(["PATH": folder])
        #expect(none.tool == nil)
        #expect(
            none.copy(.text("x"), terminal: nil)
                == .notCopied(
                    "no clipboard: no desktop session (neither WAYLAND_DISPLAY nor DISPLAY is set)"))
        try FileManager.default.removeItem(atPath: folder + "/xclip")
        let xsel = Clipboard.fromEnvironment(["PATH": folder, "DISPLAY": ":1"])
        #expect(xsel.tool == .xsel(folder + "/xsel"))
        #expect(
            xsel.copy(.files(["/tmp/a.gif"]), terminal: nil) == .notCopied("xsel cannot offer a file: install xclip"))
        #expect(Clipboard.arguments(of: .wlCopy(""), for: .files([])) == ["--type", "text/uri-list"])
        #expect(
            Clipboard.arguments(of: .xclip(""), for: .files([])) == [
                "-selection", "clipboard", "-target", "text/uri-list",
            ])
    }

    /// A tool that has not exited in its time is killed with what it forked (the process that
    /// would own the clipboard), so that it cannot take it after gifsearch said it could not.
    @Test func aLateToolIsKilledWithWhatItForked() throws {
        let temporary = TemporaryFolder("late")
        let folder = try temporary.make()
        let script = folder + "/tool"
        try "#!/bin/sh\necho $$ > \(folder)/tool.pid\nsleep 30 &\necho $! > \(folder)/forked\nsleep 30\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        let handed = ChildProcess.hand([], to: script, [], environment: ["PATH": "/usr/bin:/bin"], within: 1_000)
        #expect(handed == .timedOut)
        let tool = try String(contentsOfFile: folder + "/tool.pid", encoding: .utf8).trimmingCharacters(in: .newlines)
        let forked = try String(contentsOfFile: folder + "/forked", encoding: .utf8).trimmingCharacters(in: .newlines)
        // State, parent and group, after the command's name; gone, or its id taken by another
        // process (another group), also means it was killed. SIGKILL lands when the process is
        // next scheduled, so a loaded machine is given 5 s.
        func survivor() -> [String]? {
            let fields =
                (try? String(contentsOfFile: "/proc/\(forked)/stat", encoding: .utf8))?
                .split(separator: ")").last?.split(separator: " ").map(String.init) ?? []
            return fields.count > 2 && fields[0] != "Z" && fields[2] == tool ? fields : nil
        }
        let deadline = Date().addingTimeInterval(5)
        while survivor() != nil && Date() < deadline { usleep(10_000) }
        let left = survivor()
        #expect(left == nil, "the forked process still runs: \(left?.prefix(3) ?? [])")
    }
}
