import FoundationEssentials
import HTTP
import Testing

@Suite struct SecretRedactionTests {
    @Test func keysAndKeyParametersAreRemovedWhateverSurroundsThem() {
        let text = "Bad request https://x.test/v1/gifs?q=a&api_key=SECRETKEY123&limit=5 (Key=other) 'key=x' monkey=ok"
        #expect(
            SecretRedaction.redact(text, keys: ["SECRETKEY123"])
                == "Bad request https://x.test/v1/gifs?q=a&api_key=***&limit=5 (Key=***) 'key=***' monkey=ok"
        )
        #expect(
            SecretRedaction.redact("path /api/v1/SECRETKEY123/gifs", keys: ["SECRETKEY123"])
                == "path /api/v1/***/gifs")
        #expect(SecretRedaction.redact("nothing here", keys: [""]) == "nothing here")
    }

    /// KLIPY's share puts its key in the path: a 404 there names the URL without it.
    @Test func aFourOhFourNamesItsURLWithoutAKeyInThePath() {
        let url = "https://api.klipy.test/api/v1/SECRETKEY/gifs/share/post?customer_id=x"
        let response = HTTPResponse(statusCode: 404, headers: [:], url: url)
        let error = APIError.from(
            HTTPError.requestFailed(response: response, data: Data()), of: WebAPI.klipyLike, redacting: ["SECRETKEY"])
        #expect(
            error.description == "HTTP 404 from https://api.klipy.test/api/v1/***/gifs/share/post "
                + "(check --api-url or GIFSEARCH_KLIPY_URL)")
    }
}

extension WebAPI {
    /// An API like KLIPY's, for the tests of the HTTP layer.
    fileprivate static let klipyLike = WebAPI(
        name: "KLIPY", keyVariable: "KLIPY_API_KEY", configKey: "klipy_api_key", urlVariable: "GIFSEARCH_KLIPY_URL",
        defaultURL: "https://api.klipy.test",
        messageInErrorBody: { _ in nil })
}
