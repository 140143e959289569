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
/// other, one per line.
final class PixelPlayer {
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

    /// Why a picture could not be made, when one could not.
    private(set) var failure: PreviewError?

    /// Waits for an animation to finish playing and leaves the cursor below the picture.
    func finish() {
        guard animate, shown > 0 else { return }
        if pixels == .kitty {
            write(graphics.wrapped(KittyEncoder.play(id: imageID, plays: plays)))
            waitForKittyPlays()
        } else {
            timeline?.finishAppending()
            played.wait()
        }
        PictureCleanup.disarm()
        StandardOutput.write(area?.below ?? "")
        PreviewRestore.restore()
    }

    /// A picture on its own lines (piped: followed by a newline).
    private func picture(_ bytes: [UInt8]) {
        guard let area else { return write(graphics.wrapped(bytes) + [0x0A]) }
        write(Array(area.reserve.utf8) + graphics.wrapped(bytes) + Array(area.below.utf8))
    }

    private func showKittyFrame(_ frame: Frame) {
        let scaled = fit.scaled(frame)
        guard shown > 0 else {
            PictureCleanup.arm(graphics.wrapped(KittyEncoder.delete(id: imageID)) + Array(PictureArea.top.utf8))
            PreviewRestore.install()
            let first =
                kitty.still(scaled, id: imageID, movesCursor: false)
                + kitty.gap(ofFirstFrame: imageID, effectiveDelay: frame.effectiveDelay)
            return write(Array(((area?.reserve ?? "") + ControlSequence.hideCursor).utf8) + graphics.wrapped(first))
        }
        write(graphics.wrapped(kitty.addFrame(scaled, id: imageID, effectiveDelay: frame.effectiveDelay)))
    }

    private func showSixelFrame(_ frame: Frame, registers: Int) {
        if timeline == nil {
            PictureCleanup.arm(Array((area?.below ?? "").utf8))
            PreviewRestore.install()
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
        let bytes = graphics.wrapped(
            SixelEncoder(registers: registers).encode(fit.scaledOpaque(frame, over: background)))
        timeline?.append(bytes, effectiveDelay: frame.effectiveDelay)
    }

    /// One frame as a picture of its own.
    private func showStill(_ frame: Frame) {
        do throws(PreviewError) {
            picture(
                try PixelStill.bytes(of: frame, in: pixels, fit: fit, id: imageID + shown, movesCursor: area == nil))
        } catch {
            failure = error
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
