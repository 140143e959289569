import FixtureSupport
import Foundation
import HTTP
import RxCore
import RxTest
import Testing

/// `gifsearch pick` in a real terminal (tmux) against the fixture server, as a person uses it.
@Suite(.ownThreads) struct PickCommandTests {
    private let bed: TerminalTestBed
    private var server: FixtureServer { bed.server }
    private var folder: URL { bed.folder }
    private var pane: TmuxPane { bed.pane }

    init() throws {
        bed = try TerminalTestBed(apiKey: FixtureServer.apiKey)
    }

    private func outputText() throws -> String { try bed.outputText() }
    private func exitStatus() throws -> String? { try bed.exitStatus() }

    /// Runs `pick` with `arguments` in the pane and waits for results.
    private func startPick(_ arguments: String, showing text: String) throws {
        try bed.run("pick \(arguments)")
        #expect(try pane.waitFor { $0.contains(text) && $0.contains("▌") }, "results never showed")
    }

    /// The shell's terminal after the pick: echo and canonical mode back on.
    private func expectTerminalRestored() throws {
        try pane.run("stty -a | tr ' ' '\\n' | grep -x -e echo -e icanon -e -echo -e -icanon | sort | tr '\\n' ,; echo")
        #expect(try pane.waitFor { $0.contains("echo,icanon,") })
    }

