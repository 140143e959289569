import FixtureSupport
import Foundation
import Testing

/// Numbers out of range say the range and what was typed, negative ones included; a mistyped
/// option or command is named, with the command meant when it is close.
@Suite(.ownThreads) struct NumbersAndTyposTests {
    private let home: FixtureHome

    init() throws {
        home = try FixtureHome()
    }

    @Test(arguments: [
        (["cats", "--limit", "-1"], "--limit must be between 1 and 5000 (got -1)"),
        (["--limit", "-1", "cats"], "--limit must be between 1 and 5000 (got -1)"),
        (["trending", "--offset", "-5"], "--offset must be between 0 and 499 (got -5)"),
        (["download", "x", "--parallel", "-3"], "--parallel must be between 1 and 16 (got -3)"),
        (["sheet", "x.gif", "-o", "-", "--tile", "8"], "--tile must be between 16 and 1024 pixels (got 8)"),
        (["preview", "x.gif", "--frame", "-2"], "--frame must be at least 0 (got -2)"),
        (["cats", "--retries", "-1"], "--retries must be between 0 and 10 (got -1)"),
        (["cats", "--limit", "99999999999999999999"], "--limit must be between 1 and 5000 (got 99999999999999999999)"),
        (["cats", "--limit=-99999999999999999999"], "--limit must be between 1 and 5000 (got -99999999999999999999)"),
        (["download", "x", "--parallel", "1e99"], "The value '1e99' is invalid for '--parallel <parallel>'"),
        (["cats", "--all", "--limit", "10"], "give --all or --limit, not both"),
        (["-x"], "Unknown option '-x'"),
        (["help", "serach"], "unknown command 'serach'; did you mean 'search'?"),
        (["help", "xyzzy"], "unknown command 'xyzzy'"),
    ])
    func aUsageErrorSaysWhatWasTypedAndWhatItMayBe(arguments: [String], message: String) {
        let run = home.run(arguments)
        #expect(run.status == 2 && run.standardOutput.isEmpty)
        #expect(run.standardError == "gifsearch: \(message) (see 'gifsearch --help')\n")
    }

    @Test func aOneWordSearchCloseToACommandThatFindsNothingSuggestsIt() {
        let typo = home.run(["trendng"])
        #expect(typo.status == 1 && typo.standardOutput.isEmpty)
        #expect(typo.standardError == "gifsearch: no GIFs found for 'trendng'; did you mean the command 'trending'?\n")
        let words = home.run(["serach", "zzzz"])
        #expect(words.status == 1 && words.standardError == "gifsearch: no GIFs found for 'serach zzzz'\n")
        let far = home.run(["zzzz-nothing"])
        #expect(far.status == 1 && far.standardError == "gifsearch: no GIFs found for 'zzzz-nothing'\n")
    }
}
