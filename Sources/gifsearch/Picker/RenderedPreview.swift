import GIF
import GifSearchKit
import Preview

/// The selected GIF made ready for the preview area: cells, sixel or kitty images to play frame
/// by frame (with their effective delays), or one piece of graphics the terminal plays itself
/// (iTerm2).
struct RenderedPreview: Sendable {
    enum Frames: Sendable {
        case cells([(grid: CellGrid, effectiveDelay: Int)])
        /// Graphics drawn one after the other at one place; `kittyID` names the kitty image each
        /// frame replaces, deleted when another picture replaces it.
        case pixels([(image: [UInt8], effectiveDelay: Int)], columns: Int, rows: Int, kittyID: Int?)
        /// Graphics sent once.
        case played([UInt8], columns: Int, rows: Int)
    }

    let frames: Frames
    /// How many times it plays, as browsers read its loop count (`nil`: forever).
    let plays: Int?

    /// `gif` fitted into `columns` × `rows` cells and drawn as `drawing` says (`colors` for cells).
    init(_ gif: DecodedGIF, columns: Int, rows: Int, graphics: Graphics, colors: ColorMode, kittyID: Int) {
        plays = AnimationClock.plays(loopCount: gif.loopCount)
        let delays = gif.frames.map(\.effectiveDelay)
        let first = gif.frames[0]
        guard case .pixels(let pixels) = graphics.drawing else {
            let mode: RenderMode = if case .cells(let mode) = graphics.drawing { mode } else { .blocks }
            let size = Layout.size(
                imageWidth: first.width, imageHeight: first.height, columns: nil, rows: nil, maxColumns: columns,
                maxRows: rows, cellAspect: graphics.cell.aspect)
            var painter = FramePainter(
                renderer: Renderer(mode: mode, colors: colors, columns: size.columns, rows: size.rows), dithers: true)
            painter.measureTone(from: first)
            frames = .cells(gif.frames.map { (painter.cells(for: $0), $0.effectiveDelay) })
            return
        }
        let fit = PixelFit(
            imageWidth: first.width, imageHeight: first.height, columns: nil, rows: nil, maxColumns: columns,
            maxRows: rows, cellWidth: graphics.cell.width, cellHeight: graphics.cell.height)
        switch pixels {
        case .sixel(let registers):
            let encoder = SixelEncoder(registers: registers)
            let images = gif.frames.map { graphics.wrapped(encoder.encode(fit.scaledOpaque($0, over: .black))) }
            frames = .pixels(zip(images, delays).map { ($0, $1) }, columns: fit.columns, rows: fit.rows, kittyID: nil)
        case .kitty:
            let images = gif.frames.map { graphics.kittyImage(fit.scaled($0), id: kittyID, fit: fit) }
            frames = .pixels(
                zip(images, delays).map { ($0, $1) }, columns: fit.columns, rows: fit.rows, kittyID: kittyID)
        case .iterm:
            let file = (try? ITermEncoder.reencoded(gif.frames.map(fit.scaled), effectiveDelays: delays, plays: plays))
            let bytes =
                file.map { graphics.wrapped(ITermEncoder.inlineImage(file: $0, columns: fit.columns, rows: fit.rows)) }
                ?? []
            frames = .played(bytes, columns: fit.columns, rows: fit.rows)
        }
    }
}