    private func searchQueries() throws -> [String] {
        let log = try testSession().rx.json(request: HTTPRequest(url: server.baseURL + "/__log"))
            .toBlocking(timeout: 10).single()
        return try #require(log.arrayValue, "the server's log is a JSON array").compactMap { entry in
            guard case .string(let path)? = entry["path"], path.hasSuffix("/search") else { return nil }
            if case .string(let query)? = entry["query"]?["q"] { return query }
            return nil
        }
    }

    private func catsURLs() throws -> [String] {
        let run = CommandRun(
            ["cats", "--format", "url", "--no-cache"],
            environment: ["GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey])
        return run.standardOutput.split(separator: "\n").map(String.init)
    }

    @Test func enterPrintsTheSelectedURLAndTheTerminalComesBack() throws {
        try startPick("cats", showing: "Sleepy Kitten")
        try pane.press("Down")
        #expect(try pane.waitFor { $0.contains("▌   Cat Jumps Off Table") })
        try pane.press("Enter")
        #expect(try exitStatus() == "0")
        #expect(try outputText() == catsURLs()[1] + "\n")
        try expectTerminalRestored()
    }

    @Test func escapePrintsNothingAndExits130() throws {
        try startPick("cats", showing: "Sleepy Kitten")
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
        #expect(try outputText().isEmpty)
        try expectTerminalRestored()
    }

    @Test(arguments: [("TERM", "143"), ("HUP", "129"), ("INT", "130")])
    func aSignalRestoresTheTerminal(signal: String, status: String) throws {
        let pidFile = folder.path + "/pid"
        try bed.run("-c 'echo $$ > \(pidFile); exec \(CommandRun.binary.path) pick cats'", program: "/bin/sh")
        #expect(try pane.waitFor { $0.contains("Sleepy Kitten") && $0.contains("▌") })
        let pid = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try CommandRun.external("/bin/kill", ["-\(signal)", pid], environment: [:])
        #expect(try exitStatus() == status)
        #expect(try outputText().isEmpty)
        try expectTerminalRestored()
    }

    @Test func aQuicklyTypedQueryMakesOneSearchRequest() throws {
        try startPick("", showing: "results")
        let before = try searchQueries()
        try pane.type("dogs")
        // Debounced searches start in the order they were typed: once "dogs" was asked for,
        // every search the typing made was.
        #expect(try pane.waitFor { _ in try searchQueries().contains("dogs") })
        #expect(try searchQueries().dropFirst(before.count) == ["dogs"])
        try pane.press("C-c")
        #expect(try exitStatus() == "130")
    }

    @Test func multiMarksWithTabAndPrintsEveryMarkedRow() throws {
        try startPick("cats --multi --format ids", showing: "Sleepy Kitten")
        try pane.press("Tab")
        try pane.press("Down")
        try pane.press("Tab")
        #expect(try pane.waitFor { $0.contains("2 marked") })
        try pane.press("Enter")
        #expect(try exitStatus() == "0")
        let ids = CommandRun(
            ["cats", "--format", "ids", "--no-cache"],
            environment: ["GIFSEARCH_API_URL": server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey]
        ).standardOutput.split(separator: "\n")
        #expect(try outputText() == "\(ids[0])\n\(ids[2])\n")
    }

    @Test func ctrlDDownloadsTheSelectionIntoTheDirectory() throws {
        let directory = folder.path + "/gifs"
        try startPick("birthday -o \(directory)", showing: "Birthday")
        try pane.press("C-d")
        #expect(try pane.waitFor { $0.contains("downloaded 1/1") && $0.contains("saved") })
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.count == 1 && files[0].hasSuffix(".gif") && !files[0].hasSuffix(".part"))
        try pane.press("C-q")
        #expect(try exitStatus() == "130")
    }

    @Test func resizingRedrawsAtTheNewSize() throws {
        try startPick("cats", showing: "Sleepy Kitten")
        try pane.resize(columns: 70, rows: 12)
        let resized = try pane.waitFor { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 12 && lines[11].contains("Powered by GIPHY") && lines[0].hasPrefix("> cats")
        }
        let screen = try pane.screen()
        #expect(resized, "\(screen)")
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
    }

    @Test func ctrlYCopiesTheURLWithOSC52() throws {
        try startPick("cats", showing: "Sleepy Kitten")
        try pane.press("C-y")
        #expect(try pane.waitFor { $0.contains("copied http") })
        #expect(try pane.pasteBuffer() == catsURLs()[0])
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
    }

    /// Alt-Enter (the terminal sends Esc and CR, which is no Escape) and Ctrl-V copy and paste:
    /// with no desktop, the URL goes by OSC 52 only, and one line says why it is not pasted,
    /// exit 4.
    @Test(arguments: ["M-Enter", "C-v"])
    func altEnterOrCtrlVCopiesAndSaysWhyItCannotPasteWithoutADesktop(key: String) throws {
        try bed.run("pick cats", prefix: "DISPLAY= WAYLAND_DISPLAY= ")
        #expect(try pane.waitFor { $0.contains("Sleepy Kitten") && $0.contains("▌") }, "results never showed")
        try pane.press(key)
        #expect(try exitStatus() == "4")
        #expect(
            try pane.waitFor {
                $0.contains("gifsearch: not pasted: the copy went only to the terminal's clipboard (OSC 52)")
            })
        #expect(try pane.pasteBuffer() == catsURLs()[0])
    }

    /// Where pasting is refused (GNOME on Wayland, as its session says), `pick --paste` says so
    /// in its status line from the start, while the popup is still there to read it.
    @Test func pasteSaysAtOnceWhereItCannotPaste() throws {
        try bed.run("pick cats --paste", prefix: "DISPLAY= WAYLAND_DISPLAY=wayland-9 XDG_CURRENT_DESKTOP=GNOME ")
        #expect(
            try pane.waitFor {
                $0.contains("Enter copies, and cannot paste here: GNOME on Wayland lets no program type into")
            })
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
    }

    /// What a stand-in xclip on a PATH of its own leaves: its input, its process id, a log of
    /// "start" and "end", and the file `go` it runs until. A stand-in xdg-open writes `opened`.
    private struct SlowXclip {
        let input, pid, log, go, opened: String
    }

    /// `pick leepy --copy file` with a `SlowXclip`, once Ctrl-Y has started the stand-in; with
    /// `shown`, the stand-in also ends once the pane shows that text, and logs "shown" first.
    private func startSlowCopy(until shown: String? = nil) throws -> SlowXclip {
        let bin = folder.path + "/slow-bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let mark = folder.path + "/xclip"
        let xclip = SlowXclip(
            input: mark + ".input", pid: mark + ".pid", log: mark + ".log", go: mark + ".go",
            opened: folder.path + "/opened.txt")
        let seen = try shown.map { "tmux -S '\(try pane.socketPath())' capture-pane -p -t 0 | grep -qF '\($0)'" }
        try ExecutableScript.write(
            """
            #!/bin/sh
            cat > \(xclip.input)
            echo $$ > \(xclip.pid)
            echo start >> \(xclip.log)
            n=0
            while [ ! -e \(xclip.go) ] && [ $n -lt 600 ]; do
                if \(seen ?? "false"); then echo shown >> \(xclip.log); break; fi
                n=$((n + 1)); sleep 0.05
            done
            echo end >> \(xclip.log)
            """, to: bin + "/xclip")
        try ExecutableScript.write("#!/bin/sh\necho \"$1\" > \(xclip.opened)\n", to: bin + "/xdg-open")
        try bed.run("pick leepy --copy file", prefix: "DISPLAY=:9 WAYLAND_DISPLAY= PATH=\(bin):$PATH ")
        #expect(try pane.waitFor { $0.contains("Sleepy Kitten") && $0.contains("▌") }, "results never showed")
        try pane.press("C-y")
        #expect(try pane.waitFor { _ in FileManager.default.fileExists(atPath: xclip.log) })
        return xclip
    }

    /// Ctrl-Y copies the file while the picker goes on: a key typed while the clipboard tool
    /// still runs (here until the test lets it end) is shown at once. The copy is kept in the
    /// history with the query that found it ("leepy" matches no word of the GIF's own).
    @Test func ctrlYCopiesAFileWhileThePickerGoesOnAndKeepsTheQuery() throws {
        let xclip = try startSlowCopy(until: "> leepyz")
        try pane.type("z")
        // The stand-in looks at the pane with tmux between its waits: on a loaded machine it may
        // take longer than a screenful's usual 15 s to see the key and end.
        #expect(try pane.waitFor(seconds: 60) { $0.contains("copied giphy-") && $0.contains("as a file (xclip)") })
        // The stand-in saw the key on the screen while it still ran.
        #expect(try String(contentsOfFile: xclip.log, encoding: .utf8) == "start\nshown\nend\n")
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
        let history = CommandRun(["history", "leepy", "--format", "ids"], environment: bed.environment)
        let copied = try String(contentsOfFile: xclip.input, encoding: .utf8)
        #expect(history.status == 0, "\(history.standardError)")
        #expect(
            !history.standardOutput.isEmpty && copied.contains("giphy-\(history.standardOutput.dropLast()).gif"),
            "\(history.standardOutput) \(copied)")
    }

    /// Enter's copy waits for a Ctrl-Y copy still under way, and says so, so the later choice is
    /// the one left on the clipboard.
    @Test func enterCopiesOnlyAfterACtrlYCopyUnderWay() throws {
        let xclip = try startSlowCopy()
        try pane.press("Enter")
        #expect(try pane.waitFor { $0.contains("waiting for the copy under way to end") }, "Enter's copy did not wait")
        #expect(
            try String(contentsOfFile: xclip.log, encoding: .utf8) == "start\n", "Enter's copy started beside Ctrl-Y's")
        FileManager.default.createFile(atPath: xclip.go, contents: nil)
        #expect(try exitStatus() == "0")
        #expect(try String(contentsOfFile: xclip.log, encoding: .utf8) == "start\nend\nstart\nend\n")
    }

    /// Ctrl-O pressed while a Ctrl-Y copy is under way, then Escape: the page is still opened
    /// before the picker exits.
    @Test func aHandOffAskedForBeforeEscapeIsStillDone() throws {
        let xclip = try startSlowCopy()
        try pane.press("C-o")
        try pane.press("Escape")
        #expect(try pane.waitFor { !$0.contains("Sleepy Kitten") }, "the picker did not end")
        FileManager.default.createFile(atPath: xclip.go, contents: nil)
        #expect(try exitStatus() == "130")
        #expect(try pane.waitFor { _ in FileManager.default.fileExists(atPath: xclip.opened) }, "Ctrl-O was dropped")
        #expect(try String(contentsOfFile: xclip.opened, encoding: .utf8).hasPrefix(server.baseURL + "/gifs/"))
    }

    @Test func ctrlOOpensThePageWithXdgOpen() throws {
        // A stand-in xdg-open on PATH that records what it was asked to open.
        let bin = folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let opened = folder.path + "/opened.txt"
        try ExecutableScript.write("#!/bin/sh\necho \"$1\" > \(opened)\n", to: bin + "/xdg-open")
        try pane.run("export PATH=\(bin):$PATH")
        try startPick("cats", showing: "Sleepy Kitten")
        try pane.press("C-o")
        #expect(try pane.waitFor { $0.contains("opened http") })
        #expect(try pane.waitFor { _ in FileManager.default.fileExists(atPath: opened) })
        #expect(try String(contentsOfFile: opened, encoding: .utf8).hasPrefix(server.baseURL + "/gifs/"))
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
    }

    /// An opener that fails is said on the status line, not taken for a success.
    @Test func ctrlOSaysWhenTheOpenerFails() throws {
        let bin = folder.path + "/failing-bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try ExecutableScript.write("#!/bin/sh\nexit 4\n", to: bin + "/xdg-open")
        try bed.run("pick cats", prefix: "PATH=\(bin):$PATH ")
        #expect(try pane.waitFor { $0.contains("Sleepy Kitten") && $0.contains("▌") }, "results never showed")
        try pane.press("C-o")
        #expect(try pane.waitFor { $0.contains("could not open http") && $0.contains("(exit status 4)") })
        #expect(try !pane.screen().contains("opened http"))
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
    }

    /// The Action Register calls the server saw: each action type and its random id.
    private func pingbacks() throws -> [(type: String, randomID: String?)] {
        try server.pingbacks(using: testSession()).map { ($0.query["action_type"] ?? "", $0.query["random_id"]) }
    }

    @Test func thePreviewIsAViewCtrlOAClickAndCtrlYAndEnterAreSends() throws {
        try startPick("cats", showing: "Sleepy Kitten")
        #expect(try pane.waitFor { _ in try pingbacks().map(\.type) == ["SEEN"] }, "the preview drawn is a view")
        try pane.press("C-o")
        #expect(try pane.waitFor { _ in try pingbacks().count == 2 })
        try pane.press("C-y")
        #expect(try pane.waitFor { $0.contains("copied http") })
        try pane.press("Enter")
        #expect(try exitStatus() == "0")
        let calls = try pingbacks()
        #expect(calls.map(\.type) == ["SEEN", "CLICK", "SENT", "SENT"])
        let kept = try String(contentsOfFile: folder.path + "/state/gifsearch/giphy-random-id", encoding: .utf8)
        #expect(calls.allSatisfy { $0.randomID == kept.trimmingCharacters(in: .newlines) })
    }

    @Test func underDoNotTrackThePickerCallsNothing() throws {
        try bed.run("pick cats", prefix: "DO_NOT_TRACK=1 ")
        #expect(try pane.waitFor { $0.contains("Sleepy Kitten") && $0.contains("▌") })
        try pane.press("C-y")
        #expect(try pane.waitFor { $0.contains("copied http") })
        try pane.press("Enter")
        #expect(try exitStatus() == "0")
        #expect(try pingbacks().isEmpty)
        #expect(try server.requests(using: testSession()).filter { $0.path == "/v1/randomid" }.isEmpty)
    }

    @Test func theStatusLineSaysWhenARequestIsRetried() throws {
        // Two: the picker asks for suggestions (/v1/gifs/search/tags) beside the search.
        try server.inject(
            #"{"path": "/v1/gifs/search", "status": 429, "retry_after": 2, "times": 2}"#, using: testSession())
        try bed.run("pick cats")
        #expect(try pane.waitFor { $0.contains("rate limited, retrying in 2 s") })
        #expect(try pane.waitFor { $0.contains("Sleepy Kitten") && !$0.contains("retrying") })
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
    }

    /// Cached results say why they are shown: working offline, or a network that failed.
    @Test func theStatusLineSaysWhyResultsAreCached() throws {
        let config = folder.path + "/config/gifsearch"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "giphy_media_cache = approved\n".write(toFile: config + "/config", atomically: true, encoding: .utf8)
        try startPick("cats", showing: "Sleepy Kitten")
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
        try pane.run("clear")
        try bed.run("pick cats --offline")
        #expect(try pane.waitFor { $0.contains("offline: cached results") && $0.contains("Sleepy Kitten") })
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
        try pane.run("clear")
        try server.inject(#"{"path": "/v1/gifs/search", "status": 500, "times": 100}"#, using: testSession())
        try bed.run("pick cats --retries 0")
        #expect(try pane.waitFor { $0.contains("the network failed: cached results") && $0.contains("Sleepy Kitten") })
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
    }

    @Test func hostileResultsCannotChangeTheTerminal() throws {
        try startPick("hostile", showing: "Hostile")
        let screen = try pane.screen(escapes: true)
        #expect(screen.contains("evil00") || screen.contains("Hostile Id"))
        #expect(!screen.contains("\u{1B}]") && !screen.contains("pwned"))
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
        // A title carrying a colour escape is listed as plain text: nothing on screen turns red.
        try pane.run("clear")
        try startPick("alert", showing: "Red Alert")
        #expect(try !pane.screen(escapes: true).contains("\u{1B}[31m"))
        try pane.press("Escape")
        #expect(try exitStatus() == "130")
    }
}

/// The key prompt: a rejected key on a terminal is answered by typing a new one (retry(when:)).
@Suite(.ownThreads) struct KeyPromptTests {
    private let bed: TerminalTestBed
    private var folder: URL { bed.folder }
    private var pane: TmuxPane { bed.pane }
    private var output: String { bed.output }
    private var config: String { bed.config }

    init() throws {
        bed = try TerminalTestBed(apiKey: nil)
    }

    /// Runs gifsearch with a key the server rejects.
    private func run(_ arguments: String) throws { try bed.run(arguments, prefix: "GIPHY_API_KEY=rejected ") }
    private func exitStatus() throws -> String? { try bed.exitStatus() }

    @Test func aTypedKeyIsTriedAndNotSavedOnNo() throws {
        try run("cats --format url")
        #expect(try pane.waitFor { $0.contains("Giphy API key") && $0.contains("rejected") })
        try pane.type(FixtureServer.apiKey)
        try pane.press("Enter")
        #expect(try pane.waitFor { $0.contains("Save it to \(config)? [y/N]") })
        #expect(try !pane.screen().contains(FixtureServer.apiKey))
        try pane.press("n")
        #expect(try exitStatus() == "0")
        #expect(try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").count == 4)
        #expect(!FileManager.default.fileExists(atPath: config))
    }

    @Test func aWrongKeyIsAskedAgainAndAGoodOneSavedOnYes() throws {
        try run("cats --format ids")
        #expect(try pane.waitFor { $0.contains("Giphy API key") })
        try pane.type("still-wrong")
        try pane.press("Enter")
        #expect(try pane.waitFor { $0.components(separatedBy: "Giphy API key (Esc").count == 3 })
        try pane.type(FixtureServer.apiKey)
        try pane.press("Enter")
        #expect(try pane.waitFor { $0.contains("[y/N]") })
        try pane.press("y")
        #expect(try exitStatus() == "0")
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "api_key = \(FixtureServer.apiKey)\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: config)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let directory = try FileManager.default.attributesOfItem(atPath: folder.path + "/config/gifsearch")
        #expect((directory[.posixPermissions] as? Int) == 0o700)
    }

    @Test func escapeGivesUpWithExit3AndNoInputNeverAsks() throws {
        try run("cats")
        #expect(try pane.waitFor { $0.contains("Giphy API key") })
        try pane.press("Escape")
        #expect(try exitStatus() == "3")
        try pane.run("clear")
        #expect(try pane.waitFor { !$0.contains("EXIT=") }, "the first run's status is cleared away")
        try run("cats --no-input")
        #expect(try exitStatus() == "3")
        #expect(try !pane.screen().contains("Giphy API key ("))
    }

    /// Giving up at the prompt of a search without a key: Ctrl-C interrupts (exit 130), Esc
    /// gives up (exit 3); either way the reason for asking is told once, at the start of a line
    /// of its own, and nothing is glued to the prompt.
    @Test(arguments: [("C-c", "130"), ("Escape", "3")])
    func givingUpTellsTheReasonOnce(key: String, status: String) throws {
        try bed.run("cats")
        #expect(try pane.waitFor { $0.contains("Giphy API key (Esc to give up):") })
        try pane.press(key)
        #expect(try exitStatus() == status)
        let lines = try pane.screen().split(separator: "\n")
        let told = lines.filter { $0.contains("no Giphy API key") }
        #expect(told.count == 1 && told.allSatisfy { $0.hasPrefix("gifsearch: no Giphy API key") }, "\(lines)")
        let prompt = try #require(lines.firstIndex { $0.hasPrefix("Giphy API key (Esc to give up):") }, "\(lines)")
        #expect(lines[prompt] == "Giphy API key (Esc to give up):" && lines[prompt + 1].hasPrefix("EXIT="), "\(lines)")
    }

    /// Giving up at the picker's prompt without a key: Ctrl-C quits (exit 130) without a word,
    /// Esc gives up (exit 3) telling the failure asked about, once: no key, not a rejected one.
    @Test(arguments: [("C-c", "130", 0), ("Escape", "3", 1)])
    func givingUpInThePickerTellsTheFailureAskedAbout(key: String, status: String, told: Int) throws {
        try bed.run("pick cats")
        #expect(try pane.waitFor { $0.contains("no Giphy API key") && $0.contains("· Giphy API key") })
        try pane.press(key)
        #expect(try exitStatus() == status)
        let screen = try pane.screen()
        #expect(screen.components(separatedBy: "gifsearch: no Giphy API key").count == told + 1, "\(screen)")
        #expect(!screen.contains("rejected"), "\(screen)")
    }

    @Test func thePickerAsksInItsStatusLine() throws {
        try run("pick cats")
        #expect(try pane.waitFor { $0.contains("Giphy API key (Esc to give up)") })
        try pane.type(FixtureServer.apiKey)
        #expect(try pane.waitFor { $0.contains("•••") })
        #expect(try !pane.screen().contains(FixtureServer.apiKey))
        try pane.press("Enter")
        #expect(try pane.waitFor { $0.contains("Sleepy Kitten") })
        try pane.press("Enter")
        #expect(try pane.waitFor { $0.contains("[y/N]") })
        try pane.press("n")
        #expect(try exitStatus() == "0")
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasSuffix("&rid=original.gif&ct=g\n"))
    }
}

