import ArgumentParser
import GifSearchKit
import Preview
import RxCore
import Terminal

/// `gifsearch pick [<query>...]`: choose GIFs interactively, fzf style.
struct PickCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick", abstract: "Choose GIFs interactively: type to search, Enter prints the choice.",
        discussion: """
            Full screen on the terminal (/dev/tty), so it works inside $(...) and pipes: stdout gets \
            only the choice. Typing edits the query (a search starts 250 ms after the last key; an \
            empty query shows trending). Up/Down, PgUp/PgDn, Home/End move; the selected GIF plays (as \
            often as its loop count says, as in a browser) on \
            the right. An empty query shows your recent GIFs (what you picked, copied, downloaded, \
            previewed or starred, by how often and lately) above trending. Enter prints the selection \
            in --format and exits 0; with --multi, Tab marks rows and Enter prints them all. \
            \(PickerKeyHelp.discussion) With --library, the list is your library, filtered as you \
            type without a request. Examples: url=$(gifsearch pick cats); gifsearch pick --multi \
            --format ids | gifsearch download - -o gifs
            """)

    @Argument(help: "What to search for first (nothing: trending).")
    var query: [String] = []

    @Option(help: "What Enter prints.")
    var format: PickFormat = .url

    @OptionGroup var rendition: RenditionOption

    @Flag(help: "Let Tab mark several GIFs; Enter prints every marked one.")
    var multi = false

    @Flag(help: "Browse your library (favourites and history) instead of searching; typing filters it.")
    var library = false

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var kind: KindOption

    @OptionGroup var rating: RatingOption

    @Option(name: [.customShort("o"), .customLong("output")], help: "Where Ctrl-D downloads to.")
    var directory = "."

    @OptionGroup var force: ForceOption

    @Option(
        help: """
            How Ctrl-Y copies (a file is what a chat app uploads). Given, Enter copies the choice \
            that way too, and prints nothing when stdout is a terminal (for a hotkey's \
            popup). Default: the config file's 'copy = ...', else a file on a desktop and the link elsewhere.
            """)
    var copy: CopyForm?

    @OptionGroup var type: FileTypeOption

    @Flag(
        help: """
            Enter copies the choice (as --copy says) and pastes it: once this terminal's window \
            has closed (a hotkey's popup), Ctrl+V (Ctrl+Shift+V in a terminal) goes to the \
            window that then has the keyboard. X11 and wlroots compositors such as sway. Alt-Enter or \
            Ctrl-V does so without it. \
            Default: the config file's 'paste = yes|no'.
            """)
    var paste = false

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        try type.validate(form: copy, rendition: rendition)
        if query.joined(separator: " ").count > QueryEditor.maxLength {
            throw ValidationError("the query is longer than Giphy's \(QueryEditor.maxLength) characters")
        }
    }

    func run(in context: CommandContext) throws {
        let tty: TTY
        do throws(TerminalError) {
            tty = try context.openTTY()
        } catch {
            throw context.fail(.invalidArgument, "pick needs a terminal: \(error.description)")
        }
        PartFileCleanup.install()
        let config = try context.configValues()
        let copyForm =
            try copy
            ?? context.attempt { () throws(SearchFailure) in
                try CopyForm.configured(config: config, environment: context.environment)
            }
        let fileType = try type.type(copyingAs: copyForm, config: config, in: context)
        let copyRendition = rendition.choice(copyingAs: copyForm, type: fileType)
        let pastes =
            try paste
            || context.attempt { () throws(SearchFailure) in
                try PasteSetting.configured(config: config, environment: context.environment)
            }
        let graphics = try Graphics.choose(
            drawing.mode, quiet: options.quiet, verbose: options.verbose, onTerminal: true, in: context)
        let retries = PublishSubject<(SearchFailure, Double)>()
        let service = try options.service(
            in: context, config: config, onRetry: { retries.onNext(($0, $1)) }, perRequest: true,
            silentScans: true)
        let picker = Picker(
            tty: tty, service: service,
            configuration: .init(
                query: query.joined(separator: " "), kind: kind.kind, rating: rating.rating, multi: multi,
                rendition: rendition.choice, directory: directory, replacesFiles: force.force, copy: copyForm,
                copyRendition: copyRendition,
                copiedFolder: .inEnvironment(context.environment), asksForKey: options.mayAsk(in: context),
                library: library),
            graphics: graphics, colors: drawing.color.resolved(onTerminal: true, environment: context.environment),
            handoff: .fromEnvironment(context.environment, owner: context.ownClipboardOwner),
            retries: retries.asObservable(), openingNote: pastes ? PasteAfterCopy.refusal(in: context) : nil)
        let final: PickerViewState<FittedAnimation>
        do throws(TerminalError) {
            final = try picker.run(waiting: { under in context.error("waiting for \(under) under way to end") })
        } catch {
            throw context.fail(.invalidArgument, error.description)
        }
        if let typed = final.workingKey {
            KeyPrompt.offerToSave(
                typed.key, of: typed.provider, to: context.configPath, on: tty, errors: context.errors,
                scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.pick.save-key"))
        }
        switch final.outcome {
        case .noKey(let failure):
            throw context.fail(failure)
        case .cancelled, nil:
            throw ReportedFailure.interrupted
        case .chosen(let gifs, let altEnter):
            if let form = pastes || altEnter ? copy ?? copyForm : copy {
                let pasting = pastes || altEnter ? PasteAfterCopy(context: context, inOwnWindow: true) : nil
                let onClipboard = try ClipboardCopy(
                    context: context, service: service, form: form, rendition: copyRendition, printsCopied: false
                ).copy(picked: gifs)
                try pasting?.paste(onDesktopClipboard: onClipboard)
                if context.output.isTerminal { return }
            }
            let printed = ResultPrinter(format: format.resultFormat, rendition: rendition.choice).render(gifs)
            context.output.write(printed.text)
        }
    }
}
