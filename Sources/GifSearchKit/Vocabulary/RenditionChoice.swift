/// Which rendition of each GIF a command uses: one by name (`--rendition`), or the largest
/// animated rendition of a type of file whose reported size fits a limit (`--max-size`, for chat
/// apps' upload limits; `--type`).
public enum RenditionChoice: Sendable, Equatable, ExpressibleByStringLiteral {
    case named(Rendition)
    case fitting(maxBytes: Int, type: MediaFileType = .gif)

    /// The GIF as it was uploaded.
    public static let original = RenditionChoice.named(.original)

    /// The type of file it asks for: a GIF, unless it fits a size in an MP4 or a WebP.
    public var fileType: MediaFileType {
        if case .fitting(_, let type) = self { return type }
        return .gif
    }

    /// The rendition named `value`.
    public init(stringLiteral value: String) {
        self = .named(Rendition(rawValue: value))
    }

    /// What the choice is, for messages: the rendition's name, or "within 2 MB".
    public var description: String {
        switch self {
        case .named(let rendition): "'\(rendition)'"
        case .fitting(let maxBytes, .gif): "within \(ByteSize.text(maxBytes))"
        case .fitting(let maxBytes, let type): "\(type.displayName) within \(ByteSize.text(maxBytes))"
        }
    }

    /// `gifs` in two, in one pass: those that have the rendition the choice picks (all of them,
    /// for one by name), and those that have none within the limit.
    public func partition(_ gifs: [GIFResult]) -> (kept: [GIFResult], leftOut: [GIFResult]) {
        guard case .fitting = self else { return (gifs, []) }
        var (kept, leftOut) = ([GIFResult](), [GIFResult]())
        for gif in gifs {
            if gif.rendition(for: self) != nil { kept.append(gif) } else { leftOut.append(gif) }
        }
        return (kept, leftOut)
    }
}

extension GIFResult {
    /// The rendition `choice` picks: by name, or the largest animated rendition of its type (for
    /// a GIF, not a still, an MP4 or a WebP) whose reported size is at most the limit; for an MP4
    /// or a WebP, the GIF that fits when none of that type does (a provider without them); `nil`
    /// when none is.
    public func rendition(for choice: RenditionChoice) -> GIFRendition? {
        switch choice {
        case .named(let name): return self.rendition(name)
        case .fitting(let maxBytes, let type):
            let fitting = files(of: type).filter { $0.size! <= maxBytes }.max { $0.size! < $1.size! }
            return fitting ?? (type == .gif ? nil : rendition(for: .fitting(maxBytes: maxBytes)))
        }
    }

    /// Its renditions of `type` with a reported size: for a GIF, the animated GIF ones; for an
    /// MP4 or a WebP, those whose URL is of that type (KLIPY's) and the formats of the others
    /// (Giphy's).
    private func files(of type: MediaFileType) -> [GIFRendition] {
        guard type != .gif else { return animatedGIFs }
        let own = renditions.values.filter { MediaFileType(url: $0.url) == type }
        return (own + renditions.values.compactMap { $0.formats[type] }).filter { $0.size != nil }
    }

    /// The smallest reported size of its animated GIF renditions, to say what would fit.
    public var smallestSize: Int? {
        animatedGIFs.compactMap(\.size).min()
    }

    /// The renditions that are animated GIFs with a reported size.
    private var animatedGIFs: [GIFRendition] {
        renditions.filter { name, rendition in
            !name.contains("still") && rendition.size != nil
                && rendition.url.split(separator: "?").first?.hasSuffix(".gif") == true
        }.map(\.value)
    }
}
