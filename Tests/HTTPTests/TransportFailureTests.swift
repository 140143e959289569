import FixtureSupport
import Foundation
import RxCore
import RxTest
import Testing

@testable import HTTP

/// What a failed transfer says: the host and port, and what failed, never curl's bare text.
@Suite(.ownThreads) struct TransportFailureTests {
    @Test(arguments: [
        ("http://127.0.0.1:9/v1/gifs", "127.0.0.1:9"), ("https://api.giphy.com/v1?q=a", "api.giphy.com:443"),
        ("http://example.test", "example.test:80"), ("http://user@[::1]:8080/x", "[::1]:8080"),
        ("http://[::1]/x", "[::1]:80"),
    ])
    func theEndpointIsTheHostAndPort(url: String, endpoint: String) {
        #expect(TransportFailure.endpoint(of: url) == endpoint)
    }

    @Test func aRefusedConnectionNamesTheHostAndPortAndWhy() throws {
        let session = testSession()
        let request = HTTPRequest(url: "http://127.0.0.1:9/v1/gifs/search?api_key=SECRET")
        #expect(throws: HTTPError.transport(code: 7, message: "cannot connect to 127.0.0.1:9: connection refused")) {
            try session.rx.data(request: request).toBlocking(timeout: 10).single()
        }
    }

    @Test func aBodyThatIsNotJSONSaysSoWithTheHost() throws {
        let server = try FixtureServer()
        let session = testSession()
        let endpoint = TransportFailure.endpoint(of: server.baseURL)
        let page = HTTPRequest(url: server.baseURL + "/v1/gifs/trending?api_key=" + FixtureServer.apiKey)
        try server.inject(#"{"path": "/v1/gifs/trending", "kind": "malformed", "times": 1}"#, using: session)
        #expect(throws: HTTPError.deserializationFailed(reason: "not JSON (from \(endpoint))")) {
            try session.rx.json(request: page).toBlocking(timeout: 10).single()
        }
        struct Expected: Decodable { let nothing: String }
        #expect(throws: HTTPError.deserializationFailed(reason: "no 'nothing' (from \(endpoint))")) {
            try session.rx.decodable(request: page, type: Expected.self).toBlocking(timeout: 10).single()
        }
    }
}
