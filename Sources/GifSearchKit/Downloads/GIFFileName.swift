internal import Files

/// The one rule for the name of a GIF's file, in downloads, copies and kept favourites
/// (docs/OUTPUT.md): a GIF by id is `<provider>-<id>.gif`, which is also what a chat shows; a
/// GIF by URL or a file is named by the URL's media id or its file name without `.gif`. Names
/// hold only letters, digits, `-` and `_` before `.gif`.
enum GIFFileName {
    /// The name of the GIF with `id` (as people type it): `giphy-<id>.gif`, `klipy-<id>.gif`.
    static func of(id: String) -> String {
        let (provider, own) = GIFID.parse(id) ?? (.original, FileNames.sanitize(id))
        return provider.rawValue + "-" + own + ".gif"
    }

    /// The name of a GIF a URL or a file names by `stem`: the stem made safe, and `.gif`.
    static func of(stem: String) -> String {
        FileNames.sanitize(stem) + ".gif"
    }
}
