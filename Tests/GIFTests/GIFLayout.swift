/// Where the parts of an encoded GIF are, found by walking its blocks; the hostile-input tests
/// use it to cut and corrupt exact places.
struct GIFLayout {
    /// For each image: the offset of its descriptor, of its LZW minimum code size byte, and the
    /// end of its data sub-blocks (after the terminator).
    var images: [(descriptor: Int, codeSize: Int, end: Int)] = []

    init(_ bytes: [UInt8]) {
        var offset = 13
        if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 0x07) + 1) }
        func skipSubBlocks(_ start: Int) -> Int {
            var position = start
            while bytes[position] != 0 { position += Int(bytes[position]) + 1 }
            return position + 1
        }
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21:
                offset = skipSubBlocks(offset + 2)
            case 0x2C:
                let descriptor = offset
                var position = offset + 10
                if bytes[offset + 9] & 0x80 != 0 { position += 3 << (Int(bytes[offset + 9] & 0x07) + 1) }
                let end = skipSubBlocks(position + 1)
                images.append((descriptor, position, end))
                offset = end
            default:
                return
            }
        }
    }
}
