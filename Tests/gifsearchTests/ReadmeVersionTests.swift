import Foundation
import Testing

@testable import gifsearch

/// The README names the version people install: the one place's (`GifsearchVersion`).
@Suite struct ReadmeVersionTests {
    @Test func everyVersionTheReadmeNamesIsTheCurrentOne() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardizedFileURL
        let text = try String(contentsOf: readme, encoding: .utf8)
        let named = text.matches(of: /gifsearch[-_](\d+\.\d+\.\d+)/).map { String($0.output.1) }
        #expect(!named.isEmpty, "the README names no package or tarball")
        #expect(Set(named) == [GifsearchVersion.current], "README names \(Set(named))")
    }
}
