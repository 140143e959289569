/// What the server sends for one request, and how (the faults change the how).
struct FixtureResponse {
    /// How the response is delivered.
    enum Delivery {
        case normal
        /// Wait this long before answering.
        case delayed(milliseconds: Int)
        /// Reset the connection instead of answering.
        case reset
        /// Announce the full length, send half the body, close.
        case truncated
        /// Send the body `chunk` bytes at a time, this long apart.
        case slow(millisecondsPerChunk: Int, chunk: Int)
        /// Announce `length` bytes, send the body, then hold the connection this long and close.
        case lying(length: Int, holdMilliseconds: Int)
    }

    var status: Int
    var headers: [(String, String)]
    var body: [UInt8]
    var delivery = Delivery.normal

    /// A JSON response.
    static func json(_ status: Int, _ body: [UInt8], extraHeaders: [(String, String)] = []) -> FixtureResponse {
        FixtureResponse(status: status, headers: [("Content-Type", "application/json")] + extraHeaders, body: body)
    }
}
