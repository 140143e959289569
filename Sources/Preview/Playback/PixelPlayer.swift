import Dispatch
import GIF
import RxCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Draws a GIF's frames in pixels by a terminal graphics protocol, as they are decoded: stills
/// in each protocol, animations with kitty and sixel (an iTerm2-style terminal is sent the GIF
/// itself, `ITermPicture`).
///
/// - kitty: the frames are handed to the terminal, which plays them; `finish` waits for the
///   plays to end (forever: until interrupted), and an interrupted play deletes the image.
/// - sixel: played in software on an `AnimationTimeline`, each frame redrawn at the picture's
///   place inside synchronized output, over `background` (a transparent pixel would show the
///   frame before).
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

    private static let encoding = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    private static let inFlight = 4

    private let graphics: Graphics
    private let pixels: Graphics.PixelProtocol
    private let fit: PixelFit
    private let background: RGB
    private let animate: Bool
    private let plays: Int?
    private let area: PictureArea?
    private let sink: ByteSink
    private let cleanup: InterruptionCleanup
    private let kitty = KittyEncoder()
    private let imageID = KittyImageIDs.allocate()
    private var timeline: AnimationTimeline<[UInt8]>?
    private let played = DispatchSemaphore(value: 0)
    private var clock = AnimationClock(effectiveDelays: [])
    private var shown = 0
    private let jobs = PublishSubject<Job>()
    private let places = DispatchSemaphore(value: inFlight)
    private let drained = DispatchSemaphore(value: 0)
    private let failed = LockedState<PreviewError?>(nil)

    /// A player writing to `sink`; `onTerminal` gives each picture lines of its own.
    public init(
        _ pixels: Graphics.PixelProtocol, graphics: Graphics, fit: PixelFit, background: RGB, animate: Bool,
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
        clock.append(effectiveDelay: frame.effectiveDelay)
        switch pixels {
        case .kitty where animate: showKittyFrame(frame)
        case .sixel(let registers) where animate: showSixelFrame(frame, registers: registers)
        default: showStill(frame)
        }
    }

    /// Why a picture could not be made, when one could not (read after `finish`).
    public var failure: PreviewError? { failed.withLock { $0 } }

    /// Waits for the pictures to be written and an animation to finish playing, and leaves the
    /// cursor below the picture.
    public func finish() {
        jobs.onCompleted()
        drained.wait()
        guard animate, shown > 0 else { return }
        if pixels == .kitty {
            sink.write(graphics.wrapped(KittyEncoder.play(id: imageID, plays: plays)))
            waitForKittyPlays()
        } else {
            timeline?.finishAppending()
            played.wait()
        }
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

    private func showKittyFrame(_ frame: Frame) {
        let (kitty, fit, graphics, id, first) = (kitty, fit, graphics, imageID, shown == 0)
        if first {
            cleanup.arm(graphics.wrapped(KittyEncoder.delete(id: id)) + Array(PictureArea.top.utf8))
            sink.write((area?.reserve ?? "") + PlaybackSequence.hideCursor)
        }
        written {
            let scaled = fit.scaled(frame)
            guard first else {
                return graphics.wrapped(kitty.addFrame(scaled, id: id, effectiveDelay: frame.effectiveDelay))
            }
            return graphics.wrapped(
                kitty.still(scaled, id: id, movesCursor: false)
                    + kitty.gap(ofFirstFrame: id, effectiveDelay: frame.effectiveDelay))
        }
    }

    private func showSixelFrame(_ frame: Frame, registers: Int) {
        if timeline == nil {
            cleanup.arm(Array((area?.below ?? "").utf8))
            sink.write((area?.reserve ?? "") + PlaybackSequence.hideCursor)
            let (played, top, sink) = (played, area == nil ? "" : PictureArea.top, sink)
            timeline = AnimationTimeline(
                scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.preview.clock"),
                plays: plays,
                draw: { bytes in
                    sink.write(
                        Array((PlaybackSequence.beginSynchronizedUpdate + top).utf8) + bytes
                            + Array(PlaybackSequence.endSynchronizedUpdate.utf8))
                },
                finished: { played.signal() })
        }
        let (timeline, fit, graphics, background) = (timeline, fit, graphics, background)
        submit(
            {
                .success(
                    graphics.wrapped(
                        SixelEncoder(registers: registers).encode(fit.scaledOpaque(frame, over: background))))
            },
            deliver: { result in
                if case .success(let bytes) = result { timeline?.append(bytes, effectiveDelay: frame.effectiveDelay) }
            })
    }

    /// One frame as a picture of its own lines (piped: followed by a newline).
    private func showStill(_ frame: Frame) {
        let (pixels, fit, graphics, area) = (pixels, fit, graphics, area)
        let id = shown == 0 ? imageID : KittyImageIDs.allocate()
        written { () throws(PreviewError) in
            let bytes = graphics.wrapped(
                try PixelStill.bytes(of: frame, in: pixels, fit: fit, id: id, movesCursor: area == nil))
            guard let area else { return bytes + [0x0A] }
            return Array(area.reserve.utf8) + bytes + Array(area.below.utf8)
        }
    }

    /// The terminal plays the frames `plays` times on its own clock; this waits as long.
    private func waitForKittyPlays() {
        guard let plays else {
            while true { pause() }
        }
        let milliseconds = Int(clock.playDuration * Double(plays) * 1000)
        var wanted = timespec(tv_sec: milliseconds / 1000, tv_nsec: milliseconds % 1000 * 1_000_000)
        var rest = timespec()
        while nanosleep(&wanted, &rest) != 0 && errno == EINTR { wanted = rest }
    }
}
