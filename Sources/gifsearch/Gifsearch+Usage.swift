extension Gifsearch {
    /// The line printed under a usage error.
    static let usageHint = "see 'gifsearch --help'"

    /// What `gifsearch` alone prints: how it is used, the commands, and where the rest is.
    static var shortHelp: String {
        let commands = configuration.subcommands.map { command in
            let name = command.configuration.commandName ?? ""
            return "  " + name + String(repeating: " ", count: max(1, 11 - name.count)) + command.configuration.abstract
        }
        return "usage: gifsearch <query>...   (the same as 'gifsearch search <query>...')\n"
            + "       gifsearch <command> [<options>]\n\ncommands:\n" + commands.joined(separator: "\n")
            + "\n\n\(usageHint.prefix(1).uppercased() + usageHint.dropFirst()) for the options.\n"
    }
}
