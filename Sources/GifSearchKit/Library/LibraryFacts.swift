/// What the library keeps of a GIF besides its id and title: enough to list it without a
/// network.
public struct LibraryFacts: Sendable, Equatable {
    public var width: Int?
    public var height: Int?
    public var frames: Int?
    public var size: Int?
    /// The path of the GIF's file, when the person kept it (`fav add --keep`).
    public var keptFile: String?
}
