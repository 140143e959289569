/// The first check on any bytes: a GIF starts with `GIF87a` or `GIF89a` and has at least the
/// 13 bytes of header and logical screen descriptor. giflib accepts any `GIF???`, so this
/// runs before giflib sees the data.
enum GIFSignature {
    static func check(_ bytes: [UInt8]) throws(GIFError) {
        guard !bytes.isEmpty else { throw .notAGIF("the file is empty") }
        guard bytes.count >= 6,
            bytes[0..<6].elementsEqual(Array("GIF87a".utf8)) || bytes[0..<6].elementsEqual(Array("GIF89a".utf8))
        else {
            throw .notAGIF("no GIF87a or GIF89a signature")
        }
        guard bytes.count >= 13 else { throw .truncated("in the header") }
    }
}
