import ArgumentParser
import GIF
import Preview

/// `gifsearch frames <id|url|file>`: composited frames as raw RGBA or PAM images on stdout.
struct FramesCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Write composited GIF frames to stdout as RGBA or PAM images, or one frame as PNG.",
        discussion: """
            Each frame is the whole canvas after drawing one image, the way browsers show it. \
            'rgba' writes raw canvas-sized RGBA8 buffers one after another; 'pam' writes PAM \
            images (TUPLTYPE RGB_ALPHA) that ImageMagick and ffmpeg read, e.g. \
            'gifsearch frames cat.gif --frame 0 | convert pam:- cat.png'; 'png' writes one frame \
            (--frame N, or --at TIME for the frame on screen then) as a PNG. Transparent pixels \
            are written as 0,0,0,0. Frames are counted from 0.
            """
    )

    /// The image formats `frames` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case rgba
        case pam
        case png

        var defaultValueDescription: String {
            switch self {
            case .rgba: "raw RGBA bytes, frame after frame"
            case .pam: "Netpbm PAM images, frame after frame"
            case .png: "one frame as a PNG (give --frame or --at)"
            }
        }
    }

    @Argument(help: "A GIF file ('-' reads stdin), http(s) URL or Giphy id.")
    var gif: String

    @Option(parsing: .unconditional, help: "Write only frame N (from 0).")
    var frame: Int?

    @Option(
        help: """
            Write only the frame on screen at this time: 1.5s, 250ms or 1.5. A looping GIF starts \
            again after each play; one that plays once holds its last frame.
            """)
    var at: PlayTime?

    @Option(help: "How to write the frames.")
    var format: Format = .pam

    @OptionGroup var rendition: RenditionOption

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if let frame, frame < 0 { throw WholeNumber.tooSmall("--frame", frame, 0) }
        if frame != nil && at != nil { throw ValidationError("give --frame or --at, not both") }
        if format == .png && frame == nil && at == nil {
            throw ValidationError("a PNG holds one frame: give --frame N or --at TIME")
        }
    }

    func run(in context: CommandContext) throws {
        if context.output.isTerminal {
            throw ValidationError("refusing to write image data to a terminal; redirect or pipe stdout")
        }
        let (bytes, file, _) = try options.loadGIF(gif, rendition: rendition.choice, in: context)
        let choice: FrameExport.Choice = at.map { .time(seconds: $0.seconds) } ?? frame.map { .index($0) } ?? .all
        var failure: PreviewError?
        try context.attempt(about: file) { () throws(FrameFailure) in
            try FrameExport.frames(of: bytes, choosing: choice, read: { context.warnings($0.warnings, about: file) }) {
                frame in
                do throws(PreviewError) {
                    try write(frame, to: context)
                } catch {
                    failure = failure ?? error
                }
            }
        }
        if let failure { throw context.fail(failure, about: file) }
    }

    private func write(_ frame: Frame, to context: CommandContext) throws(PreviewError) {
        if format == .png { return context.output.write(try PNGEncoder.encode(frame)) }
        if format == .pam {
            context.output.write(
                "P7\nWIDTH \(frame.width)\nHEIGHT \(frame.height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n")
        }
        context.output.write(frame.pixels)
    }
}
