import ArgumentParser
import Dispatch
import GIF
import GifSearchKit
import Preview

#if canImport(Glibc)
    import Glibc
#endif

/// `gifsearch preview <id|url|file>`: the GIF in the terminal, animated.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview", abstract: "Show a GIF in the terminal, animated.",
        discussion: """
            On a terminal the GIF plays on the browsers' clock (0 or 1 cs delays play as 10 cs) as \
            many times as it says (--loops overrides; 0 = forever); Ctrl-C stops it and restores the \
            terminal. Piped, one frame is written (--all-frames writes every frame), without escape \
            sequences unless a colour mode is named.
            """)

    @Argument(help: "A GIF file, http(s) URL or Giphy id.")
    var gif: String

    @Option(help: "blocks (half blocks, the default), sharp (sextants) or ascii.")
    var mode: ModeOption = .blocks

    @Option(help: "auto, none, 16, 256 or truecolor.")
    var color: ColorOption = .auto

    @Option(help: "For --mode sharp: sextants or quadrants (for fonts without sextants).")
    var symbols: SymbolOption = .sextants

    @Option(help: "Width in cells, 1–1000 (default: fit the terminal).")
    var width: Int?

    @Option(help: "Height in cells, 1–1000 (default: fit the terminal).")
    var height: Int?

    @Option(help: "The colour transparent pixels are drawn over, #rrggbb (your terminal's background).")
    var background: BackgroundOption = .black

    @Flag(help: "Show one frame instead of playing.")
    var noAnimate = false

    @Option(help: "Plays (0 = forever; default: the GIF's own loop count).")
    var loops: Int?

    @Option(help: "Show only frame N (from 0).")
    var frame: Int?

    @Flag(help: "Write every frame, one after the other, without delays or cursor movement.")
    var allFrames = false

    @Flag(help: "For --mode ascii stills: Floyd–Steinberg dithering.")
    var dither = false

    @Option(help: "For Giphy ids: which rendition to fetch.")
    var rendition = "original"

    @OptionGroup var options: GiphyOptions

    func validate() throws {
        if let width, !(1...Layout.maxCells).contains(width) {
            throw ValidationError("--width must be 1–\(Layout.maxCells) cells")
        }
        if let height, !(1...Layout.maxCells).contains(height) {
            throw ValidationError("--height must be 1–\(Layout.maxCells) cells")
        }
        if let loops, loops < 0 { throw ValidationError("--loops counts plays from 0 (forever)") }
        if let frame, frame < 0 { throw ValidationError("--frame counts from 0") }
        if allFrames && (frame != nil || noAnimate) {
            throw ValidationError("--all-frames writes every frame; it cannot be combined with --frame or --no-animate")
        }
    }

    func run() throws {
        let (bytes, name) = try options.loadGIF(gif, rendition: rendition)
        let info: GIFInfo
        do {
            info = try GIFFile.structure(of: bytes).info
        } catch {
            Diagnostics.error(error.description, about: name)
            throw ExitStatus.badData
        }
        let terminal = StandardOutput.isTerminal
        let colors = color.resolved(onTerminal: terminal)
        let size = Layout.size(
            imageWidth: info.width, imageHeight: info.height, columns: width, rows: height,
            maxColumns: OutputSize.columns, maxRows: max(1, OutputSize.rows - 1))
        let animate = terminal && !noAnimate && frame == nil && !allFrames && info.frameCount > 1
        var painter = FramePainter(
            renderer: Renderer(
                mode: mode.value, colors: colors, symbols: symbols.value, columns: size.columns, rows: size.rows,
                dithers: dither && !animate),
            background: background.color, dithers: animate)
        let player = FramePlayer(
            painter: painter, animate: animate,
            plays: loops.map { $0 == 0 ? nil : $0 } ?? AnimationClock.plays(loopCount: info.loopCount))
        let wanted = frame ?? (allFrames ? nil : 0)
        do {
            var first = true
            let reading = try GIFFile.frames(of: bytes, through: allFrames || player.animate ? nil : wanted) {
                decoded in
                if first {
                    painter.measureTone(from: decoded)
                    player.painter = painter
                    first = false
                }
                if let wanted, !player.animate, decoded.index != wanted { return }
                player.show(decoded)
            }
            Diagnostics.warnings(of: reading, about: name)
            if let wanted, wanted >= reading.info.frameCount {
                Diagnostics.error("there is no frame \(wanted) (frames: \(reading.info.frameCount))", about: name)
                throw ExitStatus.nothingFound
            }
            player.finish()
        } catch let error as GIFError {
            player.restore()
            Diagnostics.error(error.description, about: name)
            throw ExitStatus.badData
        }
    }
}
