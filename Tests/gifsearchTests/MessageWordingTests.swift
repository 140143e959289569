import FixtureSupport
import Foundation
import GRDB
import Testing

/// Messages that point the right way (issue "A newcomer's first hour", item 9): each names
/// what is wrong and what to do, quotes little of what a stranger wrote, and reads as English.
@Suite(.ownThreads) struct MessageWordingTests {
    private let home: FixtureHome

    init() throws {
        home = try FixtureHome()
    }

    @Test func aDamagedLibraryIsBadDataThatSaysWhatToDo() throws {
        let folder = home.path + "/data/gifsearch"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let library = folder + "/library.sqlite"
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: library))
        let run = home.run(["history"])
        #expect(run.status == 5)
        #expect(run.standardError.hasPrefix("gifsearch: the library \(library) is damaged ("), "\(run.standardError)")
        #expect(
            run.standardError.hasSuffix(
                "move it aside (mv \(library) \(library).damaged) and gifsearch starts a new one\n"))
    }

    /// A library a newer gifsearch migrated: one line naming both schemas, exit 5 for a command
    /// of the library, and the library left byte for byte as it was (issue "Updates that keep a
    /// person's data", item 5).
    @Test func aNewerLibraryIsOneLineExitFiveAndLeftAsItIs() throws {
        let cats = home.catIDs(2)
        try #require(cats.count == 2)
        #expect(home.run(["fav", "add", cats[0]]).status == 0)
        let library = home.path + "/data/gifsearch/library.sqlite"
        let newer = try DatabaseQueue(path: library)
        try newer.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')") }
        try newer.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: library))
        for arguments in [["fav"], ["history"], ["fav", "add", cats[1]]] {
            let run = home.run(arguments)
            #expect(run.status == 5, "\(arguments)")
            #expect(
                run.standardError.hasPrefix(
                    "gifsearch: the library \(library) is from a newer gifsearch (its schema "
                        + "has v99; this gifsearch knows up to v"), "\(run.standardError)")
            #expect(run.standardError.split(separator: "\n").count == 1)
        }
        // Where the library is only where history goes, the command does its work and says once
        // that its history was not kept.
        let download = home.run(["download", cats[1], "-o", home.path + "/d"])
        #expect(download.status == 0)
        #expect(
            download.standardError.hasPrefix(
                "gifsearch: warning: history not kept: the library \(library) is from a newer"))
        #expect(download.standardError.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: library)) == before)
    }

    @Test func aHostileIdIsQuotedShort() throws {
        let id = String(repeating: "x", count: 5000) + "!"
        for arguments in [["show", id], ["download", id, "-o", home.path + "/out"]] {
            let run = home.run(arguments)
            #expect(run.status != 0)
            #expect(run.standardError.contains(String(repeating: "x", count: 80) + "…"), "\(arguments[0])")
            #expect(!run.standardError.contains(String(repeating: "x", count: 81)), "\(arguments[0])")
        }
    }

    @Test func randomChecksItsTagAndSearchItsLanguage() {
        let tag = home.run(["random", String(repeating: "t", count: 51)])
        #expect(tag.status == 2)
        #expect(tag.standardError.hasPrefix("gifsearch: the search is 51 characters; Giphy accepts at most 50"))
        let lang = home.run(["cats", "--lang", "xx"])
        #expect(lang.status == 2)
        #expect(lang.standardError.hasPrefix("gifsearch: --lang must be one of Giphy's languages: en, es,"))
        #expect(lang.standardError.hasSuffix("(got 'xx') (see 'gifsearch --help')\n"), "a usage error ends as all do")
        let random = home.run(["random", "--provider", "klipy"])
        #expect(
            random.standardError
                == "gifsearch: random is Giphy's alone; use --provider giphy (see 'gifsearch --help')\n")
        #expect(home.run(["cats", "--lang", "zh-TW", "--format", "ids"]).status == 0)
    }

    @Test func aSheetIsWrittenOnlyToAPNGName() throws {
        let gif = home.path + "/cat.gif"
        let id = home.catIDs(1)[0]
        #expect(home.run(["download", id, "-o", home.path]).status == 0)
        try FileManager.default.moveItem(atPath: home.path + "/giphy-\(id).gif", toPath: gif)
        let jpeg = home.run(["sheet", gif, "-o", home.path + "/x.jpg"])
        #expect(jpeg.status == 2)
        #expect(jpeg.standardError.hasPrefix("gifsearch: the sheet is a PNG: name the file .png or give - for stdout"))
        #expect(!FileManager.default.fileExists(atPath: home.path + "/x.jpg"))
        #expect(home.run(["sheet", gif, "-o", home.path + "/x.PNG"]).status == 0)
    }

    @Test func anEmptyLibrarySaysSoInEnglish() {
        let favourites = home.run(["fav"])
        #expect(favourites.status == 1)
        #expect(favourites.standardError == "gifsearch: you have no favourites yet (gifsearch fav add <id>)\n")
        #expect(home.run(["history"]).standardError == "gifsearch: your history is empty\n")
    }
}
