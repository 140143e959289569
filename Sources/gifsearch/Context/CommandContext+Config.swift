import GifSearchKit

extension CommandContext {
    /// The config file's values. Each line it ignored is a warning on stderr; a config file
    /// that cannot be read is a usage failure naming it, printed and thrown as reported.
    func configValues() throws -> [String: String] {
        let contents: ConfigContents
        do throws(ConfigFileError) {
            contents = try ConfigFile.read(at: configPath)
        } catch {
            throw fail(.invalidArgument, error.message)
        }
        for warning in contents.warnings { self.warning(TerminalText.sanitize(warning)) }
        return contents.values
    }
}
