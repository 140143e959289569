import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Answers a terminal still owes: late answers to the graphics questions, and Konsole's to every
/// kitty command whatever it was asked. A terminal answers in order, so asking for its device
/// attributes and reading up to their answer reads everything owed before it.
public enum TerminalReplies {
    /// The most time the drain waits for the device attributes, in milliseconds.
    static let deadlineMilliseconds = 1000
    private static let bufferSize = 256
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bufferSize)
    nonisolated(unsafe) private static let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private static let answersDeviceAttributes = Atomic<Bool>(false)

    /// The terminal answered the device attributes once, so it can be asked again when
    /// draining (a terminal that never answers would cost the deadline).
    public static func terminalAnswers() {
        answersDeviceAttributes.store(true, ordering: .releasing)
    }

    /// Async-signal-safe (`tcsetattr`, `write`, `poll`, `read`, `MonotonicClock`): asks for the
    /// device attributes on `descriptor` and reads, dropping it all, until their answer or the
    /// deadline. Does nothing unless the terminal answered before. Reads never block (another
    /// thread, such as the picker's, may read what `poll` said was there) and nothing is echoed.
    static func drain(_ descriptor: Int32) {
        guard descriptor >= 0, answersDeviceAttributes.load(ordering: .acquiring) else { return }
        guard tcgetattr(descriptor, modes) == 0 else { return }
        modes.pointee.c_lflag &= ~tcflag_t(ECHO | ICANON)
        withUnsafeMutableBytes(of: &modes.pointee.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSANOW, modes) == 0 else { return }
        let question: StaticString = "\u{1B}[c"
        guard write(descriptor, question.utf8Start, question.utf8CodeUnitCount) > 0 else { return }
        let end = MonotonicClock.milliseconds() + deadlineMilliseconds
        var scanner = DeviceAttributesScanner()
        while true {
            let remaining = end - MonotonicClock.milliseconds()
            guard remaining > 0 else { return }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(remaining))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, request.revents & Int16(POLLHUP | POLLERR | POLLNVAL) == 0 else { return }
            let count = read(descriptor, buffer, bufferSize)
            if count < 0 && errno != EINTR && errno != EAGAIN { return }
            for index in 0..<max(count, 0) where scanner.ends(after: buffer[index]) { return }
        }
    }
}

/// Finds the end of a device attributes answer, `ESC [ ? digits-and-semicolons c`, a byte at a
/// time.
struct DeviceAttributesScanner {
    private enum State { case text, escape, controlSequence, answer }
    private var state = State.text

    /// Whether `byte` ends a device attributes answer.
    mutating func ends(after byte: UInt8) -> Bool {
        switch (state, byte) {
        case (.answer, UInt8(ascii: "c")):
            return true
        case (.answer, UInt8(ascii: "0")...UInt8(ascii: "9")), (.answer, UInt8(ascii: ";")):
            return false
        case (_, 0x1B):
            state = .escape
        case (.escape, UInt8(ascii: "[")):
            state = .controlSequence
        case (.controlSequence, UInt8(ascii: "?")):
            state = .answer
        default:
            state = .text
        }
        return false
    }
}
