/// Where playback writes what the terminal is to show: stdout in the command line, a buffer in
/// tests.
public struct ByteSink: Sendable {
    private let sink: @Sendable ([UInt8]) -> Void

    public init(_ sink: @escaping @Sendable ([UInt8]) -> Void) {
        self.sink = sink
    }

    public func write(_ bytes: [UInt8]) {
        sink(bytes)
    }

    public func write(_ text: String) {
        sink(Array(text.utf8))
    }
}
