import GIF

extension ContactSheet {
    /// `count` frames (at most the GIF's own count) sampled evenly over one play of the GIF in
    /// `bytes`, by the browsers' delay rule, each the whole canvas scaled down to fit `tile` ×
    /// `tile` pixels; with what reading the GIF found.
    public static func sample(_ count: Int, of bytes: [UInt8], tile: Int) throws(GIFError) -> (
        frames: [Frame], reading: GIFReading
    ) {
        let info = try GIFFile.structure(of: bytes).info
        let wanted = info.clock.sample(min(count, max(1, info.frameCount)))
        var picked: [Int: Frame] = [:]
        let reading = try GIFFile.frames(of: bytes, through: wanted.max(), fitting: (tile, tile)) { frame in
            if wanted.contains(frame.index) { picked[frame.index] = frame }
        }
        return (wanted.compactMap { picked[$0] }, reading)
    }

    /// The columns that lay `count` frames out as nearly square as whole rows allow.
    public static func squareColumns(for count: Int) -> Int {
        Int(Double(count).squareRoot().rounded(.up))
    }
}
