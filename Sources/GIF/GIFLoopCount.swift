/// Rewrites how often a GIF plays, without touching its images: the NETSCAPE2.0 block is
/// replaced, added after the global palette, or removed (for one play), found by walking the
/// file's blocks rather than by searching its bytes.
public enum GIFLoopCount {
    /// The loop count that makes a GIF play `plays` times (`nil`: forever): `nil` (no block) for
    /// one play, 0 for forever, n - 1 for n plays.
    public static func loopCount(plays: Int?) -> Int? {
        guard let plays else { return 0 }
        return plays <= 1 ? nil : plays - 1
    }

    /// `bytes` with the loop count `loopCount` (`nil`: no NETSCAPE2.0 block, one play; 0: forever;
    /// n: n + 1 plays).
    public static func rewrite(_ bytes: [UInt8], loopCount: Int?) throws(GIFError) -> [UInt8] {
        guard bytes.count >= 13, bytes.starts(with: Array("GIF8".utf8)) else {
            throw .notAGIF("no GIF87a or GIF89a signature")
        }
        let flags = bytes[10]
        let afterPalette = 13 + (flags & 0x80 != 0 ? 3 << (Int(flags & 0x07) + 1) : 0)
        var output = Array(bytes.prefix(afterPalette))
        if let loopCount {
            let count = UInt16(clamping: max(0, loopCount))
            output +=
                [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [
                    0x03, 0x01, UInt8(count & 0xFF), UInt8(count >> 8), 0x00,
                ]
        }
        var offset = afterPalette
        while offset < bytes.count {
            let start = offset
            switch bytes[offset] {
            case 0x21:
                guard offset + 1 < bytes.count else { throw .truncated("in an extension") }
                let isLoop =
                    bytes[offset + 1] == 0xFF && offset + 14 <= bytes.count
                    && Array(bytes[(offset + 3)..<(offset + 14)]) == Array("NETSCAPE2.0".utf8)
                offset = try skipSubBlocks(bytes, from: offset + 2)
                if !isLoop { output += bytes[start..<offset] }
            case 0x2C:
                guard offset + 10 <= bytes.count else { throw .truncated("in an image descriptor") }
                let local = bytes[offset + 9]
                offset += 10 + (local & 0x80 != 0 ? 3 << (Int(local & 0x07) + 1) : 0) + 1
                offset = try skipSubBlocks(bytes, from: offset)
                output += bytes[start..<offset]
            case 0x3B:
                output += bytes[offset...]
                return output
            default:
                throw .notAGIF("unexpected block 0x\(String(bytes[offset], radix: 16)) at byte \(offset)")
            }
        }
        throw .truncated("before the trailer")
    }

    /// The offset after the sub-blocks that start at `offset` (each a length byte and its bytes,
    /// ending with a zero length).
    private static func skipSubBlocks(_ bytes: [UInt8], from offset: Int) throws(GIFError) -> Int {
        var offset = offset
        while offset < bytes.count {
            let length = Int(bytes[offset])
            offset += 1 + length
            if length == 0 { return offset }
        }
        throw .truncated("in a data block")
    }
}
