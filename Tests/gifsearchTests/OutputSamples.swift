import FixtureSupport
import GifSearchKit

/// The fixed results the output rules are shown with (`ResultPrinterTests`, `CopyTextTests`,
/// `FeedPrinterTests`, `ResultTableTests`), as a provider would give them.
enum OutputSamples {
    /// A Giphy GIF without alt text (as most are), with an original and a smaller rendition and
    /// a still.
    static let party = gif(
        "fx5gaw", title: "Party Time GIF", page: "https://giphy.test/gifs/fx5gaw",
        renditions: [
            "original": GIFRendition(
                url: "https://media.test/fx5gaw/original.gif?cid=1&rid=original.gif", width: 120, height: 90,
                size: 2_000_000, frames: 12),
            "fixed_height": GIFRendition(
                url: "https://media.test/fx5gaw/200.gif?cid=1", width: 267, height: 200, size: 900_000, frames: 12),
            "original_still": GIFRendition(url: "https://media.test/fx5gaw/still.gif?cid=1", size: 40_000),
        ],
        rating: "g")

    /// A Giphy GIF with alt text.
    static let described = gif(
        "abc123", title: "Cat", alt: "A cat waves",
        renditions: [
            "original": GIFRendition(
                url: "https://media.test/abc123/original.gif", width: 480, height: 270, size: 123_456, frames: 24)
        ],
        username: "catperson")

    /// A KLIPY GIF: a prefixed id, KLIPY's format names, no frame count.
    static let klipy = gif(
        "klipy:9000001", title: "Dancing dog",
        renditions: [
            "gif": GIFRendition(
                url: "https://static.klipy.test/9000001/gif.gif", width: 498, height: 280, size: 800_000),
            "mediumgif": GIFRendition(
                url: "https://static.klipy.test/9000001/mediumgif.gif", width: 320, height: 180, size: 300_000),
        ], provider: .klipy)

    /// A GIF known by its id and title only.
    static let bare = gif("bare1", title: "Bare")

    /// A title that would recolour the terminal, ring its bell, split a line and reverse the
    /// text after it.
    static let hostileTitle = gif(
        "red1", title: "Red \u{1B}[31mAlert\u{1B}[0m\u{7}\tnow\nplease\u{202E}",
        renditions: ["original": GIFRendition(url: "https://media.test/red1.gif", width: 10, height: 10)])

    /// A title whose line and paragraph separators and CR LF would end a line for a reader
    /// that splits lines as Unicode does (Python's `splitlines`, JavaScript).
    static let separatedTitle = gif(
        "sep1", title: "one\u{2028}two\u{2029}three\r\nfour", url: "https://media.test/sep1.gif")

    /// URLs that would be printed mangled: an escape sequence, a bidi override, a line separator.
    static let escapeURL = gif("esc1", url: "https://media.test/esc1.gif\u{1B}[2J")
    static let bidiURL = gif("bidi1", url: "https://media.test/bidi1/ori\u{202E}fig.exe")
    static let separatorURL = gif("sep2", url: "https://media.test/sep2\u{2028}.gif")

    /// Ids that would be printed mangled: an escape sequence, a zero-width space, a paragraph
    /// separator.
    static let escapeID = gif("fx\u{1B}[2Jid", url: "https://media.test/escid.gif")
    static let zeroWidthID = gif("fx\u{200B}zw", url: "https://media.test/zw.gif")
    static let separatorID = gif("fx\u{2029}ps", url: "https://media.test/ps.gif")
}
