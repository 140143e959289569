/// An 8-bit grey picture, one byte a pixel, row by row: what the text reader reads.
public struct GreyImage: Sendable, Equatable {
    public var pixels: [UInt8]
    public let width: Int
    public let height: Int

    /// A picture of `width` × `height` pixels; `pixels` holds `width * height` bytes.
    public init(pixels: [UInt8], width: Int, height: Int) {
        precondition(pixels.count == width * height, "a grey picture needs one byte a pixel")
        self.pixels = pixels
        self.width = width
        self.height = height
    }

    /// The picture at twice its size, each new pixel weighed from its four nearest old ones
    /// (bilinear): small caption text reads better larger.
    public func doubled() -> GreyImage {
        let (newWidth, newHeight) = (width * 2, height * 2)
        let columns = (0..<newWidth).map { Self.neighbours(of: $0, within: width) }
        var doubled = [UInt8](repeating: 0, count: newWidth * newHeight)
        for y in 0..<newHeight {
            let row = Self.neighbours(of: y, within: height)
            let (near, far) = (row.near * width, row.far * width)
            for x in 0..<newWidth {
                let column = columns[x]
                let sum =
                    9 * Int(pixels[near + column.near]) + 3 * Int(pixels[near + column.far])
                    + 3 * Int(pixels[far + column.near]) + Int(pixels[far + column.far])
                doubled[y * newWidth + x] = UInt8((sum + 8) / 16)
            }
        }
        return GreyImage(pixels: doubled, width: newWidth, height: newHeight)
    }

    /// The old pixels nearest to new pixel `index` along a side of `count` old pixels: the
    /// nearer weighs 3, the farther 1.
    private static func neighbours(of index: Int, within count: Int) -> (near: Int, far: Int) {
        let near = index / 2
        let far = index % 2 == 0 ? max(0, near - 1) : min(count - 1, near + 1)
        return (near, far)
    }

    /// The grey of a pixel of this red, green and blue: its luminance by Rec. 601's weights.
    static func luminance(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let weighed: Int = 299 * Int(red) + 587 * Int(green) + 114 * Int(blue)
        return UInt8(weighed / 1000)
    }
}
