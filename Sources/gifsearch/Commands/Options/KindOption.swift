import ArgumentParser
import GifSearchKit

/// `--stickers`: what a listing asks for.
struct KindOption: ParsableArguments {
    @Flag(help: "Stickers (GIFs with transparent backgrounds) instead of GIFs.")
    var stickers = false

    var kind: MediaKind { MediaKind(stickers: stickers) }
}
