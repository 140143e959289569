import Dispatch
import GIF
import RxCore
import Synchronization

/// Writes frames rendered in character cells: all at once when not animating; animating, on an
/// `AnimationTimeline` with its own serial scheduler, each frame in one write wrapped in
/// synchronized output, the cursor hidden and always restored (`cleanup` is told, so that an
/// interruption restores it too).
public final class FramePlayer: @unchecked Sendable {
    /// How frames become cells; its ASCII tone is measured from the first frame shown.
    private var painter: FramePainter
    private var measuredTone = false
    private let animate: Bool
    private let sink: ByteSink
    private let cleanup: InterruptionCleanup
    /// Animating: the timeline frames are handed to as they are rendered, and its end.
    private let timeline: AnimationTimeline<CellGrid>?
    private let played = DispatchSemaphore(value: 0)
    private let restored = Atomic<Bool>(false)
    /// Without animation, frames are rendered and written here while the next one decodes; at
    /// most two wait, which bounds memory.
    private let writer = DispatchQueue(label: "gifsearch.preview.writer")
    private let inFlight = DispatchSemaphore(value: 2)

    /// A player writing to `sink`; `plays` is how many times an animation plays (`nil` forever).
    public init(
        painter: FramePainter, animate: Bool, plays: Int?, sink: ByteSink, cleanup: InterruptionCleanup = .none
    ) {
        self.painter = painter
        self.animate = animate
        self.sink = sink
        self.cleanup = cleanup
        guard animate else {
            timeline = nil
            return
        }
        let screen = TerminalScreen(encoder: painter.encoder, sink: sink)
        let played = played
        timeline = AnimationTimeline(
            scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.preview.cell-clock"),
            plays: plays,
            draw: { screen.draw($0) }, finished: { played.signal() })
        cleanup.arm([])
        sink.write(PlaybackSequence.hideCursor)
    }

    /// Renders a frame as it is decoded, and writes it or hands it to the timeline.
    public func show(_ frame: Frame) {
        if !measuredTone {
            painter.measureTone(from: frame)
            measuredTone = true
        }
        guard let timeline else {
            inFlight.wait()
            let (painter, inFlight, sink) = (painter, inFlight, sink)
            writer.async {
                sink.write(painter.encoder.encodedBytes(painter.cells(for: frame)))
                inFlight.signal()
            }
            return
        }
        timeline.append(painter.cells(for: frame), effectiveDelay: frame.effectiveDelay)
    }

    /// Waits for the last writes or, animating, for the last play (with `lastPlay`, the one
    /// under way), then restores the terminal.
    public func finish(lastPlay: Bool = false) {
        guard let timeline else { return writer.sync {} }
        timeline.finishAppending(lastPlay: lastPlay)
        played.wait()
        restore()
    }

    /// Puts the terminal back after an animation (once; nothing when not animating).
    public func restore() {
        guard animate, !restored.exchange(true, ordering: .acquiringAndReleasing) else { return }
        sink.write(PlaybackSequence.reset)
        cleanup.disarm()
    }
}
