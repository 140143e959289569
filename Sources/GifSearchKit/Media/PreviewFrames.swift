import GIF

/// A preview's frames as they are decoded, kept within a budget of bytes whatever the GIF turns
/// out to hold: when the next frame would go over it, every frame kept is scaled down to half the
/// box, and the frames after them follow. So a GIF with more frames than its provider said still
/// plays whole, smaller.
struct PreviewFrames {
    private(set) var frames: [Frame] = []
    private var box: (width: Int, height: Int)
    private let budget: Int
    private var bytes = 0

    /// Frames fitting `box` (never grown), all together in `budget` bytes.
    init(box: (width: Int, height: Int), budget: Int) {
        self.box = box
        self.budget = budget
    }

    /// Keeps `frame`, fitted to the box.
    mutating func append(_ frame: Frame) {
        let kept = fitted(frame)
        frames.append(kept)
        bytes += kept.pixels.count
        while bytes > budget && (box.width > 1 || box.height > 1) {
            box = (max(1, box.width / 2), max(1, box.height / 2))
            frames = frames.map(fitted)
            bytes = frames.reduce(0) { $0 + $1.pixels.count }
        }
    }

    private func fitted(_ frame: Frame) -> Frame {
        let size = Frame.size(width: frame.width, height: frame.height, fitting: box)
        return frame.scaled(width: size.width, height: size.height)
    }
}
