import FixtureSupport
import Foundation
import GifSearchKit
import Testing

@Suite struct ConfigFileTests {
    private let temporary = TemporaryFolder("gifsearch")

    @Test func valuesAreTrimmedUnquotedAndTheFirstOfANameWins() {
        let values = ConfigFile.values(parsing: "# api_key = no\n api_key = 'first' \napi_key = second\nprovider=klipy")
        #expect(values == ["api_key": "first", "provider": "klipy"])
    }

    /// Found by `make fuzz` (config): a value of quotes alone was kept as an empty value, so
    /// `api_key = ""` set an empty key and hid a later line of the same name.
    @Test func aValueOfQuotesAloneIsNoValue() {
        #expect(ConfigFile.values(parsing: "a=\"\r\napi_key = \"\"\napi_key = real\n") == ["api_key": "real"])
    }

    @Test func aCommentAfterWhiteSpaceEndsAValueButNotInsideQuotesOrAWord() {
        let values = ConfigFile.values(
            parsing: "api_key = abc # my key\nklipy_api_key = \"k # 1\" # quoted\nrating = pg#13\ncopy =\t'url'\t# x")
        #expect(values == ["api_key": "abc", "klipy_api_key": "k # 1", "rating": "pg#13", "copy": "url"])
    }

    @Test func eachIgnoredLineIsAWarningNamingItsPlaceAndNeverItsValue() {
        let contents = ConfigContents(
            parsing:
                "# c\r\nApi_Key = s1\r\n\r\n= s2\nsecret-three\napi key = s4\nprovider = klipy\n"
                + "api_key s5 = x\napi_key: s6==\n",
            path: "/c/config")
        #expect(contents.values == ["provider": "klipy"])
        #expect(
            contents.warnings == [
                "unknown key 'Api_Key' at /c/config:2; did you mean 'api_key'?",
                "ignored line at /c/config:4: not 'name = value'",
                "ignored line at /c/config:5: not 'name = value'",
                "ignored line at /c/config:6: not 'name = value'",
                "ignored line at /c/config:8: not 'name = value'; did you mean 'api_key = …'?",
                "ignored line at /c/config:9: not 'name = value'; did you mean 'api_key = …'?",
            ])
        #expect(!contents.warnings.joined().contains("s5") && !contents.warnings.joined().contains("s6"))
    }

    @Test func aMissingConfigIsEmptyAndOneThatIsNotAFileIsAnError() throws {
        let folder = try temporary.make("config")
        #expect(try ConfigFile.read(at: folder + "/missing") == ConfigContents(parsing: "", path: ""))
        #expect(throws: ConfigFileError.self) { try ConfigFile.read(at: folder + "/config") }
    }

    /// A dotfile manager links the config to the person's own file: that is read; a file
    /// anyone can write, or another user's, is refused.
    @Test func aLinkToThePersonsOwnFileIsReadAndNoOtherFile() throws {
        let folder = try temporary.make()
        let own = folder + "/dotfiles-config"
        try Data("rating = g\n".utf8).write(to: URL(fileURLWithPath: own))
        chmod(own, 0o600)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: own)
        #expect(try ConfigFile.read(at: folder + "/link").values == ["rating": "g"])
        chmod(own, 0o664)
        #expect(try ConfigFile.read(at: folder + "/link").values == ["rating": "g"], "umask 002's own group")
        chmod(own, 0o666)
        do {
            _ = try ConfigFile.read(at: folder + "/link")
            Issue.record("a file others can write was read")
        } catch {
            #expect(error.message == "cannot read the config file \(folder)/link: can be written by anyone")
        }
        chmod(own, 0o600)
        if getuid() == 0 {
            chown(own, 65534, 65534)
            do {
                _ = try ConfigFile.read(at: folder + "/link")
                Issue.record("another user's file was read")
            } catch {
                #expect(error.message == "cannot read the config file \(folder)/link: belongs to another user")
            }
        }
    }

    /// Saving a key keeps a dotfile manager's link a link, and writes the file it leads to.
    @Test func savingThroughALinkWritesWhereItLeads() throws {
        let folder = try temporary.make("dotfiles")
        try Data("rating = g\n".utf8).write(to: URL(fileURLWithPath: folder + "/dotfiles/config"))
        chmod(folder + "/dotfiles/config", 0o600)
        try FileManager.default.createSymbolicLink(atPath: folder + "/config", withDestinationPath: "dotfiles/config")
        try ConfigFile.save("api_key", value: "k", to: folder + "/config")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/config") == "dotfiles/config")
        #expect(try String(contentsOfFile: folder + "/dotfiles/config", encoding: .utf8) == "rating = g\napi_key = k\n")
    }

    /// Found by attack: the key was written through `config.tmp`, so a link planted there had
    /// its target overwritten with the key file's text.
    @Test func savingNeverWritesThroughALinkPlantedBesideTheFile() throws {
        let folder = try temporary.make()
        let victim = folder + "/victim"
        try Data("the person's secret".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createSymbolicLink(atPath: folder + "/config.tmp", withDestinationPath: victim)
        try ConfigFile.save("api_key", value: "k", to: folder + "/config")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "the person's secret")
        #expect(try String(contentsOfFile: folder + "/config", encoding: .utf8) == "api_key = k\n")
    }
}
