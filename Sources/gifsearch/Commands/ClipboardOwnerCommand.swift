import ArgumentParser
import Terminal

/// `gifsearch clipboard-owner --display D <path>...`, not for people: what `copy` starts on X11
/// to own the clipboard with files as both `text/uri-list` and `x-special/gnome-copied-files`.
/// It prints `owned` and closes stdout once it owns the clipboard (or prints why not and exits
/// 4), then serves until another program takes the clipboard.
struct ClipboardOwnerCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "clipboard-owner", abstract: "Own the X11 clipboard with files (started by copy).",
        shouldDisplay: false)

    @Option(help: "The X display.")
    var display: String

    @Argument(help: "The files' absolute paths.")
    var paths: [String]

    func run(in context: CommandContext) throws {
        let offers = ClipboardContent.files(paths).fileOffers
        let owner: X11ClipboardOwner
        do throws(X11ClipboardFailure) {
            owner = try X11ClipboardOwner(display: display, environment: context.environment, offers: offers)
        } catch {
            context.output.write(error.description + "\n")
            throw ReportedFailure(.unavailable)
        }
        context.sayAndReleaseOutput("owned")
        owner.serve()
    }
}
