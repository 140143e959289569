internal import Files
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// `$XDG_CONFIG_HOME/gifsearch/config`: `name = value` lines, `#` comments. Names:
/// `api_key` (Giphy's), `klipy_api_key`, `provider`, `cache_max_mb`, `giphy_media_cache`,
/// `rating`, `analytics`, `history`.
public enum ConfigFile {
    /// Every value in the file at `path` by name, quotes taken off (the first of a name wins;
    /// empty values left out); none when there is no file.
    public static func values(in path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        return values(parsing: String(decoding: data, as: UTF8.self))
    }

    /// Every value in the config text `text` by name, as `values(in:)` reads them.
    public static func values(parsing text: String) -> [String: String] {
        var values: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
            guard parts.count == 2, !parts[0].hasPrefix("#"), values[parts[0]] == nil else { continue }
            let value = parts[1].trimmingCharacters(quotes: "\"'")
            if !value.isEmpty { values[parts[0]] = value }
        }
        return values
    }

    /// The config name of `provider`'s API key.
    public static func keyName(of provider: ProviderName) -> String {
        provider == .giphy ? "api_key" : "klipy_api_key"
    }

    /// Sets `name = value` in the file at `path`, keeping its other lines; the file is made
    /// with mode 0600 and its directory with 0700, so only its owner can read a key.
    public static func save(_ name: String, value: String, to path: String) throws(ConfigFileError) {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !directory.isEmpty {
            do throws(FileError) {
                try Directories.create(directory, mode: 0o700)
            } catch {
                throw ConfigFileError(message: MediaError.cannotCreateDirectory(error).description)
            }
        }
        let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let kept = existing.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            line.split(separator: "=", maxSplits: 1).first.map { String($0).trimmingSpaces } != name
        }
        let text = (kept.filter { !$0.isEmpty } + ["\(name) = \(value)"]).joined(separator: "\n") + "\n"
        guard AtomicFile.write(text, to: path, mode: 0o600) else { throw ConfigFileError(.last) }
    }
}

/// Why the config file could not be written: the system's message.
public struct ConfigFileError: Error {
    public let message: String

    init(message: String) {
        self.message = message
    }

    init(_ error: FileError) {
        message = error.description
    }
}
