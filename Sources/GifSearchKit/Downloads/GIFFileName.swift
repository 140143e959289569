internal import Files

/// The one rule for the name of a GIF's file, in downloads, copies and kept favourites
/// (docs/OUTPUT.md): a GIF by id is `<provider>-<id>.gif`, which is also what a chat shows; a
/// GIF by URL or a file is named by the URL's media id or its file name without `.gif`. Names
/// hold only letters, digits, `-` and `_` before the ending, `.mp4` or `.webp` for a GIF saved
/// as one (`MediaFileType`).
enum GIFFileName {
    /// The name of the GIF with `id` (as people type it) as a file of `type`: `giphy-<id>.gif`,
    /// `klipy-<id>.mp4`.
    static func of(id: String, type: MediaFileType = .gif) -> String {
        let (provider, own) = GIFID.parse(id) ?? (.original, FileNames.sanitize(id))
        return provider.rawValue + "-" + own + type.ending
    }

    /// The name of a GIF a URL or a file names by `stem`, as a file of `type`: the stem made
    /// safe, and the type's ending.
    static func of(stem: String, type: MediaFileType = .gif) -> String {
        FileNames.sanitize(stem) + type.ending
    }
}
