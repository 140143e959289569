import FixtureSupport
import Foundation
import HTTP
import Testing

/// Failures named as failures, ids that are not found named one by one, and a library whose
/// rows each go to their own provider (issue "A newcomer's first hour", items 2 to 4).
@Suite(.ownThreads) struct FailureMessageTests {
    @Test func aWrongAPIURLIsAFailureThatSaysWhereToLook() throws {
        let home = try FixtureHome()
        var environment = home.environment
        environment["GIFSEARCH_API_URL"] = home.server.baseURL + "/v1"
        let search = CommandRun(["cats"], environment: environment)
        #expect(search.status == 4)
        #expect(
            search.standardError
                == "gifsearch: HTTP 404 from \(home.server.baseURL)/v1/v1/gifs/search "
                + "(check --api-url or GIFSEARCH_API_URL)\n")
        let show = CommandRun(["show", home.catIDs(1)[0]], environment: environment)
        #expect(show.status == 4, "a 404 that is not Giphy's own is no missing GIF: \(show.standardError)")
        #expect(home.run(["show", "nosuchgif"]).status == 1, "Giphy's own 404 for an id is")
    }

    @Test func aNetworkFailureNamesTheHostAndPort() throws {
        let home = try FixtureHome()
        var environment = home.environment
        environment["GIFSEARCH_API_URL"] = "http://127.0.0.1:9"
        let run = CommandRun(["cats", "--retries", "0"], environment: environment)
        #expect(run.status == 4)
        #expect(run.standardError == "gifsearch: cannot connect to 127.0.0.1:9: connection refused\n")
    }

    @Test func aBodyThatIsNotJSONSaysSoWithTheHost() throws {
        let home = try FixtureHome()
        try home.server.inject(
            #"{"path": "/v1/gifs/search", "kind": "malformed", "times": 1}"#, using: testSession())
        let run = home.run(["cats", "--no-cache"])
        #expect(run.status == 5)
        let endpoint = home.server.baseURL.replacingOccurrences(of: "http://", with: "")
        #expect(run.standardError == "gifsearch: unexpected response from Giphy: not JSON (from \(endpoint))\n")
    }

    @Test func verboseShowsEachRetryAndItsWait() throws {
        let home = try FixtureHome()
        try home.server.inject(#"{"path": "/v1/gifs/search", "status": 503, "times": 2}"#, using: testSession())
        let run = home.run(["cats", "--retries", "2", "--no-cache", "--verbose", "--format", "ids"])
        #expect(run.status == 0)
        let retries = run.standardError.split(separator: "\n").filter { $0.hasPrefix("gifsearch: retrying in ") }
        #expect(retries.count == 2, "\(run.standardError)")
        #expect(retries.allSatisfy { $0.contains(" s: HTTP 503 from ") && !$0.contains(FixtureServer.apiKey) })
    }

    @Test func showPrintsWhatItFoundAndNamesEachIdItDidNot() throws {
        let home = try FixtureHome()
        let found = home.catIDs(1)[0]
        let run = home.run(["show", found, "nosuchid", "--format", "ids"])
        #expect(run.status == 1)
        #expect(run.standardOutput == found + "\n")
        #expect(run.standardError == "gifsearch: no GIF on Giphy has the id 'nosuchid'\n")
    }

    @Test func showWithoutAProvidersKeyStillPrintsTheOthers() throws {
        let home = try FixtureHome()
        let found = home.catIDs(1)[0]
        let run = home.run(["show", "klipy:somepost", found, "klipy:other", "--format", "ids", "--no-input"])
        #expect(run.status == 3)
        #expect(run.standardOutput == found + "\n")
        #expect(
            run.standardError.hasPrefix("gifsearch: klipy:somepost, klipy:other: no KLIPY API key: "),
            "\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test func aMixedLibraryListsEveryRowItCan() throws {
        let home = try FixtureHome(klipy: true)
        let giphy = home.catIDs(2)
        let klipyIDs = home.run(["cats", "--provider", "klipy", "--format", "ids", "--limit", "2"]).lines
        let (klipy, keptKlipy) = (Array(klipyIDs.prefix(1)), Array(klipyIDs.dropFirst()))
        #expect(home.run(["fav", "add"] + giphy + klipy).status == 0)
        #expect(home.run(["fav", "add", "--keep"] + keptKlipy).status == 0)
        var environment = home.environment
        environment["KLIPY_API_KEY"] = nil
        let listed = CommandRun(["fav", "--format", "tsv"], environment: environment)
        #expect(listed.status == 0, "\(listed.standardError)")
        let rows = listed.lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(Set(rows.map { $0[0] }) == Set(giphy + klipyIDs))
        for row in rows where !keptKlipy.contains(row[0]) {
            #expect(row[2].hasPrefix("http") == giphy.contains(row[0]), "\(row)")
        }
        #expect(rows.filter { keptKlipy.contains($0[0]) }.allSatisfy { $0[2].hasPrefix("file://") }, "a kept file")
        #expect(
            listed.standardError.hasPrefix("gifsearch: warning: 1 KLIPY GIF listed without URLs: no KLIPY API key"),
            "\(listed.standardError)")
        #expect(listed.standardError.split(separator: "\n").count == 1)
    }

    @Test func aRejectedKeyNamesWhereItCameFrom() throws {
        let home = try FixtureHome()
        var environment = home.environment
        environment["GIPHY_API_KEY"] = "wrong"
        let fromVariable = CommandRun(["cats", "--no-input"], environment: environment)
        #expect(fromVariable.status == 3)
        #expect(
            fromVariable.standardError == "gifsearch: the Giphy API key from GIPHY_API_KEY was rejected; check it\n")
        let fromFlag = CommandRun(["cats", "--no-input", "--api-key", "wrong"], environment: home.environment)
        #expect(fromFlag.standardError == "gifsearch: the Giphy API key from --api-key was rejected; check it\n")
        environment["GIPHY_API_KEY"] = nil
        try home.configure("api_key = wrong\n")
        let fromFile = CommandRun(["cats", "--no-input"], environment: environment)
        #expect(
            fromFile.standardError
                == "gifsearch: the Giphy API key from 'api_key' in \(home.path)/config/gifsearch/config was rejected; "
                + "check it\n")
        for run in [fromVariable, fromFlag, fromFile] { #expect(!run.standardError.contains("wrong")) }
    }

    @Test func anAPIURLThatIsNoURLIsAUsageError() throws {
        let home = try FixtureHome()
        var environment = home.environment
        environment["GIFSEARCH_API_URL"] = "notaurl"
        let run = CommandRun(["cats"], environment: environment)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("gifsearch: GIFSEARCH_API_URL must be an http(s) URL (got 'notaurl')"))
        #expect(CommandRun(["info", "--help"], environment: environment).status == 0)
    }

    @Test func aMissingKeyNamesTheRealConfigFile() throws {
        let home = try FixtureHome()
        var environment = home.environment
        environment["GIPHY_API_KEY"] = nil
        let run = CommandRun(["cats", "--no-input"], environment: environment)
        #expect(run.status == 3)
        #expect(
            run.standardError
                == "gifsearch: no Giphy API key: use --api-key, set GIPHY_API_KEY, or put 'api_key = …' in "
                + "\(home.path)/config/gifsearch/config\n")
    }
}
