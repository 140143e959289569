import ArgumentParser
import GIF
import GifSearchKit

/// `gifsearch frames <id|url|file>`: composited frames as raw RGBA or PAM images on stdout.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Write composited GIF frames to stdout as RGBA or PAM images.",
        discussion: """
            Each frame is the whole canvas after drawing one image, the way browsers show it. \
            'rgba' writes raw canvas-sized RGBA8 buffers one after another; 'pam' writes PAM \
            images (TUPLTYPE RGB_ALPHA) that ImageMagick and ffmpeg read, e.g. \
            'gifsearch frames cat.gif --frame 0 | convert pam:- cat.png'. Transparent pixels are \
            written as 0,0,0,0. Frames are counted from 0.
            """
    )

    /// The image formats `frames` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case rgba
        case pam
    }

    @Argument(help: "A GIF file ('-' reads stdin), http(s) URL or Giphy id.")
    var gif: String

    @Option(help: "Write only frame N (from 0).")
    var frame: Int?

    @Option(help: "Output format: rgba or pam.")
    var format: Format = .pam

    @Option(help: "For Giphy ids: which rendition to fetch.")
    var rendition = "original"

    @OptionGroup var options: GiphyOptions

    func validate() throws {
        if let frame, frame < 0 { throw ValidationError("--frame counts from 0") }
        if StandardOutput.isTerminal {
            throw ValidationError("refusing to write image data to a terminal; redirect or pipe stdout")
        }
    }

    func run() throws {
        let reference = GIFReference(argument: gif)
        let file = reference.displayName
        let bytes: [UInt8]
        switch options.load(reference, rendition: rendition, from: options.service()) {
        case .success(let loaded): bytes = loaded
        case .failure(let failure): throw failure.status
        }
        do {
            let reading = try GIFFile.frames(of: bytes, through: frame) { composited in
                if frame == nil || composited.index == frame { write(composited) }
            }
            Diagnostics.warnings(of: reading, about: file)
            if let frame, frame >= reading.info.frameCount {
                Diagnostics.error("there is no frame \(frame) (frames: \(reading.info.frameCount))", about: file)
                throw ExitStatus.nothingFound
            }
        } catch let error as GIFError {
            Diagnostics.error(error.description, about: file)
            throw ExitStatus.badData
        }
    }

    private func write(_ frame: Frame) {
        if format == .pam {
            StandardOutput.write(
                "P7\nWIDTH \(frame.width)\nHEIGHT \(frame.height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n")
        }
        StandardOutput.write(frame.pixels)
    }
}
