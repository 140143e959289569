import ArgumentParser
import FoundationEssentials
import GifSearchKit

/// `gifsearch folder`: the folders of the person's own GIFs, indexed by the words drawn in
/// them, their names and comments, on this machine only.
struct FolderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folder", abstract: "Your own folders of GIFs, found by the words drawn in them.",
        discussion: """
            Each GIF under a folder is indexed by the words read from its frames (OCR, with \
            Tesseract), the words of its file and folder names, and the text it carries (comments, and \
            the title, description and keywords of its XMP). The \
            index is kept in $XDG_DATA_HOME/gifsearch/local.sqlite; nothing about your GIFs \
            leaves this machine.
            """,
        subcommands: [
            FolderListCommand.self, FolderAddCommand.self, FolderRemoveCommand.self, FolderScanCommand.self,
        ],
        defaultSubcommand: FolderListCommand.self)
}

/// `gifsearch folder list`.
struct FolderListCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List your folders: their GIFs, the files skipped and why, the last scan.")

    func run(in context: CommandContext) throws {
        let index = try FolderScan.index(in: context)
        let folders = try context.attempt { () throws(SearchFailure) in try index.folders() }
        guard !folders.isEmpty else { throw context.fail(.notFound, FolderScan.noFolders) }
        let now = Date()
        for folder in folders {
            let scanned = folder.scannedAt.map {
                "scanned \(StaleAge.describe(seconds: now.timeIntervalSince($0))) ago"
            }
            let facts =
                ["\(folder.gifs) GIF\(folder.gifs == 1 ? "" : "s")", "\(folder.skipped) skipped"]
                + [scanned ?? "not scanned yet"]
            context.output.write(TerminalText.sanitize(folder.path) + ": " + facts.joined(separator: ", ") + "\n")
            let skipped = try context.attempt { () throws(SearchFailure) in try index.skipped(in: folder.path) }
            for file in skipped {
                context.output.write("  skipped \(TerminalText.sanitize(file.path)): \(file.reason)\n")
            }
        }
    }
}

/// `gifsearch folder add DIR...`.
struct FolderAddCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add folders and index the GIFs under them.")

    @Argument(help: "The folders.")
    var folders: [String]

    func run(in context: CommandContext) throws {
        let index = try FolderScan.index(in: context)
        let scan = FolderScan(index: index, context: context)
        try FolderScan.each(folders) { given in
            let folder = try context.attempt { () throws(SearchFailure) in try LocalIndex.folder(given) }
            try context.attempt(about: folder) { () throws(SearchFailure) in try index.add(folder: folder) }
            try scan.scan(folder)
        }
    }
}

/// `gifsearch folder rm DIR...`.
struct FolderRemoveCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Forget folders and their GIFs (the files stay as they are).")

    @Argument(help: "The folders.")
    var folders: [String]

    func run(in context: CommandContext) throws {
        let index = try FolderScan.index(in: context)
        try FolderScan.each(folders) { given in
            let folder = FolderScan.known(given)
            let removed = try context.attempt { () throws(SearchFailure) in try index.remove(folder: folder) }
            if !removed { throw context.fail(.notFound, "not one of your folders", about: given) }
        }
    }
}

/// `gifsearch folder scan [DIR...]`.
struct FolderScanCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Index what changed in your folders (or in those given): new, changed and removed GIFs.")

    @Argument(help: "Folders of yours; all of them when none is given.")
    var folders: [String] = []

    func run(in context: CommandContext) throws {
        let index = try FolderScan.index(in: context)
        let known = try context.attempt { () throws(SearchFailure) in try index.folderPaths() }
        guard !known.isEmpty else { throw context.fail(.notFound, FolderScan.noFolders) }
        let scan = FolderScan(index: index, context: context)
        try FolderScan.each(folders.isEmpty ? known : folders) { given in
            let folder = FolderScan.known(given)
            guard known.contains(folder) else {
                throw context.fail(.notFound, "not one of your folders (gifsearch folder add it)", about: given)
            }
            try scan.scan(folder)
        }
    }
}
