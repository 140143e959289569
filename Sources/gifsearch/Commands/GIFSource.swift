import Foundation

/// Reads the bytes of a GIF named on the command line.
enum GIFSource {
    /// The bytes of `path`, or `-` for stdin.
    static func read(_ path: String) throws(SourceError) -> [UInt8] {
        if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                throw SourceError(message: isDirectory.boolValue ? "is a directory" : "cannot be read")
            }
            throw SourceError(message: "no such file")
        }
        return [UInt8](data)
    }
}

/// Why a named file could not be read.
struct SourceError: Error {
    let message: String
}
