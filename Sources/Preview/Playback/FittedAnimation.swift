import GIF
import RxCore

/// A GIF's frames fitted into an area of cells and drawn as `Graphics` say: cells, sixel or
/// kitty images to show one after the other with their effective delays, or one piece of
/// graphics the terminal plays itself (iTerm2).
public struct FittedAnimation: Sendable {
    /// The pictures in play order; one when the terminal plays it itself (iTerm2).
    public let pictures: [(picture: ScreenPicture, effectiveDelay: Int)]
    /// How many times it plays, as browsers read its loop count (`nil`: forever).
    public let plays: Int?

    /// `frames` (at least one) fitted into `columns` × `rows` cells; `colors` for cells,
    /// `kittyID` for the kitty image every frame replaces.
    public init(
        frames: [Frame], loopCount: Int?, columns: Int, rows: Int, graphics: Graphics, colors: ColorMode, kittyID: Int
    ) {
        plays = AnimationClock.plays(loopCount: loopCount)
        let delays = frames.map(\.effectiveDelay)
        let first = frames[0]
        guard case .pixels(let pixels) = graphics.drawing else {
            let mode: RenderMode = if case .cells(let mode) = graphics.drawing { mode } else { .blocks }
            let size = Layout.size(
                imageWidth: first.width, imageHeight: first.height, columns: nil, rows: nil, maxColumns: columns,
                maxRows: rows, cellAspect: graphics.cell.aspect)
            var painter = FramePainter(
                renderer: Renderer(mode: mode, colors: colors, columns: size.columns, rows: size.rows), dithers: true)
            painter.measureTone(from: first)
            pictures = frames.map { (.cells(painter.cells(for: $0)), $0.effectiveDelay) }
            return
        }
        let fit = PixelFit(
            imageWidth: first.width, imageHeight: first.height, columns: nil, rows: nil, maxColumns: columns,
            maxRows: rows, cellWidth: graphics.cell.width, cellHeight: graphics.cell.height)
        let images: [[UInt8]]
        let id: Int?
        switch pixels {
        case .sixel(let registers):
            let encoder = SixelEncoder(registers: registers)
            images = frames.map { graphics.wrapped(encoder.encode(fit.scaledOpaque($0, over: .black))) }
            id = nil
        case .kitty:
            images = frames.map { graphics.kittyImage(fit.scaled($0), id: kittyID, fit: fit) }
            id = kittyID
        case .iterm:
            let file = try? ITermEncoder.reencoded(frames.map(fit.scaled), effectiveDelays: delays, plays: plays)
            let bytes = file.map {
                graphics.wrapped(ITermEncoder.inlineImage(file: $0, columns: fit.columns, rows: fit.rows))
            }
            pictures = [(.pixels(bytes ?? [], columns: fit.columns, rows: fit.rows, kittyID: nil), 0)]
            return
        }
        pictures = zip(images, delays).map { (.pixels($0, columns: fit.columns, rows: fit.rows, kittyID: id), $1) }
    }
}

extension FittedAnimation {
    /// Plays the pictures on the serial `scheduler`, handing each to `draw` when its time comes,
    /// as often as the GIF says; `stop()` the timeline returned to end it early.
    public func play(on scheduler: SchedulerType, draw: @escaping @Sendable (ScreenPicture) -> Void)
        -> AnimationTimeline<ScreenPicture>
    {
        let timeline = AnimationTimeline<ScreenPicture>(scheduler: scheduler, plays: plays, draw: draw, finished: {})
        for (picture, delay) in pictures { timeline.append(picture, effectiveDelay: delay) }
        timeline.finishAppending()
        return timeline
    }
}
