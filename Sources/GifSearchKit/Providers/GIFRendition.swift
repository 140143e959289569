/// One rendition (size or format) of a result; what the provider did not say is `nil`.
public struct GIFRendition: Sendable, Equatable {
    public var url: String
    public var width: Int?
    public var height: Int?
    public var size: Int?
    public var frames: Int?
    /// The same rendition as other types of file (Giphy's MP4 and WebP of it), by type.
    public var formats: [MediaFileType: GIFRendition] = [:]

    public init(url: String, width: Int? = nil, height: Int? = nil, size: Int? = nil, frames: Int? = nil) {
        self.url = url
        self.width = width
        self.height = height
        self.size = size
        self.frames = frames
    }
}
