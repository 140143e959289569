internal import CZlib

/// zlib compression (RFC 1950), for kitty's `o=z` payloads.
///
/// - SeeAlso: https://zlib.net/manual.html#Utility
enum Deflate {
    /// `bytes` compressed, or `nil` when zlib fails (it only does without memory).
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        var size = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        // Safe: `output` holds compressBound(count) bytes, the most zlib writes for `bytes`.
        let status = output.withUnsafeMutableBufferPointer { buffer in
            bytes.withUnsafeBufferPointer { input in
                compress2(buffer.baseAddress, &size, input.baseAddress, uLong(input.count), 6)
            }
        }
        guard status == Z_OK else { return nil }
        return Array(output.prefix(Int(size)))
    }
}
