/// What a person asks of the picker. The executable's keymap makes them of keys.
public enum PickerInput: Sendable, Equatable {
    /// Typed or pasted text, into the query (or, while asked for an API key, into the key).
    case insert(String)
    case deleteBackward
    case deleteForward
    case deleteWordBackward
    case deleteToStart
    case cursorLeft
    case cursorRight
    case cursorToStart
    case cursorToEnd
    /// Moves the selection by rows (negative: up).
    case move(Int)
    /// Moves the selection by pages of the list (negative: up).
    case movePage(Int)
    case moveToTop
    case moveToBottom
    /// The first suggestion becomes the query (without `multi`).
    case takeSuggestion
    /// With `multi`: marks or unmarks the selection and moves down; `backward`: moves up first.
    case toggleMark(backward: Bool)
    /// Enter: the choice is made (while asked for an API key: the key is tried).
    case choose
    /// Alt-Enter or Ctrl-V: the choice is made, to be pasted.
    case chooseAndPaste
    /// Esc or Ctrl-C (while asked for an API key: gives up asking).
    case cancel
    /// Ctrl-C while asked for an API key: quits, as `cancel` does otherwise.
    case interrupt
    case download
    case copy
    case open
    /// Ctrl-S: stars the selection, or unstars it.
    case star
    /// The terminal changed size: the rows the list shows and the preview area in cells (0 × 0
    /// when there is none).
    case resize(listRows: Int, previewColumns: Int, previewRows: Int)
    /// Says what an effect did, in the status line.
    case note(String)
}

/// What the picker asks its view to do for it.
public enum PickerEffect: Sendable, Equatable {
    /// Open this page in the browser (`nil`: the GIF has none).
    case open(String?)
}

/// How the picker ended.
public enum PickerOutcome: Sendable, Equatable {
    /// These GIFs, to be pasted too when `paste` (Alt-Enter).
    case chosen([GIFResult], paste: Bool)
    case cancelled
    /// The person gave up when asked for an API key after this failure.
    case noKey(SearchFailure)
}

/// What the status line says.
public enum PickerStatus: Sendable, Equatable {
    case none
    case failed(SearchFailure)
    /// Results from the cache, this many seconds old: working offline, or because the network
    /// failed.
    case stale(seconds: Double, offline: Bool)
    /// A request is retried after `failure`, in this many seconds.
    case retrying(SearchFailure, seconds: Double)
    case downloads(DownloadTally)
    case cannotDownload(SearchFailure)
    /// What a copy put on the clipboard, and what came of it.
    case copied(ClipboardPut, ClipboardOutcome)
    /// A copy had nothing to put on the clipboard (`CopyEvent.nothingToCopy`).
    case nothingToCopy
    /// An API key is asked for after `failure`; `typed` characters so far.
    case askingForKey(SearchFailure, provider: ProviderName, typed: Int)
    case tryingKey
    case note(String)

    /// Whether it tells how an action the person took went (a copy, a download, a star), which
    /// stays until something else is said; the rest are about the search, which a new page of
    /// results says anew.
    var isAboutAnAction: Bool {
        switch self {
        case .downloads, .cannotDownload, .copied, .nothingToCopy, .note: true
        case .none, .failed, .stale, .retrying, .askingForKey, .tryingKey: false
        }
    }
}
