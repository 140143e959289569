import Foundation

/// A shell script the tests run, written by `install` in a process of its own. Written from this
/// process, the script would be open for writing here while the tests beside it start children,
/// and a child that inherited that descriptor makes running the script fail with ETXTBSY.
enum ExecutableScript {
    static func write(_ text: String, to path: String) throws {
        let source = path + ".source"
        try text.write(toFile: source, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: source) }
        let install = try CommandRun.external("/usr/bin/install", ["-m", "755", source, path], environment: [:])
        guard install.status == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
