import Foundation
import Testing

@testable import Klipy

/// KLIPY's JSON decoded leniently: odd fields are dropped, never the response.
@Suite struct KlipyModelTests {
    private func list(_ json: String) throws -> KlipyListResponse {
        try JSONDecoder().decode(KlipyListResponse.self, from: Data(json.utf8))
    }

    @Test func aWholePostDecodes() throws {
        let response = try list(
            #"""
            {"results": [{"id": "123", "title": "Cat", "content_description": "a cat", "tags": ["cat"],
              "itemurl": "https://klipy.com/gifs/123", "url": "https://klipy.com/gifs/123", "content_rating": "g",
              "media_formats": {"gif": {"url": "https://m/1.gif", "dims": [480, 270], "duration": 1.5, "size": 1024},
                                "tinygif": {"url": "https://m/t.gif", "dims": ["120", "68"], "size": "99"}}}],
             "next": "20"}
            """#)
        let post = try #require(response.results.first)
        #expect(post.id == "123" && post.title == "Cat" && post.tags == ["cat"] && post.contentRating == "g")
        #expect(post.format("gif") == post.mediaFormats["gif"])
        #expect(post.mediaFormats["gif"]?.width == 480 && post.mediaFormats["gif"]?.height == 270)
        #expect(post.mediaFormats["gif"]?.duration == 1.5 && post.mediaFormats["gif"]?.size == 1024)
        #expect(post.mediaFormats["tinygif"]?.width == 120 && post.mediaFormats["tinygif"]?.size == 99)
        #expect(response.next == "20")
    }

    @Test func oddFieldsAreDroppedAndBadPostsLeftOut() throws {
        let response = try list(
            #"""
            {"results": [
               {"id": 42, "title": 7, "tags": "not a list", "media_formats": {
                   "gif": {"url": "https://m/a.gif", "dims": [1, 2, 3], "duration": "long"},
                   "mediumgif": "not an object", "webm": {"url": ""}}},
               {"title": "no id"},
               "not an object",
               {"id": "ok", "media_formats": []}],
             "next": 40}
            """#)
        #expect(response.results.map(\.id) == ["42", "ok"])
        let odd = response.results[0]
        #expect(odd.title == "" && odd.tags.isEmpty)
        #expect(odd.mediaFormats.keys.sorted() == ["gif", "webm"])
        #expect(odd.mediaFormats["gif"]?.width == nil && odd.mediaFormats["gif"]?.duration == nil)
        #expect(odd.format("webm") == nil, "a format without a URL is none")
        #expect(response.results[1].mediaFormats.isEmpty)
        #expect(response.next == "40")
    }

    @Test func aBodyWithoutResultsIsAnError() {
        #expect(throws: DecodingError.self) { try list(#"{"next": ""}"#) }
        #expect(throws: DecodingError.self) { try list(#"{"results": {"id": "1"}}"#) }
    }

    @Test func errorMessagesComeFromEitherShape() {
        #expect(KlipyErrorBody.message(in: Data(#"{"error": {"code": 400, "message": "bad q"}}"#.utf8)) == "bad q")
        #expect(KlipyErrorBody.message(in: Data(#"{"error": "Invalid API key"}"#.utf8)) == "Invalid API key")
        #expect(KlipyErrorBody.message(in: Data("<html>".utf8)) == nil)
    }
}
