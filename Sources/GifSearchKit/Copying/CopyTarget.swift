/// A GIF to be copied as text: its URL, and the GIF when its provider described it (a
/// Markdown image takes its alt text or title).
public struct CopyTarget: Sendable, Equatable {
    public let url: String
    public let gif: GIFResult?

    public init(url: String, gif: GIFResult?) {
        self.url = url
        self.gif = gif
    }

    /// Whether its URL may be copied and printed: it holds no control or invisible character
    /// (docs/OUTPUT.md). The one rule, for the copy and for the text it makes.
    public var isCopyable: Bool { !TerminalText.containsControlCharacters(url) }

    /// The targets of those of `gifs` that have `rendition`, in their order.
    public static func of(_ gifs: [GIFResult], rendition: RenditionChoice) -> [CopyTarget] {
        gifs.compactMap { gif in gif.rendition(for: rendition).map { CopyTarget(url: $0.url, gif: gif) } }
    }
}
