import Foundation
import GifSearchKit
import Testing

@Suite struct ConfigFileTests {
    @Test func valuesAreTrimmedUnquotedAndTheFirstOfANameWins() {
        let values = ConfigFile.values(parsing: "# api_key = no\n api_key = 'first' \napi_key = second\nprovider=klipy")
        #expect(values == ["api_key": "first", "provider": "klipy"])
    }

    /// Found by `make fuzz` (config): a value of quotes alone was kept as an empty value, so
    /// `api_key = ""` set an empty key and hid a later line of the same name.
    @Test func aValueOfQuotesAloneIsNoValue() {
        #expect(ConfigFile.values(parsing: "a=\"\r\napi_key = \"\"\napi_key = real\n") == ["api_key": "real"])
    }

    /// Found by attack: the key was written through `config.tmp`, so a link planted there had
    /// its target overwritten with the key file's text.
    @Test func savingNeverWritesThroughALinkPlantedBesideTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gifsearch-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let victim = folder + "/victim"
        try Data("the person's secret".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createSymbolicLink(atPath: folder + "/config.tmp", withDestinationPath: victim)
        try ConfigFile.save("api_key", value: "k", to: folder + "/config")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "the person's secret")
        #expect(try String(contentsOfFile: folder + "/config", encoding: .utf8) == "api_key = k\n")
    }
}
