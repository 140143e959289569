import Dispatch
import RxCore

#if canImport(Glibc)
    import Glibc
#endif

extension Signals {
    /// The pipe SIGWINCH's handler writes a byte to (a self-pipe: `write(2)` is all the handler
    /// may do), made once.
    private static let windowChangePipe: (read: Int32, write: Int32) = {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }()

    /// An element each time the terminal's size changes (SIGWINCH), read on a thread of its own.
    public static func windowSizeChanges() -> Observable<Void> {
        let pipe = windowChangePipe
        guard pipe.read >= 0 else { return .never() }
        install(SIGWINCH, flags: SA_RESTART) { _ in
            var byte: UInt8 = 1
            _ = write(Signals.windowChangePipe.write, &byte, 1)
        }
        unblock([SIGWINCH])
        return DescriptorReader.chunks(of: pipe.read, label: "gifsearch-winch").map { _ in () }
    }
}