@Suite(.ownThreads) struct PickWithoutATerminalTests {
    @Test func withoutATerminalPickSaysSoAndExits2() throws {
        // setsid: a new session has no controlling terminal, so /dev/tty cannot be opened.
        let run = try CommandRun.external(
            "/usr/bin/setsid", ["-w", CommandRun.binary.path, "pick", "cats"],
            environment: ["GIPHY_API_KEY": "x", "GIFSEARCH_API_URL": "http://127.0.0.1:1"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.standardError.hasPrefix("gifsearch: pick needs a terminal")
                && run.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func tableIsNotAChoiceFormat() throws {
        let run = CommandRun(["pick", "--format", "table"])
        #expect(run.status == 2)
    }
}

/// The picker's suggestions: terms completing the query under it, Tab taking the first.
@Suite(.ownThreads) struct PickSuggestionTests {
    @Test func suggestionsShowUnderTheQueryAndTabTakesTheFirst() throws {
        let bed = try TerminalTestBed(apiKey: FixtureServer.apiKey)
        try bed.run("pick")
        #expect(try bed.pane.waitFor { $0.contains("results") && $0.contains("▌") })
        try bed.pane.type("dog")
        #expect(try bed.pane.waitFor { $0.contains("Tab: dog shakes off water, dogs") }, "no suggestions shown")
        try bed.pane.type(" ")
        try bed.pane.press("BSpace")
        try bed.pane.type("s")
        #expect(try bed.pane.waitFor { $0.contains("> dogs") && !$0.contains("Tab:") }, "no term completes 'dogs'")
        try bed.pane.press("BSpace", "BSpace", "BSpace", "BSpace")
        try bed.pane.type("cat t")
        #expect(try bed.pane.waitFor { $0.contains("Tab: cat typing") })
        try bed.pane.press("Tab")
        #expect(try bed.pane.waitFor { $0.contains("> cat typing") && $0.contains("▌   Cat Typing GIF") })
        try bed.pane.press("Enter")
        #expect(try bed.exitStatus() == "0")
        #expect(try bed.outputText().hasSuffix(".gif&ct=g\n"))
    }
}

/// The README's fzf recipe, run as a person would in a terminal: fzf lists the titles, previews
/// the GIF under the cursor with `gifsearch preview`, and the chosen one is downloaded.
@Suite(.ownThreads) struct FzfRecipeTests {
    @Test func fzfChoosesAPreviewedGIFAndItIsDownloaded() throws {
        let bed = try TerminalTestBed(apiKey: FixtureServer.apiKey)
        let bin = CommandRun.binary.deletingLastPathComponent().path
        let downloads = bed.folder.path + "/downloads"
        try bed.pane.run(
            "export PATH=\(bin):$PATH; gifsearch cats --format tsv | fzf -d '\\t' --with-nth 2 "
                + "--preview 'gifsearch preview {1} --no-animate --mode blocks' | cut -f1 "
                + "| gifsearch download - -o \(downloads); echo EXIT=$?")
        #expect(try bed.pane.waitFor { $0.contains("Sleepy Kitten GIF") && $0.contains("▀") }, "no list or preview")
        try bed.pane.type("Typing")
        #expect(try bed.pane.waitFor { $0.contains("1/4") || $0.contains("1/") })
        try bed.pane.press("Enter")
        #expect(try bed.exitStatus() == "0")
        let files = try FileManager.default.contentsOfDirectory(atPath: downloads)
        let typing = CommandRun(
            ["cat typing", "--format", "ids", "--limit", "1"],
            environment: ["GIFSEARCH_API_URL": bed.server.baseURL, "GIPHY_API_KEY": FixtureServer.apiKey]
        ).standardOutput.trimmingCharacters(in: .newlines)
        #expect(files == ["giphy-\(typing).gif"])
    }
}
