internal import Files
import FoundationEssentials
internal import HTTP

#if canImport(Glibc)
    import Glibc
#endif

/// `$XDG_CONFIG_HOME/gifsearch/config`: `name = value` lines, `#` comments (`ConfigContents`
/// says how they read). Names: `api_key` (Giphy's), `klipy_api_key`, `provider`,
/// `cache_max_mb`, `giphy_media_cache`, `rating`, `analytics`, `history`, `copy`, `copy_type`,
/// `paste`.
public enum ConfigFile {
    /// Every setting a config file may hold.
    public static let names = [
        "api_key", "klipy_api_key", "provider", "rating", "cache_max_mb", "giphy_media_cache", "analytics", "history",
        "copy", "copy_type", "paste",
    ]

    /// The most bytes a config file may hold.
    public static let limit = 1 << 20

    /// What the file at `path` says; nothing when there is no file. It may be a link (dotfile
    /// managers make them) to a regular file of the person's own that no one else may write
    /// (`RegularFile.ownBytes`); a file that cannot be read, another user's, a directory or
    /// anything else that is not a regular file, or one over `limit`, is an error naming `path`.
    public static func read(at path: String) throws(ConfigFileError) -> ConfigContents {
        let bytes: [UInt8]?
        do throws(FileError) {
            bytes = try RegularFile.ownBytes(of: path, limit: limit)
        } catch {
            throw ConfigFileError(message: "cannot read the config file \(path): \(error.description)")
        }
        return ConfigContents(parsing: bytes.map { String(decoding: $0, as: UTF8.self) } ?? "", path: path)
    }

    /// Every value in the config text `text` by name, as `read(at:)` reads them.
    public static func values(parsing text: String) -> [String: String] {
        ConfigContents(parsing: text, path: "config").values
    }

    /// The config name of `provider`'s API key; `nil` for a provider that takes none.
    public static func keyName(of provider: ProviderName) -> String? {
        provider.configKey
    }

    /// Sets `name = value` in the file at `path`, keeping its other lines; the file is made
    /// with mode 0600 and its directory with 0700, so only its owner can read a key. A link
    /// (a dotfile manager's) stays a link: the file it leads to is the one written.
    public static func save(_ name: String, value: String, to link: String) throws(ConfigFileError) {
        let path = linkTarget(link) ?? link
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !directory.isEmpty {
            do throws(FileError) {
                try Directories.create(directory, mode: 0o700)
            } catch {
                throw ConfigFileError(message: MediaError.cannotCreateDirectory(error).description)
            }
        }
        let existing: String
        do throws(FileError) {
            let bytes = try RegularFile.ownBytes(of: path, limit: limit)
            existing = bytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
        } catch {
            throw ConfigFileError(message: "cannot read the config file \(path): \(error.description)")
        }
        let kept = existing.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            line.split(separator: "=", maxSplits: 1).first.map { String($0).trimmingSpaces } != name
        }
        let text = (kept.filter { !$0.isEmpty } + ["\(name) = \(value)"]).joined(separator: "\n") + "\n"
        guard AtomicFile.write(text, to: path, mode: 0o600) else { throw ConfigFileError(.last) }
    }

    /// The file the link at `path` leads to, when `path` is a link to an existing file.
    private static func linkTarget(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
            let resolved = realpath(path, nil)
        else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Why the config file could not be read or written: the system's message.
public struct ConfigFileError: Error {
    public let message: String

    init(message: String) {
        self.message = message
    }

    init(_ error: FileError) {
        message = error.description
    }
}
