internal import Files

/// A file a command makes at a name the person gave (a contact sheet), written whole
/// (`OutputFile` in Files says how).
public enum SavedFile {
    /// Writes `bytes` to `path`, replacing a file with other contents only when `replacing`;
    /// a failure names the path: the system's reason, or the file left alone.
    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws(SearchFailure) {
        do {
            try OutputFile.write(bytes, to: path, replacing: replacing)
        } catch .otherFileThere {
            throw SearchFailure(MediaError.otherFileThere(path))
        } catch {
            throw SearchFailure(MediaError.cannotWrite(path, reason: error.description))
        }
    }
}
