import GifSearchKit

extension Gifsearch {
    /// The line printed under a usage error.
    static let usageHint = "see 'gifsearch --help'"

    /// The parser's `message` for a usage error on one line: it lists more than a few allowed
    /// values one a line ("  - url"), which become a comma-separated list.
    static func usageLine(_ message: String) -> String {
        let lines = message.split(separator: "\n").map { String($0).trimmingSpaces }
        let values = lines.dropFirst().map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }
        return ([lines.first ?? ""] + [values.joined(separator: ", ")].filter { !$0.isEmpty }).joined(separator: " ")
    }

    /// What `gifsearch` alone prints: how it is used, the commands, and where the rest is.
    static var shortHelp: String {
        let commands = configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { command in
            let name = command.configuration.commandName ?? ""
            return "  " + name + String(repeating: " ", count: max(1, 11 - name.count)) + command.configuration.abstract
        }
        return "usage: gifsearch <query>...   (the same as 'gifsearch search <query>...')\n"
            + "       gifsearch <command> [<options>]\n\ncommands:\n" + commands.joined(separator: "\n")
            + "\n\n\(usageHint.prefix(1).uppercased() + usageHint.dropFirst()) for the options.\n"
    }
}
