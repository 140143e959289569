import ArgumentParser
import GifSearchKit

/// `--rendition`: which rendition of a GIF a command prints, fetches or saves.
struct RenditionOption: ParsableArguments {
    @Option(
        name: .customLong("rendition"),
        help: """
            Which rendition: original, fixed_height, fixed_width, downsized, fixed_width_small, ... (the one \
            whose URL is printed or copied, and the one fetched for an id).
            """)
    var value: Rendition = .original
}

extension Rendition: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }
}
