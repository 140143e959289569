import Giphy

/// One page of results and where it came from.
public struct ResultPage: Sendable, Equatable {
    /// The GIFs, in the API's order.
    public var gifs: [GiphyGIF]
    /// Seconds since the page was stored, when it came from the cache because the network
    /// failed or the service works offline; `nil` for a fresh page.
    public var staleAge: Double?
    /// The offset of the page after this one; `nil` when this is the last page the API gives.
    public var nextOffset: Int?

    /// A page with the given parts.
    public init(gifs: [GiphyGIF], staleAge: Double? = nil, nextOffset: Int? = nil) {
        self.gifs = gifs
        self.staleAge = staleAge
        self.nextOffset = nextOffset
    }
}
