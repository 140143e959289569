import GIF

extension RGB {
    /// Relative luminance in 0…1, computed in linear light.
    public var luminance: Float {
        let linear = SRGB.linear
        return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }
}
