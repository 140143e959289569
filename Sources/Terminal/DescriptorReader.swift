import RxCore

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a file descriptor on a thread of its own, as an Observable of byte chunks. The thread
/// sleeps in `poll(2)` on the descriptor and on a pipe that disposing writes to, so it wakes at
/// once to end, and never reads what comes after it was disposed.
final class DescriptorReader: @unchecked Sendable {
    private struct State {
        var stopped = false
        /// Whether the thread ended and closed the wake-up pipe.
        var finished = false
    }

    private let descriptor: Int32
    /// The wake-up pipe's ends: read by the thread, written by `stop`.
    private let wakeup: (read: Int32, write: Int32)
    private let label: String
    /// Used only on the reader's thread once it started.
    private let observer: AnyObserver<[UInt8]>
    private let state = LockedState(State())

    private init(descriptor: Int32, wakeup: (read: Int32, write: Int32), label: String, observer: AnyObserver<[UInt8]>)
    {
        self.descriptor = descriptor
        self.wakeup = wakeup
        self.label = label
        self.observer = observer
    }

    /// The bytes read from `descriptor`, chunk by chunk, until end of file (completed), a read
    /// error (an error), or disposal; each subscription reads on a thread of its own named
    /// `label` (at most 15 characters, as Linux keeps them).
    static func chunks(of descriptor: Int32, label: String) -> Observable<[UInt8]> {
        Observable.create { observer in
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else {
                observer.onError(TerminalError.inputFailed(TerminalError.systemMessage))
                return Disposables.create()
            }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            let reader = DescriptorReader(
                descriptor: descriptor, wakeup: (ends[0], ends[1]), label: label, observer: observer)
            guard reader.startThread() else {
                ends.forEach { close($0) }
                observer.onError(TerminalError.inputFailed(TerminalError.systemMessage))
                return Disposables.create()
            }
            return Disposables.create { reader.stop() }
        }
    }

    private func stop() {
        state.withLock { state in
            state.stopped = true
            guard !state.finished else { return }
            var byte: UInt8 = 1
            _ = write(wakeup.write, &byte, 1)
        }
    }

    /// Starts the thread, which keeps the reader alive until it ends.
    private func startThread() -> Bool {
        let reader = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { context in
                // Safe: `startThread` passed a retained reader, released when the thread ends.
                let reader = Unmanaged<DescriptorReader>.fromOpaque(context!).takeRetainedValue()
                reader.nameThisThread()
                reader.run()
                return nil
            }, reader)
        guard status == 0 else {
            Unmanaged<DescriptorReader>.fromOpaque(reader).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Names the calling thread `label` (Linux: its `comm`; a new thread would otherwise carry
    /// its creator's name).
    private func nameThisThread() {
        let file = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard file >= 0 else { return }
        _ = label.withCString { write(file, $0, strlen($0)) }
        close(file)
    }

    private func run() {
        defer {
            state.withLock { state in
                state.finished = true
                close(wakeup.read)
                close(wakeup.write)
            }
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var requests = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeup.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&requests, 2, -1)
            if ready < 0 && errno != EINTR {
                return observer.onError(TerminalError.inputFailed(TerminalError.systemMessage))
            }
            // Disposed: the bytes are left to whoever reads the descriptor next (a prompt's
            // next question reads the terminal with a reader of its own).
            if state.withLock({ $0.stopped }) { return }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                observer.onNext(Array(buffer[0..<count]))
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                return observer.onCompleted()
            }
        }
    }
}
