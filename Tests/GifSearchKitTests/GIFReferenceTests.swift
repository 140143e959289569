import FixtureSupport
import Foundation
import Testing

@testable import GifSearchKit

@Suite struct GIFReferenceTests {
    @Test func argumentsNameWhatTheyLookLike() throws {
        let folder = TemporaryFolder("ref")
        let file = URL(fileURLWithPath: try folder.make() + "/ref")
        try Data("x".utf8).write(to: file)
        #expect(GIFReference(argument: "-") == .standardInput)
        #expect(GIFReference(argument: "https://x.test/a.gif") == .url("https://x.test/a.gif"))
        #expect(GIFReference(argument: "HTTP://x.test/a.gif") == .url("HTTP://x.test/a.gif"))
        #expect(GIFReference(argument: "ftp://x.test/a.gif") == .file("ftp://x.test/a.gif"))
        #expect(GIFReference(argument: file.path) == .file(file.path))
        #expect(GIFReference(argument: "3o7btPCcdNniyf0ArS") == .id("3o7btPCcdNniyf0ArS"))
        // One id rule, Giphy's own: letters, digits, '-' and '_'.
        #expect(GIFReference(argument: "a-b_c") == .id("a-b_c"))
        #expect(GIFReference(argument: "missing.gif") == .file("missing.gif"))
        #expect(GIFReference(argument: String(repeating: "a", count: 65)) == .file(String(repeating: "a", count: 65)))
    }

    @Test func displayNamesNeverShowTheKey() {
        #expect(GIFReference.url("http://x.test/a.gif?api_key=SECRET&x=1").displayName == "http://x.test/a.gif?x=1")
        #expect(GIFReference.standardInput.displayName == "-")
    }

    @Test func aMediaURLNamesItsID() {
        #expect(GIFReference.id(fromURL: "https://media.giphy.com/media/abc123/giphy.gif?cid=x") == "abc123")
        #expect(GIFReference.id(fromURL: "https://example.com/files/cat.gif") == "cat")
    }
}
