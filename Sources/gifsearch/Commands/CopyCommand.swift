import ArgumentParser
import GifSearchKit

/// `gifsearch copy <id|url|file|->... [--as file|url|md]`: GIFs onto the desktop's clipboard.
struct CopyCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy GIFs to the clipboard: as files a chat app uploads, as URLs or as Markdown.",
        discussion: """
            --as file (the default) downloads each GIF to \
            $XDG_CACHE_HOME/gifsearch/copied/<provider>-<id>.gif (the last 20 copies are kept) and \
            copies it as a file (text/uri-list), which Chromium-based chat apps (Slack, Discord, \
            Element, Teams) upload as an animated GIF and file managers paste. --as url copies the \
            URL; --as md a Markdown image with the provider's alt text, else the title. A file is \
            the largest rendition within --max-size (8MB) unless --rendition is given. On Wayland \
            wl-copy keeps the copy; on X11 a process of gifsearch's own keeps a file (also as \
            x-special/gnome-copied-files) and xclip or xsel keeps text. The command returns at \
            once; the copy stays until something else is copied. \
            URLs and Markdown also go by OSC 52 through the terminal. What was copied (paths or \
            text) is printed. Exit 0 when everything was copied; 4 when there is no clipboard; \
            else as download. Example: gifsearch copy $(gifsearch pick cats --format ids)
            """)

    @Argument(help: "Giphy ids, klipy:<id>, http(s) URLs or GIF files; '-' reads ids and URLs from stdin.")
    var items: [String]

    @Option(name: .customLong("as"), help: "What goes on the clipboard.")
    var form: CopyForm = .file

    @OptionGroup var rendition: RenditionOption

    @OptionGroup var type: FileTypeOption

    @Flag(
        help: """
            Then paste it: Ctrl+V (Ctrl+Shift+V in a terminal) into the window that has the \
            keyboard, or, run in a terminal (a popup), into the one that has it once that \
            terminal's window has closed. X11 and wlroots compositors such as sway; exit 4 where it cannot.
            """)
    var paste = false

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if items.isEmpty { throw ValidationError("name GIFs to copy, or '-' to read them from stdin") }
        try type.validate(form: form, rendition: rendition)
    }

    func run(in context: CommandContext) throws {
        let names = context.argumentsReadingStandardInput(items)
        guard !names.isEmpty else {
            throw context.fail(.notFound, "nothing to copy: no ids or URLs were given on stdin")
        }
        let references = names.map(GIFReference.init(argument:))
        PartFileCleanup.install()
        let fileType = try type.type(copyingAs: form, config: context.configValues(), in: context)
        let copy = ClipboardCopy(
            context: context, service: try options.service(in: context, perRequest: true), form: form,
            rendition: rendition.choice(copyingAs: form, type: fileType))
        let pasting = paste ? PasteAfterCopy(context: context, inOwnWindow: (try? context.openTTY()) != nil) : nil
        let onClipboard = try copy.copy(references)
        try pasting?.paste(onDesktopClipboard: onClipboard)
    }
}

extension CopyForm: ExpressibleByArgument {}
