import GifSearchKit
import Testing

@Suite struct ConfigFileTests {
    @Test func valuesAreTrimmedUnquotedAndTheFirstOfANameWins() {
        let values = ConfigFile.values(parsing: "# api_key = no\n api_key = 'first' \napi_key = second\nprovider=klipy")
        #expect(values == ["api_key": "first", "provider": "klipy"])
    }

    /// Found by `make fuzz` (config): a value of quotes alone was kept as an empty value, so
    /// `api_key = ""` set an empty key and hid a later line of the same name.
    @Test func aValueOfQuotesAloneIsNoValue() {
        #expect(ConfigFile.values(parsing: "a=\"\r\napi_key = \"\"\napi_key = real\n") == ["api_key": "real"])
    }
}
