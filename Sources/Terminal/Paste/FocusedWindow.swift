/// A window that has (or had) the keyboard, as its desktop names it: an id (X11's window, the
/// handle of a Wayland toplevel on the connection that watches it) and the names of its kind
/// (X11's WM_CLASS instance and class, Wayland's app_id).
public struct FocusedWindow: Sendable, Equatable {
    public let id: UInt64
    public let classes: [String]

    public init(id: UInt64, classes: [String]) {
        self.id = id
        self.classes = classes
    }

    /// Whether it is a terminal emulator's, where Ctrl+V is a control key and Ctrl+Shift+V
    /// pastes.
    public var isTerminal: Bool {
        classes.contains { Self.terminalClasses.contains($0.lowercased()) }
    }

    /// The WM_CLASS names and app_ids of Linux terminal emulators, lowercased.
    static let terminalClasses: Set<String> = [
        "xterm", "uxterm", "urxvt", "rxvt", "st", "st-256color", "alacritty", "kitty", "foot", "footclient",
        "konsole", "org.kde.konsole", "gnome-terminal", "gnome-terminal-server", "org.gnome.terminal",
        "org.gnome.console", "kgx", "xfce4-terminal", "terminator", "tilix", "com.gexperts.tilix", "wezterm",
        "org.wezfurlong.wezterm", "mlterm", "lxterminal", "mate-terminal", "qterminal", "sakura", "terminology",
        "ghostty", "com.mitchellh.ghostty", "contour", "guake", "tilda", "yakuake", "cool-retro-term",
    ]
}

/// Where a paste goes and how: the window that has the keyboard, whether a window is still
/// open, and Ctrl+V (Ctrl+Shift+V) pressed where the keyboard's focus is.
public protocol PasteDesktop {
    /// The window that has the keyboard now; `nil` when none does (between two windows, say).
    func focusedWindow() throws(PasteFailure) -> FocusedWindow?
    /// Whether `window` is still open (an X11 window only unmapped is).
    func isOpen(_ window: FocusedWindow) throws(PasteFailure) -> Bool
    /// Presses Ctrl+V, or Ctrl+Shift+V for a terminal, where the keyboard's focus is.
    func pressPaste(forTerminal: Bool) throws(PasteFailure)
}

/// Why nothing was pasted, in a phrase.
public struct PasteFailure: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
