import RxCore

#if canImport(Glibc)
    import Glibc
#endif

/// The controlling terminal, `/dev/tty`: drawn on and read from directly, so that a program
/// whose stdout is a pipe or `$(…)` still talks to the person. Open one for the life of the
/// process.
public final class TTY: Sendable {
    public let descriptor: Int32

    /// Opens `/dev/tty`; fails when the process has no controlling terminal.
    public init() throws(TerminalError) {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .noTerminal(TerminalError.systemMessage) }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Writes all of `text`, retrying short writes; a terminal that went away ends it.
    public func write(_ text: String) {
        DescriptorWriter.write(Array(text.utf8), to: descriptor)
    }

    /// The terminal's size now; 80 × 24 when it does not say.
    public var size: TerminalSize {
        TerminalSize.of(descriptor: descriptor) ?? TerminalSize(columns: 80, rows: 24)
    }

    /// The bytes the person types, read on a thread of its own.
    public func input() -> Observable<[UInt8]> {
        DescriptorReader.chunks(of: descriptor, label: "gifsearch-tty")
    }

    /// The terminal's size now and after every change.
    public func sizes() -> Observable<TerminalSize> {
        Signals.windowSizeChanges().map { self.size }.startWith(size).distinctUntilChanged()
    }

    /// Raw mode: no echo, no line editing, no signals from keys (Ctrl-C arrives as a key), no
    /// flow control. The saved modes come back, and `undo` is written, on `restore()`, on
    /// `Signals.runCleanups()` and when a signal or a crash ends the process.
    public func enterRawMode(undo: String) throws(TerminalError) {
        try enter(undo: undo) { modes in
            modes.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
            modes.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
            modes.c_cflag |= tcflag_t(CS8)
        }
    }

    /// Quiet mode: no echo and no line editing, keys still signal (Ctrl-C interrupts). While
    /// pictures are drawn, the answers some terminals send to graphics commands are neither
    /// shown nor left for the shell: they are read and dropped when the modes come back, as
    /// after `enterRawMode`.
    public func enterQuietMode() throws(TerminalError) {
        try enter(undo: "") { modes in
            modes.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
        }
    }

    private func enter(undo: String, change: (inout termios) -> Void) throws(TerminalError) {
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { throw .cannotSetMode(TerminalError.systemMessage) }
        var changed = saved
        change(&changed)
        withUnsafeMutableBytes(of: &changed.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        TerminalRestore.arm(descriptor: descriptor, saved: saved, undo: undo)
        guard tcsetattr(descriptor, TCSAFLUSH, &changed) == 0 else {
            let message = TerminalError.systemMessage
            TerminalRestore.restore()
            throw .cannotSetMode(message)
        }
    }

    /// Puts the terminal back as `enterRawMode` found it (once; later calls do nothing).
    public func restore() {
        TerminalRestore.restore()
    }
}
