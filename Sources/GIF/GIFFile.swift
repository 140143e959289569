/// Reading whole GIF files: their description, with or without decoding pixels, and their
/// composited frames.
public enum GIFFile {
    /// Describes the file after decoding every image's pixels, so corrupt or truncated frames
    /// are found; limits are checked before anything is allocated. The images are located by a
    /// structure pass and then decoded independently, on all cores.
    public static func info(of bytes: [UInt8], limits: GIFLimits = .standard) throws(GIFError) -> GIFReading {
        var screenEnd = 0
        var spans: [Range<Int>] = []
        var reading = try walk(bytes, limits: limits) { decoder, header throws(GIFError) in
            try decoder.skipPixels(of: header)
            screenEnd = decoder.screenEnd
            spans.append(header.start..<decoder.bytesRead)
            return true
        }
        guard let failure = ImageCheck.firstFailure(in: bytes, screenEnd: screenEnd, images: spans) else {
            return reading
        }
        // The same policy as a sequential decode: a bad first image fails the file, a later one
        // ends it with a warning.
        if failure.index == 0 { throw failure.error }
        reading.info.frames.removeSubrange(failure.index...)
        reading.warning = failure.error.description
        return reading
    }

    /// Describes the file from its structure alone, skipping pixel data: sizes, frame count,
    /// delays and loop count even of files that break the limits.
    public static func structure(of bytes: [UInt8]) throws(GIFError) -> GIFReading {
        try walk(bytes, limits: nil) { decoder, header throws(GIFError) in
            try decoder.skipPixels(of: header)
            return true
        }
    }

    /// Decodes and composites every image (or those up to `lastIndex`), handing each frame to
    /// `body` as soon as it is complete: the whole canvas, or scaled down at once to fit in
    /// `box` (keeping its aspect, never growing), so that what is kept is the size it is shown
    /// at; memory stays near one canvas and one saved canvas. Reading stops after the image
    /// at which `isCancelled` says so. The returned description covers the images read.
    public static func frames(
        of bytes: [UInt8],
        limits: GIFLimits = .standard,
        through lastIndex: Int? = nil,
        fitting box: (width: Int, height: Int)? = nil,
        until isCancelled: () -> Bool = { false },
        _ body: (Frame) -> Void
    ) throws(GIFError) -> GIFReading {
        try frames(
            of: GIFStream(bytes: bytes), limits: limits, through: lastIndex, fitting: box, until: isCancelled, body)
    }

    /// As `frames(of:limits:through:fitting:until:_:)`, decoding the bytes of `stream` as they
    /// arrive: each frame is handed to `body` as soon as its last byte is in. A stream that
    /// stops early reads as a truncated file.
    public static func frames(
        of stream: GIFStream,
        limits: GIFLimits = .standard,
        through lastIndex: Int? = nil,
        fitting box: (width: Int, height: Int)? = nil,
        until isCancelled: () -> Bool = { false },
        _ body: (Frame) -> Void
    ) throws(GIFError) -> GIFReading {
        var compositor: Compositor?
        let reading = try walk(stream, limits: limits) { decoder, header throws(GIFError) in
            if compositor == nil {
                guard decoder.canvasWidth > 0, decoder.canvasHeight > 0 else { throw .noImageData }
                compositor = Compositor(width: decoder.canvasWidth, height: decoder.canvasHeight)
            }
            compositor?.begin(header.info)
            try decoder.decodePixels(of: header) { row, indices in
                compositor?.draw(row: row, of: header.info, indices: indices, palette: header.palette)
            }
            if let compositor {
                let (index, delay) = (header.info.index, header.info.delay)
                if let box {
                    let size = Frame.size(width: compositor.width, height: compositor.height, fitting: box)
                    body(compositor.frame(index: index, delay: delay, scaledTo: size))
                } else {
                    body(compositor.frame(index: index, delay: delay))
                }
            }
            return header.info.index != lastIndex && !isCancelled()
        }
        if reading.info.frames.isEmpty { throw .noImageData }
        return reading
    }

