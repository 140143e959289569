/// The file a GIF is saved or copied as: the GIF itself, or the same animation as an MP4 video or
/// an animated WebP, which providers also serve (Telegram turns GIFs into MP4 anyway, and an MP4
/// is usually much smaller than its GIF).
public enum MediaFileType: String, Sendable, CaseIterable {
    case gif
    case mp4
    case webp

    /// The type of the file at `url`, by the ending of its path (before any query or fragment);
    /// `nil` for none of these.
    public init?(url: String) {
        let path = String(url.prefix { $0 != "?" && $0 != "#" })
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// The ending of its file names: `.gif`, `.mp4`, `.webp`.
    public var ending: String { "." + rawValue }

    /// How messages name it.
    public var displayName: String {
        switch self {
        case .gif: "GIF"
        case .mp4: "MP4"
        case .webp: "WebP"
        }
    }

    /// Whether `bytes` start as a video of this type does: an MP4's `ftyp` box, a WebP's RIFF
    /// header. A GIF is not looked at here: it is checked whole, by `GIFFile.structure`.
    func begins(_ bytes: [UInt8]) -> Bool {
        func has(_ text: String, at offset: Int) -> Bool {
            let expected = Array(text.utf8)
            return bytes.count >= offset + expected.count && Array(bytes[offset..<offset + expected.count]) == expected
        }
        return switch self {
        case .gif: false
        case .mp4: has("ftyp", at: 4)
        case .webp: has("RIFF", at: 0) && has("WEBP", at: 8)
        }
    }
}
