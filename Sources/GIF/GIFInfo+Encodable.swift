/// `GIFInfo` as JSON (what `gifsearch info --json` prints; the keys are documented and stable):
/// the derived `frameCount`, `duration` and `effectiveDelay` included, and `null` for a loop
/// count or transparent index the file does not have.
extension GIFInfo: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(frameCount, forKey: .frameCount)
        try container.encode(loopCount, forKey: .loopCount)
        try container.encode(duration, forKey: .duration)
        try container.encode(byteSize, forKey: .byteSize)
        try container.encode(globalPaletteSize, forKey: .globalPaletteSize)
        try container.encode(backgroundIndex, forKey: .backgroundIndex)
        try container.encode(truncated, forKey: .truncated)
        try container.encode(comments, forKey: .comments)
        try container.encode(frames, forKey: .frames)
    }

    private enum CodingKeys: String, CodingKey {
        case width, height, frameCount, loopCount, duration, byteSize, globalPaletteSize, backgroundIndex, truncated
        case comments, frames
    }
}

extension GIFFrameInfo: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(delay, forKey: .delay)
        try container.encode(effectiveDelay, forKey: .effectiveDelay)
        try container.encode(disposal, forKey: .disposal)
        try container.encode(transparentIndex, forKey: .transparentIndex)
        try container.encode(interlaced, forKey: .interlaced)
        try container.encode(localPaletteSize, forKey: .localPaletteSize)
    }

    private enum CodingKeys: String, CodingKey {
        case index, x, y, width, height, delay, effectiveDelay, disposal, transparentIndex, interlaced
        case localPaletteSize
    }
}
