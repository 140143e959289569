/// One composited frame: the whole canvas after drawing image `index`, as RGBA8 rows, with
/// fully transparent pixels stored as 0,0,0,0.
public struct Frame: Sendable, Equatable {
    /// The canvas pixels, `width * height * 4` bytes, row by row.
    public var pixels: [UInt8]
    /// The canvas width.
    public var width: Int
    /// The canvas height.
    public var height: Int
    /// The delay in centiseconds as stored.
    public var delay: Int
    /// The position of the image in the file, from 0.
    public var index: Int

    /// A frame with the given parts; `pixels` holds `width * height * 4` bytes.
    public init(pixels: [UInt8], width: Int, height: Int, delay: Int, index: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.delay = delay
        self.index = index
    }

    /// The delay browsers play: 0 or 1 cs play as 10 cs.
    public var effectiveDelay: Int { GIFFrameInfo.effectiveDelay(of: delay) }
}
