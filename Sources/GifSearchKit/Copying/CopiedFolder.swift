internal import Files

/// The folder GIFs copied as files are written to, `$XDG_CACHE_HOME/gifsearch/copied`: a file
/// on the clipboard must outlive the command, and a chat shows its name. It holds the last
/// `limit` copies. It is no cache: nothing is read from it to spare a request.
public struct CopiedFolder: Sendable, Equatable {
    /// The most copies kept.
    public static let limit = 20

    /// The folder's path.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The folder under the cache folder of `environment` (`XDG_CACHE_HOME`, `HOME`).
    public static func inEnvironment(_ environment: [String: String]) -> CopiedFolder {
        CopiedFolder(path: SearchSettings.cacheDirectory(in: environment) + "/copied")
    }

    /// Makes the folder (private to the person) and its parents.
    func create() throws(SearchFailure) {
        do throws(FileError) {
            try Directories.create(path, mode: 0o700)
        } catch {
            throw SearchFailure(MediaError.cannotCreateDirectory(error))
        }
    }

    /// The path of the copy of the GIF with `id` as a file of `type` (`GIFFileName`).
    func file(ofID id: String, type: MediaFileType = .gif) -> String {
        path + "/" + GIFFileName.of(id: id, type: type)
    }

    /// The path of the copy of a GIF a URL or file names by `stem`, its name without `.gif`, as
    /// a file of `type`.
    func file(stem: String, type: MediaFileType = .gif) -> String {
        path + "/" + GIFFileName.of(stem: stem, type: type)
    }

    /// Marks the copy at `path` as the newest; a file elsewhere (one of the person's own GIFs,
    /// copied as it is) is left untouched.
    func markNewest(_ path: String) {
        guard path.hasPrefix(self.path + "/") else { return }
        RecentFiles.markUsed(path)
    }

    /// Removes all but the last `limit` copies, or the last `count` when more were just copied
    /// at once (a batch never deletes its own files).
    func keepLast(atLeast count: Int) {
        RecentFiles.keepNewest(max(Self.limit, count), endingWith: MediaFileType.allCases.map(\.ending), in: path)
    }
}
