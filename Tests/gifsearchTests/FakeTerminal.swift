import FixtureSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A terminal played by the test: gifsearch runs on a pseudo-terminal of its own (its
/// controlling terminal, stdin and stdout), and when it asks for the primary device attributes
/// (the last of its graphics questions) the fake terminal sends `answer`, or nothing when `nil`.
struct FakeTerminal {
    /// Everything gifsearch wrote to the terminal: questions, pictures, text.
    let written: [UInt8]
    let standardError: String
    let status: Int32
    /// The questions as gifsearch wrote them, up to and including the device attributes request.
    let questions: [UInt8]?
    /// Input gifsearch left unread when it ended: what the shell would read next.
    let leftForTheShell: [UInt8]
    /// gifsearch's own home, with its folders in it, removed with the run.
    private let home = TemporaryFolder("gifsearch-terminal")

    var writtenText: String { String(decoding: written, as: UTF8.self) }

    /// A key typed once what gifsearch wrote after its questions satisfies `when`, as a person
    /// presses it on seeing the screen.
    struct Keystroke {
        let when: (String) -> Bool
        let text: String

        /// `text`, typed once what was written after the questions contains `shown` (`times`
        /// over).
        static func on(_ shown: String, times: Int = 1, type text: String) -> Keystroke {
            Keystroke(when: { $0.components(separatedBy: shown).count > times }, text: text)
        }
    }

    /// Runs gifsearch with `arguments` on a new 80 × 24 pseudo-terminal (`pixels`: its size in
    /// pixels, if the kernel is to know it), typing each of `typing` in turn once the screen
    /// shows what it waits for, answering each kitty graphics command with `graphicsAnswer` (as
    /// Konsole does, whatever it was asked), and hanging up after 60 seconds: a run that gets
    /// there has hung, and its checks fail.
    init(
        _ arguments: [String], answer: String?, environment: [String: String] = [:],
        pixels: (width: Int, height: Int)? = nil, typing: [Keystroke] = [], graphicsAnswer: String? = nil
    ) throws {
        // posix_openpt, unlockpt and ptsname, which Swift's Glibc does not import: Linux's
        // TIOCSPTLCK (0x40045431) and TIOCGPTN (0x80045430) on /dev/ptmx.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw POSIXError(.ENXIO)
        }
        var hungUp = false
        defer { if !hungUp { close(master) } }
        var size = winsize(
            ws_row: 24, ws_col: 80, ws_xpixel: UInt16(pixels?.width ?? 0), ws_ypixel: UInt16(pixels?.height ?? 0))
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let terminal = try FileHandle(forUpdating: URL(fileURLWithPath: "/dev/pts/\(number)"))
        var merged = CommandRun.environment(adding: [:], home: home.path)
        for variable in ["TMUX", "TERM_PROGRAM", "GIFSEARCH_GRAPHICS", "LINES"] { merged[variable] = nil }
        merged["TERM"] = "xterm-256color"
        let errors = Pipe()
        let process = try Spawn.child(
            "/usr/bin/setsid", ["--wait", "--ctty", CommandRun.binary.path] + arguments,
            environment: merged.merging(environment) { $1 }, input: terminal.fileDescriptor,
            output: terminal.fileDescriptor, errors: errors.fileHandleForWriting.fileDescriptor)
        try errors.fileHandleForWriting.close()
        try terminal.close()
        let shell = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_NONBLOCK)
        defer { close(shell) }
        let request = Array("\u{1B}[c".utf8)
        let graphicsCommand = Array("\u{1B}_G".utf8)
        var graphicsAnsweredUpTo = 0
        var written: [UInt8] = []
        var questionsEnd: Int?
        let deadline = Date().addingTimeInterval(60)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var typed = 0
        var answeredUpTo = 0
        while Date() < deadline {
            if typed < typing.count, let questionsEnd, written.count > questionsEnd,
                typing[typed].when(String(decoding: written[questionsEnd...], as: UTF8.self))
            {
                let bytes = Array(typing[typed].text.utf8)
                _ = write(master, bytes, bytes.count)
                typed += 1
            }
            var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) >= 0 || errno == EINTR else { break }
            if ready.revents & Int16(POLLIN) == 0 {
                if ready.revents & Int16(POLLHUP) != 0 || !process.isRunning { break }
                continue
            }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            written += buffer[0..<count]
            while let graphicsAnswer, let range = written[graphicsAnsweredUpTo...].firstRange(of: graphicsCommand) {
                graphicsAnsweredUpTo = range.upperBound
                _ = graphicsAnswer.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
            }
            while let range = written[answeredUpTo...].firstRange(of: request) {
                answeredUpTo = range.upperBound
                if let answer {
                    _ = answer.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
                }
                guard questionsEnd == nil else { continue }
                questionsEnd = range.upperBound + (environment["TMUX"] == nil ? 0 : 2)
            }
        }
        if process.isRunning {
            // Hanging up ends a gifsearch still running, as closing a terminal does (SIGHUP to
            // the session's leader).
            close(master)
            hungUp = true
        }
        process.waitUntilExit()
        leftForTheShell = hungUp ? [] : Self.unread(shell)
        self.written = written
        standardError = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        status = process.terminationStatus
        questions = questionsEnd.map { Array(written[..<min($0, written.count)]) }
    }

    /// What is waiting to be read on the terminal `descriptor` (switched out of line editing,
    /// which would keep an unfinished line).
    private static func unread(_ descriptor: Int32) -> [UInt8] {
        var modes = termios()
        tcgetattr(descriptor, &modes)
        modes.c_lflag &= ~tcflag_t(ICANON)
        tcsetattr(descriptor, TCSANOW, &modes)
        var left: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(descriptor, &buffer, buffer.count), count > 0 { left += buffer[0..<count] }
        return left
    }
}
