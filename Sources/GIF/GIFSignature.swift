/// The first check on any bytes: a GIF starts with `GIF87a` or `GIF89a` and has at least the
/// 13 bytes of header and logical screen descriptor. giflib accepts any `GIF???`, so this
/// runs before giflib sees the data.
public enum GIFSignature {
    /// How many bytes the signature takes.
    public static let length = 6
    /// How many bytes the header and logical screen descriptor take.
    static let headerLength = 13

    /// Whether `bytes` start with `GIF87a` or `GIF89a`.
    public static func starts(_ bytes: some Collection<UInt8>) -> Bool {
        let head = bytes.prefix(length)
        return head.elementsEqual("GIF87a".utf8) || head.elementsEqual("GIF89a".utf8)
    }

    static func check(_ bytes: [UInt8]) throws(GIFError) {
        guard !bytes.isEmpty else { throw .notAGIF("the file is empty") }
        guard starts(bytes) else { throw .notAGIF("no GIF87a or GIF89a signature") }
        guard bytes.count >= headerLength else { throw .truncated("in the header") }
    }
}
