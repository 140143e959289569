/// GIFs looked up by their ids: those found, in the order asked, and why each of the others is
/// not there.
public struct IDLookup: Sendable {
    /// An id that was not found, or whose provider could not be asked, and why.
    public struct Miss: Sendable, Equatable {
        /// The id as it was asked for.
        public let id: String
        public let failure: SearchFailure
    }

    /// The GIFs found, in the order their ids were asked for.
    public var gifs: [GIFResult]
    /// The ids not found or not asked, in the order asked for.
    public var misses: [Miss]
    /// The age of the oldest cached answer that stood in, when one did.
    public var staleAge: Double?
}
