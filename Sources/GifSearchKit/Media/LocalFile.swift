internal import Files
import GIF
internal import HTTP

/// Reads a GIF or another file from disk or stdin, never more than a limit: a GIF's signature
/// first, and the rest only when there is one.
enum LocalFile {
    /// The most bytes of a GIF read: a download's limit.
    static let limit = HTTPRequest.mediaBodyLimit

    /// The bytes of the GIF at `path`, or on stdin for `nil`. Bytes that do not start as a GIF
    /// does are returned as soon as that is clear (for the decoder to say so) without reading on.
    static func read(_ path: String?) throws(MediaError) -> [UInt8] {
        try read(path, limit: limit, onlyGIF: true)
    }

    /// The bytes of `path`, or of stdin for `nil`, when there are at most `limit`; with
    /// `onlyGIF`, only the first few of what does not start as a GIF.
    static func read(_ path: String?, limit: Int, onlyGIF: Bool = false) throws(MediaError) -> [UInt8] {
        let signature: LimitedRead.Prefix = (
            GIFSignature.length, { GIFSignature.starts($0) && $0.count == GIFSignature.length }
        )
        do {
            return try LimitedRead.bytes(of: path, limit: limit, prefix: onlyGIF ? signature : nil)
        } catch {
            throw .unreadable(error)
        }
    }
}
