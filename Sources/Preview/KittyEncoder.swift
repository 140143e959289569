import FoundationEssentials
import GIF

/// Frames as kitty graphics protocol commands: RGB (`f=24`) when every pixel is opaque, else
/// RGBA (`f=32`); zlib-compressed (`o=z`) when that is smaller; base64 in chunks of at most 4096
/// bytes (`m=1` … `m=0`); quiet (`q=2`). An animation is played by transmitting each frame under
/// the same id, which replaces the image.
///
/// - SeeAlso: https://sw.kovidgoyal.net/kitty/graphics-protocol/
public struct KittyEncoder: Sendable {
    /// The most base64 bytes in one chunk.
    static let chunkSize = 4096

    public init() {}

    /// Transmits and shows `frame` as image `id`, `columns` × `rows` cells when given, at the
    /// cursor; the cursor moves past the image unless `movesCursor` is false (`C=1`). A
    /// `virtual` placement (`U=1`) is shown where `KittyPlaceholders` are written instead.
    public func still(
        _ frame: Frame, id: Int, columns: Int? = nil, rows: Int? = nil, movesCursor: Bool = true, virtual: Bool = false
    ) -> [UInt8] {
        let placement = virtual ? ",U=1" : movesCursor ? "" : ",C=1"
        return transmit(frame, keys: "a=T,i=\(id)" + Self.placement(columns: columns, rows: rows) + placement)
    }

    /// Deletes image `id` and its placements.
    public static func delete(id: Int) -> [UInt8] {
        command("a=d,d=I,i=\(id),q=2")
    }

    /// Deletes every image and placement (on the alternate screen: those shown there).
    public static func deleteAll() -> [UInt8] {
        command("a=d,d=A,q=2")
    }

    /// The commands that send `frame`'s pixels with `keys`, chunked.
    private func transmit(_ frame: Frame, keys: String) -> [UInt8] {
        let opaque = stride(from: 3, to: frame.pixels.count, by: 4).allSatisfy { frame.pixels[$0] == 255 }
        let raw = opaque ? Self.rgb(of: frame.pixels) : frame.pixels
        let compressed = Deflate.compress(raw).flatMap { $0.count < raw.count ? $0 : nil }
        let payload = [UInt8](Data(compressed ?? raw).base64EncodedData())
        let format = "f=\(opaque ? 24 : 32),s=\(frame.width),v=\(frame.height)" + (compressed != nil ? ",o=z" : "")
        var output: [UInt8] = []
        var start = 0
        repeat {
            let end = min(payload.count, start + Self.chunkSize)
            let more = end < payload.count ? 1 : 0
            let control = start == 0 ? "\(keys),\(format),q=2,m=\(more)" : "m=\(more)"
            output += Self.command(control, payload: payload[start..<end])
            start = end
        } while start < payload.count
        return output
    }

    /// RGBA pixels without their alpha.
    private static func rgb(of rgba: [UInt8]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: rgba.count / 4 * 3) { output, count in
            rgba.withUnsafeBufferPointer { input in
                for pixel in 0..<(input.count / 4) {
                    output[pixel * 3] = input[pixel * 4]
                    output[pixel * 3 + 1] = input[pixel * 4 + 1]
                    output[pixel * 3 + 2] = input[pixel * 4 + 2]
                }
            }
            count = rgba.count / 4 * 3
        }
    }

    private static func placement(columns: Int?, rows: Int?) -> String {
        (columns.map { ",c=\($0)" } ?? "") + (rows.map { ",r=\($0)" } ?? "")
    }

    /// `ESC _G control ; payload ESC \`.
    private static func command(_ control: String, payload: ArraySlice<UInt8> = []) -> [UInt8] {
        Array("\u{1B}_G\(control)".utf8) + (payload.isEmpty ? [] : [UInt8(ascii: ";")] + payload) + [0x1B, 0x5C]
    }
}
