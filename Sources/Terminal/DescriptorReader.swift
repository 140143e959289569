import Dispatch
import RxCore

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a file descriptor on a thread of its own, as an Observable of byte chunks.
final class DescriptorReader: @unchecked Sendable {
    /// How long a read waits before it looks whether it was disposed.
    private static let pollMilliseconds: Int32 = 50

    private let descriptor: Int32
    /// Used only on the reader's thread once it started.
    private let observer: AnyObserver<[UInt8]>
    private let stopped = LockedState(false)

    private init(descriptor: Int32, observer: AnyObserver<[UInt8]>) {
        self.descriptor = descriptor
        self.observer = observer
    }

    /// The bytes read from `descriptor`, chunk by chunk, until end of file (completed), a read
    /// error (an error), or disposal; each subscription reads on its own thread named `label`.
    static func chunks(of descriptor: Int32, label: String) -> Observable<[UInt8]> {
        Observable.create { observer in
            let reader = DescriptorReader(descriptor: descriptor, observer: observer)
            DispatchQueue(label: label).async { reader.run() }
            return Disposables.create { reader.stopped.withLock { $0 = true } }
        }
    }

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !stopped.withLock({ $0 }) {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Self.pollMilliseconds)
            if ready < 0 && errno != EINTR {
                return observer.onError(TerminalError.inputFailed(TerminalError.systemMessage))
            }
            // Disposed while it waited: the bytes are left to whoever reads the descriptor next
            // (a prompt's next question reads the terminal with a reader of its own).
            guard ready > 0, !stopped.withLock({ $0 }) else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                observer.onNext(Array(buffer[0..<count]))
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                return observer.onCompleted()
            }
        }
    }
}
