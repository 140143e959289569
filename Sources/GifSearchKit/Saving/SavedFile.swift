internal import Files

/// A file a command makes at a name the person gave (a contact sheet), written whole
/// (`OutputFile` in Files says how).
public enum SavedFile {
    /// Writes `bytes` to `path`; a failure is "cannot write: " and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws(SearchFailure) {
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw SearchFailure(kind: .cannotWrite, message: "cannot write: \(error)")
        }
    }
}
