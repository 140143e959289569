import GifSearchKit

/// The text GIFs are copied as (`url`, `md`): one line each, the URL verbatim, or a Markdown
/// image whose text is the provider's alt text, else the title ("GIF" for a GIF known only by
/// its URL). A GIF whose URL may not be copied (`CopyTarget.isCopyable`) is left out.
enum CopyText {
    /// The lines for `targets` in `form`.
    static func lines(of targets: [CopyTarget], form: CopyForm) -> [String] {
        targets.filter(\.isCopyable).map { target in
            guard form == .md else { return target.url }
            let alt = target.gif.map { GIFRecord($0, rendition: .original).displayed.altOrTitle } ?? "GIF"
            return ResultPrinter.markdownImage(alt: alt, url: target.url)
        }
    }
}
