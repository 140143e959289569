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
}
