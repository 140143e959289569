import ArgumentParser
import Dispatch
import GIF
import GifSearchKit
import Preview

#if canImport(Glibc)
    import Glibc
#endif

/// `gifsearch preview <id|url|file>`: the GIF in the terminal, animated.
struct PreviewCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview", abstract: "Show a GIF in the terminal, animated.",
        discussion: """
            On a terminal the GIF plays on the browsers' clock (0 or 1 cs delays play as 10 cs) as \
            many times as it says (--loops overrides; 0 = forever); Ctrl-C stops it and restores the \
            terminal. Piped, one frame is written (--all-frames writes every frame), without escape \
            sequences unless a colour mode is named.

            --mode auto (the default) asks the terminal what it draws and uses kitty graphics, \
            iTerm2 inline images or sixel when it says yes, else half blocks; piped, it means \
            blocks. GIFSEARCH_GRAPHICS=kitty|iterm|sixel|blocks|sharp|ascii stands in for the \
            question. In pixels the GIF fits the cells asked for (default: the terminal) and is \
            never drawn larger than it is unless --scale says so.
            """)

    @Argument(help: "A GIF file, http(s) URL or Giphy id.")
    var gif: String

    @OptionGroup var drawing: DrawingOptions

    @Flag(help: "In pixels, let the GIF grow past its own size to fill the cells.")
    var scale = false

    @Option(help: "For --mode sharp: sextants or quadrants (for fonts without sextants).")
    var symbols: SymbolOption = .sextants

    @Option(help: "Width in cells, 1 to 1000 (default: fit the terminal).")
    var width: Int?

    @Option(help: "Height in cells, 1 to 1000 (default: fit the terminal).")
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

    @Flag(help: "For --mode ascii stills: Floyd-Steinberg dithering.")
    var dither = false

    @OptionGroup var rendition: RenditionOption

    @OptionGroup var options: ServiceOptions

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

    func run(in context: CommandContext) throws {
        let (bytes, name, register) = try options.loadGIF(gif, rendition: rendition.choice, in: context)
        // A person who asked for a result's preview on a terminal opened it, and sees it once
        // drawn; a preview written elsewhere is seen by no one.
        let seen = context.output.isTerminal ? register : { _ in }
        seen(.previewed)
        let info: GIFInfo
        do {
            info = try GIFFile.structure(of: bytes).info
        } catch {
            context.error(error.description, about: name)
            throw ExitStatus.badData
        }
        let graphics = try Graphics.choose(drawing.mode, quiet: options.quiet, verbose: options.verbose, in: context)
        let terminal = context.output.isTerminal
        let plays = loops.map { $0 == 0 ? nil : $0 } ?? AnimationClock.plays(loopCount: info.loopCount)
        let animate = terminal && !noAnimate && frame == nil && !allFrames && info.frameCount > 1
        guard case .cells(let renderMode) = graphics.drawing else {
            return try showPixels(
                bytes, info: info, name: name, graphics: graphics, animate: animate, plays: plays,
                viewed: { seen(.viewed) }, in: context)
        }
        let colors = drawing.color.resolved(onTerminal: terminal, environment: context.environment)
        let size = Layout.size(
            imageWidth: info.width, imageHeight: info.height, columns: width, rows: height,
            maxColumns: context.output.columns, maxRows: max(1, context.output.rows - 1),
            cellAspect: graphics.cell.aspect)
        var painter = FramePainter(
            renderer: Renderer(
                mode: renderMode, colors: colors, symbols: symbols.value, columns: size.columns, rows: size.rows,
                dithers: dither && !animate),
            background: background.color, dithers: animate)
        let player = FramePlayer(
            painter: painter, animate: animate, plays: plays, sink: context.output.byteSink, cleanup: .standardOutput)
        var first = true
        let show = { (decoded: Frame) in
            guard first else { return player.show(decoded) }
            first = false
            painter.measureTone(from: decoded)
            player.painter = painter
            player.show(decoded)
            seen(.viewed)
        }
        try play(bytes, name: name, animate: animate, restore: player.restore, show: show, in: context)
        player.finish()
    }

    /// The GIF in pixels: an iTerm2-style terminal plays the GIF itself; otherwise `PixelPlayer`
    /// draws the frames. `viewed` is told once the first is drawn.
    private func showPixels(
        _ bytes: [UInt8], info: GIFInfo, name: String, graphics: Graphics, animate: Bool, plays: Int?,
        viewed: () -> Void, in context: CommandContext
    ) throws {
        guard case .pixels(let pixels) = graphics.drawing else { return }
        let fit = PixelFit(
            imageWidth: info.width, imageHeight: info.height, columns: width, rows: height,
            maxColumns: context.output.columns, maxRows: max(1, context.output.rows - 1),
            cellWidth: graphics.cell.width,
            cellHeight: graphics.cell.height, upscales: scale)
        let onTerminal = context.output.isTerminal
        if pixels == .iterm && animate {
            do {
                let file = try ITermPicture.file(bytes, fit: fit, plays: plays, loopsAsked: loops != nil)
                let area = PictureArea(rows: fit.rows)
                let image = ITermEncoder.inlineImage(file: file, columns: fit.columns, rows: fit.rows)
                context.output.write(Array(area.reserve.utf8) + graphics.wrapped(image) + Array(area.below.utf8))
                return viewed()
            } catch {
                context.error(error.description, about: name)
                throw ExitStatus.badData
            }
        }
        let player = PixelPlayer(
            pixels, graphics: graphics, fit: fit, background: background.color, animate: animate, plays: plays,
            onTerminal: onTerminal, sink: context.output.byteSink, cleanup: .standardOutput)
        var first = true
        let show = { (decoded: Frame) in
            player.show(decoded)
            guard first else { return }
            first = false
            viewed()
        }
        try play(bytes, name: name, animate: animate, restore: {}, show: show, in: context)
        player.finish()
        if let failure = player.failure {
            context.error(failure.description, about: name)
            throw ExitStatus.badData
        }
    }

    /// Decodes the frames asked for and hands them to `show` (all of them when animating or
    /// writing every frame); a GIF that cannot be read is reported after `restore`.
    private func play(
        _ bytes: [UInt8], name: String, animate: Bool, restore: () -> Void, show: (Frame) -> Void,
        in context: CommandContext
    ) throws {
        let wanted = frame ?? (allFrames ? nil : 0)
        do {
            let reading = try GIFFile.frames(of: bytes, through: allFrames || animate ? nil : wanted) { decoded in
                if let wanted, !animate, decoded.index != wanted { return }
                show(decoded)
            }
            context.warnings(of: reading, about: name)
            if let wanted, wanted >= reading.info.frameCount {
                context.error("there is no frame \(wanted) (frames: \(reading.info.frameCount))", about: name)
                throw ExitStatus.nothingFound
            }
        } catch let error as GIFError {
            restore()
            context.error(error.description, about: name)
            throw ExitStatus.badData
        }
    }
}
