/// What the library keeps of a GIF besides its id and title: enough to list it without a
/// network.
public struct LibraryFacts: Sendable, Equatable {
    public var width: Int?
    public var height: Int?
    public var frames: Int?
    public var size: Int?
    /// The path of the GIF's file, when the person kept it (`fav add --keep`).
    public var keptFile: String?
    /// Whether its provider, asked for it, no longer has it.
    public var isGone = false

    public init(
        width: Int? = nil, height: Int? = nil, frames: Int? = nil, size: Int? = nil, keptFile: String? = nil
    ) {
        self.width = width
        self.height = height
        self.frames = frames
        self.size = size
        self.keptFile = keptFile
    }
}
