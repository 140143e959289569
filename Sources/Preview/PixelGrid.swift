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
        AreaScaler(sourceWidth: frame.width, sourceHeight: frame.height, width: width, height: height)
            .scale(frame, over: background)
    }
}

extension AreaScaler {
    /// `frame` blended over `background`, every pixel opaque.
    func scale(_ frame: Frame, over background: RGB) -> PixelGrid {
        let linear = SRGB.linear
        let back = (linear[Int(background.red)], linear[Int(background.green)], linear[Int(background.blue)])
        var output = [RGB]()
        output.reserveCapacity(width * height)
        frame.pixels.withUnsafeBufferPointer { pixels in
            samples(of: pixels) { sample in
                let rest = 1 - sample.coverage
                output.append(
                    RGB(
                        SRGB.encode(sample.red + back.0 * rest), SRGB.encode(sample.green + back.1 * rest),
                        SRGB.encode(sample.blue + back.2 * rest)))
            }
        }
        return PixelGrid(width: width, height: height, pixels: output)
    }
}
