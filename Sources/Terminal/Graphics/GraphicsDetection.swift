#if canImport(Glibc)
    import Glibc
#endif

/// Asks the terminal what it can draw: `GraphicsQuery` written to `/dev/tty` in raw mode, the
/// answers read until the device attributes arrive or the deadline passes, whichever is first;
/// then, only of a terminal that said sixel, how many colour registers it has (a question
/// other terminals cannot parse). A terminal that answers nothing costs the deadline and is
/// taken to draw no graphics.
public enum GraphicsDetection {
    /// The most time each round of questions may take, in milliseconds: long enough for a
    /// terminal drawn in software or over a slow link, whose late answers would otherwise
    /// reach the shell; a terminal that answers stops the wait at once.
    public static let deadlineMilliseconds = 1000
    /// More input than any answer needs is not read.
    private static let inputLimit = 4096

    /// The terminal's answers; an empty support when it cannot be asked, as from a background
    /// job (which changing the terminal's modes would stop).
    public static func ask(_ tty: TTY, insideTmux: Bool) -> GraphicsSupport {
        guard tcgetpgrp(tty.descriptor) == getpgrp() else { return GraphicsSupport() }
        do {
            try tty.enterRawMode(undo: "")
        } catch {
            return GraphicsSupport()
        }
        tty.write(GraphicsQuery.all(insideTmux: insideTmux))
        var support = readAnswers(from: tty.descriptor)
        if support.sixel, support.sixelRegisters == nil {
            tty.write(GraphicsQuery.sixelRegisters(insideTmux: insideTmux))
            support.sixelRegisters = readAnswers(from: tty.descriptor).sixelRegisters
        }
        tty.restore()
        if support.answered { TerminalReplies.terminalAnswers() }
        return support
    }

    private static func readAnswers(from descriptor: Int32) -> GraphicsSupport {
        let deadline = MonotonicClock.milliseconds() + deadlineMilliseconds
        var input: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        var support = GraphicsSupport()
        while !support.answered, input.count < inputLimit {
            let remaining = deadline - MonotonicClock.milliseconds()
            guard remaining > 0 else { break }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(remaining))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            input += buffer[0..<count]
            support = GraphicsReplies.read(input)
        }
        return support
    }
}
