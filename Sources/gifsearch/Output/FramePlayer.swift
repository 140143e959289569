import Dispatch
import GIF
import Preview
import RxCore
import Terminal

/// Writes rendered frames: all at once when not animating; on a terminal, on an
/// `AnimationTimeline` with its own serial scheduler, each frame in one write wrapped in
/// synchronized output, the cursor hidden and always restored (also on Ctrl-C and SIGTERM).
final class FramePlayer {
    var painter: FramePainter
    let animate: Bool
    /// Animating: the timeline frames are handed to as they are rendered, and its end.
    private let timeline: AnimationTimeline<CellGrid>?
    private let played = DispatchSemaphore(value: 0)
    /// Without animation, frames are rendered and written here while the next one decodes; at
    /// most two wait, which bounds memory.
    private let writer = DispatchQueue(label: "gifsearch.preview.writer")
    private let inFlight = DispatchSemaphore(value: 2)

    /// A player; `plays` is how many times an animation plays (`nil` forever).
    init(painter: FramePainter, animate: Bool, plays: Int?) {
        self.painter = painter
        self.animate = animate
        guard animate else {
            timeline = nil
            return
        }
        let screen = TerminalScreen(encoder: painter.encoder)
        let played = played
        timeline = AnimationTimeline(
            scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.preview.clock"), plays: plays,
            draw: { screen.draw($0) }, finished: { played.signal() })
        PreviewRestore.install()
        StandardOutput.write(ControlSequence.hideCursor)
    }

    /// Renders a frame as it is decoded, and writes it or hands it to the timeline.
    func show(_ frame: Frame) {
        guard let timeline else {
            inFlight.wait()
            let (painter, inFlight) = (painter, inFlight)
            writer.async {
                StandardOutput.write(painter.encoder.encodedBytes(painter.cells(for: frame)))
                inFlight.signal()
            }
            return
        }
        timeline.append(painter.cells(for: frame), effectiveDelay: frame.effectiveDelay)
    }

    /// Waits for the last writes or, animating, for the last play, then restores the terminal.
    func finish() {
        guard let timeline else { return writer.sync {} }
        timeline.finishAppending()
        played.wait()
        restore()
    }

    func restore() {
        if animate { PreviewRestore.restore() }
    }
}
