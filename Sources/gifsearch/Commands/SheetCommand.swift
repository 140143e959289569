import ArgumentParser
import GifSearchKit
import Preview

/// `gifsearch sheet <gif> -o FILE.png|-`: a contact sheet of frames sampled over the play.
struct SheetCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet", abstract: "Write a contact sheet of a GIF's frames as one PNG.",
        discussion: """
            N frames sampled evenly over one play (by the browsers' delay rule), each the whole \
            canvas scaled down to fit a cell of --tile pixels, in C columns with P pixels between \
            them; transparent pixels and the gaps show --background (transparent by default). '-o -' writes the PNG to stdout (not to a \
            terminal); FILE must end in .png, and a file with other contents there is left alone unless \
            --force is given. Example: gifsearch sheet cat.gif --frames 16 -o cat-sheet.png
            """)

    @Argument(help: "A GIF file ('-' reads stdin), http(s) URL or Giphy id.")
    var gif: String

    static let framesRange = OptionRange("--frames", 1...100)
    @Option(
        parsing: .unconditional, help: framesRange.help("How many frames", "at most the GIF's own count"),
    )
    var frames = 9

    static let colsRange = OptionRange("--cols", 1...100)
    @Option(
        parsing: .unconditional,
        help: colsRange.help("Columns", "default: the square root of the frame count, rounded up"),
    )
    var cols: Int?

    static let paddingRange = OptionRange("--padding", 0...1000, unit: "pixels")
    @Option(parsing: .unconditional, help: paddingRange.help("Space between cells"))
    var padding = 4

    static let tileRange = OptionRange("--tile", 16...1024, unit: "pixels")
    @Option(
        parsing: .unconditional, help: tileRange.help("The longest side of a cell", "a smaller GIF keeps its size"),
    )
    var tile = 480

    @Option(help: "The colour behind transparent pixels and between cells, #rrggbb (default: transparent).")
    var background: BackgroundOption?

    @Option(name: [.customShort("o"), .customLong("output")], help: "The PNG file to write, or - for stdout.")
    var output: String

    @OptionGroup var force: ForceOption

    @OptionGroup var rendition: RenditionOption

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        try Self.framesRange.check(frames)
        try Self.colsRange.check(cols)
        try Self.paddingRange.check(padding)
        try Self.tileRange.check(tile)
        if !Self.namesPNG(output) {
            throw ValidationError(
                "the sheet is a PNG: name the file .png or give - for stdout (got '\(TerminalText.quoted(output))')")
        }
    }

    /// Whether `-o` names what a PNG is written to: `-`, a name ending in `.png`, or a device
    /// (`/dev/stdout`, a process substitution's `/dev/fd/N`).
    private static func namesPNG(_ output: String) -> Bool {
        output == "-" || output.lowercased().hasSuffix(".png") || output.hasPrefix("/dev/")
            || output.hasPrefix("/proc/")
    }

    func run(in context: CommandContext) throws {
        if output == "-" && context.output.isTerminal {
            throw ValidationError("refusing to write image data to a terminal; redirect or pipe stdout")
        }
        let (bytes, file, _) = try options.loadGIF(gif, rendition: rendition.choice, in: context)
        let png = try context.attempt(about: file) { () throws(FrameFailure) in
            try ContactSheet.png(
                of: bytes, frames: frames, tile: tile, columns: cols, padding: padding, background: background?.color,
                read: { context.warnings($0.warnings, about: file) })
        }
        guard output != "-" else { return context.output.write(png) }
        try context.attempt { () throws(SearchFailure) in try SavedFile.write(png, to: output, replacing: force.force) }
    }
}
