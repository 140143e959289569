internal import CPNG
import GIF

/// Writes RGBA8 pictures as PNG files with libpng's simplified API (no `setjmp`: failures come
/// back as a message).
///
/// - SeeAlso: http://www.libpng.org/pub/png/libpng-manual.txt, "Simplified API"
public enum PNGEncoder {
    /// The PNG for `pixels` (`width * height * 4` bytes of straight RGBA, row by row).
    public static func encode(rgba pixels: [UInt8], width: Int, height: Int) throws(PreviewError) -> [UInt8] {
        guard width > 0, height > 0, pixels.count == width * height * 4 else {
            throw .cannotEncodePNG("\(pixels.count) bytes are not \(width) × \(height) RGBA pixels")
        }
        var image = png_image()
        image.version = gifsearch_png_image_version
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = gifsearch_png_format_rgba
        defer { png_image_free(&image) }
        var size: png_alloc_size_t = 0
        // Safe: the first call only measures; libpng reads `width * height * 4` pixel bytes.
        guard png_image_write_to_memory(&image, nil, &size, 0, pixels, 0, nil) != 0, size > 0 else {
            throw .cannotEncodePNG(message(of: image))
        }
        var output = [UInt8](repeating: 0, count: Int(size))
        // Safe: `output` holds the `size` bytes libpng measured.
        let written = output.withUnsafeMutableBytes { buffer in
            png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, pixels, 0, nil)
        }
        guard written != 0 else { throw .cannotEncodePNG(message(of: image)) }
        return Array(output.prefix(Int(size)))
    }

    /// The PNG of a composited frame.
    public static func encode(_ frame: Frame) throws(PreviewError) -> [UInt8] {
        try encode(rgba: frame.pixels, width: frame.width, height: frame.height)
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
