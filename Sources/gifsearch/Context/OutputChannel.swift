import Preview

/// One of a command's output streams: where its bytes go, and what it is.
struct OutputChannel: Sendable {
    /// Whether it is a terminal (where people read, and no place for binary data).
    let isTerminal: Bool
    /// Its terminal's size in cells: `COLUMNS` and `LINES`, else the terminal's own, else 80 × 24.
    let columns: Int
    let rows: Int
    private let sink: @Sendable ([UInt8]) -> Void

    init(isTerminal: Bool, columns: Int = 80, rows: Int = 24, sink: @escaping @Sendable ([UInt8]) -> Void) {
        self.isTerminal = isTerminal
        self.columns = columns
        self.rows = rows
        self.sink = sink
    }

    func write(_ bytes: [UInt8]) {
        sink(bytes)
    }

    func write(_ text: String) {
        sink(Array(text.utf8))
    }

    /// The channel as playback's sink.
    var byteSink: ByteSink { ByteSink(sink) }
}
