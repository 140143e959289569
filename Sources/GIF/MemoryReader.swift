internal import CGIF

/// The bytes giflib reads through its input callback, and whether it asked for more than there
/// was (which is how truncation is told apart from corrupt data).
final class MemoryReader {
    private let bytes: [UInt8]
    /// How many bytes giflib has read so far.
    private(set) var offset = 0
    /// Whether a read reached past the end of the bytes.
    private(set) var hitEnd = false

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Copies `count` bytes into `buffer`; giflib treats a short read as an error, so a request
    /// that cannot be filled copies nothing, reports 0 and marks the end.
    func read(into buffer: UnsafeMutablePointer<GifByteType>, count: Int) -> Int32 {
        guard count >= 0, count <= bytes.count - offset else {
            hitEnd = true
            return 0
        }
        bytes.withUnsafeBufferPointer { source in
            // Safe: the guard above keeps offset + count within the buffer, and giflib's buffer
            // holds at least `count` bytes by the InputFunc contract.
            buffer.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return Int32(count)
    }

    /// The reader behind `gif`, stored as unretained user data by `GIFDecoder`, which keeps the
    /// reader alive for as long as giflib's handle.
    static func from(_ gif: UnsafeMutablePointer<GifFileType>) -> MemoryReader? {
        gif.pointee.UserData.map { Unmanaged<MemoryReader>.fromOpaque($0).takeUnretainedValue() }
    }
}

/// giflib's input callback: reads from the `MemoryReader` in the handle's user data.
let readFromMemory: InputFunc = { gif, buffer, count in
    guard let gif, let buffer, let reader = MemoryReader.from(gif) else { return 0 }
    return reader.read(into: buffer, count: Int(count))
}
