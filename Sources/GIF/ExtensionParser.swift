internal import CGIF

/// What a graphic control extension says about the next image.
struct GraphicsControl: Equatable {
    var delay = 0
    var disposal = 0
    var transparentIndex: Int?
}

/// Interprets the data sub-blocks of one extension as they arrive.
struct ExtensionParser {
    enum Result: Equatable {
        case control(GraphicsControl)
        case loop(Int)
        case comment(String)
        /// An XMP packet (Adobe's "XMP DataXMP" application extension), as text.
        case xmp(String)
        case ignored
    }

    /// The most bytes of an XMP packet kept: more is cut.
    static let maxXMPBytes = 1 << 20

    private let code: Int32
    private var blockIndex = 0
    private var isLoopApplication = false
    private var isXMP = false
    private var hasComment = false
    private var commentBytes: [UInt8] = []
    private var xmpBytes: [UInt8] = []
    /// What a control or loop block said.
    private var parsed = Result.ignored

    /// What the extension is, once its blocks are consumed (text is decoded here, once).
    var result: Result {
        if hasComment { return .comment(String(decoding: commentBytes, as: UTF8.self)) }
        // No byte of UTF-8 text is 0x01: the packet ends before its trailer's.
        if isXMP { return .xmp(String(decoding: xmpBytes.prefix { $0 != 0x01 }, as: UTF8.self)) }
        return parsed
    }

    init(code: Int32) {
        self.code = code
    }

    mutating func consume(_ block: UnsafeBufferPointer<UInt8>) {
        defer { blockIndex += 1 }
        switch code {
        case GRAPHICS_EXT_FUNC_CODE where blockIndex == 0:
            // A block of another size is not a valid GCE: ignore it, as browsers do.
            guard block.count == 4 else { return }
            let packed = block[0]
            parsed = .control(
                GraphicsControl(
                    delay: Int(block[1]) | Int(block[2]) << 8,
                    disposal: Int(packed >> 2) & 0x07,
                    transparentIndex: packed & 0x01 == 1 ? Int(block[3]) : nil))
        case APPLICATION_EXT_FUNC_CODE where blockIndex == 0:
            let identifier = Array(block)
            isLoopApplication = identifier == Array("NETSCAPE2.0".utf8) || identifier == Array("ANIMEXTS1.0".utf8)
            isXMP = identifier == Array("XMP DataXMP".utf8)
        case APPLICATION_EXT_FUNC_CODE where isXMP:
            // XMP is written as raw bytes, which a reader takes for sub-blocks: each block's
            // length byte is a byte of the packet. Its "magic trailer" (0x01, 0xFF down to 0x00)
            // ends the sub-blocks.
            guard xmpBytes.count < Self.maxXMPBytes else { return }
            xmpBytes.append(UInt8(block.count))
            xmpBytes += block
        case APPLICATION_EXT_FUNC_CODE where isLoopApplication:
            // Only sub-block id 1 is the loop count; id 2 is a buffer size.
            guard block.count >= 3, block[0] == 1, parsed == .ignored else { return }
            parsed = .loop(Int(block[1]) | Int(block[2]) << 8)
        case COMMENT_EXT_FUNC_CODE:
            hasComment = true
            commentBytes += block
        default:
            return
        }
    }
}
