import FixtureSupport
import Foundation
import Terminal
import Testing

@testable import gifsearch

/// What Ctrl-O hands to the opener, with a stand-in `xdg-open` that records its arguments.
@Suite(.ownThreads) struct HandoffTests {
    /// Found by attack: Ctrl-O opened `file:///etc/passwd`, `smb://…` and `--help`, since only
    /// control characters were checked.
    @Test func onlyHTTPPagesAreOpenedAndNothingElseIsHandedOn() throws {
        let temporary = TemporaryFolder("opener")
        let folder = try temporary.make()
        let opener = folder + "/xdg-open"
        try ExecutableScript.write(
            "#!/bin/sh\nfor a in \"$@\" \"$GIFSEARCH_OPENER_MARK\"; do echo \"$a\"; done > \(folder)/part\n"
                + "mv \(folder)/part \(folder)/opened\n",
            to: opener)
        // The opener runs in the command's environment, not the test process's.
        let environment = ["PATH": "/usr/bin:/bin", "GIFSEARCH_OPENER_MARK": "from the context"]
        let handoff = Handoff(
            clipboard: Clipboard(tool: nil, environment: environment),
            opener: WebPageOpener(opener: opener, environment: environment))
        for page in ["file:///etc/passwd", "smb://host/share", "--help", "javascript:alert(1)", "https:evil", "/etc"] {
            #expect(handoff.open(page) == "not opened: this GIF's page is not an http(s) URL", "\(page)")
        }
        #expect(handoff.open("https://giphy.test/gifs/a\u{202E}fig.exe") == "this GIF has no page to open")
        #expect(handoff.open("HTTPS://giphy.test/gifs/cat") == "opened HTTPS://giphy.test/gifs/cat")
        let recorded = folder + "/opened"
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: recorded) && Date() < deadline { usleep(10_000) }
        #expect(
            try String(contentsOfFile: recorded, encoding: .utf8) == "HTTPS://giphy.test/gifs/cat\nfrom the context\n")
    }

    /// An opener that is missing or fails is "could not open …", never "opened …"; one still
    /// running when it is no longer watched (a browser it waits for) opened the page.
    @Test func anOpenerThatFailsOrIsMissingCouldNotOpen() throws {
        let folder = TemporaryFolder("opener")
        try folder.make()
        let environment = ["PATH": "/usr/bin:/bin"]
        // Watched for the usual 3 s, but for the opener that runs on: a browser it waits for.
        func handoff(_ script: String?) throws -> Handoff {
            let path = script.map { _ in folder.path + "/xdg-open-\(UUID().uuidString)" }
            if let script, let path { try ExecutableScript.write("#!/bin/sh\n\(script)\n", to: path) }
            let watch = script == "sleep 2" ? 200 : WebPageOpener.watchedFor
            return Handoff(
                clipboard: Clipboard(tool: nil, environment: environment),
                opener: WebPageOpener(opener: path, environment: environment, watchingFor: watch))
        }
        let page = "https://giphy.test/gifs/cat"
        let said: [(script: String?, status: String)] = [
            (nil, "could not open \(page): xdg-open is not installed"),
            ("exit 3", "could not open \(page): xdg-open failed (exit status 3)"),
            ("kill -9 $$", "could not open \(page): xdg-open was killed"),
            ("exit 0", "opened \(page)"),
            ("sleep 2", "opened \(page)"),
        ]
        for (script, status) in said {
            #expect(try handoff(script).open(page) == status)
        }
    }
}
