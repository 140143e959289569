import Foundation

/// A folder's path under the temporary directory, unique to one test and removed with it
/// (whatever the test put there), so runs leave nothing behind in /tmp.
public final class TemporaryFolder: Sendable {
    /// The folder's path; nothing is made there until a test makes it.
    public let path: String

    /// `prefix` names the folder for whoever looks in /tmp while a test runs.
    public init(_ prefix: String) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
