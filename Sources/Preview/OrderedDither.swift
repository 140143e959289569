import GIF

/// Ordered (Bayer 4 × 4) dithering onto the 256-colour palette: stable from frame to frame,
/// unlike error diffusion, so animations do not shimmer. Each value takes one of the two palette
/// levels around it, the upper one where the position's threshold is below the value's fraction
/// of the way up, so a 4 × 4 patch averages to the value and a colour on the palette stays exact.
/// Colours nearest a grey follow the 24-step grey ramp; others the cube, channel by channel.
enum OrderedDither {
    private static let bayer: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]
    /// The grey ramp with black and white from the cube at its ends, and their indices.
    private static let greyLevels = [0] + (0..<24).map { 8 + $0 * 10 } + [255]
    private static let greyIndices = [16] + Array(232...255) + [231]

    /// The palette index (16…255) for `color` at `column`, `row` of the pixel grid.
    static func index(_ color: RGB, column: Int, row: Int) -> Int {
        let threshold = (Double(bayer[(row % 4) * 4 + column % 4]) + 0.5) / 16
        if PaletteMatch.nearestIndex(color) >= 232 {
            let mean = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
            return greyIndices[level(mean, in: greyLevels, threshold: threshold)]
        }
        let cube = PaletteMatch.cubeLevels
        return 16 + 36 * level(Int(color.red), in: cube, threshold: threshold)
            + 6 * level(Int(color.green), in: cube, threshold: threshold)
            + level(Int(color.blue), in: cube, threshold: threshold)
    }

    /// The position in `levels` (ascending, from 0 to 255) chosen for `value`.
    private static func level(_ value: Int, in levels: [Int], threshold: Double) -> Int {
        var upper = 1
        while upper < levels.count - 1 && levels[upper] < value { upper += 1 }
        let low = levels[upper - 1]
        let fraction = Double(value - low) / Double(levels[upper] - low)
        return fraction > threshold ? upper : upper - 1
    }
}
