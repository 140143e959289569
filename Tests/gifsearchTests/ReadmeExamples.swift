/// How the README's commands are tested: each is run as written, its placeholders filled in from
/// the fixture (`standIns`), unless it is listed here as not run, with the reason and the test
/// that covers it.
enum ReadmeExamples {
    /// What the test does with one README command.
    enum Plan: Equatable {
        /// Run this shell command line.
        case run(String)
        /// Not run here, for this reason.
        case notRun(reason: String)
        /// Neither runnable (a placeholder is left) nor listed as not run.
        case unaccounted
    }

    /// The README commands not run here, as `ReadmeCommands` reads them, and why.
    static let notRun: [String: String] = [
        "url=$(gifsearch pick cats)": pickNeedsATerminal,
        "url=$(gifsearch pick cats) && echo \"![cat]($url)\" >> notes.md": pickNeedsATerminal,
        "gifsearch pick --multi --format ids | gifsearch download - -o gifs": pickNeedsATerminal,
        "gifsearch pick --format md --rendition fixed_height | xclip -selection clipboard": pickNeedsATerminal,
        "gifsearch pick --library": "pick needs a terminal: PickLibraryTests runs pick --library in tmux",
        "gifsearch cats --format tsv | fzf -d '\\t' --with-nth 2 --preview 'gifsearch preview {1} --no-animate' "
            + "| cut -f1 | gifsearch download -":
            "fzf needs a terminal: FzfRecipeTests runs this recipe in tmux",
        "gifsearch copy fx6vr": copyNeedsAClipboard,
        "gifsearch copy fx6vr --as url": copyNeedsAClipboard,
        "gifsearch copy fx6vr klipy:fx2qjc --as md": copyNeedsAClipboard,
        "gifsearch copy ./cat.gif": copyNeedsAClipboard,
        "gifsearch copy fx6vr --paste":
            "needs a desktop's clipboard and a window to paste into: make test-clipboard runs it under i3 and sway",
        "gifsearch copy fx6vr --type mp4":
            "copy needs a desktop's clipboard: CopyTypeTests (a stand-in xclip), make test-clipboard (Chromium)",
        "bindsym Mod4+g exec foot --app-id gifsearch-popup gifsearch pick --paste":
            "a line of sway's config: make test-clipboard presses the key in a headless sway",
        "bindsym Mod4+g exec xterm -class gifsearch-popup -e gifsearch pick --paste":
            "a line of i3's config: make test-clipboard presses the key in i3 under Xvfb",
        "gifsearch folder add ~/Pictures/reactions": scanSaysHowItWent,
        "gifsearch folder scan": scanSaysHowItWent,
        "gifsearch pick --provider local": "pick needs a terminal: PickLocalTests runs it in tmux, with no key",
        "sudo apt update && sudo apt install gifsearch":
            "needs root and the published repository: make test-upgrade runs the README's APT setup lines above it in "
            + "clean Debian roots and upgrades through them; make test-apt-repo checks apt offers gifsearch",
        "gifsearch-0.2.0-x86_64-linux-gnu/bin/gifsearch --version":
            "needs the release tarball: make test-package unpacks it and runs it",
    ]

    private static let scanSaysHowItWent =
        "a scan says how it went on stderr: FolderCommandTests; the README's test adds the folder beforehand"
    private static let pickNeedsATerminal = "pick needs a terminal: PickCommandTests runs it in tmux"
    private static let copyNeedsAClipboard =
        "copy needs a desktop's clipboard: CopyCommandTests (stand-in tools), make test-clipboard (X11, Wayland)"

    /// What stands in for the README's placeholders: `id` (a GIF the fixture has) and `mediaURL`
    /// (a GIF's URL on the fixture server); and for a phrase the fixture cannot translate (its
    /// `translate` searches its small catalog, which has no morning; Giphy's finds a GIF for it).
    static func standIns(id: String, mediaURL: String) -> [(text: String, standIn: String)] {
        [
            ("<id|url|file>", id), ("<id>...", id), ("[<query>...]", "cat"), ("[--keep]", "--keep"),
            ("https://…/cat.gif", mediaURL), ("translate good morning", "translate good boy"),
        ]
    }

    /// What to do with `command`, with `standIns` put in.
    static func plan(_ command: String, standIns: [(text: String, standIn: String)]) -> Plan {
        if let reason = notRun[command] { return .notRun(reason: reason) }
        let filled = standIns.reduce(command) { $0.replacingOccurrences(of: $1.text, with: $1.standIn) }
        return filled.contains(/<[^<>\s]+>|…/) ? .unaccounted : .run(filled)
    }

    /// The commands of `commands` (the README's) that are neither runnable with `standIns` nor
    /// listed as not run.
    static func unaccounted(_ commands: [String], standIns: [(text: String, standIn: String)]) -> [String] {
        commands.filter { plan($0, standIns: standIns) == .unaccounted }
    }

    /// The commands listed as not run that `commands` (the README's) no longer have.
    static func staleListings(in commands: [String]) -> [String] {
        notRun.keys.filter { !commands.contains($0) }.sorted()
    }
}
