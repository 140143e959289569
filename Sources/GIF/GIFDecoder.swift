internal import CGIF

/// Reads a GIF from memory or as it arrives (`GIFStream`) with giflib, record by record (`DGifGetRecordType`,
/// `DGifGetImageHeader`, `DGifGetLine` or `DGifGetCode`, the extension calls), never
/// `DGifSlurp`: nothing is allocated per frame beyond one row, and each image is available as
/// soon as its bytes are read. Owns its giflib handle and is confined to one thread.
///
/// - SeeAlso: giflib's `gif_lib.h` and "The GIFLIB Library" (`DGifOpen`, `DGifGetRecordType`).
final class GIFDecoder {
    /// The next thing in the file.
    enum Record {
        /// An image descriptor; its pixels must be read or skipped next.
        case image(ImageHeader)
        /// The end: the trailer, or (with `truncated`) the end of the bytes before it.
        case end(truncated: Bool)
    }

    /// An image descriptor and what draws it.
    struct ImageHeader {
        /// The offset of the image separator (`,`) that starts the image in the file.
        var start: Int
        var info: GIFFrameInfo
        /// The local colour table, else the global one, else `nil`.
        var palette: Palette?
    }

    private let gif: UnsafeMutablePointer<GifFileType>
    private let reader: ByteReader
    /// The graphic control extension read since the last image; it applies to the next one only.
    private var pendingControl: GraphicsControl?

    let canvasWidth: Int
    let canvasHeight: Int
    /// The length of the header, logical screen descriptor and global colour table.
    let screenEnd: Int
    let globalPalette: Palette?
    let backgroundIndex: Int
    private(set) var loopCount: Int?
    private(set) var comments: [String] = []
    /// The first XMP packet, when there is one.
    private(set) var xmp: String?
    private(set) var imageCount = 0

    /// Opens `bytes` and reads the header, logical screen and global colour table.
    convenience init(bytes: [UInt8]) throws(GIFError) {
        try self.init(stream: GIFStream(bytes: bytes))
    }

