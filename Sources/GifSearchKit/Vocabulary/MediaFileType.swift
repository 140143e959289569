/// The file a GIF is saved or copied as: the GIF itself, or the same animation as an MP4 video or
/// an animated WebP, which providers also serve (Telegram turns GIFs into MP4 anyway, and an MP4
/// is usually much smaller than its GIF).
public enum MediaFileType: String, Sendable, CaseIterable {
    case gif
    case mp4
    case webp

    /// The type of the file at `url`, by the ending of its path (before any query); `nil` for
    /// none of these.
    public init?(url: String) {
        let path = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
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

    /// Whether `bytes` start as a file of this type does: an MP4's `ftyp` box, a WebP's RIFF
    /// header. A GIF is checked whole, by `GIFFile.structure`.
    func begins(_ bytes: [UInt8]) -> Bool {
        func has(_ text: String, at offset: Int) -> Bool {
            let expected = Array(text.utf8)
            return bytes.count >= offset + expected.count && Array(bytes[offset..<offset + expected.count]) == expected
        }
        switch self {
        case .gif: return has("GIF8", at: 0)
        case .mp4: return has("ftyp", at: 4)
        case .webp: return has("RIFF", at: 0) && has("WEBP", at: 8)
        }
    }
}