    /// What the start of `stream` says, waiting only for the bytes up to its first image
    /// descriptor: the canvas, the loop count (when, as usual, it comes before the first
    /// image), and the first image's description as its only frame; `byteSize` is what had
    /// arrived by then.
    public static func head(of stream: GIFStream, limits: GIFLimits = .standard) throws(GIFError) -> GIFInfo {
        let reading = try walk(stream, limits: limits) { _, _ throws(GIFError) in false }
        if reading.info.frames.isEmpty { throw .noImageData }
        return reading.info
    }

    /// Whether `bytes` (the start of a GIF still arriving) hold its first image whole: enough for
    /// its first frame. Reads the structure only, no pixels.
    public static func holdsFirstImage(_ bytes: [UInt8]) -> Bool {
        let reading = try? walk(bytes, limits: nil) { decoder, header throws(GIFError) in
            try decoder.skipPixels(of: header)
            return false
        }
        return reading?.info.frames.isEmpty == false
    }

    /// Runs the record loop, checks the limits, applies the policy for broken files, and
    /// collects the description; `image` reads each image's pixels and says whether to go on.
    private static func walk(
        _ bytes: [UInt8],
        limits: GIFLimits?,
        image: (GIFDecoder, GIFDecoder.ImageHeader) throws(GIFError) -> Bool
    ) throws(GIFError) -> GIFReading {
        try walk(GIFStream(bytes: bytes), limits: limits, image: image)
    }

    private static func walk(
        _ stream: GIFStream,
        limits: GIFLimits?,
        image: (GIFDecoder, GIFDecoder.ImageHeader) throws(GIFError) -> Bool
    ) throws(GIFError) -> GIFReading {
        let decoder = try GIFDecoder(stream: stream)
        if let limits { try check(canvasOf: decoder, against: limits) }
        var frames: [GIFFrameInfo] = []
        var truncated = false
        var warning: String?
        var totalPixels = 0
        reading: while true {
            do throws(GIFError) {
                switch try decoder.nextRecord() {
                case .end(let cut):
                    truncated = cut
                    break reading
                case .image(let header):
                    if let limits { try check(header.info, total: &totalPixels, against: limits) }
                    let goOn = try image(decoder, header)
                    frames.append(header.info)
                    if !goOn { break reading }
                }
            } catch {
                // The limits, and any failure before the first complete image, fail the file;
                // a later failure keeps the images decoded so far.
                if case .limitExceeded = error { throw error }
                if frames.isEmpty { throw error }
                if case .truncated = error { truncated = true } else { warning = error.description }
                break reading
            }
        }
        let info = GIFInfo(
            width: decoder.canvasWidth, height: decoder.canvasHeight, loopCount: decoder.loopCount,
            globalPaletteSize: decoder.globalPaletteSize, backgroundIndex: decoder.backgroundIndex,
            comments: decoder.comments, xmp: decoder.xmp, byteSize: decoder.size, truncated: truncated, frames: frames)
        return GIFReading(info: info, warning: warning)
    }

    private static func check(canvasOf decoder: GIFDecoder, against limits: GIFLimits) throws(GIFError) {
        let pixels = decoder.canvasWidth * decoder.canvasHeight
        guard pixels <= limits.maxCanvasPixels else {
            throw .limitExceeded(
                "canvas \(decoder.canvasWidth)×\(decoder.canvasHeight) has more than \(limits.maxCanvasPixels) pixels")
        }
    }

    private static func check(_ frame: GIFFrameInfo, total: inout Int, against limits: GIFLimits) throws(GIFError) {
        guard frame.index < limits.maxFrames else {
            throw .limitExceeded("more than \(limits.maxFrames) images")
        }
        let pixels = frame.width * frame.height
        guard pixels <= limits.maxCanvasPixels else {
            throw .limitExceeded(
                "image \(frame.index) is \(frame.width)×\(frame.height), more than \(limits.maxCanvasPixels) pixels")
        }
        total += pixels
        guard total <= limits.maxTotalPixels else {
            throw .limitExceeded("more than \(limits.maxTotalPixels) pixels in all images")
        }
    }
}

/// The description of a file that could be read, and what was wrong with it if it was only
/// partly readable.
public struct GIFReading: Sendable, Equatable {
    /// What the file is, as far as it could be read.
    public var info: GIFInfo
    /// Why reading stopped before the end, when images after the first were unreadable.
    public var warning: String?
}
