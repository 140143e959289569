/// Why a GIF could not be had or kept. `description` is the one-line message about the GIF
/// (the command line puts its name before it).
enum MediaError: Error, Equatable, CustomStringConvertible {
    /// A local file or stdin could not be read: the system's message.
    case unreadable(String)
    /// The GIF has no such rendition.
    case noRendition(String)
    /// No rendition of the GIF fits the size asked for: the limit, and the smallest there is.
    case noRenditionWithin(Int, smallest: Int?)
    /// The provider has no GIF with this id (as typed).
    case noGIF(id: String, provider: String)
    /// Only ids and URLs can be downloaded.
    case notDownloadable
    /// The bytes are not a valid GIF: the decoder's reason.
    case notAGIF(String)
    /// The download directory cannot be made: the system's message.
    case cannotCreateDirectory(String)
    /// A file or stdin holds more than a GIF may: the limit in bytes.
    case tooLarge(Int)
    /// The file cannot be written: its path and the system's reason.
    case cannotWrite(String, reason: String)

    var description: String {
        switch self {
        case .unreadable(let message): return message
        case .noRendition(let rendition): return "has no '\(rendition)' rendition"
        case .noRenditionWithin(let limit, let smallest):
            return "has no rendition within \(ByteSize.text(limit))"
                + (smallest.map { " (the smallest is \(ByteSize.text($0)))" } ?? "")
        case .noGIF(let id, let provider): return "no GIF on \(provider) has the id '\(id)'"
        case .notDownloadable: return "not a Giphy id, a KLIPY id (klipy:…) or an http(s) URL"
        case .notAGIF(let reason): return "the download is not a valid GIF (\(reason))"
        case .cannotCreateDirectory(let message): return "cannot create the directory: \(message)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .tooLarge(let limit): return "larger than \(limit) bytes"
        }
    }
}
