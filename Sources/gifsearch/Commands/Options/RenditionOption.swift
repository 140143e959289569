import ArgumentParser
import GifSearchKit

/// `--rendition` or `--max-size`: which rendition of a GIF a command prints, fetches or saves.
struct RenditionOption: ParsableArguments {
    @Option(
        name: .customLong("rendition"),
        help: """
            Which rendition: original, fixed_height, fixed_width, downsized, fixed_width_small, ... (the one \
            whose URL is printed or copied, and the one fetched for an id).
            """)
    var value: Rendition?

    @Option(
        help: ArgumentHelp(
            "The largest rendition whose size fits, for upload limits: 500KB, 2MB, 8MiB.", valueName: "size"))
    var maxSize: String?

    func validate() throws {
        if value != nil && maxSize != nil { throw ValidationError("--rendition and --max-size cannot be combined") }
        if let maxSize, ByteSize.parse(maxSize) == nil {
            throw ValidationError("--max-size must be a size such as 500KB, 2MB or 8MiB")
        }
    }

    /// The rendition asked for: by name (`original` by default), or the largest that fits.
    var choice: RenditionChoice {
        choice(else: .original)
    }

    /// The rendition asked for, or `fallback` when neither option was given.
    func choice(else fallback: RenditionChoice) -> RenditionChoice {
        if let maxSize, let bytes = ByteSize.parse(maxSize) { return .fitting(maxBytes: bytes) }
        return value.map { .named($0) } ?? fallback
    }

    /// The size a file copied for a chat fits within unless told otherwise: what chat apps take
    /// without a paid plan.
    static let copiedFileLimit = RenditionChoice.fitting(maxBytes: 8_000_000)

    /// The rendition copied in `form`: for a file, the largest of `type` within 8MB unless told
    /// otherwise (a GIF where there is none of that type); a URL or Markdown has no upload
    /// limit, so it is the rendition asked for.
    func choice(copyingAs form: CopyForm, type: MediaFileType = .gif) -> RenditionChoice {
        guard form == .file else { return choice }
        let chosen = choice(else: Self.copiedFileLimit)
        guard case .fitting(let maxBytes, _) = chosen else { return chosen }
        return .fitting(maxBytes: maxBytes, type: type)
    }
}

extension Rendition: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }
}
