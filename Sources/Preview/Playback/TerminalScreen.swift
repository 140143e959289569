/// The picture on the terminal while a GIF plays: each frame drawn in one write inside
/// synchronized output, the whole image the first time, then only the cells that changed.
/// Used from one thread at a time (the animation timeline's serial scheduler).
final class TerminalScreen: @unchecked Sendable {
    private let encoder: TerminalEncoder
    private let sink: ByteSink
    /// What the screen shows now.
    private var onScreen: CellGrid?

    init(encoder: TerminalEncoder, sink: ByteSink) {
        self.encoder = encoder
        self.sink = sink
    }

    func draw(_ grid: CellGrid) {
        let text = onScreen.map { encoder.update(from: $0, to: grid) } ?? encoder.encode(grid)
        onScreen = grid
        sink.write(PlaybackSequence.beginSynchronizedUpdate + text + PlaybackSequence.endSynchronizedUpdate)
    }
}
