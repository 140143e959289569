/// Why a GIF could not be read or written. `description` is the one-line message the command
/// line prints.
public enum GIFError: Error, Equatable, CustomStringConvertible {
    /// The bytes are not a GIF: too short, or the signature is not `GIF87a`/`GIF89a`.
    case notAGIF(String)
    /// The file breaks one of the decoder's limits; nothing was allocated for it.
    case limitExceeded(String)
    /// The file ends before anything complete could be decoded.
    case truncated(String)
    /// The file has no image to decode.
    case noImageData
    /// giflib rejected the data; `message` is giflib's own text for `code`.
    case giflib(code: Int, message: String, context: String)
    /// The encoder was given something it cannot write.
    case invalidInput(String)

    public var description: String {
        switch self {
        case .notAGIF(let reason): return "not a GIF: \(reason)"
        case .limitExceeded(let limit): return "too large to decode: \(limit)"
        case .truncated(let place): return "truncated \(place)"
        case .noImageData: return "no image data"
        case .giflib(_, let message, let context): return "\(context): \(message)"
        case .invalidInput(let reason): return "cannot encode: \(reason)"
        }
    }
}
