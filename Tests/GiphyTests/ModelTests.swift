import Foundation
import Testing

@testable import Giphy

/// Recorded-shape responses: the fields and oddities real Giphy responses carry.
enum Fixtures {
    static let gif = """
        {"type":"gif","id":"3o7TKSjRrfIPjeiVyM","url":"https://giphy.com/gifs/cat-3o7TKSjRrfIPjeiVyM",
         "slug":"cat-3o7TKSjRrfIPjeiVyM","bitly_url":"https://gph.is/x","embed_url":"https://giphy.com/embed/3o7",
         "username":"","source":"","title":"Katze im Café ☕ GIF","rating":"g","content_url":"","source_tld":"",
         "source_post_url":"","is_sticker":0,"import_datetime":"2016-01-02 03:04:05","trending_datetime":"0000-00-00 00:00:00",
         "images":{"original":{"height":"270","width":"480","size":"1234567","url":"https://media.giphy.com/x/giphy.gif",
                               "frames":"40","mp4":"https://media.giphy.com/x/giphy.mp4","hash":"abc"},
                   "fixed_height":{"height":"200","width":"356","url":"https://media.giphy.com/x/200.gif"},
                   "hd":{},"looping":{"mp4":"https://media.giphy.com/x/loop.mp4"},"new_rendition":{"url":"https://x/y.gif","width":12}},
         "analytics_response_payload":"e=1","analytics":{"onload":{"url":"https://x"}}}
        """

    static let search = """
        {"data":[\(gif)],"pagination":{"total_count":1234,"count":1,"offset":25},
         "meta":{"status":200,"msg":"OK","response_id":"abc123"}}
        """
}

@Suite struct ModelTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func decodesTheGIFObjectWithStringNumbers() throws {
        let gif = try decode(GiphyGIF.self, Fixtures.gif)
        #expect(gif.id == "3o7TKSjRrfIPjeiVyM")
        #expect(gif.title == "Katze im Café ☕ GIF")
        #expect(!gif.isSticker)
        #expect(gif.user == nil)
        let original = try #require(gif.rendition("original"))
        #expect(original.width == 480 && original.height == 270 && original.size == 1_234_567 && original.frames == 40)
        #expect(gif.images["hd"] != nil)
        #expect(gif.rendition("hd") == nil)
        #expect(gif.rendition("looping") == nil)
        #expect(gif.rendition("new_rendition")?.width == 12)
        #expect(gif.analytics == GiphyAnalytics(onload: "https://x"), "the actions it has, the others missing")
    }

    @Test func analyticsOfAnyShapeNeverFailTheGIF() throws {
        let shapes = [
            #""analytics":{"onload":{"url":""},"onclick":"x","onsent":{"url":7}}"#, #""analytics":[]"#,
            #""analytics":{"onsent":{"url":"https://p/sent?x=1"}}"#,
        ]
        let gifs = try shapes.map { try decode(GiphyGIF.self, #"{"id":"a","images":{},"# + $0 + "}") }
        #expect(gifs[0].analytics == GiphyAnalytics(), "empty, a string, a number: no URL")
        #expect(gifs[1].analytics == nil)
        #expect(gifs[2].analytics?.onsent == "https://p/sent?x=1")
    }

    @Test func decodesAListWithPagination() throws {
        let list = try decode(GiphyListResponse.self, Fixtures.search)
        #expect(list.data.count == 1)
        #expect(list.pagination == GiphyPagination(totalCount: 1234, count: 1, offset: 25))
        #expect(list.meta?.responseID == "abc123")
    }

    @Test func randomIsAnObjectOrAnEmptyArray() throws {
        let found = try decode(GiphySingleResponse.self, #"{"data": \#(Fixtures.gif), "meta": {"response_id": "x"}}"#)
        #expect(found.data?.id == "3o7TKSjRrfIPjeiVyM")
        let none = try decode(GiphySingleResponse.self, #"{"data": [], "meta": {"status": 200, "response_id": "x"}}"#)
        #expect(none.data == nil)
    }

    /// A `data` that is neither a GIF nor `[]` is bad data (exit 5), not "nothing found" (exit 1).
    @Test(arguments: [#"{"id": 5}"#, #"{"title": "no id"}"#, #"[{"id": "x"}]"#, #""text""#])
    func aMalformedDataObjectIsAnError(data: String) {
        #expect(throws: DecodingError.self) {
            try decode(GiphySingleResponse.self, #"{"data": \#(data), "meta": {"response_id": "x"}}"#)
        }
    }

    @Test func stickersUsersAndBooleanFlags() throws {
        let json = """
            {"id":"s1","type":"sticker","title":"","is_sticker":1,"images":{},
             "user":{"username":"artist","display_name":"The Artist","is_verified":true,"profile_url":"https://giphy.com/artist/"}}
            """
        let sticker = try decode(GiphyGIF.self, json)
        #expect(sticker.isSticker)
        #expect(sticker.user?.username == "artist")
        #expect(sticker.user?.isVerified == true)
        #expect(sticker.images.isEmpty)
    }

    @Test func tagsAndTrendingSearches() throws {
        let tags = try decode(
            GiphyTagsResponse.self, #"{"data":[{"name":"cats"},{"name":"cat"}],"meta":{"response_id":"t"}}"#)
        #expect(tags.data.map(\.name) == ["cats", "cat"])
        let terms = try decode(GiphyTermsResponse.self, #"{"data":["cats","ポケモン"],"meta":{"response_id":"t"}}"#)
        #expect(terms.data == ["cats", "ポケモン"])
    }

    @Test(arguments: [
        (#"{"message": "Invalid authentication credentials"}"#, "Invalid authentication credentials"),
        (#"{"meta": {"status": 400, "msg": "Validation error"}}"#, "Validation error"),
        (#"{"data": [], "meta": {"status": 400, "msg": "Bad Request", "response_id": ""}}"#, "Bad Request"),
    ])
    func errorShapesYieldTheirMessage(body: String, message: String) {
        #expect(GiphyErrorBody.message(in: Data(body.utf8)) == message)
    }
}
