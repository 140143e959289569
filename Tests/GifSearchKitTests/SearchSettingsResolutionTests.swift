import FixtureSupport
import Foundation
import GifSearchKit
import Testing

/// The command line first, then the environment, then the config file.
@Suite struct SearchSettingsResolutionTests {
    private let request = SettingsRequest(userAgent: "test")
    private let temporary = TemporaryFolder("gifsearch")

    @Test func keysAndURLsComeFromTheRequestTheEnvironmentOrTheConfigFile() throws {
        let environment = ["KLIPY_API_KEY": "klipy-env", "GIFSEARCH_API_URL": "http://giphy.test", "HOME": "/home/me"]
        let config = ["api_key": "giphy-config", "klipy_api_key": "klipy-config", "provider": "klipy"]
        let settings = try SearchSettings.resolve(request, environment: environment, config: config)
        #expect(settings.provider == .only(.klipy))
        #expect(settings.keys[.giphy] == "giphy-config" && settings.keys[.klipy] == "klipy-env")
        #expect(settings.url(of: .giphy) == "http://giphy.test" && settings.url(of: .klipy) == "https://api.klipy.com")
        #expect(settings.cacheDirectory == "/home/me/.cache/gifsearch" && settings.cacheMaxBytes == 64 << 20)
        var asked = request
        (asked.provider, asked.apiKey, asked.apiURL, asked.cacheMode) = (
            .only(.giphy), "option", "http://x.test", .bypass
        )
        let chosen = try SearchSettings.resolve(asked, environment: environment, config: config)
        #expect(
            chosen.provider == .only(.giphy) && chosen.keys[.giphy] == "option" && chosen.keys[.klipy] == "klipy-env")
        #expect(chosen.url(of: .giphy) == "http://x.test" && chosen.cacheDirectory == nil)
    }

    @Test func aConfigValueThatCannotBeReadIsAnInvalidArgument() {
        #expect(
            throws: SearchFailure(
                kind: .invalidArgument,
                message: "'provider = both' in /h/.config/gifsearch/config: use giphy, klipy, local or auto")
        ) {
            try SearchSettings.resolve(request, environment: ["HOME": "/h"], config: ["provider": "both"])
        }
        #expect(throws: SearchFailure.self) {
            try SearchSettings.resolve(request, environment: [:], config: ["cache_max_mb": "0"])
        }
    }

    @Test func pasteIsYesOrNo() throws {
        #expect(try PasteSetting.configured(config: ["paste": "yes"], environment: [:]))
        #expect(try !PasteSetting.configured(config: ["paste": "no"], environment: [:]))
        #expect(try !PasteSetting.configured(config: [:], environment: [:]))
        #expect(
            throws: SearchFailure(
                kind: .invalidArgument, message: "'paste = on' in /h/.config/gifsearch/config: use yes or no")
        ) {
            try PasteSetting.configured(config: ["paste": "on"], environment: ["HOME": "/h"])
        }
    }

    @Test func aValueTheCommandDoesNotReadCannotFailIt() throws {
        let config = [
            "provider": "both", "rating": "x", "cache_max_mb": "0", "giphy_media_cache": "yes", "history": "no",
        ]
        var files = request
        files.use = .files
        let settings = try SearchSettings.resolve(files, environment: ["HOME": "/h"], config: config)
        #expect(settings.provider == .auto && settings.rating == nil && !settings.recordsHistory)
        var cache = request
        cache.use = .cache
        #expect(throws: SearchFailure.self) {
            try SearchSettings.resolve(cache, environment: ["HOME": "/h"], config: ["cache_max_mb": "0"])
        }
        #expect(
            try SearchSettings.resolve(cache, environment: ["HOME": "/h"], config: ["provider": "both"]).provider
                == .auto)
    }

    @Test func actionsAreRegisteredUnlessThePersonOptedOutOrWorksOffline() throws {
        let home = ["HOME": "/h", "GIPHY_API_KEY": "k"]
        let resolve = { (environment: [String: String], config: [String: String]) throws -> Bool in
            try SearchSettings.resolve(self.request, environment: home.merging(environment) { $1 }, config: config)
                .registersActions
        }
        #expect(try resolve([:], [:]) && resolve(["DO_NOT_TRACK": "0"], [:]) && resolve([:], ["analytics": "on"]))
        #expect(try !resolve(["DO_NOT_TRACK": "1"], [:]))
        #expect(try !resolve(["GIFSEARCH_NO_ANALYTICS": "yes"], [:]))
        #expect(try !resolve([:], ["analytics": "off"]))
        #expect(try !resolve(["DO_NOT_TRACK": "1"], ["analytics": "on"]), "an opt-out wins")
        #expect(try !resolve([:], ["analytics": "Off"]), "a mistyped opt-out opts out, and fails nothing")
        var offline = request
        (offline.provider, offline.cacheMode) = (.only(.klipy), .offline)
        let settings = try SearchSettings.resolve(
            offline, environment: ["KLIPY_API_KEY": "k", "HOME": "/h"], config: [:])
        #expect(!settings.registersActions, "offline asks nothing of the network")
    }

    @Test func idsAreKeptUnderXDGStateHomeAndNowhereWithoutAHome() throws {
        let state = { (environment: [String: String]) in
            try SearchSettings.resolve(self.request, environment: environment, config: [:]).stateDirectory
        }
        #expect(try state(["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/gifsearch")
        #expect(try state(["HOME": "/h"]) == "/h/.local/state/gifsearch")
        #expect(try state([:]) == nil)
    }

    @Test func theConfigFileIsUnderXDGConfigHome() {
        #expect(ConfigFile.path(in: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]) == "/c/gifsearch/config")
        #expect(ConfigFile.path(in: ["XDG_CONFIG_HOME": "", "HOME": "/h"]) == "/h/.config/gifsearch/config")
    }

    /// Found by attack: a shared cache folder let another user plant entries and links.
    @Test func aCacheFolderSomeoneElseCanWriteToIsRefused() throws {
        let folder = try temporary.make()
        var asked = request
        asked.cacheDirectory = folder
        #expect(try SearchSettings.resolve(asked, environment: [:], config: [:]).cacheDirectory == folder)
        chmod(folder, 0o777)
        let refusal = #expect(throws: SearchFailure.self) {
            try SearchSettings.resolve(asked, environment: [:], config: [:])
        }
        #expect(
            refusal?.kind == .cannotWrite && refusal?.message.hasPrefix("anyone can write to the cache folder") == true)
        chmod(folder, 0o1777)
        #expect(try SearchSettings.resolve(asked, environment: [:], config: [:]).cacheDirectory == folder)
        asked.cacheMode = .bypass
        chmod(folder, 0o777)
        #expect(try SearchSettings.resolve(asked, environment: [:], config: [:]).cacheDirectory == nil)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a folder to another user"))
    func aCacheFolderOfAnotherUserIsRefused() throws {
        let folder = try temporary.make()
        #expect(chown(folder, 65534, 65534) == 0)
        var asked = request
        asked.cacheDirectory = folder
        let refusal = #expect(throws: SearchFailure.self) {
            try SearchSettings.resolve(asked, environment: [:], config: [:])
        }
        #expect(refusal?.message.contains("belongs to another user") == true)
    }
}
