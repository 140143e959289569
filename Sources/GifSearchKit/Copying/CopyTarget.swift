/// A GIF to be copied as text: its URL, and the GIF when its provider described it (a
/// Markdown image takes its alt text or title).
public struct CopyTarget: Sendable, Equatable {
    public let url: String
    public let gif: GIFResult?

    public init(url: String, gif: GIFResult?) {
        self.url = url
        self.gif = gif
    }
}
