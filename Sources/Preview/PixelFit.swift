import GIF

/// The size in pixels a picture is drawn at by a terminal graphics protocol, and the cells it
/// covers: the largest size with the image's aspect that fits the cells asked for (one side
/// given: that side only), never larger than the image itself unless `upscales`.
public struct PixelFit: Sendable, Equatable {
    /// The most pixels on a side of a scaled-up picture.
    public static let maxSide = 8192

    public let width: Int
    public let height: Int
    public let columns: Int
    public let rows: Int

    public init(
        imageWidth: Int, imageHeight: Int, columns: Int?, rows: Int?, maxColumns: Int, maxRows: Int,
        cellWidth: Int, cellHeight: Int, upscales: Bool = false
    ) {
        let imageWidth = Double(max(1, imageWidth))
        let imageHeight = Double(max(1, imageHeight))
        let unbounded = Double(Layout.maxCells)
        let boxWidth = Double(columns ?? (rows == nil ? maxColumns : Layout.maxCells)) * Double(cellWidth)
        let boxHeight = Double(rows ?? (columns == nil ? maxRows : Layout.maxCells)) * Double(cellHeight)
        var scale = min(boxWidth / imageWidth, boxHeight / imageHeight, unbounded * Double(cellWidth) / imageWidth)
        if !upscales { scale = min(scale, 1) }
        scale = min(scale, Double(Self.maxSide) / max(imageWidth, imageHeight))
        width = max(1, Int((imageWidth * scale).rounded()))
        height = max(1, Int((imageHeight * scale).rounded()))
        self.columns = max(1, (width + cellWidth - 1) / cellWidth)
        self.rows = max(1, (height + cellHeight - 1) / cellHeight)
    }

    /// `frame` at this size, by area averaging in linear light; transparency is kept. A frame
    /// already this size comes back as it is.
    public func scaled(_ frame: Frame) -> Frame {
        frame.scaled(width: width, height: height)
    }

    /// `frame` at this size with every pixel opaque, transparent ones blended over `background`:
    /// for animations redrawn in place, where a transparent pixel would show the frame before.
    public func scaledOpaque(_ frame: Frame, over background: RGB) -> Frame {
        let grid = PixelGrid.scaled(frame, width: width, height: height, background: background)
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for pixel in grid.pixels { pixels += [pixel.red, pixel.green, pixel.blue, 255] }
        return Frame(pixels: pixels, width: width, height: height, delay: frame.delay, index: frame.index)
    }
}
