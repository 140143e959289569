internal import CGIF

/// Writes GIFs with giflib's `EGif*` API: palettes, images with delay, disposal, transparency and
/// interlacing, a loop count and comments. The tests build exact GIFs with it, and the
/// Giphy-compatible server generates its catalog with it.
///
/// - SeeAlso: giflib's `EGifOpen`, `EGifPutScreenDesc`, `EGifPutImageDesc`, `EGifPutLine`.
public enum GIFEncoder {
    /// One image to write.
    public struct Image: Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        /// Colour indices, `width * height` of them, row by row from the top (the encoder
        /// interlaces them itself when `interlaced` is set).
        public var indices: [UInt8]
        /// Delay in centiseconds; with disposal 0 and no transparency, no control block is written.
        public var delay: Int
        public var disposal: Int
        public var transparentIndex: Int?
        public var interlaced: Bool
        /// A local colour table; its size is rounded up to a power of two.
        public var localPalette: [RGB]?

        /// An image; by default at the origin, without delay, disposal, transparency or palette.
        public init(
            x: Int = 0, y: Int = 0, width: Int, height: Int, indices: [UInt8], delay: Int = 0, disposal: Int = 0,
            transparentIndex: Int? = nil, interlaced: Bool = false, localPalette: [RGB]? = nil
        ) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.indices = indices
            self.delay = delay
            self.disposal = disposal
            self.transparentIndex = transparentIndex
            self.interlaced = interlaced
            self.localPalette = localPalette
        }
    }

    /// The bytes of a GIF89a with the given logical screen, global palette, loop count
    /// (`nil` writes no NETSCAPE2.0 block), comments (written before the first image) and images.
    public static func encode(
        width: Int,
        height: Int,
        globalPalette: [RGB]?,
        backgroundIndex: Int = 0,
        loopCount: Int? = nil,
        comments: [String] = [],
        images: [Image]
    ) throws(GIFError) -> [UInt8] {
        let writer = MemoryWriter()
        var error: Int32 = 0
        // Safe: the writer outlives the handle, which `EGifCloseFile` frees below.
        guard let gif = EGifOpen(Unmanaged.passUnretained(writer).toOpaque(), writeToMemory, &error) else {
            throw failure(error, "open")
        }
        var closed = false
        defer { if !closed { EGifCloseFile(gif, &error) } }
        EGifSetGifVersion(gif, true)
        try withColorMap(globalPalette) { map throws(GIFError) in
            guard fits16(width), fits16(height),
                EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, Int32(backgroundIndex), map) == GIF_OK
            else { throw failure(gif.pointee.Error, "logical screen") }
        }
        if let loopCount { try putLoop(loopCount, gif) }
        for comment in comments where !comment.isEmpty {
            guard EGifPutComment(gif, comment) == GIF_OK else { throw failure(gif.pointee.Error, "comment") }
        }
        for image in images { try put(image, gif) }
        closed = true
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw failure(error, "close") }
        return writer.bytes
    }

    private static func putLoop(_ count: Int, _ gif: UnsafeMutablePointer<GifFileType>) throws(GIFError) {
        let identifier = Array("NETSCAPE2.0".utf8)
        let value: [UInt8] = [1, UInt8(truncatingIfNeeded: count), UInt8(truncatingIfNeeded: count >> 8)]
        guard EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
            EGifPutExtensionBlock(gif, Int32(identifier.count), identifier) == GIF_OK,
            EGifPutExtensionBlock(gif, Int32(value.count), value) == GIF_OK,
            EGifPutExtensionTrailer(gif) == GIF_OK
        else { throw failure(gif.pointee.Error, "loop extension") }
    }

    private static func put(_ image: Image, _ gif: UnsafeMutablePointer<GifFileType>) throws(GIFError) {
        guard image.indices.count == image.width * image.height else {
            throw .invalidInput("image has \(image.indices.count) indices for \(image.width)×\(image.height) pixels")
        }
        if image.delay != 0 || image.disposal != 0 || image.transparentIndex != nil {
            var control = GraphicsControlBlock(
                DisposalMode: Int32(image.disposal), UserInputFlag: false, DelayTime: Int32(image.delay),
                TransparentColor: Int32(image.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
            var bytes = [GifByteType](repeating: 0, count: 4)
            let length = EGifGCBToExtension(&control, &bytes)
            guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), bytes) == GIF_OK else {
                throw failure(gif.pointee.Error, "graphic control")
            }
        }
        try withColorMap(image.localPalette) { map throws(GIFError) in
            guard fits16(image.x), fits16(image.y), fits16(image.width), fits16(image.height),
                EGifPutImageDesc(
                    gif, Int32(image.x), Int32(image.y), Int32(image.width), Int32(image.height), image.interlaced, map)
                    == GIF_OK
            else { throw failure(gif.pointee.Error, "image descriptor") }
        }
        let rows: AnySequence<Int> =
            image.interlaced ? AnySequence(InterlacedRows(height: image.height)) : AnySequence(0..<image.height)
        var line = [GifPixelType](repeating: 0, count: image.width)
        for row in rows {
            line.replaceSubrange(0..<image.width, with: image.indices[row * image.width..<(row + 1) * image.width])
            guard EGifPutLine(gif, &line, Int32(image.width)) == GIF_OK else {
                throw failure(gif.pointee.Error, "pixels")
            }
        }
    }

    /// Runs `body` with a giflib colour map for `colors` (padded to a power of two), or `nil`.
    private static func withColorMap(
        _ colors: [RGB]?,
        _ body: (UnsafeMutablePointer<ColorMapObject>?) throws(GIFError) -> Void
    ) throws(GIFError) {
        guard let colors, !colors.isEmpty else { return try body(nil) }
        guard colors.count <= 256 else { throw .invalidInput("a colour table holds at most 256 colours") }
        var size = 2
        while size < colors.count { size *= 2 }
        let entries = (colors + Array(repeating: RGB.black, count: size - colors.count)).map {
            GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue)
        }
        // giflib copies the entries; the map is freed after use (giflib keeps its own copies).
        guard let map = GifMakeMapObject(Int32(size), entries) else { throw .invalidInput("colour table") }
        defer { GifFreeMapObject(map) }
        try body(map)
    }

    private static func fits16(_ value: Int) -> Bool { (0...0xFFFF).contains(value) }

    private static func failure(_ code: Int32, _ context: String) -> GIFError {
        let message = GifErrorString(code).map { String(cString: $0) } ?? "unknown error"
        return .giflib(code: Int(code), message: message, context: "writing \(context)")
    }
}

/// Collects what giflib writes.
final class MemoryWriter {
    private(set) var bytes: [UInt8] = []

    /// The writer behind `gif`, stored as unretained user data by `GIFEncoder`.
    static func from(_ gif: UnsafeMutablePointer<GifFileType>) -> MemoryWriter? {
        gif.pointee.UserData.map { Unmanaged<MemoryWriter>.fromOpaque($0).takeUnretainedValue() }
    }

    func append(_ buffer: UnsafeBufferPointer<GifByteType>) {
        bytes.append(contentsOf: buffer)
    }
}

/// giflib's output callback: appends to the `MemoryWriter` in the handle's user data.
let writeToMemory: OutputFunc = { gif, buffer, count in
    guard let gif, let buffer, count >= 0, let writer = MemoryWriter.from(gif) else { return 0 }
    // Safe: giflib passes `count` readable bytes.
    writer.append(UnsafeBufferPointer(start: buffer, count: Int(count)))
    return count
}
