internal import Files

/// Why a GIF could not be had or kept. `description` is the one-line message about the GIF
/// (the command line puts its name before it).
enum MediaError: Error, Equatable, CustomStringConvertible {
    /// A local file or stdin could not be read: too large for a GIF, or the system's reason.
    case unreadable(FileError)
    /// The GIF has no such rendition.
    case noRendition(String)
    /// No rendition of the GIF fits the size asked for: the limit, and the smallest there is.
    case noRenditionWithin(Int, smallest: Int?)
    /// The provider has no GIF with this id (as typed).
    case noGIF(id: String, provider: ProviderName)
    /// Only ids and URLs can be downloaded.
    case notDownloadable
    /// A file has no URL to copy.
    case noURL
    /// The bytes are not a valid GIF: the decoder's reason.
    case notAGIF(String)
    /// A download that should be an MP4 or a WebP does not begin as one.
    case notOfType(MediaFileType)
    /// A directory cannot be made: why.
    case cannotCreateDirectory(FileError)
    /// The file cannot be written: its path and the system's reason.
    case cannotWrite(String, reason: String)
    /// A file with other contents is at this path, where the GIF or image would go, and was
    /// left alone.
    case otherFileThere(String)

    var description: String {
        switch self {
        case .unreadable(let error): return error.description
        case .noRendition(let rendition): return "has no '\(rendition)' rendition"
        case .noRenditionWithin(let limit, let smallest):
            return "has no rendition within \(ByteSize.text(limit))"
                + (smallest.map { " (the smallest is \(ByteSize.text($0)))" } ?? "")
        case .noGIF(let id, let provider):
            return "no GIF \(provider.hasWebAPI ? "on" : "in") \(provider.displayName) has the id '\(id)'"
        case .notDownloadable: return "not a Giphy id, a KLIPY id (klipy:…), one of yours (local:…) or an http(s) URL"
        case .noURL: return "a file has no URL: copy it --as file"
        case .notAGIF(let reason): return "the download is not a valid GIF (\(reason))"
        case .notOfType(let type): return "the download is not a valid \(type.displayName) file"
        case .cannotCreateDirectory(let error): return "cannot create the directory: \(error)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .otherFileThere(let path): return "another file is at \(path); left as it is (--force replaces it)"
        }
    }
}
