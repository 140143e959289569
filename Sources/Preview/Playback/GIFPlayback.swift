import GIF
import Terminal

/// A GIF shown on a byte sink as `gifsearch preview` shows it: animated on its clock, one frame,
/// or every frame one after the other; in cells or in pixels, as `Graphics` say.
public struct GIFPlayback {
    /// What to show, how large and how.
    public struct Settings: Sendable {
        public var graphics: Graphics
        public var colors: ColorMode
        public var symbols: SymbolSet = .sextants
        /// The cells asked for (`nil`: fit `maxColumns` × `maxRows`).
        public var columns: Int?
        public var rows: Int?
        public var maxColumns: Int
        public var maxRows: Int
        /// In pixels, whether the GIF may grow past its own size.
        public var upscales = false
        public var background: RGB = .black
        /// Floyd–Steinberg dithering for ASCII stills.
        public var dithersStill = false
        public var animate: Bool
        /// Whether the pictures go to a terminal, where each gets lines of its own.
        public var onTerminal: Bool
        /// How many times an animation plays (`nil`: forever).
        public var plays: Int?
        /// Whether `plays` was asked for rather than read from the GIF.
        public var playsAsked = false
        /// The one frame to show (else the first, unless animating or showing every frame).
        public var frame: Int?
        public var allFrames = false

        public init(
            graphics: Graphics, colors: ColorMode, maxColumns: Int, maxRows: Int, animate: Bool, onTerminal: Bool,
            plays: Int?
        ) {
            self.graphics = graphics
            self.colors = colors
            self.maxColumns = maxColumns
            self.maxRows = maxRows
            self.animate = animate
            self.onTerminal = onTerminal
            self.plays = plays
        }
    }

    private let settings: Settings
    private let sink: ByteSink
    private let cleanup: InterruptionCleanup

    /// A playback of `settings` writing to `sink`; `cleanup` is armed while an animation plays.
    public init(_ settings: Settings, sink: ByteSink, cleanup: InterruptionCleanup = .none) {
        self.settings = settings
        self.sink = sink
        self.cleanup = cleanup
    }

    /// Shows the GIF whose bytes arrive in `stream` (all there, for a file) as they arrive, each
    /// frame as soon as its bytes are in, and returns once it is shown or has played: `read`
    /// hears what reading its frames found, `shown` once the first is drawn. `info` (the canvas,
    /// the loop count) may come from the stream's head alone. When the stream fails, the play
    /// under way is the last, and what was drawn stays.
    public func play(
        _ stream: GIFStream, info: GIFInfo, read: (GIFReading) -> Void, shown: () -> Void
    ) throws(FrameFailure) {
        switch settings.graphics.drawing {
        case .cells(let mode): try playCells(mode, stream, info: info, read: read, shown: shown)
        case .pixels(let pixels): try playPixels(pixels, stream, info: info, read: read, shown: shown)
        }
    }

    /// In character cells, through `FramePlayer`.
    private func playCells(
        _ mode: RenderMode, _ stream: GIFStream, info: GIFInfo, read: (GIFReading) -> Void, shown: () -> Void
    ) throws(FrameFailure) {
        let size = Layout.size(
            imageWidth: info.width, imageHeight: info.height, columns: settings.columns, rows: settings.rows,
            maxColumns: settings.maxColumns, maxRows: settings.maxRows, cellAspect: settings.graphics.cell.aspect)
        let painter = FramePainter(
            renderer: Renderer(
                mode: mode, colors: settings.colors, symbols: settings.symbols, columns: size.columns,
                rows: size.rows, dithers: settings.dithersStill && !settings.animate),
            background: settings.background, dithers: settings.animate)
        let player = FramePlayer(
            painter: painter, animate: settings.animate, plays: settings.plays, sink: sink, cleanup: cleanup)
        try decode(stream, read: read, shown: shown, restore: player.restore, show: player.show)
        player.finish(lastPlay: stream.failure != nil)
    }

    /// In pixels: an iTerm2-style terminal plays the GIF itself; otherwise `PixelPlayer` draws
    /// the frames.
    private func playPixels(
        _ pixels: PixelProtocol, _ stream: GIFStream, info: GIFInfo, read: (GIFReading) -> Void,
        shown: () -> Void
    ) throws(FrameFailure) {
        let graphics = settings.graphics
        let fit = PixelFit(
            imageWidth: info.width, imageHeight: info.height, columns: settings.columns, rows: settings.rows,
            maxColumns: settings.maxColumns, maxRows: settings.maxRows, cellWidth: graphics.cell.width,
            cellHeight: graphics.cell.height, upscales: settings.upscales)
        if pixels == .iterm && settings.animate {
            let file = try FrameFailure.reading { () throws(GIFError) in
                try ITermPicture.file(
                    stream.allBytes(), fit: fit, plays: settings.plays, loopsAsked: settings.playsAsked)
            }
            let area = PictureArea(rows: fit.rows)
            let image = ITermEncoder.inlineImage(file: file, columns: fit.columns, rows: fit.rows)
            sink.write(Array(area.reserve.utf8) + graphics.wrapped(image) + Array(area.below.utf8))
            return shown()
        }
        let player = PixelPlayer(
            pixels, graphics: graphics, fit: fit, background: settings.background, animate: settings.animate,
            plays: settings.plays, onTerminal: settings.onTerminal, sink: sink,
            cleanup: cleanup)
        try decode(stream, read: read, shown: shown, show: player.show)
        player.finish(lastPlay: stream.failure != nil)
        if let failure = player.failure { throw .unreadable(failure.description) }
    }

    /// Decodes the frames asked for and hands them to `show` (all of them when animating or
    /// showing every frame), telling `shown` after the first; a GIF that cannot be read is
    /// reported after `restore`.
    private func decode(
        _ stream: GIFStream, read: (GIFReading) -> Void, shown: () -> Void, restore: () -> Void = {},
        show: (Frame) -> Void
    ) throws(FrameFailure) {
        let wanted = settings.frame ?? (settings.allFrames ? nil : 0)
        let animate = settings.animate
        var first = true
        let reading: GIFReading
        do {
            reading = try GIFFile.frames(of: stream, through: settings.allFrames || animate ? nil : wanted) { frame in
                if let wanted, !animate, frame.index != wanted { return }
                show(frame)
                guard first else { return }
                first = false
                shown()
            }
        } catch {
            restore()
            throw .unreadable(error.description)
        }
        read(reading)
        try FrameFailure.check(frame: wanted, of: reading.info.frameCount)
    }
}
