/// The limits a decode checks on the logical screen and on every frame rectangle before it
/// allocates anything, so hostile files cannot exhaust memory or time.
public struct GIFLimits: Sendable, Equatable {
    /// The most pixels of the logical screen, and of any one frame rectangle.
    public var maxCanvasPixels: Int
    /// The most images in one file.
    public var maxFrames: Int
    /// The most pixels decoded from all frame rectangles together.
    public var maxTotalPixels: Int

    /// Limits for a terminal previewer: 16,777,216 canvas pixels (4096², 64 MiB of RGBA; the
    /// count is capped, not each side), 5,000 frames, 10⁹ decoded pixels.
    public static let standard = GIFLimits(maxCanvasPixels: 16_777_216, maxFrames: 5_000, maxTotalPixels: 1_000_000_000)

    /// Limits with the given values.
    public init(maxCanvasPixels: Int, maxFrames: Int, maxTotalPixels: Int) {
        self.maxCanvasPixels = maxCanvasPixels
        self.maxFrames = maxFrames
        self.maxTotalPixels = maxTotalPixels
    }
}
