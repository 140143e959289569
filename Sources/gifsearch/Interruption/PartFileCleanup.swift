import GifSearchKit
import Terminal

/// Removes the `.part` files of unfinished downloads when the process ends early: registered
/// with `Signals` once, however many downloads start.
enum PartFileCleanup {
    private static let registered: Void = Signals.onExit { GifSearchService.removePartFiles() }

    static func install() {
        _ = registered
    }
}
