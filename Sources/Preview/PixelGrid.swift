import GIF

/// An image of opaque sRGB pixels, row by row: what the renderers turn into terminal cells.
public struct PixelGrid: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public private(set) var pixels: [RGB]

    /// A grid of `pixels`, `width * height` of them.
    public init(width: Int, height: Int, pixels: [RGB]) {
        precondition(pixels.count == width * height, "PixelGrid needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> RGB { pixels[y * width + x] }

    /// `frame` scaled to `width` × `height` by area averaging in linear light, transparent
    /// pixels blended over `background`.
    public static func scaled(_ frame: Frame, width: Int, height: Int, background: RGB = .black) -> PixelGrid {
        AreaScaler(source: frame, width: width, height: height).scale(over: background)
    }
}

/// Box-filter scaling: each output pixel is the coverage-weighted average of the source pixels
/// under it, in linear light with premultiplied alpha.
struct AreaScaler {
    let source: Frame
    let width: Int
    let height: Int

    /// One output pixel: linear light premultiplied by coverage, and the coverage (0–1).
    struct Sample {
        var red: Float
        var green: Float
        var blue: Float
        var coverage: Float
    }

    /// Blended over `background`, every pixel opaque.
    func scale(over background: RGB) -> PixelGrid {
        let linear = SRGB.linear
        let back = (linear[Int(background.red)], linear[Int(background.green)], linear[Int(background.blue)])
        var output = [RGB]()
        output.reserveCapacity(width * height)
        samples { sample in
            let rest = 1 - sample.coverage
            output.append(
                RGB(
                    SRGB.encode(sample.red + back.0 * rest), SRGB.encode(sample.green + back.1 * rest),
                    SRGB.encode(sample.blue + back.2 * rest)))
        }
        return PixelGrid(width: width, height: height, pixels: output)
    }

    /// Straight RGBA8, fully transparent pixels as 0, 0, 0, 0 (as `Frame` stores them).
    func scaleKeepingAlpha() -> [UInt8] {
        var output = [UInt8]()
        output.reserveCapacity(width * height * 4)
        samples { sample in
            let alpha = UInt8((sample.coverage * 255).rounded())
            guard alpha > 0 else {
                output += [0, 0, 0, 0]
                return
            }
            let straight = 1 / sample.coverage
            output += [
                SRGB.encode(sample.red * straight), SRGB.encode(sample.green * straight),
                SRGB.encode(sample.blue * straight), alpha,
            ]
        }
        return output
    }

    /// Calls `emit` for each output pixel, row by row.
    private func samples(_ emit: (Sample) -> Void) {
        let columns = spans(source.width, into: width)
        let rows = spans(source.height, into: height)
        let linear = SRGB.linear
        source.pixels.withUnsafeBufferPointer { pixels in
            for row in rows {
                for column in columns {
                    var sum = Sample(red: 0, green: 0, blue: 0, coverage: 0)
                    var area: Float = 0
                    for (y, rowWeight) in row {
                        for (x, columnWeight) in column {
                            let weight = rowWeight * columnWeight
                            let offset = (y * source.width + x) * 4
                            let alpha = Float(pixels[offset + 3]) / 255 * weight
                            sum.red += linear[Int(pixels[offset])] * alpha
                            sum.green += linear[Int(pixels[offset + 1])] * alpha
                            sum.blue += linear[Int(pixels[offset + 2])] * alpha
                            sum.coverage += alpha
                            area += weight
                        }
                    }
                    let scale: Float = area > 0 ? 1 / area : 0
                    emit(
                        Sample(
                            red: sum.red * scale, green: sum.green * scale, blue: sum.blue * scale,
                            coverage: sum.coverage * scale))
                }
            }
        }
    }

    /// For each of `count` output positions, the source positions it covers and how much.
    private func spans(_ sourceCount: Int, into count: Int) -> [[(Int, Float)]] {
        let step = Double(sourceCount) / Double(count)
        return (0..<count).map { index in
            let start = Double(index) * step
            let end = start + step
            var covered: [(Int, Float)] = []
            var position = Int(start)
            while Double(position) < end && position < sourceCount {
                let overlap = min(end, Double(position + 1)) - max(start, Double(position))
                if overlap > 0 { covered.append((position, Float(overlap))) }
                position += 1
            }
            return covered
        }
    }
}
