/// Box-filter scaling of RGBA8 pixels (as `Frame` stores them): each output pixel is the
/// coverage-weighted average of the source pixels under it, in linear light with premultiplied
/// alpha.
public struct AreaScaler: Sendable {
    public let sourceWidth: Int
    public let sourceHeight: Int
    public let width: Int
    public let height: Int

    /// One output pixel: linear light premultiplied by coverage, and the coverage (0–1).
    public struct Sample {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var coverage: Float
    }

    /// A scaler from `sourceWidth` × `sourceHeight` pixels to `width` × `height`.
    public init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) {
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.width = width
        self.height = height
    }

    /// Straight RGBA8, fully transparent pixels as 0, 0, 0, 0 (as `Frame` stores them).
    public func scaleKeepingAlpha(_ pixels: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output = [UInt8]()
        output.reserveCapacity(width * height * 4)
        samples(of: pixels) { sample in
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

    /// Calls `emit` for each output pixel of `pixels` (`sourceWidth * sourceHeight * 4` bytes),
    /// row by row.
    public func samples(of pixels: UnsafeBufferPointer<UInt8>, _ emit: (Sample) -> Void) {
        precondition(pixels.count >= sourceWidth * sourceHeight * 4, "AreaScaler needs every source pixel")
        let columns = spans(sourceWidth, into: width)
        let rows = spans(sourceHeight, into: height)
        let linear = SRGB.linear
        for row in rows {
            for column in columns {
                var sum = Sample(red: 0, green: 0, blue: 0, coverage: 0)
                var area: Float = 0
                for (y, rowWeight) in row {
                    for (x, columnWeight) in column {
                        let weight = rowWeight * columnWeight
                        let offset = (y * sourceWidth + x) * 4
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

extension Frame {
    /// This frame scaled to `width` × `height` by area averaging, alpha kept.
    public func scaled(width: Int, height: Int) -> Frame {
        guard width != self.width || height != self.height else { return self }
        let scaler = AreaScaler(sourceWidth: self.width, sourceHeight: self.height, width: width, height: height)
        let scaled = pixels.withUnsafeBufferPointer { scaler.scaleKeepingAlpha($0) }
        return Frame(pixels: scaled, width: width, height: height, delay: delay, index: index)
    }

    /// The largest size with the aspect of `width` × `height` that fits in `box` without growing.
    public static func size(width: Int, height: Int, fitting box: (width: Int, height: Int))
        -> (width: Int, height: Int)
    {
        let scale = min(1, Double(box.width) / Double(width), Double(box.height) / Double(height))
        guard scale < 1 else { return (width, height) }
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }
}
