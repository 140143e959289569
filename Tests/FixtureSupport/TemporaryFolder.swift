import Foundation

/// A folder's path under the temporary directory, unique to one test and removed with it
/// (whatever the test put there), so runs leave nothing behind in /tmp. The one way tests make
/// a temporary folder: a suite keeps one as a property (a fresh one for each test), a test or
/// helper as a local whose lifetime is the test's.
public final class TemporaryFolder: Sendable {
    /// The folder's path; nothing is made there until a test makes it.
    public let path: String

    /// `prefix` names the folder for whoever looks in /tmp while a test runs.
    public init(_ prefix: String) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    }

    /// The folder as a file URL.
    public var url: URL { URL(fileURLWithPath: path) }

    /// Makes the folder, or the folder `inside` it (with every folder between), and returns
    /// the folder's path.
    @discardableResult
    public func make(_ inside: String? = nil) throws -> String {
        try FileManager.default.createDirectory(
            atPath: inside.map { path + "/" + $0 } ?? path, withIntermediateDirectories: true)
        return path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
