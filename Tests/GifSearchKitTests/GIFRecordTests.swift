import FixtureSupport
import Foundation
import Klipy
import Testing

@testable import GifSearchKit

/// docs/OUTPUT.md, "JSON and JSONL: the result object", rule by rule: what each key of a
/// `GIFRecord` holds for fixed results. (How the keys are printed is `ResultPrinterTests`'.)
@Suite struct GIFRecordTests {
    /// A Giphy GIF with every field, an original and a smaller rendition, and a still.
    static let party = gif(
        "fx5gaw", title: "Party Time GIF", alt: "People dancing at a party",
        page: "https://giphy.test/gifs/fx5gaw",
        renditions: [
            "original": GIFRendition(
                url: "https://media.test/fx5gaw/original.gif?cid=1&rid=original.gif", width: 480, height: 270,
                size: 2_000_000, frames: 24),
            "fixed_height": GIFRendition(
                url: "https://media.test/fx5gaw/200.gif?cid=1", width: 356, height: 200, size: 900_000, frames: 24),
            "original_still": GIFRendition(url: "https://media.test/fx5gaw/still.gif?cid=1", size: 40_000),
        ],
        rating: "pg", username: "partyhost", isSticker: true)

    /// A KLIPY GIF as its provider maps it: `gif` and `mediumgif`, no frame counts.
    static let klipyGIF = gif(
        "klipy:9000001", title: "Dancing dog",
        renditions: [
            "gif": GIFRendition(
                url: "https://static.klipy.test/9000001/gif.gif", width: 498, height: 280, size: 800_000),
            "mediumgif": GIFRendition(
                url: "https://static.klipy.test/9000001/mediumgif.gif", width: 320, height: 180, size: 300_000),
        ], provider: .klipy)

    /// The keys every record has (`term` only in the feed).
    static let keys: Set = [
        "id", "title", "alt", "url", "page", "width", "height", "frames", "size", "rating", "username", "isSticker",
        "provider",
    ]

    /// The JSON object of `record`, key by key.
    private func object(_ record: GIFRecord) throws -> [String: Any] {
        let data = try JSONEncoder().encode(record)
        return try #require(try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? [String: Any])
    }

    @Test func idIsGiphysOwnOrKlipysWithItsPrefix() {
        #expect(GIFRecord(Self.party, rendition: .original).id == "fx5gaw")
        #expect(GIFRecord(Self.klipyGIF, rendition: .original).id == "klipy:9000001")
    }

    /// `title`: for KLIPY, its title, else its description, else its id (KLIPY's own, as the
    /// post gives it).
    @Test func aKlipyTitleIsItsTitleElseItsDescriptionElseItsID() throws {
        let posts = """
            [{"id": 1, "title": "Dancing dog", "content_description": "A dog dances"},
             {"id": 2, "title": "", "content_description": "A dog dances"},
             {"id": 3, "title": ""}]
            """
        let decoded = try JSONDecoder().decode([KlipyPost].self, from: Data(posts.utf8))
        let records = decoded.map { GIFRecord(GIFResult(klipy: $0, isSticker: false), rendition: .original) }
        #expect(records.map(\.title) == ["Dancing dog", "A dog dances", "3"])
        #expect(records.map(\.id) == ["klipy:1", "klipy:2", "klipy:3"])
    }

    /// `alt`: the provider's description, `nil` (`null`) when it has none or sends an empty one,
    /// as Giphy does for most GIFs.
    @Test func altIsTheProvidersTextAndNullWhenItIsMissingOrEmpty() {
        #expect(GIFRecord(Self.party, rendition: .original).alt == "People dancing at a party")
        #expect(GIFRecord(gif("plain"), rendition: .original).alt == nil)
        #expect(GIFResult.alt("A cat waves") == "A cat waves")
        #expect(GIFResult.alt(nil) == nil)
        #expect(GIFResult.alt("") == nil)
        #expect(GIFResult.alt(" \n ") == nil)
    }

    /// `url`, `width`, `height`, `frames`, `size`: the chosen rendition's, `original` by default.
    @Test func theRenditionsKeysAreTheChosenRenditions() {
        let original = GIFRecord(Self.party, rendition: .original)
        #expect(original.url == "https://media.test/fx5gaw/original.gif?cid=1&rid=original.gif")
        #expect([original.width, original.height, original.frames, original.size] == [480, 270, 24, 2_000_000])
        let named = GIFRecord(Self.party, rendition: "fixed_height")
        #expect(named.url == "https://media.test/fx5gaw/200.gif?cid=1")
        #expect([named.width, named.height, named.frames, named.size] == [356, 200, 24, 900_000])
    }

    /// `--max-size`: the largest animated GIF rendition within the limit, never a still.
    @Test func aSizeLimitChoosesTheLargestAnimatedGIFWithinIt() {
        let fitting = GIFRecord(Self.party, rendition: .fitting(maxBytes: 1_000_000))
        #expect(fitting.url == "https://media.test/fx5gaw/200.gif?cid=1")
        #expect(fitting.size == 900_000)
        let none = GIFRecord(Self.party, rendition: .fitting(maxBytes: 100_000))
        #expect(none.url == nil && none.size == nil)
    }

