import Dispatch
import GIF
import Preview
import RxCore
import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// Draws a GIF's frames in pixels by a terminal graphics protocol, as they are decoded: stills
/// in each protocol, animations with kitty and sixel (an iTerm2-style terminal is sent the GIF
/// itself, `ITermPicture`).
///
/// - kitty: the frames are handed to the terminal, which plays them; the command waits for the
///   plays to end (forever: until interrupted) and an interrupted preview deletes its image.
/// - sixel: played in software on an `AnimationTimeline`, each frame redrawn at the picture's
///   place inside synchronized output, over `background` (a transparent pixel would show the
///   frame before).
///
/// On a terminal each picture gets its own lines (`PictureArea`); piped, pictures follow each
/// other, one per line. Frames are handed in from one thread; `failure` is set only on the
/// pipeline's delivery queue and read after `finish` drained it.
final class PixelPlayer: @unchecked Sendable {
    private let graphics: Graphics
    private let pixels: Graphics.PixelProtocol
    private let fit: PixelFit
    private let background: RGB
    private let animate: Bool
    private let plays: Int?
    private let area: PictureArea?
    private let kitty = KittyEncoder()
    private let imageID = Int.random(in: 1...0xFF_FFFF)
    private var timeline: AnimationTimeline<[UInt8]>?
    private let played = DispatchSemaphore(value: 0)
    private var clock = AnimationClock(effectiveDelays: [])
    private var shown = 0
    /// Frames are encoded on every core as they decode, and drawn in order.
    private let pipeline = OrderedPipeline<Result<[UInt8], PreviewError>>()

    init(
        _ pixels: Graphics.PixelProtocol, graphics: Graphics, fit: PixelFit, background: RGB, animate: Bool,
        plays: Int?, onTerminal: Bool
    ) {
        self.pixels = pixels
        self.graphics = graphics
        self.fit = fit
        self.background = background
        self.animate = animate
        self.plays = plays
        area = onTerminal ? PictureArea(rows: fit.rows) : nil
    }

    /// Draws `frame`: the next frame of the animation, or a picture of its own.
    func show(_ frame: Frame) {
        defer { shown += 1 }
        clock.append(effectiveDelay: frame.effectiveDelay)
        switch pixels {
        case .kitty where animate: showKittyFrame(frame)
        case .sixel(let registers) where animate: showSixelFrame(frame, registers: registers)
        default: showStill(frame)
        }
    }

    /// Why a picture could not be made, when one could not (read after `finish`).
    private(set) var failure: PreviewError?

    /// Waits for the pictures to be written and an animation to finish playing, and leaves the
    /// cursor below the picture.
    func finish() {
        pipeline.drain()
        guard animate, shown > 0 else { return }
        if pixels == .kitty {
            write(graphics.wrapped(KittyEncoder.play(id: imageID, plays: plays)))
            waitForKittyPlays()
        } else {
            timeline?.finishAppending()
            played.wait()
        }
        StandardOutput.write(area?.below ?? "")
        PreviewRestore.restore()
    }

    /// Writes what `encode` makes, in turn, once it is made; a failure is kept for `failure`.
    private func written(_ encode: @escaping @Sendable () throws(PreviewError) -> [UInt8]) {
        pipeline.submit(
            { Result(catching: encode) },
            deliver: { result in
                switch result {
                case .success(let bytes): StandardOutput.write(bytes)
                case .failure(let error): self.failure = error
                }
            })
    }

    private func showKittyFrame(_ frame: Frame) {
        let (kitty, fit, graphics, id, first) = (kitty, fit, graphics, imageID, shown == 0)
        if first {
            PreviewRestore.install(
                interruptedPicture: graphics.wrapped(KittyEncoder.delete(id: id)) + Array(PictureArea.top.utf8))
            write(Array(((area?.reserve ?? "") + ControlSequence.hideCursor).utf8))
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
            PreviewRestore.install(interruptedPicture: Array((area?.below ?? "").utf8))
            StandardOutput.write((area?.reserve ?? "") + ControlSequence.hideCursor)
            let (played, top) = (played, area == nil ? "" : PictureArea.top)
            timeline = AnimationTimeline(
                scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.preview.clock"),
                plays: plays,
                draw: { bytes in
                    StandardOutput.write(
                        Array((ControlSequence.beginSynchronizedUpdate + top).utf8) + bytes
                            + Array(ControlSequence.endSynchronizedUpdate.utf8))
                },
                finished: { played.signal() })
        }
        let (timeline, fit, graphics, background) = (timeline, fit, graphics, background)
        pipeline.submit(
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
        let (pixels, fit, graphics, id, area) = (pixels, fit, graphics, imageID + shown, area)
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

    private func write(_ bytes: [UInt8]) {
        StandardOutput.write(bytes)
    }
}
