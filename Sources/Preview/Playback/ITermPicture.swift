import GIF

/// The file an iTerm2-style terminal is sent to play a GIF itself: the GIF as it is, with its
/// loop count rewritten when `--loops` asks, or re-encoded at the size drawn when it is larger
/// than `ITermEncoder.largestFile`.
public enum ITermPicture {
    public static func file(_ bytes: [UInt8], fit: PixelFit, plays: Int?, loopsAsked: Bool) throws(GIFError) -> [UInt8]
    {
        guard bytes.count > ITermEncoder.largestFile else {
            return loopsAsked ? try GIFLoopCount.rewrite(bytes, loopCount: GIFLoopCount.loopCount(plays: plays)) : bytes
        }
        var frames: [Frame] = []
        var delays: [Int] = []
        _ = try GIFFile.frames(of: bytes) { frame in
            frames.append(fit.scaled(frame))
            delays.append(frame.effectiveDelay)
        }
        return try ITermEncoder.reencoded(frames, effectiveDelays: delays, plays: plays)
    }
}
