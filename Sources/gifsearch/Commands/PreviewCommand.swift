import ArgumentParser
import GifSearchKit
import Preview

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

    @Option(help: "The block characters of --mode sharp.")
    var symbols: SymbolOption = .sextants

    static let widthRange = OptionRange("--width", 1...Layout.maxCells, unit: "cells")
    @Option(
        parsing: .unconditional, help: widthRange.help("Width", "default: fit the terminal"),
    )
    var width: Int?

    static let heightRange = OptionRange("--height", 1...Layout.maxCells, unit: "cells")
    @Option(
        parsing: .unconditional, help: heightRange.help("Height", "default: fit the terminal"),
    )
    var height: Int?

    @Option(help: "The colour transparent pixels are drawn over, #rrggbb (your terminal's background).")
    var background: BackgroundOption = .black

    @Flag(help: "Show one frame instead of playing.")
    var noAnimate = false

    @Option(
        parsing: .unconditional, help: "Plays (0 = forever; default: the GIF's own loop count).",
    )
    var loops: Int?

    @Option(parsing: .unconditional, help: "Show only frame N (from 0).")
    var frame: Int?

    @Flag(help: "Write every frame, one after the other, without delays or cursor movement.")
    var allFrames = false

    @Flag(help: "For --mode ascii stills: Floyd-Steinberg dithering.")
    var dither = false

    @OptionGroup var rendition: RenditionOption

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        try Self.widthRange.check(width)
        try Self.heightRange.check(height)
        if let loops, loops < 0 { throw WholeNumber.tooSmall("--loops", loops, 0, note: "which plays forever") }
        if let frame, frame < 0 { throw WholeNumber.tooSmall("--frame", frame, 0) }
        if allFrames && (frame != nil || noAnimate) {
            throw ValidationError("--all-frames writes every frame; it cannot be combined with --frame or --no-animate")
        }
    }

    func run(in context: CommandContext) throws {
        let loading = try options.loadArriving(gif, rendition: rendition.choice, in: context)
        defer { loading.transfer.dispose() }
        let (stream, name) = (loading.stream, loading.name)
        // A person who asked for a result's preview on a terminal opened it, and sees it once
        // drawn; a preview written elsewhere is seen by no one.
        let seen = context.output.isTerminal ? loading.register : { _ in }
        seen(.previewed)
        // A GIF still arriving is described by its head, so that its first frame is drawn as
        // soon as its bytes are in; its frame count is not known yet.
        let arriving = !stream.hasEnded || stream.failure != nil
        let info = try context.attempt(about: name) { () throws(SearchFailure) in
            try arriving ? GIFDescription.head(of: stream) : GIFDescription.structure(of: stream.allBytes())
        }
        let graphics = try Graphics.choose(drawing.mode, quiet: options.quiet, verbose: options.verbose, in: context)
        let terminal = context.output.isTerminal
        var settings = GIFPlayback.Settings(
            graphics: graphics, colors: drawing.color.resolved(onTerminal: terminal, environment: context.environment),
            maxColumns: context.output.columns, maxRows: max(1, context.output.rows - 1),
            animate: terminal && !noAnimate && frame == nil && !allFrames && (arriving || info.frameCount > 1),
            onTerminal: terminal,
            plays: loops.map { $0 == 0 ? nil : $0 } ?? AnimationClock.plays(loopCount: info.loopCount))
        settings.symbols = symbols.value
        (settings.columns, settings.rows) = (width, height)
        settings.upscales = scale
        settings.background = background.color
        settings.dithersStill = dither
        settings.playsAsked = loops != nil
        settings.frame = frame
        settings.allFrames = allFrames
        let playback = GIFPlayback(settings, sink: context.output.byteSink, cleanup: .standardOutput)
        // Whether reading stopped where the bytes did: a transfer cut short shows there.
        var cut = false
        do throws(FrameFailure) {
            try playback.play(
                stream, info: info,
                read: { reading in
                    cut = reading.info.truncated
                    // A transfer cut short is said once, below, not as a truncated file too.
                    if !cut || stream.failure == nil { context.warnings(reading.warnings, about: name) }
                }, shown: { seen(.viewed) })
        } catch {
            throw context.fail(stream.failure ?? error, about: name)
        }
        if cut, let failure = stream.failure { throw context.fail(failure, about: name) }
    }
}
