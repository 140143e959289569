import GIF

/// The bytes of a GIF as they arrive, and whether they hold its first image yet: checked each
/// time their count has doubled since the last check, so that checking costs at most twice the
/// bytes, not their square, and a first image is seen at most twice its size late.
struct FirstImageBytes {
    private(set) var bytes: [UInt8] = []
    private(set) var holdsFirstImage = false
    private var checkedAt = 0

    /// Adds the next bytes, and checks again when there are twice as many as last time.
    mutating func append(_ chunk: [UInt8]) {
        bytes += chunk
        guard !holdsFirstImage, bytes.count >= 2 * checkedAt else { return }
        checkedAt = bytes.count
        holdsFirstImage = GIFFile.holdsFirstImage(bytes)
    }
}
