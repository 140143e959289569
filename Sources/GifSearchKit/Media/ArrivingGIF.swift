import GIF

/// A GIF whose bytes are on their way: the stream they arrive in, and the result an id names
/// (none for a file or URL).
public struct ArrivingGIF: Sendable {
    public let stream: GIFStream
    public let result: GIFResult?

    public init(stream: GIFStream, result: GIFResult?) {
        self.stream = stream
        self.result = result
    }
}

/// Why a stream stopped that nobody waits for any more: its subscription was disposed.
struct ArrivalCancelled: Error {}

/// A transfer that failed after its first bytes, which must not be tried again: those bytes are
/// already in the stream.
struct FailedAfterFirstBytes: Error {
    let cause: any Error
}
