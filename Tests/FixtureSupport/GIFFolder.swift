import Foundation

/// A temporary folder of files (GIFs, most often) for one test, made at once and removed with it.
public final class GIFFolder: Sendable {
    private let folder = TemporaryFolder("gifsearch-tests")

    /// The folder.
    public var url: URL { folder.url }

    /// Makes the folder.
    public init() throws {
        try folder.make()
    }

    /// Writes `bytes` as `name` and returns its path.
    public func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file.path
    }
}