    /// KLIPY's formats stand for gifsearch's renditions: `original` is its `gif`, the
    /// `fixed_height` family its `mediumgif`; `frames` is `null`, as KLIPY reports none.
    @Test func klipysFormatsStandForTheRenditionsAndItReportsNoFrames() {
        let original = GIFRecord(Self.klipyGIF, rendition: .original)
        #expect(original.url == "https://static.klipy.test/9000001/gif.gif")
        #expect([original.width, original.height, original.size] == [498, 280, 800_000])
        let smaller = GIFRecord(Self.klipyGIF, rendition: "fixed_height")
        #expect(smaller.url == "https://static.klipy.test/9000001/mediumgif.gif")
        #expect(original.frames == nil && smaller.frames == nil)
    }

    /// `url` is `null` when the GIF has no such rendition; a library GIF's sizes are what the
    /// library kept, and its kept file's `file://` URL is its original.
    @Test func aGIFWithoutTheRenditionHasNoURLAndTheLibrarysSizes() {
        let facts = LibraryFacts(width: 320, height: 240, frames: 8, size: 51_200)
        let listed = GIFRecord(gif("fxkept", kept: facts), rendition: .original)
        #expect(listed.url == nil)
        #expect([listed.width, listed.height, listed.frames, listed.size] == [320, 240, 8, 51_200])
        let file = "file:///home/me/.local/share/gifsearch/kept/giphy-fxkept.gif"
        let kept = GIFRecord(gif("fxkept", url: file, kept: facts), rendition: .original)
        #expect(kept.url == file)
        #expect(GIFRecord(gif("bare"), rendition: "fixed_height").width == nil)
    }

    /// `page`, `rating`, `username`, `isSticker`, `provider`: as the provider gives them.
    @Test func thePagesRatingUserAndKindAreTheProviders() {
        let record = GIFRecord(Self.party, rendition: .original)
        #expect(record.page == "https://giphy.test/gifs/fx5gaw")
        #expect(record.rating == "pg" && record.username == "partyhost")
        #expect(record.isSticker && record.provider == "giphy")
        let klipy = GIFRecord(Self.klipyGIF, rendition: .original)
        #expect(klipy.page == nil && klipy.rating == nil && klipy.username == nil)
        #expect(!klipy.isSticker && klipy.provider == "klipy")
    }

    /// Every key but `term` is always present, `null` when unknown; `term` only when the feed
    /// set it.
    @Test func everyKeyButTermIsAlwaysPresentAndNullWhenUnknown() throws {
        let bare = try object(GIFRecord(gif("bare"), rendition: .original))
        #expect(Set(bare.keys) == Self.keys)
        for key in ["alt", "url", "page", "width", "height", "frames", "size", "rating", "username"] {
            #expect(bare[key] is NSNull, "\(key)")
        }
        #expect(bare["isSticker"] as? Bool == false && bare["provider"] as? String == "giphy")
        var found = GIFRecord(Self.party, rendition: .original)
        found.term = "party"
        let fed = try object(found)
        #expect(Set(fed.keys) == Self.keys.union(["term"]) && fed["term"] as? String == "party")
    }

    /// One of the person's own GIFs: a `local:` id, its file's name and `file://` URI whatever
    /// the rendition, its words as alt text, and `path`, which no other GIF has.
    @Test func anOwnGIFHasItsFileAsURLAndPath() throws {
        let own = try #require(
            try LocalProviderTests.ownGIF(named: "giphy (3).gif"), "a GIF of the person's own, from an index")
        let record = GIFRecord(own, rendition: .named("fixed_height_small"))
        #expect(record.id.hasPrefix("local:") && record.provider == "local")
        #expect(record.title == "giphy (3).gif")
        #expect(record.url?.hasPrefix("file:///") == true && record.url?.hasSuffix("/giphy%20(3).gif") == true)
        let object = try object(record)
        #expect(Set(object.keys) == Self.keys.union(["path"]))
        #expect((object["path"] as? String)?.hasSuffix("/giphy (3).gif") == true)
        #expect(try self.object(GIFRecord(Self.party, rendition: .original))["path"] == nil)
    }

    /// What stands for the GIF where it cannot be shown (`md`, copy as Markdown): the alt text,
    /// else the title.
    @Test func theAltTextStandsForTheGIFElseTheTitle() {
        #expect(GIFRecord(Self.party, rendition: .original).altOrTitle == "People dancing at a party")
        #expect(GIFRecord(Self.klipyGIF, rendition: .original).altOrTitle == "Dancing dog")
    }

    /// Remote text made safe before it is printed in any non-JSON format (DESIGN §8): every
    /// string of the record, escape sequences removed whole, then control and invisible
    /// characters; tabs and newlines become spaces. Numbers and flags are left as they are.
    @Test func displayedRecordsHoldNoEscapeControlOrInvisibleCharacter() {
        var hostile = gif(
            "evil\u{7}1", title: "Red \u{1B}[31mAlert\u{1B}[0m\tnow\nplease\u{202E}\u{2028}go",
            alt: "a\u{1B}]0;owned\u{7}b",
            page: "https://giphy.test/\u{200B}page", url: "https://media.test/e\u{9B}vil.gif", rating: "g\u{0}",
            username: "user\u{7F}name")
        hostile.renditions["original"]?.width = 10
        var record = GIFRecord(hostile, rendition: .original)
        record.term = "par\u{1B}[2Jty"
        let shown = record.displayed
        #expect(shown.id == "evil1")
        #expect(shown.title == "Red Alert now please go")
        #expect(shown.alt == "ab")
        #expect(shown.page == "https://giphy.test/page")
        #expect(shown.url == "https://media.test/evil.gif")
        #expect(shown.rating == "g" && shown.username == "username" && shown.term == "party")
        #expect(shown.width == 10 && shown.provider == "giphy")
    }
}
