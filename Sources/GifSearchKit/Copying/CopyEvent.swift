import RxCore

/// What happens as GIFs are copied, in order: each GIF fetched and written (a copy as files)
/// or looked up (a copy as text), then what the clipboard step made of the copy. The command
/// and the picker only render these.
public enum CopyEvent: Sendable, Equatable {
    /// A GIF of a copy as files: bytes received, written, or failed, as a download reports.
    case file(DownloadEvent)
    /// A GIF of a copy as text, with the URL of the rendition asked for.
    case lookedUp(CopyTarget)
    /// A GIF of a copy as text that could not be looked up: the reference as given, and why.
    case lookupFailed(name: String, SearchFailure)
    /// What went to the clipboard, and what came of it.
    case put(ClipboardPut, ClipboardOutcome)
    /// Nothing went to the clipboard although no GIF failed: none has the rendition asked for
    /// (or a URL that may be copied).
    case nothingToCopy
}

/// What a copy puts on the clipboard: the files written, in the order asked for, or GIFs as
/// text in `form` (`.url` or `.md`), none of whose URLs holds a control character.
public enum ClipboardPut: Sendable, Equatable {
    case files([String])
    case text([CopyTarget], form: CopyForm)
}

/// What came of putting a copy on the clipboard.
public enum ClipboardOutcome: Sendable, Equatable {
    /// On the clipboard, by this tool ("wl-copy", "xclip", "OSC 52").
    case copied(by: String)
    /// Not copied: why, in a phrase ("no clipboard: …").
    case notCopied(String)

    /// The tool named when text went only to the terminal.
    public static let terminalTool = "OSC 52"

    /// Whether the copy is on the desktop's clipboard, where another window can paste it from
    /// (not only the terminal's, by OSC 52).
    public var isOnDesktopClipboard: Bool {
        if case .copied(let tool) = self { return tool != Self.terminalTool }
        return false
    }
}

/// The one step that puts a copy on the clipboard, given by the executable (the engine knows
/// no clipboard tool): it emits one outcome. Its tools may take seconds, so it runs on a
/// thread of its own, never on the one that delivered the copy's last event.
public typealias ClipboardStep = @Sendable (ClipboardPut) -> Observable<ClipboardOutcome>
