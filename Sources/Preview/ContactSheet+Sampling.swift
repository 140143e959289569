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

    /// The sheet of `count` frames sampled from the GIF in `bytes` (`sample`), laid out in
    /// `columns` (else as nearly square as whole rows allow), as a PNG; what reading the GIF
    /// found goes to `read` (for its warnings) before any later failure.
    public static func png(
        of bytes: [UInt8], frames count: Int, tile: Int, columns: Int?, padding: Int, background: RGB?,
        read: (GIFReading) -> Void = { _ in }
    ) throws(FrameFailure) -> [UInt8] {
        let (frames, reading) = try FrameFailure.reading { () throws(GIFError) in
            try sample(count, of: bytes, tile: tile)
        }
        read(reading)
        guard !frames.isEmpty else { throw .noFrames }
        let sheet = ContactSheet(
            columns: columns ?? squareColumns(for: frames.count), padding: padding, background: background)
        return try FrameFailure.reading { () throws(PreviewError) in try PNGEncoder.encode(sheet.render(frames)) }
    }

    /// The columns that lay `count` frames out as nearly square as whole rows allow.
    public static func squareColumns(for count: Int) -> Int {
        Int(Double(count).squareRoot().rounded(.up))
    }
}
