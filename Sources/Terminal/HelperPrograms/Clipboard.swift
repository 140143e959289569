import FoundationEssentials

/// The desktop's clipboard, through its tool: wl-copy on Wayland (`WAYLAND_DISPLAY`, tried
/// first), else xclip or xsel on X11 (`DISPLAY`). Each tool forks a process that owns the
/// clipboard until another program takes it, and exits; that process is in a session of its
/// own and holds none of gifsearch's descriptors (`ChildProcess.hand`). Files on X11 go to an
/// owner of gifsearch's own (`owner`, an `X11ClipboardOwner` in a process of its own), since
/// no tool offers `text/uri-list` and `x-special/gnome-copied-files` at once; xclip, with the
/// first alone, is the fallback. Text also goes by OSC 52 through the terminal, which works over
/// SSH and in tmux with `set-clipboard on`.
public struct Clipboard: Sendable {
    /// A clipboard tool.
    public enum Tool: Sendable, Equatable {
        case wlCopy(String)
        case xclip(String)
        case xsel(String)

        /// The tool's name, for messages.
        public var name: String {
            switch self {
            case .wlCopy: "wl-copy"
            case .xclip: "xclip"
            case .xsel: "xsel"
            }
        }

        /// The tool's executable.
        public var path: String {
            switch self {
            case .wlCopy(let path), .xclip(let path), .xsel(let path): path
            }
        }
    }

    /// What came of copying.
    public enum Outcome: Sendable, Equatable {
        /// The tool owns the clipboard.
        case copied(by: String)
        /// The text went to the terminal by OSC 52 only: no tool was there to take it.
        case sentToTerminal
        /// Nothing was copied: why, in a phrase ("no clipboard: …").
        case notCopied(String)
    }

    /// The tool, or `nil` with why there is none (`missing`).
    public let tool: Tool?
    /// Why there is no tool: what is missing, in a phrase.
    public let missing: String
    /// The environment the tool runs in (it needs `WAYLAND_DISPLAY` or `DISPLAY`).
    public let environment: [String: String]
    /// The command that owns X11's clipboard with files until another program takes it, given
    /// `--display` and the paths: it prints `owned` once it does, or why not.
    public var owner: [String]?

    /// How long a tool may take to take the clipboard and leave its owner behind.
    static let toolTimeout = 5_000

    public init(tool: Tool?, missing: String = "", environment: [String: String]) {
        self.tool = tool
        self.missing = missing
        self.environment = environment
    }

    /// The tool the environment (`WAYLAND_DISPLAY`, `DISPLAY`, `PATH`) offers, run in that
    /// environment.
    public static func fromEnvironment(_ environment: [String: String], owner: [String]? = nil) -> Clipboard {
        var clipboard = tool(in: environment)
        clipboard.owner = owner
        return clipboard
    }

    private static func tool(in environment: [String: String]) -> Clipboard {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        let wayland = !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        let x11 = !(environment["DISPLAY"] ?? "").isEmpty
        if wayland, let wlCopy = ChildProcess.find("wl-copy", on: path) {
            return Clipboard(tool: .wlCopy(wlCopy), environment: environment)
        }
        if x11, let xclip = ChildProcess.find("xclip", on: path) {
            return Clipboard(tool: .xclip(xclip), environment: environment)
        }
        if x11, let xsel = ChildProcess.find("xsel", on: path) {
            return Clipboard(tool: .xsel(xsel), environment: environment)
        }
        let missing =
            switch (wayland, x11) {
            case (false, false): "no desktop session (neither WAYLAND_DISPLAY nor DISPLAY is set)"
            case (true, false): "wl-copy is not installed (Debian's package wl-clipboard)"
            default: "neither xclip nor xsel is installed" + (wayland ? ", nor wl-copy" : "")
            }
        return Clipboard(tool: nil, missing: missing, environment: environment)
    }

    /// Puts `content` on the clipboard: text (already free of control characters) also to
    /// `terminal` by OSC 52 when one is given.
    public func copy(_ content: ClipboardContent, terminal: TTY?) -> Outcome {
        var sentToTerminal = false
        if case .text(let text) = content, let terminal {
            terminal.write(ControlSequence.copyToClipboard(base64: Data(text.utf8).base64EncodedString()))
            sentToTerminal = true
        }
        var ownerFailure: String?
        if case .files(let paths) = content, let display = x11Display, let owner, let executable = owner.first {
            let said = ChildProcess.output(
                of: executable, Array(owner.dropFirst()) + ["--display", display] + paths,
                within: Int32(Self.toolTimeout), environment: environment)
            if said == "owned\n" { return .copied(by: "gifsearch") }
            ownerFailure =
                said?.split(separator: "\n").first.map(String.init)
                ?? "gifsearch's clipboard owner did not answer within \(Self.toolTimeout / 1000) s"
        }
        guard let tool else {
            if sentToTerminal { return .sentToTerminal }
            return .notCopied(ownerFailure ?? "no clipboard: \(missing)")
        }
        guard let arguments = Self.arguments(of: tool, for: content) else {
            return .notCopied("xsel cannot offer a file: install xclip")
        }
        switch ChildProcess.hand(
            content.bytes, to: tool.path, arguments, environment: environment, within: Self.toolTimeout)
        {
        case .done: return .copied(by: tool.name)
        case .failed(let status):
            let how = status.map { "exit status \($0)" } ?? "killed"
            return .notCopied(ownerFailure ?? "\(tool.name) could not take the clipboard (\(how))")
        case .cannotStart: return .notCopied("cannot start \(tool.name)")
        case .timedOut: return .notCopied("\(tool.name) did not take the clipboard within \(Self.toolTimeout / 1000) s")
        }
    }

    /// The X display files go to an owner of gifsearch's own on: `DISPLAY`, unless wl-copy
    /// serves Wayland.
    private var x11Display: String? {
        if case .wlCopy = tool { return nil }
        return environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The arguments `tool` takes for `content`, or `nil` when it cannot offer it.
    static func arguments(of tool: Tool, for content: ClipboardContent) -> [String]? {
        switch (tool, content) {
        case (.wlCopy, .text): []
        case (.wlCopy, .files): ["--type", ClipboardContent.uriListType]
        case (.xclip, .text): ["-selection", "clipboard"]
        case (.xclip, .files): ["-selection", "clipboard", "-target", ClipboardContent.uriListType]
        case (.xsel, .text): ["--clipboard", "--input"]
        case (.xsel, .files): nil
        }
    }
}
