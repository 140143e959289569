internal import CGIF

/// The bytes giflib reads through its input callback, from memory or from a `GIFStream` as they
/// arrive, and whether it asked for more than there was (which is how truncation is told apart
/// from corrupt data).
final class ByteReader {
    private let stream: GIFStream
    /// How many bytes giflib has read so far.
    private(set) var offset = 0
    /// Whether a read reached past the end of the bytes.
    private(set) var hitEnd = false

    init(_ stream: GIFStream) {
        self.stream = stream
    }

    /// The first `count` bytes (fewer when the file is shorter), waiting for them to arrive.
    func prefix(_ count: Int) -> [UInt8] {
        stream.withBytes(at: 0, count: count) { Array($0) }
    }

    /// How many bytes there are, once reading has ended.
    var size: Int { stream.received }

    /// Copies `count` bytes into `buffer`, waiting for them to arrive; giflib treats a short read
    /// as an error, so a request that cannot be filled copies nothing, reports 0 and marks the
    /// end.
    func read(into buffer: UnsafeMutablePointer<GifByteType>, count: Int) -> Int32 {
        guard count >= 0 else {
            hitEnd = true
            return 0
        }
        let copied = stream.withBytes(at: offset, count: count) { bytes -> Bool in
            guard bytes.count == count else { return false }
            bytes.withUnsafeBufferPointer { source in
                // Safe: `source` holds exactly `count` bytes, and giflib's buffer holds at least
                // `count` by the InputFunc contract.
                if let base = source.baseAddress { buffer.update(from: base, count: count) }
            }
            return true
        }
        guard copied else {
            hitEnd = true
            return 0
        }
        offset += count
        return Int32(count)
    }

    /// The reader behind `gif`, stored as unretained user data by `GIFDecoder`, which keeps the
    /// reader alive for as long as giflib's handle.
    static func from(_ gif: UnsafeMutablePointer<GifFileType>) -> ByteReader? {
        gif.pointee.UserData.map { Unmanaged<ByteReader>.fromOpaque($0).takeUnretainedValue() }
    }
}

/// giflib's input callback: reads from the `ByteReader` in the handle's user data.
let readBytes: InputFunc = { gif, buffer, count in
    guard let gif, let buffer, let reader = ByteReader.from(gif) else { return 0 }
    return reader.read(into: buffer, count: Int(count))
}
