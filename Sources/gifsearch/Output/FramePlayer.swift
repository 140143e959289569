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
    let rows: Int
    let animate: Bool
    /// Plays wanted; `nil` forever.
    let plays: Int?
    private var texts: [String] = []
    private var delays: [Int] = []
    private var start = DispatchTime.now()
    private var shown = 0

    init(painter: FramePainter, rows: Int, animate: Bool, plays: Int?) {
        self.painter = painter
        self.rows = rows
        self.animate = animate
        self.plays = plays
        if animate {
            TerminalRestore.install()
            StandardOutput.write("\u{1B}[?25l")
        }
    }

    /// Shows a frame as it is decoded (the first play).
    func show(_ frame: Frame) {
        let text = painter.text(for: frame)
        guard animate else { return StandardOutput.write(text) }
        texts.append(text)
        delays.append(frame.effectiveDelay)
        let clock = AnimationClock(effectiveDelays: delays)
        wait(until: clock.dueTime(of: frame.index))
        draw(text)
    }

    /// Plays the remaining loops from the rendered frames, then restores the terminal.
    func finish() {
        guard animate else { return }
        let clock = AnimationClock(effectiveDelays: delays)
        var play = 1
        while texts.count > 1, plays.map({ play < $0 }) ?? true {
            wait(until: clock.dueTime(of: texts.count - 1) + Double(delays.last ?? 10) / 100)
            start = DispatchTime.now()
            for (index, text) in texts.enumerated() {
                let elapsed = seconds(since: start)
                if clock.isLate(index, at: elapsed) { continue }
                wait(until: clock.dueTime(of: index))
                draw(text)
            }
            play += 1
        }
        restore()
    }

    func restore() {
        if animate { StandardOutput.write("\u{1B}[0m\u{1B}[?25h") }
    }

    private func draw(_ text: String) {
        let up = shown > 0 ? "\u{1B}[\(rows)A\r" : ""
        StandardOutput.write("\u{1B}[?2026h" + up + text + "\u{1B}[?2026l")
        shown += 1
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
    }

    /// Async-signal-safe: only write(2) and _exit(2).
    static func restoreAndExit(_ status: Int32) -> Never {
        let reset: StaticString = "\u{1B}[0m\u{1B}[?2026l\u{1B}[?25h\n"
        _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
        _exit(status)
    }
}
