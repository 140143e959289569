/// One page of results and where it came from.
public struct ResultPage: Sendable, Equatable {
    /// The GIFs, in the API's order.
    public var gifs: [GIFResult]
    /// Seconds since the page was stored, when it came from the cache because the network
    /// failed or the service works offline; `nil` for a fresh page.
    public var staleAge: Double?
    /// What asks the provider for the page after this one; `nil` when this is the last page it
    /// gives.
    public var next: String?

    /// A page with the given parts.
    public init(gifs: [GIFResult], staleAge: Double? = nil, next: String? = nil) {
        self.gifs = gifs
        self.staleAge = staleAge
        self.next = next
    }
}
