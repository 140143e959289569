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
        AreaScaler(source: frame, width: width, height: height, background: background).scale()
    }
}

/// Box-filter scaling: each output pixel is the coverage-weighted average of the source pixels
/// under it, in linear light with premultiplied alpha.
private struct AreaScaler {
    let source: Frame
    let width: Int
    let height: Int
    let background: RGB

    func scale() -> PixelGrid {
        let columns = spans(source.width, into: width)
        let rows = spans(source.height, into: height)
        let linear = SRGB.linear
        let back = (linear[Int(background.red)], linear[Int(background.green)], linear[Int(background.blue)])
        var output = [RGB]()
        output.reserveCapacity(width * height)
        source.pixels.withUnsafeBufferPointer { pixels in
            for row in rows {
                for column in columns {
                    var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    var area: Float = 0
                    for (y, rowWeight) in row {
                        for (x, columnWeight) in column {
                            let weight = rowWeight * columnWeight
                            let offset = (y * source.width + x) * 4
                            let alpha = Float(pixels[offset + 3]) / 255 * weight
                            sum.0 += linear[Int(pixels[offset])] * alpha
                            sum.1 += linear[Int(pixels[offset + 1])] * alpha
                            sum.2 += linear[Int(pixels[offset + 2])] * alpha
                            sum.3 += alpha
                            area += weight
                        }
                    }
                    let coverage = area > 0 ? sum.3 / area : 0
                    let scale: Float = area > 0 ? 1 / area : 0
                    output.append(
                        RGB(
                            SRGB.encode(sum.0 * scale + back.0 * (1 - coverage)),
                            SRGB.encode(sum.1 * scale + back.1 * (1 - coverage)),
                            SRGB.encode(sum.2 * scale + back.2 * (1 - coverage))))
                }
            }
        }
        return PixelGrid(width: width, height: height, pixels: output)
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
