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
        case ignored
    }

    private let code: Int32
    private var blockIndex = 0
    private var isLoopApplication = false
    private var commentBytes: [UInt8] = []
    private(set) var result = Result.ignored

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
            result = .control(
                GraphicsControl(
                    delay: Int(block[1]) | Int(block[2]) << 8,
                    disposal: Int(packed >> 2) & 0x07,
                    transparentIndex: packed & 0x01 == 1 ? Int(block[3]) : nil))
        case APPLICATION_EXT_FUNC_CODE where blockIndex == 0:
            let identifier = Array(block)
            isLoopApplication = identifier == Array("NETSCAPE2.0".utf8) || identifier == Array("ANIMEXTS1.0".utf8)
        case APPLICATION_EXT_FUNC_CODE where isLoopApplication:
            // Only sub-block id 1 is the loop count; id 2 is a buffer size.
            guard block.count >= 3, block[0] == 1, result == .ignored else { return }
            result = .loop(Int(block[1]) | Int(block[2]) << 8)
        case COMMENT_EXT_FUNC_CODE:
            commentBytes += block
            result = .comment(String(decoding: commentBytes, as: UTF8.self))
        default:
            return
        }
    }
}
