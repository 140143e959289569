import Dispatch
import GIF
import Preview

#if canImport(Glibc)
    import Glibc
#endif

/// Writes rendered frames: all at once when not animating; on a terminal, on the animation
/// clock, each frame in one write wrapped in synchronized output, the cursor hidden and always
/// restored (also on Ctrl-C and SIGTERM).
final class FramePlayer {
    var painter: FramePainter
    let animate: Bool
    /// Plays wanted; `nil` forever.
    let plays: Int?
    private var grids: [CellGrid] = []
    private var clock = AnimationClock(effectiveDelays: [])
    /// What the screen shows now, to rewrite only the cells that change.
    private var onScreen: CellGrid?
    private var start = DispatchTime.now()
    /// Without animation, frames are rendered and written here while the next one decodes; at
    /// most two wait, which bounds memory.
    private let writer = DispatchQueue(label: "gifsearch.preview.writer")
    private let inFlight = DispatchSemaphore(value: 2)

    init(painter: FramePainter, animate: Bool, plays: Int?) {
        self.painter = painter
        self.animate = animate
        self.plays = plays
        if animate {
            TerminalRestore.install()
            StandardOutput.write("\u{1B}[?25l")
        }
    }

    /// Shows a frame as it is decoded (the first play).
    func show(_ frame: Frame) {
        guard animate else {
            inFlight.wait()
            let (painter, inFlight) = (painter, inFlight)
            writer.async {
                StandardOutput.write(painter.encoder.encodedBytes(painter.cells(for: frame)))
                inFlight.signal()
            }
            return
        }
        let grid = painter.cells(for: frame)
        grids.append(grid)
        clock.append(effectiveDelay: frame.effectiveDelay)
        wait(until: clock.dueTime(of: grids.count - 1))
        draw(grid)
    }

    /// Plays the remaining loops from the rendered frames (or, without animation, waits for the
    /// last writes), then restores the terminal.
    func finish() {
        guard animate else { return writer.sync {} }
        var play = 1
        while grids.count > 1, plays.map({ play < $0 }) ?? true {
            wait(until: clock.playDuration)
            start = DispatchTime.now()
            for (index, grid) in grids.enumerated() {
                if clock.isLate(index, at: seconds(since: start)) { continue }
                wait(until: clock.dueTime(of: index))
                draw(grid)
            }
            play += 1
        }
        restore()
    }

    func restore() {
        if animate { StandardOutput.write("\u{1B}[0m\u{1B}[?25h") }
    }

    /// One write per frame, in synchronized output: the whole image the first time, then only
    /// the cells that changed.
    private func draw(_ grid: CellGrid) {
        let text = onScreen.map { painter.encoder.update(from: $0, to: grid) } ?? painter.encoder.encode(grid)
        onScreen = grid
        StandardOutput.write("\u{1B}[?2026h" + text + "\u{1B}[?2026l")
    }

    private func wait(until due: Double) {
        let remaining = due - seconds(since: start)
        if remaining > 0 { usleep(UInt32(remaining * 1_000_000)) }
    }

    private func seconds(since time: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - time.uptimeNanoseconds) / 1e9
    }
}

/// Restores the terminal when the user interrupts a preview: SIGINT exits 130, SIGTERM 143.
enum TerminalRestore {
    static func install() {
        signal(SIGINT) { _ in TerminalRestore.restoreAndExit(130) }
        signal(SIGTERM) { _ in TerminalRestore.restoreAndExit(143) }
        Signals.unblock([SIGINT, SIGTERM])
    }

    /// Async-signal-safe: only write(2) and _exit(2).
    static func restoreAndExit(_ status: Int32) -> Never {
        let reset: StaticString = "\u{1B}[0m\u{1B}[?2026l\u{1B}[?25h\n"
        _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
        _exit(status)
    }
}

/// Signal-mask handling for the handlers gifsearch installs.
enum Signals {
    /// Unblocks `signals` for the process: a parent may have started gifsearch with them blocked
    /// (children inherit the mask), and then no handler would ever run.
    static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
