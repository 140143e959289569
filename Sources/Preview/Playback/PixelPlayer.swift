import Dispatch
import GIF
import RxCore
import Synchronization
import Terminal

/// Draws a GIF's frames in pixels by a terminal graphics protocol, as they are decoded: stills
/// in each protocol, animations with kitty and sixel (an iTerm2-style terminal is sent the GIF
/// itself, `ITermPicture`).
///
/// Animations are played here, on an `AnimationTimeline`, each frame redrawn at the picture's
/// place inside synchronized output:
/// - kitty: each frame transmitted under the image's id, replacing the one before. (Handing
///   the frames to kitty to play was unreliable: kitty 0.26.5 stopped early or froze on
///   frames sent in chunks.) An interrupted play deletes the image.
/// - sixel: each frame drawn over `background` (a transparent pixel would show the frame
///   before).
///
/// Frames are encoded on every core as they decode and written in order (`concatMapEager`); at
/// most four are in flight, which bounds memory. On a terminal each picture gets its own lines
/// (`PictureArea`); piped, pictures follow each other, one per line. Frames are handed in from
/// one thread; `failure` is set before the last frame is delivered and read after `finish`.
public final class PixelPlayer: @unchecked Sendable {
    /// A frame's encoding, and what to do with its bytes once every earlier frame's were done.
    private struct Job: Sendable {
        let encode: @Sendable () -> Result<[UInt8], PreviewError>
        let deliver: @Sendable (Result<[UInt8], PreviewError>) -> Void
    }

    private static let encoding = ConcurrentDispatchQueueScheduler.compute
    private static let inFlight = 4

    private let graphics: Graphics
    private let pixels: PixelProtocol
    private let fit: PixelFit
    private let background: RGB
    private let animate: Bool
    private let plays: Int?
    private let area: PictureArea?
    private let sink: ByteSink
    private let cleanup: InterruptionCleanup
    private let imageID = KittyImageIDs.allocate()
    private var timeline: AnimationTimeline<[UInt8]>?
    private let played = DispatchSemaphore(value: 0)
    private var shown = 0
    private let jobs = PublishSubject<Job>()
    private let places = DispatchSemaphore(value: inFlight)
    private let drained = DispatchSemaphore(value: 0)
    private let failed = LockedState<PreviewError?>(nil)

    /// A player writing to `sink`; `onTerminal` gives each picture lines of its own.
    public init(
        _ pixels: PixelProtocol, graphics: Graphics, fit: PixelFit, background: RGB, animate: Bool,
        plays: Int?, onTerminal: Bool, sink: ByteSink, cleanup: InterruptionCleanup = .none
    ) {
        self.pixels = pixels
        self.graphics = graphics
        self.fit = fit
        self.background = background
        self.animate = animate
        self.plays = plays
        self.sink = sink
        self.cleanup = cleanup
        area = onTerminal ? PictureArea(rows: fit.rows) : nil
        let (places, drained) = (places, drained)
        _ = jobs.concatMapEager(maxConcurrent: Self.inFlight) { job in
            Observable.just(job).observe(on: Self.encoding).map { ($0, $0.encode()) }
        }
        .subscribe(
            onNext: { job, result in
                job.deliver(result)
                places.signal()
            },
            onCompleted: { drained.signal() })
    }

    /// Draws `frame`: the next frame of the animation, or a picture of its own.
    public func show(_ frame: Frame) {
        defer { shown += 1 }
        guard animate else { return showStill(frame) }
        let (fit, graphics, id, background) = (fit, graphics, imageID, background)
        switch pixels {
        case .kitty:
            // Interrupted: the image deleted, and its cells erased (placeholders are text).
            let interrupted = graphics.wrapped(KittyEncoder.delete(id: id)) + Array((PictureArea.top + "\u{1B}[J").utf8)
            showTimed(frame, interrupted: interrupted) {
                graphics.kittyImage(fit.scaled(frame), id: id, fit: fit)
            }
        case .sixel(let registers):
            showTimed(frame, interrupted: Array((area?.below ?? "").utf8)) {
                graphics.wrapped(SixelEncoder(registers: registers).encode(fit.scaledOpaque(frame, over: background)))
            }
        case .iterm:
            showStill(frame)
        }
    }

    /// Why a picture could not be made, when one could not (read after `finish`).
    public var failure: PreviewError? { failed.withLock { $0 } }

    /// Waits for the pictures to be written and an animation to finish playing (with
    /// `lastPlay`, the play under way), and leaves the cursor below the picture.
    public func finish(lastPlay: Bool = false) {
        jobs.onCompleted()
        drained.wait()
        guard let timeline else { return }
        timeline.finishAppending(lastPlay: lastPlay)
        played.wait()
        sink.write((area?.below ?? "") + PlaybackSequence.reset)
        cleanup.disarm()
    }

    /// Encodes with `encode` beside other frames and hands the result to `deliver` after every
    /// earlier frame's; waits while four are in flight.
    private func submit(
        _ encode: @escaping @Sendable () -> Result<[UInt8], PreviewError>,
        deliver: @escaping @Sendable (Result<[UInt8], PreviewError>) -> Void
    ) {
        places.wait()
        jobs.onNext(Job(encode: encode, deliver: deliver))
    }

    /// Writes what `encode` makes, in turn, once it is made; a failure is kept for `failure`.
    private func written(_ encode: @escaping @Sendable () throws(PreviewError) -> [UInt8]) {
        submit(
            { Result(catching: encode) },
            deliver: { result in
                switch result {
                case .success(let bytes): self.sink.write(bytes)
                case .failure(let error): self.failed.withLock { $0 = error }
                }
            })
    }

    /// Encodes the animation's next frame with `encode` beside other frames, and appends it to
    /// the timeline in turn; the first frame reserves the picture's lines and arms what an
    /// interruption writes.
    private func showTimed(
        _ frame: Frame, interrupted: [UInt8], encode: @escaping @Sendable () -> [UInt8]
    ) {
        if timeline == nil {
            cleanup.arm(interrupted)
            sink.write((area?.reserve ?? "") + PlaybackSequence.hideCursor)
            let (played, top, sink) = (played, area == nil ? "" : PictureArea.top, sink)
            timeline = AnimationTimeline(
                scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.preview.pixel-clock"),
                plays: plays,
                draw: { bytes in
                    sink.write(
                        Array((PlaybackSequence.beginSynchronizedUpdate + top).utf8) + bytes
                            + Array(PlaybackSequence.endSynchronizedUpdate.utf8))
                },
                finished: { played.signal() })
        }
        let timeline = timeline
        submit(
            { .success(encode()) },
            deliver: { result in
                if case .success(let bytes) = result { timeline?.append(bytes, effectiveDelay: frame.effectiveDelay) }
            })
    }

    /// One frame as a picture of its own lines (piped: followed by a newline).
    private func showStill(_ frame: Frame) {
        let (pixels, fit, graphics, area) = (pixels, fit, graphics, area)
        let id = shown == 0 ? imageID : KittyImageIDs.allocate()
        written { () throws(PreviewError) in
            let bytes = try PixelStill.bytes(
                of: frame, in: pixels, graphics: graphics, fit: fit, id: id, movesCursor: area == nil)
            guard let area else { return bytes + [0x0A] }
            return Array(area.reserve.utf8) + bytes + Array(area.below.utf8)
        }
    }
}