    /// Opens `stream` and reads the header, logical screen and global colour table, waiting for
    /// their bytes to arrive.
    init(stream: GIFStream) throws(GIFError) {
        let reader = ByteReader(stream)
        try GIFSignature.check(reader.prefix(GIFSignature.headerLength))
        var error: Int32 = 0
        // Safe: the reader outlives the handle; `deinit` closes the handle while `reader` is
        // still a stored property.
        guard let gif = DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), readBytes, &error) else {
            if reader.hitEnd { throw .truncated("in the header or global colour table") }
            throw Self.failure(code: Int(error), context: "header")
        }
        self.gif = gif
        self.reader = reader
        screenEnd = reader.offset
        canvasWidth = Int(gif.pointee.SWidth)
        canvasHeight = Int(gif.pointee.SHeight)
        globalPalette = Self.palette(gif.pointee.SColorMap)
        backgroundIndex = Int(gif.pointee.SBackGroundColor)
    }

    deinit {
        var error: Int32 = 0
        DGifCloseFile(gif, &error)
    }

    var globalPaletteSize: Int { globalPalette?.colors.count ?? 0 }

    /// How many bytes of the file have been read.
    var bytesRead: Int { reader.offset }

    /// How many bytes the file has (of a stream still arriving, how many are in so far).
    var size: Int { reader.size }

    /// Reads extensions up to the next image descriptor or the end.
    func nextRecord() throws(GIFError) -> Record {
        while true {
            var type = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(gif, &type) == GIF_OK else {
                if reader.hitEnd { return .end(truncated: true) }
                throw failure(context: "after image \(imageCount)")
            }
            switch type {
            case IMAGE_DESC_RECORD_TYPE:
                return .image(try readImageHeader())
            case EXTENSION_RECORD_TYPE:
                try readExtension()
            case TERMINATE_RECORD_TYPE:
                return .end(truncated: false)
            default:
                throw failure(context: "after image \(imageCount)")
            }
        }
    }

    /// Decodes the pixels of the image just read, handing each row to `row` with its row number
    /// in the image (de-interlaced) and its colour indices.
    func decodePixels(of header: ImageHeader, row: (Int, UnsafeBufferPointer<UInt8>) -> Void) throws(GIFError) {
        let width = header.info.width
        guard width > 0, header.info.height > 0 else { return try skipPixels(of: header) }
        var buffer = [UInt8](repeating: 0, count: width)
        let order: AnySequence<Int> =
            header.info.interlaced
            ? AnySequence(InterlacedRows(height: header.info.height)) : AnySequence(0..<header.info.height)
        for imageRow in order {
            let status = buffer.withUnsafeMutableBufferPointer { line in
                // Safe: `line` holds exactly `width` bytes, the count giflib is told to write.
                DGifGetLine(gif, line.baseAddress, Int32(width))
            }
            guard status == GIF_OK else { throw pixelFailure(of: header) }
            buffer.withUnsafeBufferPointer { row(imageRow, $0) }
        }
    }

    /// Skips the pixel data of the image just read without decoding it.
    func skipPixels(of header: ImageHeader) throws(GIFError) {
        var codeSize: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetCode(gif, &codeSize, &block) == GIF_OK else { throw pixelFailure(of: header) }
        while block != nil {
            guard DGifGetCodeNext(gif, &block) == GIF_OK else { throw pixelFailure(of: header) }
        }
    }

    private func readImageHeader() throws(GIFError) -> ImageHeader {
        // The record type byte, the separator, was the last byte read.
        let start = reader.offset - 1
        guard DGifGetImageHeader(gif) == GIF_OK else {
            if reader.hitEnd { throw .truncated("in the descriptor of image \(imageCount)") }
            throw failure(context: "image \(imageCount)")
        }
        let image = gif.pointee.Image
        let local = Self.palette(image.ColorMap)
        let control = pendingControl ?? GraphicsControl()
        pendingControl = nil
        let info = GIFFrameInfo(
            index: imageCount, x: Int(image.Left), y: Int(image.Top), width: Int(image.Width),
            height: Int(image.Height),
            delay: control.delay, disposal: control.disposal, transparentIndex: control.transparentIndex,
            interlaced: image.Interlace, localPaletteSize: local?.colors.count ?? 0)
        imageCount += 1
        return ImageHeader(start: start, info: info, palette: local ?? globalPalette)
    }

    private func readExtension() throws(GIFError) {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(gif, &code, &block) == GIF_OK else { throw extensionFailure() }
        var parser = ExtensionParser(code: code)
        // A NULL first block means an extension with no data sub-blocks: it is over, and asking
        // giflib for another block would read past it (the DGifSlurp desync).
        while let current = block {
            // Safe: giflib's block starts with its length byte, followed by that many bytes.
            parser.consume(UnsafeBufferPointer(start: current + 1, count: Int(current[0])))
            guard DGifGetExtensionNext(gif, &block) == GIF_OK else { throw extensionFailure() }
        }
        switch parser.result {
        case .control(let control): pendingControl = control
        case .loop(let count) where loopCount == nil: loopCount = count
        case .comment(let text): comments.append(text)
        case .xmp(let packet) where xmp == nil: xmp = packet
        default: break
        }
    }

    private func extensionFailure() -> GIFError {
        reader.hitEnd ? .truncated("in an extension after image \(imageCount)") : failure(context: "extension")
    }

    private func pixelFailure(of header: ImageHeader) -> GIFError {
        reader.hitEnd
            ? .truncated("in the pixel data of image \(header.info.index)")
            : failure(context: "image \(header.info.index)")
    }

    private func failure(context: String) -> GIFError {
        Self.failure(code: Int(gif.pointee.Error), context: context)
    }

    /// giflib's error as a `GIFError`; giflib sometimes fails without setting a code.
    private static func failure(code: Int, context: String) -> GIFError {
        let message = GifErrorString(Int32(code)).map { String(cString: $0) } ?? "unreadable data"
        return .giflib(code: code, message: code == 0 ? "malformed data" : message, context: context)
    }

    private static func palette(_ map: UnsafeMutablePointer<ColorMapObject>?) -> Palette? {
        guard let map, let colors = map.pointee.Colors, map.pointee.ColorCount > 0 else { return nil }
        // Safe: giflib allocates `ColorCount` entries for `Colors`.
        let table = UnsafeBufferPointer(start: colors, count: Int(map.pointee.ColorCount))
        return Palette(colors: table.map { Palette.pack(red: $0.Red, green: $0.Green, blue: $0.Blue) })
    }
}
